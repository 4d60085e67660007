"""Dividers on the iPhones, the smallest and the largest in both orientations, at spacing 0
(the gutters 0 wide): a 44 pt hit area about each, a finger's drag and a mouse's (its resize
cursor, a double click putting it back), a pinch that starts inside a cell within the hit area
still reframing the photo, the focus seen when Tab reaches one, and the accessibility tree's
names. Chromium-only: a mouse and two fingers at once on an iPhone, a focused window
(MiniBrowser's under Xvfb never is) and the accessibility tree (CDP). Every engine's drag, keys,
double tap, Undo and picture: engines/scenarios.py; the frames of a drag: make bench."""

import pytest

from engines.scenarios import DIVIDER_PRESS, divider_drag_path
from support import devices

STEPS = 12


def dividers(app):
    return app.dividers()


def vertical_edge(app):
    """Layout 2's vertical divider at spacing 0: the top cells' shared edge, x, and the middle of
    their height, y."""
    left, right = app.rect('.cell[data-slot="0"]'), app.rect('.cell[data-slot="1"]')
    assert abs(left["x"] + left["width"] - right["x"]) < 1, f"at spacing 0 the cells meet: {left} {right}"
    return right["x"], left["y"] + left["height"] / 2


@pytest.mark.parametrize(("device", "orientation"), devices.REPRESENTATIVE, ids=devices.ids(devices.REPRESENTATIVE))
def test_dividers_at_spacing_0_by_finger_mouse_and_keys(open_app, device, orientation):
    app = open_app(device, orientation)
    driver, page = app.driver, app.driver.page
    app.fill({0: "red", 1: "green"})  # the two cells a drag of the vertical divider reshapes
    app.open_frame_sheet()
    app.set_slider("#spacing", 0)
    app.close_frame_sheet()
    x, y = vertical_edge(app)

    # A hit area 44 pt across about the 0-wide gutter, as long as it.
    box = dividers(app)[1]["box"]
    cell = app.rect('.cell[data-slot="0"]')
    assert abs(box["width"] - 44) < 0.5 and abs(box["x"] + 22 - x) < 1, f"the hit area {box} about x {x}"
    assert abs(box["height"] - cell["height"]) < 1.5, f"the hit area {box}, the gutter's length {cell['height']}"

    # A finger pressed on it and dragged: it follows (how long its frames take is make bench's
    # figure: page_bench.py's divider rows).
    driver.drag(divider_drag_path((x, y), (x + 50, y), STEPS), hold=DIVIDER_PRESS)
    moved = app.wait_divider(1, "(n) => n > 55", "dragged by a finger")
    app.wait_message(f"Divider at {moved} %.")
    app.save_screenshot("divider-dragged-at-spacing-0")

    # A mouse over it: the resize cursor, over the cells' edges too; pressed and dragged back
    # toward the middle (to near 40 %); a double click puts it back.
    x = app.rect('.divider[data-index="1"]')["x"] + 22
    page.mouse.move(x - 15, y)
    driver.wait("() => getComputedStyle(document.querySelector('.cell[data-slot=\"0\"]')).cursor === 'col-resize'",
                what="the resize cursor over the cell's edge")
    app.save_screenshot("divider-under-the-mouse")
    page.mouse.move(x, y)
    page.mouse.down()
    page.wait_for_timeout(DIVIDER_PRESS * 1000)
    for point in divider_drag_path((x, y), (x - 60, y), STEPS)[1:]:
        page.mouse.move(*point)
        page.wait_for_timeout(16)
    page.mouse.up()
    dragged = app.wait_divider(1, f"(n) => n < {moved}", "dragged by the mouse")
    app.wait_message(f"Divider at {dragged} %.")
    page.mouse.dblclick(*(lambda b: (b["x"] + 22, y))(app.rect('.divider[data-index="1"]')))
    app.wait_divider(1, "(n) => n === 50", "put back by a double click")

    # Two fingers inside the photo's cell, within the hit area: the photo zooms, no divider moves.
    x, y = vertical_edge(app)
    spread = [12 * (1 + i / 8) for i in range(9)]
    driver.pinch([(x - 10, y - s) for s in spread], [(x - 10, y + s) for s in spread])
    driver.wait("() => document.querySelector('.cell[data-slot=\"0\"]').getAttribute('aria-label').includes('zoom')",
                what="two fingers within the hit area zooming the photo")
    assert [d["now"] for d in dividers(app)] == [50, 50]

    # Tab reaches a divider after the cells; its line shows; the tree names both.
    driver.js("() => document.querySelector('.cell[data-slot=\"2\"]').focus()")
    driver.press("Tab")
    driver.wait("() => document.activeElement.matches('.divider:focus-visible')"
                " && getComputedStyle(document.activeElement, '::after').opacity === '1'", what="the divider's line, focused")
    tree = driver.cdp.send("Accessibility.getFullAXTree")["nodes"]
    named = sorted(node["name"]["value"] for node in tree
                   if node.get("role", {}).get("value") == "separator" and not node.get("ignored"))
    assert named == ["Divider between the top left and top right cells and the bottom cell",
                     "Divider between the top left cell and the top right cell"], named
    app.save_screenshot("divider-focused")
