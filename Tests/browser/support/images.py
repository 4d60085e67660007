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
