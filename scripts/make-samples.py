#!/usr/bin/env python3
"""Writes four photo-like sample pictures (PPM) for the demo: skies, hills, a sun, stripes.

Pure Python so it runs on a fresh machine. Usage: make-samples.py OUTPUT_FOLDER
"""
import math
import os
import sys

SAMPLES = {
    # name: (width, height, palette of (top colour, bottom colour, accent))
    "sunset.ppm": (640, 480, ((255, 140, 60), (90, 40, 120), (255, 230, 120))),
    "lake.ppm": (480, 640, ((120, 190, 255), (20, 70, 110), (250, 250, 240))),
    "meadow.ppm": (800, 400, ((170, 220, 255), (60, 150, 60), (255, 200, 40))),
    "night.ppm": (500, 500, ((10, 20, 60), (40, 10, 70), (240, 240, 200))),
}


def mix(a, b, t):
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))


def picture(width, height, palette):
    top, bottom, accent = palette
    sun_x, sun_y, sun_r = width * 0.68, height * 0.35, min(width, height) * 0.14
    rows = bytearray()
    for y in range(height):
        sky = mix(top, bottom, y / (height - 1))
        for x in range(width):
            # A hill line, a round "sun" and faint diagonal texture, so crops are easy to see.
            hill = height * (0.72 + 0.08 * math.sin(x / width * 6.28 * 1.5))
            if y > hill:
                colour = mix(bottom, (20, 30, 20), (y - hill) / (height - hill + 1))
            elif (x - sun_x) ** 2 + (y - sun_y) ** 2 < sun_r**2:
                colour = accent
            else:
                colour = sky
            shade = 6 if (x + y) // 12 % 2 else 0
            rows += bytes(min(255, c + shade) for c in colour)
    return b"P6\n%d %d\n255\n" % (width, height) + bytes(rows)


def main(folder):
    os.makedirs(folder, exist_ok=True)
    for name, (width, height, palette) in SAMPLES.items():
        with open(os.path.join(folder, name), "wb") as out:
            out.write(picture(width, height, palette))
        print(os.path.join(folder, name))


if __name__ == "__main__":
    main(sys.argv[1])
