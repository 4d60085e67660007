"""Display P3 for the tests, made here from the standard's numbers: an ICC v4 matrix/TRC profile,
a test photo of P3 stripes saved with it, and the colour maths that reads a picture back.

The profile is Display P3 as Apple and the CSS Color 4 spec define it: the DCI-P3 primaries
(0.680, 0.320), (0.265, 0.690), (0.150, 0.060), the D65 white and the sRGB transfer curve; its
colorants are adapted to the ICC's D50 with Bradford, as every v4 display profile's are."""

import datetime
import io
import struct

from PIL import Image, ImageCms

D65 = (0.3127, 0.3290)
D50_XYZ = (0.9642, 1.0, 0.8249)
SRGB_PRIMARIES = ((0.640, 0.330), (0.300, 0.600), (0.150, 0.060))
P3_PRIMARIES = ((0.680, 0.320), (0.265, 0.690), (0.150, 0.060))
ADOBE_RGB_PRIMARIES = ((0.640, 0.330), (0.210, 0.710), (0.150, 0.060))  # with a 563/256 gamma
GENERIC_RGB_PRIMARIES = ((0.630, 0.340), (0.295, 0.605), (0.155, 0.077))  # Apple's, with a 1.8 gamma
BRADFORD = ((0.8951, 0.2664, -0.1614), (-0.7502, 1.7135, 0.0367), (0.0389, -0.0685, 1.0296))

# The test photo's stripes, in Display P3 (left to right): P3's red, a darker P3 red (an sRGB
# picture clips it to about 205), P3's green, a grey.
STRIPES = ((255, 0, 0), (187, 0, 0), (0, 255, 0), (128, 128, 128))


def _mul(a, b):
    return tuple(tuple(sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)) for i in range(3))


def _apply(m, v):
    return tuple(sum(m[i][k] * v[k] for k in range(3)) for i in range(3))


