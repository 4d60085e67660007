"""The two sheets of choices (all layouts; shape and frame) as a person handles them: a tap in
the sheet's own padding keeps it, a tap on the backdrop or Escape closes it, and the focus goes
back to the button that opened it; the catalogue with photos in the grid, opening with the
layouts made for them. Chromium, as the smallest iPhone (where the sheets are tallest for the
screen)."""

from engines.scenarios import CATALOGUE_HEADINGS, assert_made_entries, close_catalogue, open_catalogue
from support import devices
from support.arrangement import TOUCH_TARGET
from test_accessibility import assert_no_violations


def test_a_sheet_closes_from_its_backdrop_or_escape_and_the_catalogue_opens_with_the_layouts_made_for_the_photos(open_app):
    """A tap in a sheet's padding keeps it; the backdrop or Escape closes it. Then, with five
    photos in the grid, the catalogue opens, on the smallest iPhone held either way, with the
    layouts made for them (the photos in their cells, what each keeps), then the five-photo
    layouts best fit first, then the rest by count: every one of the 35 a 44 pt target that
    scrolls into the screen, and axe-core finds nothing with the sheet open. (One page for both.)"""
    app = open_app(devices.SMALLEST, "portrait")
    page = app.driver.page
    for opener, sheet in (("#open-catalogue", "#catalogue"), ("#open-frame", "#frame-sheet")):
        app.driver.click(opener)
        app.driver.wait("(s) => document.querySelector(s).open", sheet, what=f"{sheet} open")
        if sheet == "#catalogue":
            assert app.driver.js(CATALOGUE_HEADINGS)[:2] == ["Two photos", "Three photos"], "no photos: nothing made for them"
        box = app.rect(sheet)
        page.touchscreen.tap(box["x"] + 4, box["y"] + 4)  # the sheet's padding, its top left corner
        page.wait_for_timeout(150)
        assert app.driver.js("(s) => document.querySelector(s).open", sheet), f"{sheet} closed from its own padding"
        viewport = app.driver.js("() => [innerWidth, innerHeight]")
        outside = (2, 2) if box["y"] > 4 else (2, viewport[1] - 2)
        if box["x"] <= 2:  # a sheet as wide as the screen: its backdrop is above or below it
            outside = (viewport[0] / 2, box["y"] - 2 if box["y"] > 4 else box["y"] + box["height"] + 2)
        page.touchscreen.tap(*outside)
        app.driver.wait("(s) => !document.querySelector(s).open", sheet, what=f"{sheet} closed from the backdrop")
        assert app.focused() == opener, "the focus is back on the button that opened it"
        app.driver.click(opener)
        app.driver.wait("(s) => document.querySelector(s).open", sheet, what=f"{sheet} open again")
        app.driver.press("Escape")
        app.driver.wait("(s) => !document.querySelector(s).open", sheet, what=f"{sheet} closed by Escape")
        assert app.focused() == opener
    catalogue_with_the_layouts_made_for_five_photos(app)


# Five photos of five shapes: 4:3, 9:16, 1:1, 12:5 and 2:3 (turned upright by its EXIF tag).
FIVE = {0: "red", 1: "green", 2: "blue", 3: "orange", 4: "exif"}
GROUPS = ["Made for your photos", "Five photos, best fit first", "Two photos", "Three photos", "Four photos",
          "Six photos", "Seven photos", "Eight photos", "Nine photos"]
# Every entry of the open catalogue, each scrolled into view as a person would: its name, its
# "keeps" words, its group's heading and its box on the screen.
ENTRIES = """() => [...document.querySelectorAll('#catalogue .layout')].map((entry) => {
    entry.scrollIntoView({block: 'nearest'});
    const r = entry.getBoundingClientRect();
    return {name: entry.getAttribute('aria-label'), kept: entry.querySelector('.kept:not([hidden])')?.textContent ?? null,
            group: document.getElementById(entry.parentElement.getAttribute('aria-labelledby')).textContent,
            width: r.width, height: r.height,
            inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight}; })"""


def catalogue_with_the_layouts_made_for_five_photos(app):
    app.choose_layout(app.driver.js("async () => { const { loadCore } = await import('./js/core/core.js');"
                                    " return (await loadCore()).layouts().find((layout) => layout.cellCount === 5).number; }"))
    app.fill({slot: FIVE[slot] for slot in FIVE})
    app.wait_picture()
    for orientation in devices.ORIENTATIONS:
        app.rotate(orientation)
        open_catalogue(app)
        assert_made_entries(app, FIVE)
        app.save_screenshot("catalogue-made-for-your-photos")
        entries = app.driver.js(ENTRIES)
        groups = list(dict.fromkeys(entry["group"] for entry in entries))
        assert groups == GROUPS, groups
        assert len([e for e in entries if e["group"] != GROUPS[0]]) == 35, "every layout of the catalogue"
        fits = [e for e in entries if e["group"] == GROUPS[1]]
        kept = [int(e["kept"].removesuffix(" %")) for e in fits]
        assert kept == sorted(kept, reverse=True), f"best fit first: {kept}"
        assert all(e["name"].endswith(f"keeps {k} %") for e, k in zip(fits, kept)), [e["name"] for e in fits]
        assert all(e["kept"] is None for e in entries if e["group"] not in GROUPS[:2]), "only these say what they keep"
        for entry in entries:
            assert min(entry["width"], entry["height"]) >= TOUCH_TARGET - 0.5, entry
            assert entry["inside"], f"{entry['name']} can be scrolled into the screen ({orientation})"
        app.driver.wait("() => document.getElementById('message').getAnimations().length === 0",
                        what="the message faded in (axe reads colours mid-fade as they are)")
        assert_no_violations(app, f"the catalogue open with the layouts made for five photos, {orientation}")
        close_catalogue(app)
