"""Test photos made with Pillow: flat, distinct colours with a marker in the centre (so a
centred crop shows the marker in the middle of the cell and the colour up to every edge),
portrait, landscape and square sizes, one with an EXIF orientation, one big, one corrupt.
Each decodable photo also gets a PPM (EXIF orientation applied) for the CLI."""

import os
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageOps


@dataclass(frozen=True)
class Photo:
    path: Path
    ppm: Path | None
    colour: tuple  # background, as shown (after EXIF orientation)
    marker: tuple  # centre square
    size: tuple  # (width, height) as shown


# The picks' colours: each channel 30, 130 or 230, every two apart by 100 or more in some channel.
PICK_COLOURS = [(230, 30, 30), (30, 130, 230), (30, 230, 30), (230, 230, 30), (130, 30, 130), (30, 230, 230),
                (230, 130, 30), (30, 30, 130), (230, 30, 230), (130, 230, 130), (130, 130, 30), (230, 230, 230)]
PICK_SHAPES = [(600, 800), (800, 600), (450, 800), (800, 450), (600, 600)]


def _picture(size, colour, marker):
    image = Image.new("RGB", size, colour)
    side = min(size) // 8
    cx, cy = size[0] // 2, size[1] // 2
    ImageDraw.Draw(image).rectangle((cx - side, cy - side, cx + side - 1, cy + side - 1), fill=marker)
    return image


