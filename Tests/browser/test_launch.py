"""The launch screen on every iPhone size, both orientations: the design's arrangement, nothing
overlapping, clipped or outside the viewport, also with the notch's safe-area insets (which
only Chromium can set here); then every format's frame in the same place, likewise. On each,
the longest words of every message the page can say find room whole."""

import pytest

from support import devices
from support.arrangement import NO_INSETS, check_arrangement, check_messages_fit, longest_messages

FORMATS = {0: "square", 1: "portrait-4-5", 2: "portrait-3-4", 3: "story", 4: "landscape-16-9"}
STORY = 3


def check_launch(app, orientation):
    page = app.driver.page
    assert app.pressed_layouts() == [2], "Layout 2 is selected at launch, and only it"
    assert app.visible_slots() == [0, 1, 2]
    hint = "Swipe up to share" if orientation == "portrait" else "Swipe left to share"
    assert page.locator("#hint").text_content() == hint
    assert page.get_by_role("button", name=hint).is_visible()
    assert page.evaluate("document.fonts.check('30px \"Instagrid Title\"') && document.fonts.check('26px \"Instagrid Hint\"')")


@pytest.mark.parametrize("device", devices.ALL, ids=str)
def test_the_launch_screen_and_every_format_fit_the_screen(open_app, device):
    """One page per phone, turned between the orientations as a person turns it: the spec's
    launch screen without and with the safe-area insets, then each format's frame where the
    square was (the sheet that chooses it stays open: the page behind it is what is measured),
    and back to the square."""
    app = open_app(device, "portrait")
    messages = longest_messages(app)
    for orientation in devices.ORIENTATIONS:
        app.rotate(orientation)
        app.driver.set_insets(NO_INSETS)
        app.settle()
        check_launch(app, orientation)
        check_arrangement(app)
        check_messages_fit(app, messages)
        app.save_screenshot("launch")
        insets = device.insets(orientation)
        if any(insets.values()):
            app.driver.set_insets(insets)
            app.settle()
            check_arrangement(app, insets)
            check_messages_fit(app, messages, insets)
            app.save_screenshot("launch-safe-area")
        # The smallest and the largest phone close the sheet for a screenshot of each format.
        looked_at = device in (devices.SMALLEST, devices.LARGEST)
        app.open_frame_sheet()
        for code, name in [*FORMATS.items(), (0, "square")]:  # and back to the square, exactly the spec's
            app.driver.click(f'#formats [data-format="{code}"]')
            app.driver.wait("(c) => document.getElementById('grid').dataset.format === String(c)", code,
                            what=f"format {code}")
            app.settle()
            check_arrangement(app, insets)
            if code == STORY:  # the tallest frame leaves the message the least room below it
                check_messages_fit(app, messages, insets)
            if looked_at and code:
                app.close_frame_sheet()
                app.save_screenshot(f"format-{name}")
                app.open_frame_sheet()
        app.close_frame_sheet()
        check_launch(app, orientation)


@pytest.mark.parametrize("device", [devices.SMALLEST, devices.LARGEST], ids=str)
def test_rotation_follows_the_viewport(open_app, device):
    app = open_app(device, "portrait")
    app.rotate("landscape")
    assert app.driver.js("() => document.getElementById('hint').textContent") == "Swipe left to share"
    check_arrangement(app)
    app.rotate("portrait")
    assert app.driver.js("() => document.getElementById('hint').textContent") == "Swipe up to share"
    check_arrangement(app)
