"""The launch screen on every iPhone size, both orientations: the design's arrangement, nothing
overlapping, clipped or outside the viewport, also with the notch's safe-area insets (which
only Chromium can set here)."""

import pytest

from support import devices
from support.arrangement import check_arrangement


@pytest.mark.parametrize(("device", "orientation"), devices.EVERY, ids=devices.ids(devices.EVERY))
def test_launch_screen(open_app, device, orientation):
    app = open_app(device, orientation)
    page = app.driver.page

    assert app.pressed_layouts() == [2], "Layout 2 is selected at launch, and only it"
    assert app.visible_slots() == [0, 1, 2]
    hint = "Swipe up to share" if orientation == "portrait" else "Swipe left to share"
    assert page.locator("#hint").text_content() == hint
    assert page.get_by_role("button", name=hint).is_visible()
    assert page.evaluate("document.fonts.check('30px \"Instagrid Title\"') && document.fonts.check('26px \"Instagrid Hint\"')")

    check_arrangement(app)
    app.save_screenshot("launch")

    insets = device.insets(orientation)
    if any(insets.values()):
        app.driver.set_insets(insets)
        app.settle()
        check_arrangement(app, insets)
        app.save_screenshot("launch-safe-area")


@pytest.mark.parametrize("device", [devices.SMALLEST, devices.LARGEST], ids=str)
def test_rotation_follows_the_viewport(open_app, device):
    app = open_app(device, "portrait")
    app.rotate("landscape")
    assert app.driver.js("() => document.getElementById('hint').textContent") == "Swipe left to share"
    check_arrangement(app)
    app.rotate("portrait")
    assert app.driver.js("() => document.getElementById('hint').textContent") == "Swipe up to share"
    check_arrangement(app)


FORMATS = {0: "square", 1: "portrait-4-5", 2: "portrait-3-4", 3: "story", 4: "landscape-16-9"}


@pytest.mark.parametrize("device", devices.ALL, ids=str)
def test_every_format_fits_the_screen(open_app, device):
    """Each format's frame takes its shape where the square was, on every iPhone in both
    orientations, with the safe-area insets: nothing overlaps, leaves the safe area or is clipped.
    One page per phone, turned between the orientations as a person turns it."""
    app = open_app(device, "portrait")
    for orientation in devices.ORIENTATIONS:
        app.rotate(orientation)
        insets = device.insets(orientation)
        app.driver.set_insets(insets)
        for code, name in [*FORMATS.items(), (0, "square")]:  # and back to the square, exactly the spec's
            app.choose_format(code)
            app.settle()
            check_arrangement(app, insets)
            if device in (devices.SMALLEST, devices.LARGEST):
                app.save_screenshot(f"format-{name}")
