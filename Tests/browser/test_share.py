"""Sharing on the iPhones, where it takes Chromium: the fallback sheet's Copy image (clipboard
permissions), reduced motion (emulated), and a rotation mid-slide (the viewport turned while
the grid moves). The share flow itself, on every engine, is in engines/scenarios.py; that
every message the page can say finds room on every iPhone, in test_launch.py."""

import pytest

from engines.app import shared_image
from support import devices

COMPLETE = {0: "red", 1: "green", 2: "orange"}


def assert_grid_back(app, home):
    app.wait_phase("idle")
    box = app.rect("#grid")
    for key in ("x", "y", "width", "height"):
        assert box[key] == pytest.approx(home[key], abs=0.5), f"the grid is back in place ({box} vs {home})"


# Chromium-only: WebDriver cannot grant the clipboard permissions Copy image needs.
def test_fallback_sheet_copies_the_image(open_app):
    app = open_app(devices.LARGEST, "portrait", share_stub=False, permissions=["clipboard-read", "clipboard-write"])
    app.fill(COMPLETE)
    app.swipe("up")
    app.driver.page.locator("#sheet").get_by_role("button", name="Copy image").click()
    app.wait_phase("idle")
    types = app.driver.js("() => navigator.clipboard.read().then(items => items.flatMap(i => [...i.types]))")
    assert "image/png" in types
    assert app.message() == ""


# Chromium-only: the other engines' drivers cannot emulate prefers-reduced-motion.
@pytest.mark.parametrize("orientation", ["portrait", "landscape"])
def test_reduced_motion_shares_without_sliding(open_app, orientation):
    app = open_app(devices.LARGEST, orientation, reduced_motion="reduce")
    app.fill(COMPLETE)
    home = app.rect("#grid")
    app.swipe(app.share_direction())
    (share,) = app.wait_share()
    assert share["transform"] == "none", "the grid did not move"
    assert share["grid"]["top"] == pytest.approx(home["y"], abs=0.5)
    assert shared_image(share).size == (2048, 2048)
    assert_grid_back(app, home)


# Every frame while the grid slides: each visible cell's gaps to the frame, until the grid is
# back; the worst gap seen.
WORST_GAP_UNTIL_IDLE = """() => new Promise((resolve) => {
    let worst = Infinity, frames = 0;
    const sample = () => {
        const g = document.getElementById('grid').getBoundingClientRect();
        for (const c of document.querySelectorAll('.cell:not([hidden])')) {
            const r = c.getBoundingClientRect();
            worst = Math.min(worst, r.left - g.left, g.right - r.right, r.top - g.top, g.bottom - r.bottom);
        }
        frames++;
        if (document.body.dataset.phase === 'idle') resolve({ worst, frames });
        else requestAnimationFrame(sample);
    };
    sample();
})"""


# Chromium-only: the iPhone turned (its viewport resized) while the grid slides; a desktop
# window resized through WebDriver takes longer than the slide.
@pytest.mark.parametrize("when", ["leaving", "returning"])
def test_rotating_mid_slide_keeps_the_cells_inside_the_frame(open_app, when):
    device = devices.LARGEST
    app = open_app(device, "portrait", reduced_motion="no-preference")
    app.fill(COMPLETE)
    app.set_share_mode("abort")
    app.swipe("up")
    if when == "returning":
        app.driver.wait("() => document.body.dataset.phase === 'returning'", what="the grid returning")
    else:
        assert app.phase() != "idle", "the grid is leaving"
    app.driver.page.set_viewport_size(device.viewport("landscape"))
    found = app.driver.js(WORST_GAP_UNTIL_IDLE)
    assert found["frames"] > 1, f"sampled while {when}: {found}"
    assert found["worst"] >= -0.5, f"a cell leaves the frame by {-found['worst']:.1f} px while {when}"
    app.wait_phase("idle")
