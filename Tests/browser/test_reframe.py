"""Make the crop yours (DESIGN.md §9): pinch and pan with two fingers, wheel and trackpad, keys,
press-and-hold to move a photo, Shift + arrow; the exported picture shows exactly the new crop."""

import subprocess

import pytest
from PIL import Image, ImageDraw

from support import devices
from support.images import psnr
from test_share import cli_path

LANDSCAPE_FLOWS = [(devices.SMALLEST, "portrait"), (devices.LARGEST, "landscape")]
IDS = [f"{d.name}-{o}" for d, o in LANDSCAPE_FLOWS]


def centre(app, slot):
    box = app.cell(slot).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, box


def pinch(app, slot, scale, steps=10, pan=(0, 0)):
    """Two real fingers (CDP touch points) spread about the cell's centre, moving by `pan`."""
    x, y, box = centre(app, slot)
    start = box["width"] * 0.15
    cdp = app.cdp

    def points(i):
        spread = start * (1 + (scale - 1) * i / steps)
        dx, dy = pan[0] * i / steps, pan[1] * i / steps
        return [{"x": x - spread + dx, "y": y + dy, "id": 1}, {"x": x + spread + dx, "y": y + dy, "id": 2}]

    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points(0)})
    for i in range(1, steps + 1):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": points(i)})
        app.page.wait_for_timeout(16)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def share_cell(app, slot):
    """Shares and returns the exported picture's crop of `slot`'s cell (RGB)."""
    app.swipe(app.share_direction())
    shares = app.wait_share(count=len(app.shares()) + 1)
    app.wait_phase("idle")
    picture = app.shared_image(shares[-1]).convert("RGB")
    rect = app.page.evaluate(
        """async (slot) => {
            const { loadCore } = await import('./js/core.js');
            const core = await loadCore();
            const layout = Number(document.querySelector('.layout[aria-pressed="true"]').dataset.layout);
            return core.cells(layout, 2048).find((c) => c.slot === slot);
        }""",
        slot,
    )
    return picture.crop((rect["x"], rect["y"], rect["x"] + rect["width"], rect["y"] + rect["height"]))


def dark_fraction(image):
    """How much of the middle row is the black marker."""
    y = image.height // 2
    return sum(1 for x in range(image.width) if sum(image.getpixel((x, y))) < 150) / image.width


@pytest.mark.parametrize(("device", "orientation"), LANDSCAPE_FLOWS, ids=IDS)
def test_a_pinch_zooms_the_photo_in_preview_and_picture_alike(open_app, photos, screenshots, device, orientation):
    app = open_app(device, orientation)
    app.fill({0: photos["red"], 1: photos["green"], 2: photos["orange"]})
    before = share_cell(app, 0)
    pinch(app, 0, 2.0)
    app.page.wait_for_function("() => document.body.dataset.pictureReady === 'true'")
    assert "zoom" in app.cell(0).get_attribute("aria-label")
    app.page.screenshot(path=screenshots / f"pinched-{device.name}-{orientation}.png")
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

def test_shift_arrow_moves_a_photo_to_the_neighbouring_cell_and_says_where(open_app, photos):
    app = open_app(devices.SMALLEST, "portrait")
    app.fill({0: photos["red"], 1: photos["green"]})
    app.cell(0).focus()
    app.page.keyboard.press("Shift+ArrowDown")
    app.page.wait_for_function("() => document.getElementById('message').textContent === 'Photo moved to the bottom left cell.'")
    assert app.cell(2).get_attribute("data-version") and app.cell(0).get_attribute("data-version") is None


def test_framings_come_back_after_a_reload(open_app, photos):
    app = open_app(devices.SMALLEST, "portrait")
    app.fill({0: photos["red"], 1: photos["green"], 2: photos["orange"]})
    app.cell(0).focus()
    app.page.keyboard.press("+")
    app.page.keyboard.press("+")
    app.wait_picture()
    zoomed = share_cell(app, 0)
    app.page.wait_for_timeout(500)
    app.page.reload()
    app.wait_ready()
    app.page.wait_for_function("() => document.querySelectorAll('.cell.is-filled:not(.is-loading)').length === 3")
    app.wait_picture()
    again = share_cell(app, 0)
    assert dark_fraction(again) == pytest.approx(dark_fraction(zoomed), abs=0.01)
    # Set as each photo arrived: no picture (nor frame of the cell) was made centred first.
    zooms = app.page.evaluate(
        "performance.getEntriesByName('instagrid:picture-ready').map(m => m.detail.framings[0].zoom)")
    assert zooms and all(zoom > 1_000_000 for zoom in zooms), zooms


