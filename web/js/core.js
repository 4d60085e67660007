// The Swift core, compiled to instagrid.wasm, seen from JavaScript (see
// Sources/instagrid-wasm-shim/ABI.md). Used by the page (geometry, share flow) and by the
// compose worker (pixels). Every number of the geometry comes from here, never from JS maths.

import { corePath } from './engine.js';

const STATUS_WORDS = new Map([
  [-1, 'invalid argument'],
  [-2, 'out of memory'],
  [-3, 'unknown layout'],
  [-4, 'canvas side out of range'],
]);

/** A negative status returned by the module. */
export class CoreError extends Error {
  constructor(call, status) {
    super(`${call} failed: ${STATUS_WORDS.get(status) ?? `status ${status}`}`);
    this.name = 'CoreError';
    this.status = status;
  }
}

// The three builds of the same module (scripts/build-wasm.sh); web/js/engine.js picks one.
const BUILDS = {
  simd: new URL('../instagrid.wasm', import.meta.url),
  scalar: new URL('../instagrid-scalar.wasm', import.meta.url),
  wasm2js: new URL('../instagrid-wasm2js.js', import.meta.url),
};

/**
 * Loads the build of the module this engine can run (`path`: 'simd', 'scalar' or 'wasm2js';
 * by default found by feature detection). Every build imports nothing and exports the same ABI.
 */
export async function loadCore(path) {
  path ??= await corePath();
  if (!Object.hasOwn(BUILDS, path)) throw new Error(`unknown core build: ${path}`);
  const exports = path === 'wasm2js' ? (await import(BUILDS.wasm2js.href)).instantiate() : await instantiate(BUILDS[path]);
  return new Core(exports, path);
}

async function instantiate(url) {
  const response = fetch(url);
  let instance;
  try {
    ({ instance } = await WebAssembly.instantiateStreaming(response, {}));
  } catch (error) {
    // A server without the application/wasm type: compile from the bytes instead.
    if (!(error instanceof TypeError)) throw error;
    const bytes = await (await fetch(url)).arrayBuffer();
    ({ instance } = await WebAssembly.instantiate(bytes, {}));
  }
  return instance.exports;
}

export class Core {
  #x;
  #path;
  #cells = new Map();

  constructor(exports, path) {
    this.#x = exports;
    this.#path = path;
  }

  /** Which build runs: 'simd', 'scalar' or 'wasm2js'. */
  get path() {
    return this.#path;
  }

