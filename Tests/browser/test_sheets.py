"""The two sheets of choices (all layouts; shape and frame) as a person handles them: a tap in
the sheet's own padding keeps it, a tap on the backdrop or Escape closes it, and the focus goes
back to the button that opened it. Chromium, as the smallest iPhone (where the sheets are
tallest for the screen)."""

from support import devices


def test_a_sheet_closes_from_its_backdrop_or_escape_not_from_its_padding(open_app):
    app = open_app(devices.SMALLEST, "portrait")
    page = app.driver.page
    for opener, sheet in (("#open-catalogue", "#catalogue"), ("#open-frame", "#frame-sheet")):
        app.driver.click(opener)
        app.driver.wait("(s) => document.querySelector(s).open", sheet, what=f"{sheet} open")
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
