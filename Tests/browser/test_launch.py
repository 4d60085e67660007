"""The launch screen on every iPhone size, both orientations: the design's arrangement, nothing
overlapping, clipped or outside the viewport, also with the notch's safe-area insets."""

import pytest

from support import devices
from support.arrangement import check_arrangement


@pytest.mark.parametrize(("device", "orientation"), devices.EVERY, ids=devices.ids(devices.EVERY))
def test_launch_screen(open_app, screenshots, device, orientation):
    app = open_app(device, orientation)
    page = app.page

    assert app.pressed_layouts() == [2], "Layout 2 is selected at launch, and only it"
    assert app.visible_slots() == [0, 1, 2]
    hint = "Swipe up to share" if orientation == "portrait" else "Swipe left to share"
    assert page.locator("#hint").text_content() == hint
    assert page.get_by_role("button", name=hint).is_visible()
    assert page.evaluate("document.fonts.check('30px \"Instagrid Title\"') && document.fonts.check('26px \"Instagrid Hint\"')")

    check_arrangement(app)
    page.screenshot(path=screenshots / f"{device}-{orientation}.png")

    insets = device.insets(orientation)
    if any(insets.values()):
        app.set_insets(insets)
        check_arrangement(app, insets)
        page.screenshot(path=screenshots / f"{device}-{orientation}-safe-area.png")


@pytest.mark.parametrize("device", [devices.SMALLEST, devices.LARGEST], ids=str)
def test_rotation_follows_the_viewport(open_app, device):
    app = open_app(device, "portrait")
    app.rotate("landscape")
    assert app.page.locator("#hint").text_content() == "Swipe left to share"
    check_arrangement(app)
    app.rotate("portrait")
    assert app.page.locator("#hint").text_content() == "Swipe up to share"
    check_arrangement(app)