def test_a_reframed_picture_matches_the_cli_with_the_same_framings(open_app, photos, tmp_path):
    app = open_app(devices.LARGEST, "portrait")
    app.choose_layout(3)
    by_slot = {0: "red", 1: "exif", 2: "orange", 3: "blue"}
    app.fill({slot: photos[name] for slot, name in by_slot.items()})
    for slot, keys in {0: ["+", "+", "ArrowLeft"], 1: ["+", "ArrowDown", "ArrowDown"], 2: ["-", "ArrowRight"], 3: ["+", "+", "+"]}.items():
        app.cell(slot).focus()
        for key in keys:
            app.page.keyboard.press(key)
    app.page.wait_for_timeout(400)
    app.wait_picture()
    framings = app.page.evaluate("performance.getEntriesByName('instagrid:picture-ready').at(-1).detail.framings")
    assert any(f["zoom"] != 1_000_000 for f in framings)
    app.swipe("up")
    (share,) = app.wait_share()
    shared = app.shared_image(share).convert("RGB")
    arguments = []
    for slot in range(4):
        f = framings[slot]
        arguments += ["--frame", f"{f['zoom'] / 1e6}@{f['focusX'] / 1e6},{f['focusY'] / 1e6}", str(photos[by_slot[slot]].ppm)]
    out = tmp_path / "cli.ppm"
    subprocess.run([str(cli_path()), "compose", "--layout", "3", "--size", "2048", *arguments, "-o", str(out)],
                   check=True, capture_output=True, timeout=120)
    score = psnr(shared, Image.open(out).convert("RGB"))
    print(f"PSNR {score:.1f} dB")
    assert score >= 35, f"PSNR {score:.1f} dB between the reframed picture and the CLI's"


def lined_photo(folder, size=(4000, 3000)):
    """A photo whose detail an enlarged decode loses: 2-px lines every 8 px over a gradient."""
    width, height = size
    image = Image.linear_gradient("L").resize(size).convert("RGB")
    draw = ImageDraw.Draw(image)
    for x in range(0, width, 8):
        draw.rectangle((x, 0, x + 1, height), fill=(40, 40, 90))
    for y in range(0, height, 8):
        draw.rectangle((0, y, width, y + 1), fill=(40, 40, 90))
    path = folder / "lined.jpg"
    image.save(path, quality=95)
    ppm = folder / "lined.ppm"
    Image.open(path).convert("RGB").save(ppm)  # what the browser decodes, for the CLI
    return path, ppm


def test_a_zoomed_crop_is_decoded_sharp_not_enlarged(open_app, photos, tmp_path, screenshots):
    """Zoomed in, a photo decoded for 1× would be enlarged; the core's sharp region is decoded
    from the file instead, so the picture matches the CLI's, which crops the full photo."""
    lined, lined_ppm = lined_photo(tmp_path)
    app = open_app(devices.LARGEST, "portrait")
    app.choose_layout(1)  # one wide cell on top: slot 0
    chooser = app._tap_for_chooser(app.cell(0))
    chooser.set_files(str(lined))
    app.page.wait_for_function("() => document.querySelector('.cell[data-slot=\"0\"]').dataset.version")
    app.fill({2: photos["red"], 3: photos["green"]})
    app.cell(0).focus()
    for _ in range(4):
        app.page.keyboard.press("+")
    # The first picture after the zoom is made at once from the decoded photo; the sharp one follows.
    app.page.wait_for_function(
        "() => document.body.dataset.picture === 'ready'"
        " && performance.getEntriesByName('instagrid:picture-ready').at(-1)?.detail.sharp?.[0]",
        timeout=20_000,
    )
    detail = app.page.evaluate("performance.getEntriesByName('instagrid:picture-ready').at(-1).detail")
    framing = detail["framings"][0]
    assert framing["zoom"] > 2_000_000
    app.swipe("up")
    (share,) = app.wait_share()
    shared = app.shared_image(share).convert("RGB")
    shared.save(screenshots / "zoomed-sharp.jpg")
    out = tmp_path / "cli.ppm"
    frame = f"{framing['zoom'] / 1e6}@{framing['focusX'] / 1e6},{framing['focusY'] / 1e6}"
    subprocess.run([str(cli_path()), "compose", "--layout", "1", "--size", "2048", "--frame", frame, str(lined_ppm),
                    str(photos["red"].ppm), str(photos["green"].ppm), "-o", str(out)],
                   check=True, capture_output=True, timeout=120)
    expected = Image.open(out).convert("RGB")
    band = (100, 100, 1948, 900)  # inside the wide top cell, whatever its margins
    score = psnr(shared.crop(band), expected.crop(band))
    print(f"PSNR of the zoomed cell {score:.1f} dB")
    assert score >= 30, f"PSNR {score:.1f} dB: the zoomed cell is not the full photo's detail"