def make(folder: Path):
    photos = {}

    def save(name, image, colour, marker, shown_size, exif=None, fmt="JPEG"):
        path = folder / name
        options = {"quality": 95, "subsampling": 0} if fmt == "JPEG" else {}
        if exif is not None:
            options["exif"] = exif
        image.save(path, fmt, **options)
        ppm = path.with_suffix(".ppm")
        with Image.open(path) as stored:
            ImageOps.exif_transpose(stored).convert("RGB").save(ppm)
        photos[name.split(".")[0]] = Photo(path, ppm, colour, marker, shown_size)

    save("red", _picture((1600, 1200), (200, 40, 40), (0, 0, 0)), (200, 40, 40), (0, 0, 0), (1600, 1200))
    save("green", _picture((900, 1600), (40, 170, 60), (255, 255, 255)), (40, 170, 60), (255, 255, 255), (900, 1600))
    save("blue", _picture((1000, 1000), (40, 70, 200), (250, 220, 0)), (40, 70, 200), (250, 220, 0), (1000, 1000), fmt="PNG")
    save("orange", _picture((2400, 1000), (240, 140, 20), (0, 0, 0)), (240, 140, 20), (0, 0, 0), (2400, 1000))
    save("big", _picture((4000, 3000), (120, 60, 160), (255, 255, 255)), (120, 60, 160), (255, 255, 255), (4000, 3000))
    # A 24-megapixel photo (an iPhone 15's default size is close): its decode takes long
    # enough for other picks and taps to overtake it.
    save("large", _picture((6000, 4000), (30, 120, 200), (250, 220, 0)), (30, 120, 200), (250, 220, 0), (6000, 4000))

    # Twelve small photos for picks of several at once ("pick0" … "pick11"), in a phone's shapes
    # (3:4, 4:3, 9:16, 16:9, 1:1, in turn) and colours far enough apart that a cell shows which.
    for index, colour in enumerate(PICK_COLOURS):
        size = PICK_SHAPES[index % len(PICK_SHAPES)]
        marker = (0, 0, 0) if sum(colour) > 330 else (255, 255, 255)
        save(f"pick{index}.jpg", _picture(size, colour, marker), colour, marker, size)

    # A photo whose detail an enlarged decode loses: 2-px lines every 8 px over a gradient.
    lined = Image.linear_gradient("L").resize((4000, 3000)).convert("RGB")
    draw = ImageDraw.Draw(lined)
    for x in range(0, 4000, 8):
        draw.rectangle((x, 0, x + 1, 2999), fill=(40, 40, 90))
    for y in range(0, 3000, 8):
        draw.rectangle((0, y, 3999, y + 1), fill=(40, 40, 90))
    save("lined", lined, None, None, (4000, 3000))

    # Shown 800×1200: yellow top half, teal bottom half. Stored turned a quarter to the left
    # with Orientation 6 ("rotate 90° clockwise to show"), as a phone held upright writes it.
    shown = Image.new("RGB", (800, 1200), (240, 220, 30))
    ImageDraw.Draw(shown).rectangle((0, 600, 799, 1199), fill=(20, 150, 150))
    stored = shown.transpose(Image.Transpose.ROTATE_90)
    exif = Image.Exif()
    exif[0x0112] = 6
    save("exif", stored, (240, 220, 30), (20, 150, 150), (800, 1200), exif=exif)

    # Hostile files, refused from their first bytes: a JPEG that declares 20000×20000 pixels
    # (400 megapixels) behind a large APP1 segment, a HEIC (Chromium has no decoder), and text.
    import struct

    huge = folder / "huge.jpg"
    huge.write_bytes(
        b"\xff\xd8\xff\xe1" + struct.pack(">H", 60002) + b"Exif\x00\x00" + bytes(59994)
        + b"\xff\xc0\x00\x11\x08" + struct.pack(">HH", 20000, 20000) + b"\x03\x01\x22\x00\x02\x11\x01\x03\x11\x01"
        + os.urandom(2000)
    )
    photos["huge"] = Photo(huge, None, None, None, (20000, 20000))

    def box(kind, content):
        return struct.pack(">I", len(content) + 8) + kind + content

    ispe = box(b"ispe", bytes(4) + struct.pack(">II", 4032, 3024))
    meta = box(b"meta", bytes(4) + box(b"iprp", box(b"ipco", ispe)))
    heic = folder / "photo.heic"
    heic.write_bytes(box(b"ftyp", b"heic" + bytes(4) + b"mif1heic") + meta + box(b"mdat", os.urandom(3000)))
    photos["heic"] = Photo(heic, None, None, None, (4032, 3024))

    # A GIF whose 1×1 screen hides a 20000×20000 first frame: the frame counts.
    gif = folder / "bomb.gif"
    gif.write_bytes(
        b"GIF89a" + struct.pack("<HH", 1, 1) + b"\x00\x00\x00"
        + b"\x2c" + struct.pack("<HHHH", 0, 0, 20000, 20000) + b"\x00\x02\x02\x4c\x01\x00\x3b"
    )
    photos["gifbomb"] = Photo(gif, None, None, None, (20000, 20000))

    # A top-down BMP (negative height), as many tools write them: an ordinary photo.
    topdown = _picture((300, 200), (30, 160, 90), (250, 250, 250))
    bmp = folder / "topdown.bmp"
    rows = b"".join(
        bytes(c for px in (topdown.getpixel((x, y)) for x in range(300)) for c in (px[2], px[1], px[0], 255))
        for y in range(200)
    )
    header = struct.pack("<IiiHHIIiiII", 40, 300, -200, 1, 32, 0, len(rows), 2835, 2835, 0, 0)
    bmp.write_bytes(b"BM" + struct.pack("<IHHI", 14 + 40 + len(rows), 0, 0, 54) + header + rows)
    photos["topdown"] = Photo(bmp, None, (30, 160, 90), (250, 250, 250), (300, 200))

    # A PNG with transparency: its left third fully transparent (white underneath, which must
    # not show), the middle third half transparent red, the right third opaque orange. The CLI
    # gets the same pixels as a PAM with alpha.
    clear = Image.new("RGBA", (1200, 800), (255, 255, 255, 0))
    ImageDraw.Draw(clear).rectangle((400, 0, 799, 799), fill=(200, 40, 40, 128))
    ImageDraw.Draw(clear).rectangle((800, 0, 1199, 799), fill=(240, 140, 20, 255))
    clear.save(folder / "clear.png")
    pam = folder / "clear.pam"
    pam.write_bytes(b"P7\nWIDTH 1200\nHEIGHT 800\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n" + clear.tobytes())
    photos["clear"] = Photo(folder / "clear.png", pam, (240, 140, 20), None, (1200, 800))

    text = folder / "notes.jpg"
    text.write_bytes(b"These are not the pixels you are looking for.\n" * 20)
    photos["text"] = Photo(text, None, None, None, None)

    corrupt = folder / "corrupt.jpg"
    corrupt.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + os.urandom(4000))
    photos["corrupt"] = Photo(corrupt, None, None, None, None)
    return photos