  #check(call, value) {
    if (value < 0) throw new CoreError(call, value);
    return value;
  }

  /** `side` brought into the canvas sides the core supports. */
  clampSide(side) {
    return this.#x.ig_clamp_side(side);
  }

  /** The layout numbers the core knows, in button order. */
  layoutNumbers() {
    const count = this.#check('ig_layout_count', this.#x.ig_layout_count());
    return Array.from({ length: count }, (_, i) => this.#check('ig_layout_number', this.#x.ig_layout_number(i)));
  }

  /** Cells of `layout` on a `side`-pixel square, in cell order: {x, y, width, height, slot}. */
  cells(layout, side) {
    const key = `${layout}:${side}`;
    let cells = this.#cells.get(key);
    if (cells) return cells;
    const count = this.#check('ig_layout_cell_count', this.#x.ig_layout_cell_count(layout));
    cells = [];
    for (let i = 0; i < count; i++) {
      const field = (f) => this.#check('ig_layout_cell', this.#x.ig_layout_cell(layout, side, i, f));
      cells.push({ x: field(0), y: field(1), width: field(2), height: field(3), slot: field(4) });
    }
    Object.freeze(cells);
    if (this.#cells.size >= 64) this.#cells.clear(); // every resize or zoom adds a side
    this.#cells.set(key, cells);
    return cells;
  }

  /** The picture sides offered, smallest first. */
  pictureSides() {
    const count = this.#check('ig_picture_side_count', this.#x.ig_picture_side_count());
    return Array.from({ length: count }, (_, i) => this.#check('ig_picture_side', this.#x.ig_picture_side(i)));
  }

  /** The most pixels a photo may have. */
  maxPhotoPixels() {
    return this.#x.ig_photo_max_pixels();
  }

  /** The CSS colour a photo's transparent pixels are laid over, on screen as in the picture. */
  photoBackdrop() {
    return `#${this.#x.ig_photo_backdrop().toString(16).padStart(6, '0')}`;
  }

  /** What a photo in `slot` must cover for a `side`-pixel picture in any layout: {width, height}. */
  slotNeed(slot, side) {
    const field = (f) => this.#check('ig_slot_need', this.#x.ig_slot_need(slot, side, f));
    return { width: field(0), height: field(1) };
  }

  /** The centred aspect-fill crop of a photo in a cell, in the photo's pixels. */
  crop(sourceWidth, sourceHeight, cellWidth, cellHeight) {
    const field = (f) =>
      this.#check('ig_crop', this.#x.ig_crop(sourceWidth, sourceHeight, cellWidth, cellHeight, f));
    return { x: field(0), y: field(1), width: field(2), height: field(3) };
  }

  // --- Memory and compositing (the worker) ---

  /** A 16-byte-aligned block of `bytes`; throws when memory is exhausted. */
  alloc(bytes) {
    const address = this.#x.ig_alloc(bytes) >>> 0;
    if (address === 0) throw new CoreError('ig_alloc', -2);
    return address;
  }

  free(address) {
    this.#x.ig_free(address);
  }

  /** A fresh view of module memory: any allocation may grow (and detach) the old buffer. */
  bytes(address, length) {
    return new Uint8Array(this.#x.memory.buffer, address, length);
  }

  /** The module's linear memory size: it only grows, so this is its peak. */
  memoryBytes() {
    return this.#x.memory.buffer.byteLength;
  }

  int32s(address, count) {
    return new Int32Array(this.#x.memory.buffer, address, count);
  }

  compose(layout, side, output, photoTable) {
    this.#check('ig_compose', this.#x.ig_compose(layout, side, output, photoTable));
  }

  // --- Share flow (the reducer) ---

  flowNew() {
    const handle = this.#x.ig_flow_new() >>> 0;
    if (handle === 0) throw new CoreError('ig_flow_new', -2);
    return handle;
  }

  flowDispatch(handle, event, [a = 0, b = 0, c = 0, d = 0, e = 0]) {
    return this.#check('ig_flow_dispatch', this.#x.ig_flow_dispatch(handle, event, a, b, c, d, e));
  }

  /** Copies `bytes` (a file's first bytes) into the module and lets the reducer read them. */
  flowHeaderRead(handle, slot, ticket, bytes, fileSize) {
    const address = this.alloc(Math.max(1, bytes.length));
    try {
      this.bytes(address, bytes.length).set(bytes);
      return this.#check('ig_flow_header_read', this.#x.ig_flow_header_read(handle, slot, ticket, address, bytes.length, fileSize));
    } finally {
      this.free(address);
    }
  }

  flowSlotPhoto(handle, slot, field) {
    return this.#x.ig_flow_slot_photo(handle, slot, field);
  }

  flowSlotFraming(handle, slot, field) {
    return this.#x.ig_flow_slot_framing(handle, slot, field);
  }

  flowSlotCrop(handle, slot, field) {
    return this.#x.ig_flow_slot_crop(handle, slot, field);
  }

  /** The slot next to `slot`'s cell in `layout` toward `direction` (Direction), or null. */
  layoutNeighbour(layout, slot, direction) {
    const neighbour = this.#x.ig_layout_neighbour(layout, slot, direction);
    return neighbour >= 0 ? neighbour : null;
  }

  flowSlotSharpRegion(handle, slot, sourceWidth, sourceHeight, field) {
    return this.#x.ig_flow_slot_sharp_region(handle, slot, sourceWidth, sourceHeight, field);
  }

  flowEffect(handle, index, field) {
    return this.#x.ig_flow_effect(handle, index, field);
  }

  flowState(handle, field) {
    return this.#x.ig_flow_state(handle, field);
  }
}
