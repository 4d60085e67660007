"""The page as a home-screen web app (DESIGN.md §11): `<a download>` does nothing there on iOS,
so where files cannot be shared the fallback sheet offers the picture itself, to touch and hold
(iOS's own Save to Photos), instead of Download.

Chromium started with `--app=URL` runs the page in a real standalone window, where
`(display-mode: standalone)` matches, as it does in iOS's home-screen apps; headless Chromium
cannot, so this file needs the X display `make test` provides (xvfb-run). Linux Chromium has no
navigator.share, so the sheet opens as it does wherever files cannot be shared."""

import base64
import io
import subprocess

import pytest
from PIL import Image

from conftest import CHROMIUM
from support import devices
from support.images import psnr
from support.page import AppPage, close_checked
from test_share import assert_grid_back, cli_path, complete_grid


@pytest.fixture
def home_screen_app(browser, origin, tmp_path):
    """open(orientation) → AppPage in a standalone Chromium window shaped like the smallest
    iPhone; closed (and checked for page errors) at the end of the test."""
    opened = []

    def _open(orientation):
        device = devices.SMALLEST
        context = browser.browser_type.launch_persistent_context(
            tmp_path / f"profile-{orientation}",
            executable_path=CHROMIUM,
            headless=False,
            args=[f"--app={origin}/"],
            viewport=device.viewport(orientation),
            screen=device.viewport(orientation),
            device_scale_factor=device.dpr,
            has_touch=True,  # not is_mobile: Chromium's mobile emulation reports display-mode browser
            service_workers="block",
        )
        page = context.pages[0] if context.pages else context.new_page()
        app = AppPage(context, page, origin, device, orientation, expect_errors=False)
        app.load()  # again, now that the errors are recorded
        opened.append(app)
        return app

    yield _open
    close_checked(opened)


@pytest.mark.parametrize("orientation", ["portrait", "landscape"])
def test_home_screen_sheet_offers_the_picture_to_hold(home_screen_app, photos, tmp_path, screenshots, orientation):
    app = home_screen_app(orientation)
    assert app.page.evaluate("matchMedia('(display-mode: standalone)').matches"), "a standalone window"
    assert app.page.evaluate("typeof navigator.share") == "undefined"
    complete_grid(app, photos)
    home = app.box("#grid")
    sheet = app.page.locator("#sheet")

    app.swipe(app.share_direction())
    sheet.wait_for(state="visible")
    picture = sheet.locator("#sheet-picture")
    picture.wait_for(state="visible")
    app.page.wait_for_function("() => document.querySelector('#sheet-picture').complete")
    app.page.screenshot(path=screenshots / f"home-screen-{orientation}-sheet.png")
    assert not sheet.get_by_role("button", name="Download").is_visible(), "no Download where it does nothing"
    assert sheet.get_by_role("button", name="Done").is_visible()
    assert "Touch and hold the picture" in sheet.locator("#sheet-text").text_content()
    assert app.page.evaluate("getComputedStyle(document.querySelector('#sheet-picture')).webkitTouchCallout") in (
        "default", None, ""), "the image keeps iOS's touch-and-hold menu"
    # The whole picture is on screen, inside the sheet, with the buttons.
    box, viewport = picture.bounding_box(), app.page.viewport_size
    assert box["width"] >= 100 and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"]
    done = sheet.get_by_role("button", name="Done").bounding_box()
    assert done["y"] + done["height"] <= viewport["height"], "Done is on screen"

    # What the person holds is the picture: a square JPEG the CLI makes from the same photos.
    # (The page's CSP keeps fetch() off blob: URLs, so its pixels are read through a canvas.)
    encoded = app.page.evaluate(
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
    cli = cli_path()
    assert cli is not None, "instagrid CLI not built (make test builds it; or set INSTAGRID_CLI)"
    out = tmp_path / "cli.ppm"
    (layout,) = app.pressed_layouts()
    inputs = [str(photos[name].ppm) for name in ("red", "green", "orange")]
    subprocess.run([str(cli), "compose", "--layout", str(layout), *inputs, "-o", str(out)], check=True, timeout=120)
    assert psnr(held.convert("RGB"), Image.open(out).convert("RGB")) >= 35

    sheet.get_by_role("button", name="Done").click()
    assert_grid_back(app, home)
    assert not sheet.is_visible(), "the sheet is gone"
    assert app.message() == ""
    assert app.page.evaluate("document.querySelector('#sheet-picture').getAttribute('src')") is None, "URL let go"

    # A second share opens the sheet again, with a fresh picture.
    app.swipe(app.share_direction())
    picture.wait_for(state="visible")
    app.page.keyboard.press("Escape")
    assert_grid_back(app, home)
