"""Swipe to share: the grid leaves in the orientation's direction, the share sheet gets one
square JPEG once the grid is gone, the grid comes back however sharing ends; wrong directions
and incomplete grids do not share; the fallback sheet, reduced motion and the keyboard path."""

import os
import pathlib
import subprocess

import pytest
from PIL import Image

from support import devices
from support.arrangement import check_arrangement
from support.images import psnr
from support.page import FILE_NAME

FLOWS = devices.REPRESENTATIVE
FLOW_IDS = devices.ids(FLOWS)
REPO = pathlib.Path(__file__).resolve().parents[2]


def complete_grid(app, photos):
    app.fill({0: photos["red"], 1: photos["green"], 2: photos["orange"]})


def assert_grid_back(app, home):
    app.wait_phase("idle")
    box = app.box("#grid")
    for key in ("x", "y", "width", "height"):
        assert box[key] == pytest.approx(home[key], abs=0.5), f"the grid is back in place ({box} vs {home})"


def assert_left_screen(app, share):
    grid = share["grid"]
    if app.orientation == "portrait":
        assert grid["bottom"] <= 0, f"share was called before the grid had left: {grid}"
    else:
        assert grid["right"] <= 0, f"share was called before the grid had left: {grid}"
    assert share["phase"] == "sharing"


@pytest.mark.parametrize(("device", "orientation"), FLOWS, ids=FLOW_IDS)
def test_swipe_shares_one_square_jpeg_after_the_grid_left(open_app, photos, screenshots, device, orientation):
    app = open_app(device, orientation)
    complete_grid(app, photos)
    home = app.box("#grid")
    app.page.wait_for_selector("body[data-picture=ready]")  # made ahead, before any swipe

    app.swipe(app.share_direction())
    (share,) = app.wait_share()
    assert_left_screen(app, share)
    # Safari lets share() run about a second after the gesture: the slide takes 0.4 s and
    # the picture is already made.
    assert 300 <= share["sinceGesture"] <= 900, share["sinceGesture"]
    assert share["keys"] == ["files"], "the file alone: no text, no url"
    (file,) = share["files"]
    assert file["type"] == "image/jpeg"
    assert FILE_NAME.match(file["name"]), file["name"]
    image = app.shared_image(share)
    assert image.format == "JPEG" and image.size == (2048, 2048)
    assert "exif" not in image.info, "no metadata carried over"
    assert file["size"] == len(__import__("base64").b64decode(file["base64"]))

    assert_grid_back(app, home)
    assert app.message() == ""
    image.save(screenshots / f"{device}-{orientation}-shared.jpg")


def cli_path():
    candidates = [os.environ.get("INSTAGRID_CLI"), REPO / ".build/release/instagrid", REPO / ".build/debug/instagrid"]
    for candidate in candidates:
        if candidate and pathlib.Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return pathlib.Path(candidate)
    return None


@pytest.mark.parametrize(
    ("layout", "size", "by_slot"),
    [
        (2, 2048, {0: "red", 1: "green", 2: "orange"}),
        (3, 1080, {0: "big", 1: "exif", 2: "blue", 3: "green"}),  # downscaled decodes, EXIF
    ],
    ids=["layout2-2048", "layout3-1080"],
)
def test_shared_picture_matches_the_cli(open_app, photos, tmp_path, layout, size, by_slot):
    cli = cli_path()
    assert cli is not None, "instagrid CLI not built (make test builds it; or set INSTAGRID_CLI)"
    app = open_app(devices.LARGEST, "portrait")
    app.choose_layout(layout)
    app.fill({slot: photos[name] for slot, name in by_slot.items()})
    if size != 2048:
        app.page.select_option("#size", str(size))  # after the photos: they are decoded again
    app.swipe("up")
    (share,) = app.wait_share()
    shared = app.shared_image(share).convert("RGB")
    assert shared.size == (size, size)

    # Inputs in cell order (layouts 2 and 3 show slots in order 0, 1, 2[, 3]).
    inputs = [str(photos[by_slot[slot]].ppm) for slot in sorted(by_slot)]
    out = tmp_path / "cli.ppm"
    subprocess.run(
        [str(cli), "compose", "--layout", str(layout), "--size", str(size), *inputs, "-o", str(out)],
        check=True, capture_output=True, timeout=120,
    )
    expected = Image.open(out).convert("RGB")
    score = psnr(shared, expected)
    print(f"PSNR {score:.1f} dB")
    assert score >= 35, f"PSNR {score:.1f} dB between the page's picture and the CLI's"


# The smallest phone in portrait and the largest in landscape (every engine's scenarios try both
# orientations too).
@pytest.mark.parametrize(("device", "orientation"), FLOWS[::3], ids=FLOW_IDS[::3])
def test_wrong_directions_do_not_share(open_app, photos, device, orientation):
    app = open_app(device, orientation)
    complete_grid(app, photos)
    wrong = {"portrait": ["down", "left", "right"], "landscape": ["right", "up", "down"]}[orientation]
    for direction in wrong:
        app.swipe(direction, distance=100)
        app.page.wait_for_timeout(100)
        assert app.phase() == "idle", f"a swipe {direction} in {orientation} moved the grid"
    app.page.wait_for_timeout(500)
    assert app.shares() == []
    assert app.page.locator("#sheet").is_hidden()
    # A short movement within the slop is a tap: it opens the picker, it does not swipe.
    with app.page.expect_file_chooser():
        box = app.box('.cell[data-slot="0"]')
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        app.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        app.cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x + 3, "y": y - 3}]})
        app.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    assert app.shares() == []


