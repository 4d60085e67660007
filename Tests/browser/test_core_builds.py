"""The three builds of the core (SIMD, scalar, wasm2js; scripts/build-wasm.sh) are one module:
in the same page they give the same layouts and crops and compose the same picture, byte for
byte, from the same photos. One engine that runs all three is enough: which build an engine
picks, and the picture it makes, are the shared scenarios' business (test_engines.py)."""

import pytest

from support import devices, p3

SAME_WORK = """
async ([number, format, side, spacing, colour, radius]) => {
  const { loadCore } = await import('/js/core/core.js');
  const { Record } = await import('/js/core/abi.js');
  const words = Record.Photo.words;
  const results = {};
  for (const build of ['simd', 'scalar', 'wasm2js']) {
    const core = await loadCore(build);
    const layout = core.layouts().find((entry) => entry.number === number).form;
    // Four photos of different shapes, filled by a fixed-seed xorshift: the same bytes each time.
    let seed = 2463534242;
    const next = () => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return seed >>> 0; };
    const shapes = [[1200, 900], [700, 1300], [2000, 640], [999, 1001], [300, 1500], [1600, 500]];
    // A record per slot of the core's (the slots past the photos' are empty: address 0).
    const slots = core.slotCount();
    const table = core.alloc(slots * words * 4);
    core.int32s(table, slots * words).fill(0);
    shapes.forEach(([width, height], slot) => {
      const address = core.alloc(width * height * 4);
      const bytes = core.bytes(address, width * height * 4);
      for (let i = 0; i < bytes.length; i += 4) {
        const value = next();
        bytes[i] = value; bytes[i + 1] = value >>> 8; bytes[i + 2] = value >>> 16; bytes[i + 3] = 255;
      }
      // Photo records: address, width, height, framing (zoom, focus in millionths; 0: centred),
      // orientation (EXIF; slot 1 turned a quarter right, slot 3 mirrored; 0: upright).
      const framing = slot === 2 ? [2_500_000, 300_000, 600_000] : [0, 0, 0];
      const orientation = [0, 6, 0, 2, 0, 0][slot];
      core.int32s(table, slots * words).set([address, width, height, ...framing, orientation], slot * words);
    });
    const { width, height } = core.pictureSize(format, side);
    const output = core.alloc(width * height * 4);
    // The frame's spacing, colour and radius, through the C ABI itself, the colour written in
    // Display P3 (ColourSpace 1) as on an engine with P3 canvases: every build writes the same.
    core.withText(layout, (form, length) =>
      core.call('ig_compose', form, length, format, side, spacing, colour, radius, 1, 0, height, output, table));
    const digest = await crypto.subtle.digest('SHA-256', core.bytes(output, width * height * 4).slice());
    results[build] = {
      path: core.path,
      layouts: core.layouts(),
      cells: core.cells({ layout, format, side, frame: { spacing, colour, radius } }),
      crop: core.crop(4032, 3024, 700, 500),
      picture: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''),
      frame: [...core.bytes(output, 3)], // the top-left pixel: the frame, written in Display P3
    };
  }
  return results;
}
"""


# (layout, format, side, spacing, colour, radius): the spec's square, and a six-photo story with
# rounded corners in a frame of another colour.
@pytest.mark.parametrize("picture", [(3, 0, 1080, 50, 0x106698, 0), (1, 0, 2048, 50, 0x106698, 0), (20, 3, 1080, 30, 0xFFFFFF, 200)], ids=str)
def test_the_three_builds_compose_the_same_picture(open_app, picture):
    app = open_app(devices.SMALLEST, "portrait")
    results = app.driver.js(SAME_WORK, list(picture))
    assert [results[build]["path"] for build in ("simd", "scalar", "wasm2js")] == ["simd", "scalar", "wasm2js"]
    for build in ("scalar", "wasm2js"):
        for key in ("layouts", "cells", "crop", "picture", "frame"):
            assert results[build][key] == results["simd"][key], f"{build} differs from SIMD in {key}"
    colour = picture[4]
    chosen = ((colour >> 16) & 255, (colour >> 8) & 255, colour & 255)
    assert tuple(results["simd"]["frame"]) == p3.srgb_to_p3(chosen), "the frame in P3 as the reference writes it"
