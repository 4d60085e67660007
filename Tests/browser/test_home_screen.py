"""The page as a home-screen web app (DESIGN.md §11): `<a download>` does nothing there on iOS,
so where files cannot be shared the fallback sheet offers the picture itself, to touch and hold
(iOS's own Save to Photos), instead of Download.

Chromium started with `--app=URL` runs the page in a real standalone window, where
`(display-mode: standalone)` matches, as it does in iOS's home-screen apps; headless Chromium
cannot, so this file needs the X display `make test` provides (xvfb-run). Linux Chromium has no
navigator.share, so the sheet opens as it does wherever files cannot be shared."""

import base64
import io

import pytest
from PIL import Image

from conftest import CHROMIUM
from engines.app import App, cli_picture
from engines.chromium import ChromiumDriver
from engines.server import PageServer
from support import devices
from support.images import psnr
from test_share import assert_grid_back


@pytest.fixture
def home_screen_app(browser, photos, screenshots, tmp_path):
    """open(orientation) → App in a standalone Chromium window shaped like the smallest
    iPhone; closed (and checked for page errors) at the end of the test."""
    opened = []

    def _open(orientation):
        device = devices.SMALLEST
        server = PageServer(share_stub=False)
        context = browser.browser_type.launch_persistent_context(
            tmp_path / f"profile-{orientation}",
            executable_path=CHROMIUM,
            headless=False,
            args=[f"--app={server.origin}/"],
            viewport=device.viewport(orientation),
            screen=device.viewport(orientation),
            device_scale_factor=device.dpr,
            has_touch=True,  # not is_mobile: Chromium's mobile emulation reports display-mode browser
            service_workers="block",
        )
        driver = ChromiumDriver(browser, device, tmp_path / "downloads", context=context, origin=server.origin)
        app = App(driver, server, photos, orientation, "simd", screenshots)
        opened.append(app)
        return app.open()  # again, now that the errors are recorded

    yield _open
    problems = []
    for app in opened:
        problems += app.errors() + app.driver.problems()
        app.driver.close()
        app.server.stop()
    assert not problems, "\n".join(problems)


def test_home_screen_sheet_offers_the_picture_to_hold(home_screen_app):
    """In the home-screen app, which has no share sheet, the page's own sheet offers the picture
    to touch and hold: whole, on screen with its buttons, the CLI's picture; then, the phone
    turned, the same sheet fits the landscape window (one window: a browser launch a turn)."""
    app = home_screen_app("portrait")
    page = app.driver.page
    assert page.evaluate("matchMedia('(display-mode: standalone)').matches"), "a standalone window"
    assert page.evaluate("typeof navigator.share") == "undefined"
    app.fill({0: "red", 1: "green", 2: "orange"})
    home = app.rect("#grid")
    sheet = page.locator("#sheet")

    app.swipe(app.share_direction())
    sheet.wait_for(state="visible")
    picture = sheet.locator("#sheet-picture")
    picture.wait_for(state="visible")
    page.wait_for_function("() => document.querySelector('#sheet-picture').complete")
    app.save_screenshot("home-screen-sheet")
    assert not sheet.get_by_role("button", name="Download").is_visible(), "no Download where it does nothing"
    assert sheet.get_by_role("button", name="Done").is_visible()
    assert "Touch and hold the picture" in sheet.locator("#sheet-text").text_content()
    assert page.evaluate("getComputedStyle(document.querySelector('#sheet-picture')).webkitTouchCallout") in (
        "default", None, ""), "the image keeps iOS's touch-and-hold menu"
    # The whole picture is on screen, inside the sheet, with the buttons.
    box, viewport = picture.bounding_box(), page.viewport_size
    assert box["width"] >= 100 and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"]
    done = sheet.get_by_role("button", name="Done").bounding_box()
    assert done["y"] + done["height"] <= viewport["height"], "Done is on screen"

    # What the person holds is the picture: a square JPEG the CLI makes from the same photos.
    # (The page's CSP keeps fetch() off blob: URLs, so its pixels are read through a canvas.)
    encoded = page.evaluate(
        """() => {
             const image = document.querySelector('#sheet-picture');
             const canvas = document.createElement('canvas');
             canvas.width = image.naturalWidth;
             canvas.height = image.naturalHeight;
             canvas.getContext('2d').drawImage(image, 0, 0);
             return canvas.toDataURL('image/png').split(',')[1];
           }"""
    )
    held = Image.open(io.BytesIO(base64.b64decode(encoded)))
    assert held.size == (2048, 2048)
    (layout,) = app.pressed_layouts()
    expected = cli_picture(layout, 2048, [app.photos[name] for name in ("red", "green", "orange")])
    assert psnr(held.convert("RGB"), expected) >= 35

    sheet.get_by_role("button", name="Done").click()
    assert_grid_back(app, home)
    assert not sheet.is_visible(), "the sheet is gone"
    assert app.message() == ""
    assert page.evaluate("document.querySelector('#sheet-picture').getAttribute('src')") is None, "URL let go"

    # A second share opens the sheet again, with a fresh picture.
    app.swipe(app.share_direction())
    picture.wait_for(state="visible")
    page.keyboard.press("Escape")
    assert_grid_back(app, home)

    # The phone turned: the sheet, from a swipe to the left, fits the landscape window.
    app.rotate("landscape")
    home = app.rect("#grid")
    app.swipe(app.share_direction())
    picture.wait_for(state="visible")
    page.wait_for_function("() => document.querySelector('#sheet-picture').complete")
    app.save_screenshot("home-screen-sheet-landscape")
    box, viewport = picture.bounding_box(), page.viewport_size
    assert viewport["width"] > viewport["height"]
    assert box["width"] >= 100 and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"]
    done = sheet.get_by_role("button", name="Done").bounding_box()
    assert done["y"] + done["height"] <= viewport["height"], "Done is on screen"
    sheet.get_by_role("button", name="Done").click()
    assert_grid_back(app, home)
