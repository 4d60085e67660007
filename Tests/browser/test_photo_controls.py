"""A photo's own controls on the smallest iPhone, in both orientations (Chromium): with photos in
the grid, the photos' sheet opener joins the options without covering anything of the design's
screen; in the sheet every control of every photo is a 44 pt target with a name that says what
it does to which photo; and axe-core finds nothing with the sheet open. What the controls do is
the engines' scenario (`photos_turn_mirror_and_go_by_touch_mouse_and_keys_…`)."""

import pytest

from engines.scenarios import COMPLETE
from support import devices
from support.arrangement import TOUCH_TARGET, check_arrangement
from test_accessibility import assert_no_violations

ACTIONS = ("Turn the {} photo left", "Turn the {} photo right", "Mirror the {} photo",
           "Fill the cell with the {} photo, centred", "Replace the {} photo", "Remove the {} photo")


@pytest.mark.parametrize("orientation", devices.ORIENTATIONS)
def test_the_photos_controls_are_44_pt_targets_named_for_their_photo(open_app, orientation):
    app = open_app(devices.SMALLEST, orientation)
    assert app.driver.js("() => document.getElementById('open-photos').hidden"), "no photo: the launch screen's options"
    app.fill(COMPLETE)
    app.driver.wait("() => !document.getElementById('open-photos').hidden", what="the photos' sheet opener")
    app.settle()
    check_arrangement(app)  # the opener among the options, 44 pt, over nothing
    app.driver.click("#open-photos")
    app.driver.wait("() => document.getElementById('photo-sheet').open", what="the photos' sheet")
    rows = app.driver.js("""() => [...document.querySelectorAll('#photo-rows .photo-row')].map((row) => ({
        place: row.querySelector('.photo-place').textContent,
        controls: [...row.querySelectorAll('button')].map((b) => { b.scrollIntoView({block: 'nearest'});
            const r = b.getBoundingClientRect();
            return {name: b.getAttribute('aria-label'), width: r.width, height: r.height,
                    inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight}; }) }))""")
    assert [row["place"] for row in rows] == ["Top left", "Top right", "Bottom"], "a row per photo, in cell order"
    for row in rows:
        where = row["place"].lower()
        assert [c["name"] for c in row["controls"]] == [action.format(where) for action in ACTIONS]
        for control in row["controls"]:
            assert min(control["width"], control["height"]) >= TOUCH_TARGET - 0.5, control
            assert control["inside"], f"{control['name']} can be scrolled into the screen"
    app.save_screenshot(f"photo-controls-{orientation}")
    app.driver.wait("() => document.getElementById('message').getAnimations().length === 0",
                    what="the message faded in (axe reads colours mid-fade as they are)")
    assert_no_violations(app, f"the photos' sheet open, {orientation}")
