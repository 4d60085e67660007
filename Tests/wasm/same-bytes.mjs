// One core, one result: the native CLI and each build of the module (SIMD, scalar, wasm2js),
// run here in Node, compose the same photos, layouts, formats, frames, framings, turns and sides;
// the pictures must be equal byte for byte. Each build also makes the CLI's layout for the
// photos (`layouts --fit`, `compose --layout fit`). Usage: node Tests/wasm/same-bytes.mjs CLI
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Core } from '../../web/js/core/core.js';
import { Event, RESULT_WORDS, Record } from '../../web/js/core/abi.js';
import { Flow } from '../../web/js/core/flow.js';
import { MILLION } from '../../web/js/core/flow-state.js';

const [cli] = process.argv.slice(2);
if (!cli) throw new Error('usage: node Tests/wasm/same-bytes.mjs CLI');
const web = new URL('../../web/', import.meta.url);
const builds = {
  simd: (await WebAssembly.instantiate(readFileSync(new URL('instagrid.wasm', web)), {})).instance.exports,
  scalar: (await WebAssembly.instantiate(readFileSync(new URL('instagrid-scalar.wasm', web)), {})).instance.exports,
  wasm2js: (await import(new URL('instagrid-wasm2js.js', web).href)).instantiate(),
};

/** Photo-like RGBA with every alpha from clear to opaque (a fixed seed: the same each run). */
function photo(width, height, seed) {
  const rgba = new Uint8Array(width * height * 4);
  let state = seed;
  for (let i = 0; i < rgba.length; i += 4) {
    state = (state * 1103515245 + 12345) >>> 0;
    const x = (i / 4) % width;
    const y = Math.floor(i / 4 / width);
    rgba[i] = (x * 7 + (state >>> 24)) & 255;
    rgba[i + 1] = (y * 5 + (state >>> 16)) & 255;
    rgba[i + 2] = ((x + y) * 3) & 255;
    rgba[i + 3] = i % 28 === 0 ? state >>> 24 : 255;
  }
  return { width, height, rgba };
}

