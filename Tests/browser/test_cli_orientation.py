"""`instagrid compose --orientation N` against Pillow: each input shown as a photo carrying EXIF
orientation N is (Pillow's `exif_transpose`, which is `Image.transpose` for that number), then
framed, cropped and resampled; the CLI turns while it resamples and must match. No browser: it
lives here with the other tests that hold the CLI's pictures to Pillow's, and uses their helpers.
"""

import json
import math
import random
import subprocess

import pytest
from PIL import Image, ImageDraw, ImageOps

from engines.app import cli_path
from support.images import psnr

# EXIF's orientations as Pillow's transposes: what `exif_transpose` does for each.
TRANSPOSE = {
    2: Image.Transpose.FLIP_LEFT_RIGHT, 3: Image.Transpose.ROTATE_180, 4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE, 6: Image.Transpose.ROTATE_270, 7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}
# Each cell's framing (ZOOM, X, Y) as `--frame` takes it, of the photo as turned; None: centred.
FRAMINGS = [None, (2.5, 0.3, 0.7), (1.6, 0.0, 1.0), (1.2, 1.0, 0.2)]
SIDE = 500


def stored_photo(width, height, seed):
    """Photo-like and lopsided: smooth colour blobs, a diagonal ramp and one dark bar near a
    corner, so a wrong turn or mirror shows; no grain, so two good resamplers agree closely."""
    rng = random.Random(seed)
    coarse = Image.new("RGB", (width // 40 + 2, height // 40 + 2))
    coarse.putdata([tuple(rng.randrange(256) for _ in range(3)) for _ in range(coarse.width * coarse.height)])
    image = coarse.resize((width, height), Image.Resampling.BICUBIC)
    ramp = Image.linear_gradient("L").resize((width, height)).rotate(30, expand=False)
    image = Image.blend(image, Image.merge("RGB", (ramp, ramp, ramp)), 0.35)
    ImageDraw.Draw(image).rectangle((width // 10, height // 8, width // 3, height // 8 + height // 12), fill=(20, 20, 30))
    return image


def shown(stored, exif):
    """`stored` as a photo carrying EXIF orientation `exif` shows, by Pillow."""
    tagged = stored.copy()
    tags = tagged.getexif()
    tags[0x0112] = exif
    tagged.info["exif"] = tags.tobytes()
    return ImageOps.exif_transpose(tagged)


def nearest(value):
    """Swift's `rounded()`: halves away from zero (Python's `round` takes halves to even)."""
    return math.floor(value + 0.5)


def framed_crop(photo, cell, framing):
    """The crop the core's framing gives of a `photo` (width, height) in a `cell` (width,
    height): its aspect fill (CropRect), zoomed about its focus and kept inside (Framing)."""
    (sw, sh), (cw, ch) = photo, cell
    width, height = sw, sh
    if sw * ch > sh * cw:
        width = min(max((2 * sh * cw + ch) // (2 * ch), 1), sw)
    elif sw * ch < sh * cw:
        height = min(max((2 * sw * ch + cw) // (2 * cw), 1), sh)
    if framing is None:
        return ((sw - width) // 2, (sh - height) // 2, width, height)
    zoom, fx, fy = framing
    width, height = max(1, nearest(width / zoom)), max(1, nearest(height / zoom))

    def origin(focus, length, extent):
        start = math.floor((extent - length) / 2 + (focus - 0.5) * extent + 1e-6)
        return min(max(int(min(max(start, -1), extent)), 0), extent - length)

    return (origin(fx, width, sw), origin(fy, height, sh), width, height)


@pytest.mark.parametrize("exif", range(1, 9))
def test_each_cell_is_pillows_transpose_cropped_and_resampled(exif, tmp_path):
    stored = stored_photo(641, 427, seed=exif)
    ppm = tmp_path / "stored.ppm"
    stored.save(ppm)
    arguments = []
    for framing in FRAMINGS:
        if framing:
            arguments += ["--frame", "{}@{},{}".format(*framing)]
        arguments += ["--orientation", str(exif), str(ppm)]
    out = tmp_path / "cli.ppm"
    cli = str(cli_path())
    subprocess.run([cli, "compose", "--layout", "3", "--size", str(SIDE), *arguments, "-o", str(out)],
                   check=True, capture_output=True, timeout=60)
    picture = Image.open(out).convert("RGB")
    layout = json.loads(subprocess.run([cli, "layouts", "--json", "--layout", "3", "--size", str(SIDE)],
                                       check=True, capture_output=True, text=True, timeout=60).stdout)
    turned = shown(stored, exif)
    assert turned.tobytes() == (stored.transpose(TRANSPOSE[exif]) if exif > 1 else stored).tobytes()
    for cell, framing in zip(layout["cells"], FRAMINGS):
        box = (cell["x"], cell["y"], cell["x"] + cell["width"], cell["y"] + cell["height"])
        x, y, w, h = framed_crop(turned.size, (cell["width"], cell["height"]), framing)
        reference = turned.crop((x, y, x + w, y + h)).resize(
            (cell["width"], cell["height"]), Image.Resampling.LANCZOS)
        ours = picture.crop(box)
        assert psnr(ours, reference) >= 35, f"EXIF {exif}, framing {framing}: {psnr(ours, reference):.1f} dB"
        if exif != 1:
            # The same cell of the photo upright is another picture: the comparison tells turns apart.
            x, y, w, h = framed_crop(stored.size, (cell["width"], cell["height"]), framing)
            upright = stored.crop((x, y, x + w, y + h)).resize(
                (cell["width"], cell["height"]), Image.Resampling.LANCZOS)
            assert psnr(ours, upright) < 25, f"EXIF {exif}, framing {framing}: as upright"