@pytest.mark.parametrize(("device", "orientation"), FLOWS, ids=FLOW_IDS)
def test_incomplete_grid_nudges_and_says_what_is_missing(open_app, photos, screenshots, device, orientation):
    app = open_app(device, orientation)
    app.pick(0, photos["red"])
    app.swipe(app.share_direction())
    app.page.wait_for_function("() => document.getElementById('message').textContent.includes('missing')")
    assert app.message().startswith("Two photos are missing")
    assert app.page.locator(".cell.is-missing").count() == 2
    assert app.page.get_by_role("status").text_content() == app.message()
    check_arrangement(app)  # the message finds room too
    app.page.screenshot(path=screenshots / f"{device}-{orientation}-missing.png")
    assert app.phase() == "idle"
    app.page.wait_for_timeout(500)
    assert app.shares() == []
    # Filling the grid clears the highlight and the message.
    app.fill({1: photos["green"], 2: photos["orange"]})
    assert app.page.locator(".cell.is-missing").count() == 0
    assert app.message() == ""


@pytest.mark.parametrize("mode", ["abort", "fail"])
@pytest.mark.parametrize(("device", "orientation"), FLOWS[::3], ids=FLOW_IDS[::3])
def test_grid_returns_when_sharing_is_cancelled_or_fails(open_app, photos, screenshots, device, orientation, mode):
    app = open_app(device, orientation)
    complete_grid(app, photos)
    home = app.box("#grid")
    app.set_share_mode(mode)
    app.swipe(app.share_direction())
    app.wait_share()
    assert_grid_back(app, home)
    if mode == "abort":
        assert app.message() == "", "a cancel is not an error"
    else:
        assert "could not be shared" in app.message()
        assert "photos are still here" in app.message()
        check_arrangement(app)  # even the longest message finds room
        app.page.screenshot(path=screenshots / f"{device}-{orientation}-share-failed.png")
    for slot in (0, 1, 2):
        assert app.cell(slot).get_attribute("data-version"), "the photos stay"
    # And it can share again.
    app.set_share_mode("resolve")
    app.swipe(app.share_direction())
    app.wait_share(2)
    assert_grid_back(app, home)


def test_a_second_swipe_while_sharing_is_ignored(open_app, photos):
    app = open_app(devices.SMALLEST, "portrait")
    complete_grid(app, photos)
    app.set_share_mode("hang")
    app.swipe("up")
    app.wait_share()
    app.swipe("up")
    app.page.locator("#share").click()
    app.page.wait_for_timeout(300)
    assert len(app.shares()) == 1
    assert app.phase() == "sharing"


# The largest phone in landscape: every engine's scenarios download from the sheet in portrait.
@pytest.mark.parametrize(("device", "orientation"), [FLOWS[3]], ids=[FLOW_IDS[3]])
def test_fallback_sheet_where_files_cannot_be_shared(open_app, photos, tmp_path, screenshots, device, orientation):
    # No stub: Chromium on Linux has no navigator.share, as most desktop browsers.
    app = open_app(device, orientation, share_stub=False)
    assert app.page.evaluate("typeof navigator.share") == "undefined"
    complete_grid(app, photos)
    home = app.box("#grid")
    sheet = app.page.locator("#sheet")

    app.swipe(app.share_direction())
    sheet.wait_for(state="visible")
    app.page.screenshot(path=screenshots / f"{device}-{orientation}-sheet.png")
    for name in ("Download", "Copy image", "Cancel"):
        assert sheet.get_by_role("button", name=name).is_visible()
    with app.page.expect_download() as download:
        sheet.get_by_role("button", name="Download").click()
    assert FILE_NAME.match(download.value.suggested_filename)
    path = tmp_path / "download.jpg"
    download.value.save_as(path)
    assert Image.open(path).size == (2048, 2048)
    assert_grid_back(app, home)

    app.swipe(app.share_direction())
    sheet.wait_for(state="visible")
    sheet.get_by_role("button", name="Cancel").click()
    assert_grid_back(app, home)

    app.swipe(app.share_direction())
    sheet.wait_for(state="visible")
    app.page.keyboard.press("Escape")
    assert_grid_back(app, home)
    assert app.message() == ""


def test_fallback_sheet_copies_the_image(open_app, photos):
    app = open_app(devices.LARGEST, "portrait", share_stub=False, permissions=["clipboard-read", "clipboard-write"])
    complete_grid(app, photos)
    app.swipe("up")
    app.page.locator("#sheet").get_by_role("button", name="Copy image").click()
    app.wait_phase("idle")
    types = app.page.evaluate("navigator.clipboard.read().then(items => items.flatMap(i => [...i.types]))")
    assert "image/png" in types
    assert app.message() == ""


def test_stub_saying_files_are_unsupported_opens_the_sheet(open_app, photos):
    app = open_app(devices.SMALLEST, "landscape")
    app.set_share_mode("unsupported")
    complete_grid(app, photos)
    app.swipe("left")
    app.page.locator("#sheet").wait_for(state="visible")
    assert app.shares() == []
    app.page.keyboard.press("Escape")
    app.wait_phase("idle")


@pytest.mark.parametrize("orientation", ["portrait", "landscape"])
def test_reduced_motion_shares_without_sliding(open_app, photos, orientation):
    app = open_app(devices.LARGEST, orientation, reduced_motion="reduce")
    complete_grid(app, photos)
    home = app.box("#grid")
    app.page.evaluate("() => { window.__swipedAt = performance.now(); }")
    app.swipe(app.share_direction())
    (share,) = app.wait_share()
    assert share["transform"] == "none", "the grid did not move"
    assert share["grid"]["top"] == pytest.approx(home["y"], abs=0.5)
    assert_grid_back(app, home)