def _inverse(m):
    (a, b, c), (d, e, f), (g, h, i) = m
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return (((e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det),
            ((f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det),
            ((d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det))


def _xyz(xy):
    x, y = xy
    return (x / y, 1.0, (1 - x - y) / y)


def rgb_to_xyz(primaries, white=D65):
    """The linear RGB → XYZ matrix of `primaries` whose white is `white`."""
    columns = [_xyz(p) for p in primaries]
    m = tuple(tuple(columns[j][i] for j in range(3)) for i in range(3))
    s = _apply(_inverse(m), _xyz(white))
    return tuple(tuple(m[i][j] * s[j] for j in range(3)) for i in range(3))


def decode(v):
    """sRGB's (and Display P3's) transfer curve: an 8-bit level → linear light."""
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encode(l):
    c = 12.92 * l if l <= 0.0031308 else 1.055 * max(l, 0) ** (1 / 2.4) - 0.055
    return c * 255


def convert(colour, source, target):
    """`colour` (8-bit levels in `source` primaries) in `target`'s primaries, unrounded and
    unclipped (a colour outside `target` comes out below 0 or above 255)."""
    m = _mul(_inverse(rgb_to_xyz(target)), rgb_to_xyz(source))
    linear = _apply(m, [decode(v) for v in colour])
    return tuple(encode(l) if l >= 0 else -encode(-l) for l in linear)


def srgb_to_p3(colour):
    return tuple(min(255, max(0, round(v))) for v in convert(colour, SRGB_PRIMARIES, P3_PRIMARIES))


def p3_to_srgb(colour):
    return tuple(min(255, max(0, round(v))) for v in convert(colour, P3_PRIMARIES, SRGB_PRIMARIES))


def _s15(v):
    return struct.pack(">i", round(v * 65536))


def _tag_xyz(xyz):
    return b"XYZ \0\0\0\0" + b"".join(_s15(v) for v in xyz)


def _tag_mluc(text):
    encoded = text.encode("utf-16-be")
    return b"mluc\0\0\0\0" + struct.pack(">II2s2sII", 1, 12, b"en", b"US", len(encoded), 28) + encoded


def display_p3_profile():
    """The bytes of an ICC v4 Display P3 display profile."""
    return rgb_profile(P3_PRIMARIES, (2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045), "Display P3 (Instagrid tests)")


def adobe_rgb_profile():
    """The bytes of an ICC v4 profile of Adobe RGB (1998), as many cameras tag their photos."""
    return rgb_profile(ADOBE_RGB_PRIMARIES, (563 / 256,), "Adobe RGB (1998) (Instagrid tests)")


def generic_rgb_profile():
    """The bytes of an ICC v4 profile of Apple's Generic RGB, as older Macs and cameras tag photos."""
    return rgb_profile(GENERIC_RGB_PRIMARIES, (1.8,), "Generic RGB Profile (Instagrid tests)")


def srgb_profile():
    """The bytes of littleCMS's sRGB profile, as a photo tagged sRGB carries one."""
    return ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()


def rgb_profile(primaries, curve_parameters, description):
    """An ICC v4 matrix/TRC display profile of `primaries` with the D65 white; the curve is an
    ICC parametric curve (one parameter: a gamma; five: the sRGB form)."""
    m = rgb_to_xyz(primaries)
    source = _apply(BRADFORD, _xyz(D65))
    target = _apply(BRADFORD, D50_XYZ)
    scale = ((target[0] / source[0], 0, 0), (0, target[1] / source[1], 0), (0, 0, target[2] / source[2]))
    chad = _mul(_inverse(BRADFORD), _mul(scale, BRADFORD))
    adapted = _mul(chad, m)
    curve = b"para\0\0\0\0" + struct.pack(">HH", 0 if len(curve_parameters) == 1 else 3, 0) + b"".join(
        _s15(v) for v in curve_parameters)
    tags = [
        (b"desc", _tag_mluc(description)),
        (b"cprt", _tag_mluc("CC0")),
        (b"wtpt", _tag_xyz(D50_XYZ)),
        (b"chad", b"sf32\0\0\0\0" + b"".join(_s15(v) for row in chad for v in row)),
        (b"rXYZ", _tag_xyz([adapted[i][0] for i in range(3)])),
        (b"gXYZ", _tag_xyz([adapted[i][1] for i in range(3)])),
        (b"bXYZ", _tag_xyz([adapted[i][2] for i in range(3)])),
        (b"rTRC", curve), (b"gTRC", curve), (b"bTRC", curve),
    ]
    offset = 128 + 4 + 12 * len(tags)
    table, data = b"", b""
    for signature, body in tags:
        table += signature + struct.pack(">II", offset + len(data), len(body))
        data += body + b"\0" * (-len(body) % 4)
    size = offset + len(data)
    now = datetime.datetime(2026, 1, 1)
    header = (struct.pack(">I4sI4s4s4s", size, b"\0\0\0\0", 0x04300000, b"mntr", b"RGB ", b"XYZ ")
              + struct.pack(">6H", now.year, now.month, now.day, 0, 0, 0)
              + b"acsp" + b"\0" * 24 + struct.pack(">I", 0) + b"".join(_s15(v) for v in D50_XYZ)
              + b"\0" * 48)
    assert len(header) == 128
    return header + struct.pack(">I", len(tags)) + table + data


def stripes_photo(width=1600, height=1200, padding=0):
    """JPEG bytes of the P3 stripes (4:4:4, quality 100) tagged with the Display P3 profile, and
    `padding` bytes after its picture (as an HDR photo's gain map lies after it)."""
    image = Image.new("RGB", (width, height))
    for index, colour in enumerate(STRIPES):
        image.paste(colour, (index * width // len(STRIPES), 0, (index + 1) * width // len(STRIPES), height))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=100, subsampling=0, icc_profile=display_p3_profile())
    return out.getvalue() + bytes(padding)


def tagged_photo(profile, colour, width=600, height=800):
    """JPEG bytes of a flat `colour` (levels in `profile`'s space, or untagged sRGB for None)
    with a light centre marker, tagged with `profile`."""
    image = Image.new("RGB", (width, height), colour)
    image.paste((250, 250, 250), (width // 2 - 60, height // 2 - 60, width // 2 + 60, height // 2 + 60))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=95, subsampling=0, **({"icc_profile": profile} if profile else {}))
    return out.getvalue()


def profile_name(image):
    """The description of `image`'s ICC profile, or None for an untagged image."""
    icc = image.info.get("icc_profile")
    return ImageCms.getProfileDescription(ImageCms.ImageCmsProfile(io.BytesIO(icc))).strip() if icc else None


def _srgb_transform(icc):
    return ImageCms.buildTransform(ImageCms.ImageCmsProfile(io.BytesIO(icc)), ImageCms.createProfile("sRGB"), "RGB",
                                   "RGB", renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC)


def convert_to_srgb(image):
    """Converts `image` (RGB, with an ICC profile) to sRGB in place, keeping its format and info."""
    ImageCms.applyTransform(image, _srgb_transform(image.info["icc_profile"]), inPlace=True)


def in_srgb(image):
    """`image` (RGB) converted to sRGB through its own ICC profile (as it is when untagged)."""
    icc = image.info.get("icc_profile")
    if not icc:
        return image.convert("RGB")
    return ImageCms.profileToProfile(image.convert("RGB"), ImageCms.ImageCmsProfile(io.BytesIO(icc)),
                                     ImageCms.createProfile("sRGB"),
                                     renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC)


def image_in_srgb(image):
    """`image` (RGB levels in Display P3, untagged, as headless Chromium's screenshot gives a
    P3 canvas) in sRGB."""
    return ImageCms.profileToProfile(image.convert("RGB"), ImageCms.ImageCmsProfile(io.BytesIO(display_p3_profile())),
                                     ImageCms.createProfile("sRGB"), renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC)
