"""Image maths for the tests."""

import math

from PIL import Image, ImageChops, ImageStat


def psnr(a: Image.Image, b: Image.Image) -> float:
    """Peak signal-to-noise ratio of two same-size RGB images, in dB."""
    assert a.size == b.size, (a.size, b.size)
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    mse = sum(ImageStat.Stat(diff).sum2) / (3 * a.size[0] * a.size[1])
    return math.inf if mse == 0 else 10 * math.log10(255**2 / mse)


def near(pixel, colour, tolerance=40):
    return all(abs(p - c) <= tolerance for p, c in zip(pixel[:3], colour))


def assert_fills(image, photo, inset, label):
    """`image` (a cell as shown) is covered by `photo`: its colour at every edge and corner,
    `inset` px in (past rounded corners and sub-pixel edges), and its centre marker in the
    middle."""
    w, h = image.size
    probes = {
        "top-left": (inset, inset), "top": (w // 2, inset), "top-right": (w - 1 - inset, inset),
        "left": (inset, h // 2), "right": (w - 1 - inset, h // 2),
        "bottom-left": (inset, h - 1 - inset), "bottom": (w // 2, h - 1 - inset),
        "bottom-right": (w - 1 - inset, h - 1 - inset),
    }
    for name, xy in probes.items():
        assert near(image.getpixel(xy), photo.colour), f"{label} {name} is {image.getpixel(xy)}, not the photo"
    assert near(image.getpixel((w // 2, h // 2)), photo.marker), f"{label}: the photo's centre is the cell's centre"
