"""Layouts and photos: one marked layout, cells that follow it, photos picked through the file
chooser that fill their cell centred and without blank bands, replaced, kept across layouts,
EXIF orientation honoured, and a corrupt file that changes nothing."""

import pytest

from support import devices
from support.images import assert_fills, near

FLOWS = devices.REPRESENTATIVE
FLOW_IDS = devices.ids(FLOWS)


def assert_fills_cell(app, slot, photo):
    """The photo covers the whole cell (no frame or empty-cell colour), centred."""
    assert_fills(app.cell_image(slot), photo, 4 * app.device.dpr, f"slot {slot}")  # inset in device px


def test_layout_buttons_mark_exactly_one_and_change_the_cells(open_app):
    app = open_app(devices.SMALLEST, "portrait")
    expected_slots = {1: [0, 2, 3], 2: [0, 1, 2], 3: [0, 1, 2, 3]}
    for number in (1, 3, 2, 3, 1):
        app.choose_layout(number)
        assert app.pressed_layouts() == [number]
        assert app.visible_slots() == expected_slots[number]
    # The wide cell of layout 1 is on top and spans the grid's inner width.
    grid, wide = app.box("#grid"), app.box('.cell[data-slot="0"]')
    assert wide["width"] == pytest.approx(grid["width"] * 0.9, abs=1.5)
    assert wide["height"] == pytest.approx(grid["height"] * 0.425, abs=1.5)


def test_keyboard_chooses_a_layout(open_app):
    app = open_app(devices.LARGEST, "portrait")
    app.page.locator('.layout[data-layout="3"]').focus()
    app.page.keyboard.press("Space")
    assert app.pressed_layouts() == [3]
    app.page.keyboard.press("Shift+Tab")
    app.page.keyboard.press("Enter")
    assert app.pressed_layouts() == [2]


@pytest.mark.parametrize(("device", "orientation"), FLOWS, ids=FLOW_IDS)
def test_picked_photos_fill_their_cells_centred(open_app, photos, screenshots, device, orientation):
    app = open_app(device, orientation)
    app.fill({0: photos["red"], 1: photos["green"], 2: photos["orange"]})
    assert_fills_cell(app, 0, photos["red"])  # landscape photo, square cell
    assert_fills_cell(app, 1, photos["green"])  # portrait photo, square cell
    assert_fills_cell(app, 2, photos["orange"])  # very wide photo, wide cell
    for slot in (0, 1, 2):
        assert "Replace the photo" in app.cell(slot).get_attribute("aria-label")
    app.page.screenshot(path=screenshots / f"{device}-{orientation}-photos.png")

    # Replacing: tap a photo, choose another.
    app.pick(1, photos["blue"])
    assert_fills_cell(app, 1, photos["blue"])


def test_photos_survive_layout_changes(open_app, photos):
    app = open_app(devices.LARGEST, "portrait")
    app.fill({0: photos["red"], 1: photos["green"], 2: photos["blue"]})
    app.choose_layout(1)  # hides slot 1 (top right)
    assert 1 not in app.visible_slots()
    assert_fills_cell(app, 0, photos["red"])  # now the wide cell: recropped, still filled
    assert_fills_cell(app, 2, photos["blue"])
    app.choose_layout(3)  # slot 1 is back with its photo; slot 3 is new and empty
    assert app.visible_slots() == [0, 1, 2, 3]
    assert_fills_cell(app, 1, photos["green"])
    assert "Add a photo" in app.cell(3).get_attribute("aria-label")


def test_exif_orientation_is_honoured(open_app, photos):
    app = open_app(devices.LARGEST, "portrait")
    app.choose_layout(3)
    app.pick(3, photos["exif"])
    assert app.cell(3).get_attribute("data-photo-size") == "800x1200", "decoded upright"
    image = app.cell_image(3)
    w, h = image.size
    assert near(image.getpixel((w // 2, h // 8)), photos["exif"].colour), "yellow half on top"
    assert near(image.getpixel((w // 2, h - h // 8)), photos["exif"].marker), "teal half below"


def test_large_photo_is_decoded_no_bigger_than_its_cells_need(open_app, photos):
    app = open_app(devices.SMALLEST, "portrait")
    app.page.select_option("#size", "1080")
    app.pick(1, photos["big"])  # 4000×3000 in slot 1, which is only ever a square cell
    width, height = map(int, app.cell(1).get_attribute("data-photo-size").split("x"))
    # A square cell at 1080 is 459 px; covering it takes 612×459; twice that at most.
    assert width / height == pytest.approx(4 / 3, rel=0.01)
    assert 459 <= height <= 2 * 459 + 1, (width, height)
    assert_fills_cell(app, 1, photos["big"])


def test_corrupt_photo_leaves_the_cell_as_it_was(open_app, photos):
    app = open_app(devices.SMALLEST, "portrait")
    app.pick(0, photos["red"])
    version = app.cell(0).get_attribute("data-version")
    app.pick(0, photos["corrupt"], expect_success=False)
    assert "could not be opened" in app.message()
    assert app.cell(0).get_attribute("data-version") == version
    assert_fills_cell(app, 0, photos["red"])
    # In an empty cell too: it stays empty.
    app.pick(1, photos["corrupt"], expect_success=False)
    assert "Add a photo" in app.cell(1).get_attribute("aria-label")
    # A good photo for that slot clears the notice.
    app.pick(1, photos["green"])
    assert app.message() == ""
