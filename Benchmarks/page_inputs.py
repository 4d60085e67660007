"""The photos the page measurements pick, generated once with Pillow and kept under
out/bench/page (fixed seeds: the same files on every machine)."""

import pathlib

import numpy as np
from PIL import Image

ROOT = pathlib.Path(__file__).resolve().parents[1]
FOLDER = ROOT / "out" / "bench" / "page"

# Phone photos, alternating portrait and landscape: 12 MP (4032×3024) and 48 MP (8000×6000).
SIZES_12MP = [(3024, 4032), (4032, 3024), (3024, 4032), (4032, 3024)]
SIZES_48MP = [(6000, 8000), (8000, 6000), (6000, 8000), (8000, 6000)]
HUGE_SIDE = 20000  # 400 megapixels: four times the page's limit
STRIP = 512  # rows generated at a time, so a 48 MP photo needs tens of MB, not gigabytes


def _photo_like(path, width, height, random):
    """A photo-like JPEG: blurred colour blobs, a gradient and grain, made strip by strip."""
    coarse = random.integers(0, 255, (height // 64 + 1, width // 64 + 1, 3), dtype=np.uint8)
    blobs = Image.fromarray(coarse).resize((width, height), Image.Resampling.BICUBIC)
    image = Image.new("RGB", (width, height))
    for top in range(0, height, STRIP):
        rows = min(STRIP, height - top)
        strip = np.asarray(blobs.crop((0, top, width, top + rows)), np.float32)
        y, x = np.mgrid[top:top + rows, 0:width].astype(np.float32)
        gradient = (x / width * 80 + y / height * 60)[..., None]
        grain = random.normal(0, 8, (rows, width, 3)).astype(np.float32)
        image.paste(Image.fromarray(np.clip(strip * 0.7 + gradient + grain, 0, 255).astype(np.uint8)), (0, top))
    image.save(path, quality=90)


def _photos(prefix, sizes, seed):
    FOLDER.mkdir(parents=True, exist_ok=True)
    random = np.random.default_rng(seed)
    paths = []
    for index, (width, height) in enumerate(sizes):
        path = FOLDER / f"{prefix}-{index}.jpg"
        if not path.exists():
            _photo_like(path, width, height, random)
        paths.append(path)
    return paths


def photos_12mp():
    """Four 12-megapixel JPEGs (the picker's everyday case)."""
    return _photos("photo", SIZES_12MP, 2026)


def photos_48mp():
    """Four 48-megapixel JPEGs, as a recent phone's main camera writes at full resolution."""
    return _photos("photo-48mp", SIZES_48MP, 4848)


def huge_jpeg():
    """A real 20000×20000 JPEG of a few MB (a smooth gradient at low quality): a decompression
    bomb as a hostile page or a panorama tool could hand over."""
    path = FOLDER / f"huge-{HUGE_SIDE}.jpg"
    if not path.exists():
        FOLDER.mkdir(parents=True, exist_ok=True)
        ramp = Image.linear_gradient("L")  # 256×256, black at the top to white at the bottom
        down = ramp.resize((HUGE_SIDE, HUGE_SIDE), Image.Resampling.BILINEAR)
        across = ramp.transpose(Image.Transpose.ROTATE_90).resize((HUGE_SIDE, HUGE_SIDE), Image.Resampling.BILINEAR)
        flat = Image.new("L", (HUGE_SIDE, HUGE_SIDE), 140)
        Image.merge("RGB", (down, across, flat)).save(path, quality=20)
    return path