const photos = [
  photo(301, 199, 1), photo(160, 240, 2), photo(97, 97, 3), photo(640, 427, 4), photo(50, 300, 5), photo(211, 88, 6),
  photo(120, 160, 7), photo(333, 111, 8), photo(64, 64, 9),
];
// Framings the CLI's --frame takes exactly (ZOOM@X,Y with short decimals).
const framings = [
  null, { zoom: 2, x: 0.25, y: 0.75 }, { zoom: 1.5, x: 0, y: 1 }, { zoom: 5, x: 0.5, y: 0.5 }, null, { zoom: 1.2, x: 1, y: 0 },
  null, { zoom: 2.5, x: 0.5, y: 0.2 }, null,
];
// How each slot's photo is turned in the pictures that turn them: every EXIF orientation,
// quarter turns and mirrors, one per slot of nine (the CLI's --orientation, the Photo record's).
const orientations = [6, 2, 8, 5, 3, 7, 4, 1, 6];
// Frames the CLI's --spacing, --radius and --colour take exactly (percent with one decimal).
const frames = [
  { spacing: 50, colour: 0x106698, radius: 0 },
  { spacing: 0, colour: 0xffffff, radius: 250 },
  { spacing: 100, colour: 0x000000, radius: 120 },
  { spacing: 37, colour: 0x12ab34, radius: 5 },
];
const scratch = mkdtempSync(join(tmpdir(), 'instagrid-same-bytes-'));
let compared = 0;
try {
  const inputs = photos.map((p, index) => {
    const path = join(scratch, `photo-${index}.rgba`);
    writeFileSync(path, p.rgba);
    return path;
  });
  const reference = new Core(builds.simd, 'simd');
  const ratios = reference.formats();
  const pictures = [];
  // Every layout in every format, at a small odd side, in frames of every kind.
  reference.layouts().forEach(({ form }, index) => {
    ratios.forEach((_, format) => {
      const frame = frames[(index + format) % frames.length];
      pictures.push({ layout: form, format, side: 97, frame, framed: (index + format) % 2 === 1 });
    });
  });
  // The spec's three, square in the spec's frame, from the smallest side to a feed's.
  for (const { form } of reference.layouts().slice(0, 3)) {
    for (const side of [16, 333, 1080]) {
      for (const framed of [false, true]) pictures.push({ layout: form, format: 0, side, frame: frames[0], framed });
    }
  }
  // Every other layout with its first divider moved as `layouts --divider` moves it (toward its
  // far limit), composed by the form the CLI prints, in every format.
  reference.layouts().forEach(({ number }, index) => {
    if (index % 2) return;
    const json = (/** @type {string[]} */ extra) =>
      JSON.parse(execFileSync(cli, ['layouts', '--json', '--size', '97', '--layout', String(number), ...extra], { encoding: 'utf8' }));
    const [first] = json([]).dividers;
    const fraction = Math.round((first.min * 0.3 + first.max * 0.7) * 1000) / 1000;
    const moved = json(['--divider', `1=${fraction}`]);
    if (moved.dividers[0].fraction !== fraction) throw new Error(`layout ${number}: divider 1 at ${moved.dividers[0].fraction}, not ${fraction}`);
    const format = index % ratios.length;
    pictures.push({ layout: moved.form, format, side: 97, frame: frames[index % frames.length], framed: false });
  });
  // Every layout again with its photos turned, framed in every other one; and the spec's three
  // at larger sides, turned and framed.
  reference.layouts().forEach(({ form }, index) => {
    const format = (index * 3) % ratios.length;
    pictures.push({ layout: form, format, side: 97, frame: frames[index % frames.length], framed: index % 2 === 0, turned: true });
  });
  for (const { form } of reference.layouts().slice(0, 3)) {
    for (const side of [333, 1080]) pictures.push({ layout: form, format: 0, side, frame: frames[1], framed: true, turned: true });
  }
  // Cells taller than the compositor's block of 1024 output rows: a story's full-height cells.
  for (const number of [4, 10]) {
    const { form } = reference.layouts().find((entry) => entry.number === number) ?? {};
    pictures.push({ layout: form, format: 3, side: 1080, frame: frames[0], framed: number === 10, turned: true });
  }
  for (const picture of pictures) {
    const { layout, format, side, frame, framed, turned } = picture;
    const cells = reference.cells(picture);
    // The CLI takes one photo per cell in cell order; the module one per slot.
    const ratio = ratios[format];
    const args = [
      'compose', '--layout', String(layout), '--size', String(side), '--aspect', `${ratio.width}:${ratio.height}`,
      '--spacing', String(frame.spacing / 10), '--radius', String(frame.radius / 10), '--colour', `#${frame.colour.toString(16).padStart(6, '0')}`,
    ];
    cells.forEach((cell) => {
      const f = framed ? framings[cell.slot] : null;
      if (f) args.push('--frame', `${f.zoom}@${f.x},${f.y}`);
      if (turned) args.push('--orientation', String(orientations[cell.slot]));
      args.push('--raw', `${photos[cell.slot].width}x${photos[cell.slot].height}`, inputs[cell.slot]);
    });
    const output = join(scratch, 'cli.pam');
    execFileSync(cli, [...args, '-o', output]);
    const pam = readFileSync(output);
    const native = pam.subarray(pam.indexOf('ENDHDR\n') + 'ENDHDR\n'.length);
    for (const [path, exports] of Object.entries(builds)) {
      // Every other picture is painted in bands of an odd height, as the compose worker paints
      // it: the bands must add up to the CLI's picture, byte for byte.
      const module = compose(new Core(exports, path), picture, cells, framed, compared % 2 ? 97 : 0, turned);
      const differing = module.findIndex((byte, i) => byte !== native[i]);
      if (module.length !== native.length || differing >= 0) {
        throw new Error(
          `layout ${layout}, format ${format}, side ${side}, frame ${JSON.stringify(frame)}, ${framed ? 'framed' : 'centred'}${turned ? ', turned' : ''}: ` +
            `the ${path} module differs from the CLI at byte ${differing} of ${native.length} (${module[differing]} against ${native[differing]})`,
        );
      }
      compared++;
    }
  }
  // Layouts made for the photos: every build finds the layout the CLI prints for them, and
  // composes it to the bytes `compose --layout fit` writes (the first photo in slot 0).
  for (const [count, format] of [[9, 3], [4, 1], [2, 0], [6, 4]]) {
    const chosen = photos.slice(0, count);
    const { width, height } = ratios[format];
    const sizes = chosen.map((p) => `${p.width}x${p.height}`).join(',');
    const listed = JSON.parse(
      execFileSync(cli, ['layouts', '--fit', sizes, '--aspect', `${width}:${height}`, '--size', '97', '--json'], { encoding: 'utf8' }),
    );
    const picture = { layout: listed.form, format, side: 97, frame: frames[0], framed: false };
    const output = join(scratch, 'fit.pam');
    const raw = chosen.flatMap((p, slot) => ['--raw', `${p.width}x${p.height}`, inputs[slot]]);
    execFileSync(cli, ['compose', '--layout', 'fit', '--size', '97', '--aspect', `${width}:${height}`, ...raw, '-o', output]);
    const pam = readFileSync(output);
    const native = pam.subarray(pam.indexOf('ENDHDR\n') + 'ENDHDR\n'.length);
    for (const [path, exports] of Object.entries(builds)) {
      const core = new Core(exports, path);
      const [records, out] = [core.alloc(count * 8), core.alloc(RESULT_WORDS * 4)];
      core.int32s(records, count * 2).set(chosen.flatMap((p) => [p.width, p.height]));
      const made = core.call('ig_fit_layouts', records, count, format, 97, frames[0].spacing, out);
      const record = core.int32s(out, Record.FitLayout.words);
      const form = new TextDecoder().decode(core.bytes(out + record[Record.FitLayout.formOffset], record[Record.FitLayout.formLength]));
      core.free(records);
      core.free(out);
      if (made < 1 || form !== listed.form) throw new Error(`${count} photos in format ${format}: the ${path} module made ${form}, the CLI ${listed.form}`);
      const module = compose(core, picture, reference.cells(picture), false);
      if (module.length !== native.length || module.some((byte, i) => byte !== native[i])) {
        throw new Error(`${count} photos in format ${format}: the ${path} module's picture of ${form} differs from compose --layout fit`);
      }
      compared++;
    }
  }
  // Two instances of the JavaScript build in one realm keep to their own memory: the one made
  // first goes on after the second is made (a share flow, then a picture), as the SIMD module does.
  // Flows with no page: only their state is compared here, so their effects go nowhere.
  const flowOf = (/** @type {Core} */ core) => {
    const flow = new Flow(core);
    flow.connect({ render() {}, perform() {} });
    return flow;
  };
  const wasm2js = await import(new URL('instagrid-wasm2js.js', web).href);
  const first = new Core(wasm2js.instantiate(), 'wasm2js');
  const firstFlow = flowOf(first);
  const second = new Core(wasm2js.instantiate(), 'wasm2js');
  flowOf(second).send(Event.layoutTapped, 3);
  const simdFlow = flowOf(new Core(builds.simd, 'simd'));
  for (const flow of [firstFlow, simdFlow]) {
    flow.send(Event.formatChosen, 3);
    flow.send(Event.frameChosen, 30, 0xffffff, 200);
    flow.send(Event.layoutTapped, 22);
  }
  if (JSON.stringify(firstFlow.state) !== JSON.stringify(simdFlow.state)) throw new Error('two wasm2js instances in one realm share memory (flow)');
  const picture = pictures[pictures.length - 1];
  const cells = reference.cells(picture);
  const alone = compose(new Core(builds.simd, 'simd'), picture, cells, true);
  if (compose(first, picture, cells, true).some((byte, i) => byte !== alone[i])) throw new Error('two wasm2js instances in one realm share memory (picture)');
  compared++;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log(`same bytes: the CLI and the simd, scalar and wasm2js modules, ${compared} pictures compared`);

/**
 * The picture `core` composes of `cells`' photos, as a copy of its RGBA bytes: painted whole,
 * or in bands of `bandRows` rows; `turned`: each photo turned as `orientations` says.
 */
function compose(core, picture, cells, framed, bandRows = 0, turned = false) {
  const held = [];
  for (const { slot } of cells) {
    const p = photos[slot];
    const address = core.alloc(p.rgba.length);
    core.bytes(address, p.rgba.length).set(p.rgba);
    const f = framed ? framings[slot] : null;
    held[slot] = {
      address, width: p.width, height: p.height,
      ...(f && { zoom: f.zoom * MILLION, focusX: f.x * MILLION, focusY: f.y * MILLION }),
      ...(turned && { orientation: orientations[slot] }),
    };
  }
  const { width, height } = core.pictureSize(picture.format, picture.side);
  const rows = bandRows || height;
  const out = core.alloc(width * rows * 4);
  const pixels = new Uint8Array(width * height * 4);
  for (let top = 0; top < height; top += rows) {
    const band = { top, rows: Math.min(rows, height - top) };
    core.compose(picture, out, held, band);
    pixels.set(core.bytes(out, width * band.rows * 4), top * width * 4);
  }
  for (const photo of [...held.filter(Boolean).map((h) => h.address), out]) core.free(photo);
  return pixels;
}
