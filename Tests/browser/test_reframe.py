"""A two-finger pinch on the iPhones (multi-touch through CDP), the smallest in portrait and
the largest in landscape: the photo zooms in the preview and the picture alike, with no blank
band. Reframing by every other means, on every engine, is in engines/scenarios.py."""

import pytest

from engines.app import cell_centre, exported_cell, shared_image
from support import devices

PINCH_FLOWS = [(devices.SMALLEST, "portrait"), (devices.LARGEST, "landscape")]
IDS = [f"{d.name}-{o}" for d, o in PINCH_FLOWS]
STEPS = 10


def share_cell(app, slot):
    """Shares and returns the exported picture's crop of `slot`'s cell (RGB)."""
    app.swipe(app.share_direction())
    shares = app.wait_share(count=len(app.shares()) + 1)
    app.wait_phase("idle")
    return exported_cell(app, shared_image(shares[-1]).convert("RGB"), slot)


def dark_fraction(image):
    """How much of the middle row is the black marker."""
    y = image.height // 2
    return sum(1 for x in range(image.width) if sum(image.getpixel((x, y))) < 150) / image.width


@pytest.mark.parametrize(("device", "orientation"), PINCH_FLOWS, ids=IDS)
def test_a_pinch_zooms_the_photo_in_preview_and_picture_alike(open_app, device, orientation):
    app = open_app(device, orientation)
    app.fill({0: "red", 1: "green", 2: "orange"})
    before = share_cell(app, 0)
    # Two fingers spread to twice their distance about the cell's centre.
    x, y = cell_centre(app, 0)
    start = app.rect('.cell[data-slot="0"]')["width"] * 0.15
    spread = [start * (1 + i / STEPS) for i in range(STEPS + 1)]
    count = app.pictures()
    app.driver.pinch([(x - s, y) for s in spread], [(x + s, y) for s in spread])
    app.wait_new_picture(count, what="the picture, pinched")
    assert "zoom" in app.label('.cell[data-slot="0"]')
    app.save_screenshot("pinched")
    after = share_cell(app, 0)
    grown = dark_fraction(after) / dark_fraction(before)
    assert 1.5 < grown < 2.6, f"the marker grew {grown:.2f}× (a 2× pinch)"
    # No blank band: the cell is all photo (red or the black marker), edge to edge.
    for x, y in [(1, 1), (after.width - 2, 1), (1, after.height - 2), (after.width - 2, after.height - 2)]:
        r, g, b = after.getpixel((x, y))
        assert r > 150 and g < 90, f"corner {(x, y)} is {(r, g, b)}, not the photo"
    # The preview shows the same crop: the marker takes the same share of the cell.
    preview = app.cell_image(0)
    assert dark_fraction(preview) == pytest.approx(dark_fraction(after), abs=0.06)
