"""axe-core over the page in every state the scenarios reach: empty, with photos, each sheet
open (the catalogue, the shape and frame, the fallback share sheet), each format, and with
`prefers-contrast: more`, and with a divider moved and focused (every state has the dividers,
separators over the grid). Any violation fails, with axe's own words for it. Chromium only:
axe reads the page's DOM and styles, which are the same in every engine."""

from axe_playwright_python.sync_playwright import Axe

from engines.scenarios import COMPLETE
from support import devices

AXE = Axe()


def assert_no_violations(app, state):
    results = AXE.run(app.driver.page)
    problems = [
        f"{v['id']} ({v['impact']}): {v['help']} — " + "; ".join(n["target"][0] + ": " + n["failureSummary"].replace("\n", " ")
                                                               for n in v["nodes"][:3])
        for v in results.response["violations"]
    ]
    assert not problems, f"axe-core, {state}:\n" + "\n".join(problems)


# Portrait: the other orientation moves the same elements, with the same names and colours.
def test_the_launch_screen_and_the_filled_grid(open_app):
    app = open_app(devices.SMALLEST, "portrait")
    assert_no_violations(app, "empty grid")
    app.fill(COMPLETE)
    app.wait_picture()
    assert_no_violations(app, "with photos")
    # Tab from the last cell reaches the first divider; a key moves it.
    app.driver.js("() => document.querySelector('.cell[data-slot=\"2\"]').focus()")
    app.driver.press("Tab")
    app.driver.press("ArrowDown")
    app.wait_divider(0, "(n) => n === 51", "moved by a key")
    app.driver.wait("() => document.getElementById('message').getAnimations().length === 0",
                    what="the message faded in (axe reads colours mid-fade as they are)")
    assert_no_violations(app, "a divider moved and focused")


def test_each_sheet_and_each_format(open_app):
    app = open_app(devices.LARGEST, "portrait")
    app.fill(COMPLETE)
    app.driver.click("#open-catalogue")
    app.driver.wait("() => document.getElementById('catalogue').open", what="the catalogue")
    assert_no_violations(app, "the catalogue open")
    app.driver.press("Escape")
    app.open_frame_sheet()
    assert_no_violations(app, "the shape and frame sheet open")
    app.close_frame_sheet()
    for code in range(5):
        app.choose_format(code)
        assert_no_violations(app, f"format {code}")


def test_the_fallback_share_sheet(open_app):
    app = open_app(devices.SMALLEST, "portrait", share_stub=False)
    app.fill(COMPLETE)
    app.wait_picture()
    app.swipe("up")
    app.driver.wait("() => document.getElementById('sheet').open", what="the fallback sheet")
    assert_no_violations(app, "the fallback share sheet open")


def test_more_contrast(open_app):
    app = open_app(devices.SMALLEST, "portrait", contrast="more")
    assert app.driver.js("() => matchMedia('(prefers-contrast: more)').matches")
    assert_no_violations(app, "prefers-contrast: more")
