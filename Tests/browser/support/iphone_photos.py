"""iPhone-like photos, made on first use (they take a few seconds): 12 MP (4032×3024), 24 MP
(5712×4284, an iPhone 15's default), 48 MP (8064×6048, a Pro's) and a 63 MP panorama
(16000×3968), stored as a phone writes them, with an EXIF orientation where it holds the phone
upright; and another 12 MP photo with 9 MB after its picture, as an iPhone stores an HDR
photo's gain map, so that its file is larger than a draft keeps as it is (8 MB); and a 48 MP
photo with fine detail all over (lines and grain), whose file is over 16 MB (about 35 MB, as a
detailed 48 MP JPEG from an iPhone can be), which shows whether a picture was made from all the
pixels its cell needs. Each shows a flat colour, a band of another colour along its top and a marker in its
centre, so a cell shows whether the photo was turned as its EXIF says. No PPM: the picture is checked against the photo
as shown, scaled down (`shown`)."""

import random
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw

# name → (stored size, EXIF orientation, colour, band, marker)
CLASSES = {
    "iphone12": ((4032, 3024), 6, (200, 60, 60), (250, 230, 40), (20, 20, 20)),
    "iphone24": ((5712, 4284), 8, (40, 150, 90), (240, 240, 240), (20, 20, 20)),
    "iphone48": ((8064, 6048), 6, (50, 80, 190), (250, 150, 20), (240, 240, 240)),
    "panorama": ((16000, 3968), 1, (150, 70, 160), (60, 200, 220), (250, 250, 250)),
    "iphone12hdr": ((4032, 3024), 6, (70, 140, 200), (250, 230, 40), (20, 20, 20)),
    "iphone48grain": ((8064, 6048), 6, (60, 120, 90), (230, 210, 200), (240, 240, 240)),
}
# name → bytes stored after the picture's end: decoders stop at its end marker and read none of them.
TRAILING = {"iphone12hdr": 9 << 20}
# name → the grain's standard deviation: grey noise over the drawing, one value a pixel, and a
# grid of dark 2-pixel lines every 8 pixels (detail a picture made from fewer pixels loses).
GRAIN = {"iphone48grain": 24}
# How EXIF orientation turns the stored pixels into the shown ones, and back.
TO_STORED = {1: None, 6: Image.Transpose.ROTATE_90, 8: Image.Transpose.ROTATE_270}


@dataclass(frozen=True)
class IPhonePhoto:
    path: Path
    ppm: None
    colour: tuple
    marker: tuple
    size: tuple  # as shown
    band: tuple

    def shown(self, scale):
        """The photo as shown, at `scale` of its size (the same drawing, smaller)."""
        return _drawing((round(self.size[0] * scale), round(self.size[1] * scale)), self.colour, self.band, self.marker)


def _drawing(size, colour, band, marker):
    image = Image.new("RGB", size, colour)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, size[0] - 1, size[1] // 6 - 1), fill=band)
    side = min(size) // 8
    cx, cy = size[0] // 2, size[1] // 2
    draw.rectangle((cx - side, cy - side, cx + side - 1, cy + side - 1), fill=marker)
    return image


def make(folder: Path, name: str) -> IPhonePhoto:
    stored_size, orientation, colour, band, marker = CLASSES[name]
    shown_size = stored_size if orientation == 1 else stored_size[::-1]
    image = _drawing(shown_size, colour, band, marker)
    if name in GRAIN:
        lines = ImageDraw.Draw(image)
        for x in range(0, shown_size[0], 8):
            lines.rectangle((x, 0, x + 1, shown_size[1] - 1), fill=(30, 40, 60))
        for y in range(0, shown_size[1], 8):
            lines.rectangle((0, y, shown_size[0] - 1, y + 1), fill=(30, 40, 60))
        image = ImageChops.add(image, Image.effect_noise(shown_size, GRAIN[name]).convert("RGB"), 1, -128)
    if TO_STORED[orientation] is not None:
        image = image.transpose(TO_STORED[orientation])
    assert image.size == stored_size
    exif = Image.Exif()
    exif[0x0112] = orientation
    path = folder / f"{name}.jpg"
    image.save(path, "JPEG", quality=90, exif=exif)
    if name in TRAILING:
        with path.open("ab") as file:
            file.write(random.Random(name).randbytes(TRAILING[name]))
    return IPhonePhoto(path, None, colour, marker, shown_size, band)


class Photos(dict):
    """The test photos, with the iPhone-like ones made when first asked for."""

    def __init__(self, photos, folder):
        super().__init__(photos)
        self.folder = folder

    def __missing__(self, name):
        if name not in CLASSES:
            raise KeyError(name)
        self[name] = make(self.folder, name)
        return self[name]
