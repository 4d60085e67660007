"""The photos the page measurements pick, generated once with Pillow and kept under
out/bench/page (fixed seeds: the same files on every machine); for a smoke run, small
stand-ins under out/bench-smoke/page."""

import pathlib
import random

from PIL import Image, ImageChops

ROOT = pathlib.Path(__file__).resolve().parents[1]

# Phone photos, alternating portrait and landscape: 12 MP (4032×3024) and 48 MP (8000×6000).
SIZES_12MP = [(3024, 4032), (4032, 3024), (3024, 4032), (4032, 3024)]
SIZES_48MP = [(6000, 8000), (8000, 6000), (6000, 8000), (8000, 6000)]
HUGE_SIDE = 20000  # 400 megapixels: four times the page's limit
STRIP = 512  # rows generated at a time, so a 48 MP photo needs tens of MB, not gigabytes
SMOKE_CUT = 8  # a smoke run's photos: the sides ÷ 8 (0.2 and 0.75 megapixels)


def _photo_like(path, width, height, random):
    """A photo-like JPEG: blurred colour blobs, a gradient and grain, made strip by strip."""
    import numpy as np  # make bench's environment has it; a smoke run makes its photos without

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


def _small_photo_like(path, width, height, seed):
    """The same kind of picture, small, with Pillow alone: colour blobs and grain."""
    rng = random.Random(seed)
    coarse = Image.new("RGB", (width // 32 + 2, height // 32 + 2))
    coarse.putdata([tuple(rng.randrange(256) for _ in range(3)) for _ in range(coarse.width * coarse.height)])
    blobs = coarse.resize((width, height), Image.Resampling.BICUBIC)
    grain = Image.effect_noise((width, height), 8).convert("RGB")
    ImageChops.add(blobs, grain, 1.0, -128).save(path, quality=90)


class Inputs:
    """The page measurements' photos: full size, or a smoke run's small stand-ins."""

    def __init__(self, smoke=False):
        self.smoke = smoke
        self.folder = ROOT / "out" / ("bench-smoke" if smoke else "bench") / "page"
        cut = SMOKE_CUT if smoke else 1
        self.sizes_12mp = [(w // cut, h // cut) for w, h in SIZES_12MP]
        self.sizes_48mp = [(w // cut, h // cut) for w, h in SIZES_48MP]
        self.described = (f"stand-ins of {self.sizes_12mp[0][1]}×{self.sizes_12mp[0][0]} for the 12 MP photos and"
                          f" {self.sizes_48mp[0][1]}×{self.sizes_48mp[0][0]} for the 48 MP ones, and a small JPEG"
                          f" whose header says {HUGE_SIDE}×{HUGE_SIDE}" if smoke else "full-size photos")

    def _photos(self, prefix, sizes, seed):
        self.folder.mkdir(parents=True, exist_ok=True)
        if not self.smoke:
            import numpy as np

            rng = np.random.default_rng(seed)
        paths = []
        for index, (width, height) in enumerate(sizes):
            path = self.folder / f"{prefix}-{index}.jpg"
            if not path.exists():
                if self.smoke:
                    _small_photo_like(path, width, height, seed + index)
                else:
                    _photo_like(path, width, height, rng)
            paths.append(path)
        return paths

    def photos_12mp(self):
        """Four 12-megapixel JPEGs (the picker's everyday case)."""
        return self._photos("photo", self.sizes_12mp, 2026)

    def photos_12mp_six(self):
        """Six 12-megapixel JPEGs of their own (a story of six photos)."""
        return self._photos("story-photo", self.sizes_12mp + self.sizes_12mp[:2], 916)

    def photos_48mp(self):
        """Four 48-megapixel JPEGs, as a recent phone's main camera writes at full resolution."""
        return self._photos("photo-48mp", self.sizes_48mp, 4848)

    def photos_12mp_twelve(self):
        """Twelve 12-megapixel JPEGs of their own: more than the grid holds, picked at once."""
        return self._photos("twelve-photo", (self.sizes_12mp * 4)[:12], 909)

    def photos_48mp_nine(self):
        """Nine 48-megapixel JPEGs of their own, likewise."""
        return self._photos("nine-photo-48mp", (self.sizes_48mp * 3)[:9], 4809)

    def huge_jpeg(self):
        """A real 20000×20000 JPEG of a few MB (a smooth gradient at low quality): a decompression
        bomb as a hostile page or a panorama tool could hand over. A smoke run's is a small JPEG
        whose header says 20000×20000: the page refuses a photo from its header alone."""
        path = self.folder / f"huge-{HUGE_SIDE}.jpg"
        if path.exists():
            return path
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.smoke:
            _small_photo_like(path, 64, 64, 20000)
            data = bytearray(path.read_bytes())
            frame = data.index(b"\xff\xc0")  # baseline frame header: length, precision, height, width
            data[frame + 5:frame + 9] = HUGE_SIDE.to_bytes(2, "big") * 2
            path.write_bytes(bytes(data))
            return path
        ramp = Image.linear_gradient("L")  # 256×256, black at the top to white at the bottom
        down = ramp.resize((HUGE_SIDE, HUGE_SIDE), Image.Resampling.BILINEAR)
        across = ramp.transpose(Image.Transpose.ROTATE_90).resize((HUGE_SIDE, HUGE_SIDE), Image.Resampling.BILINEAR)
        flat = Image.new("L", (HUGE_SIDE, HUGE_SIDE), 140)
        Image.merge("RGB", (down, across, flat)).save(path, quality=20)
        return path
