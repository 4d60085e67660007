// The Swift core, compiled to instagrid.wasm, seen from JavaScript (see docs/abi.md). Used by the page (geometry, share flow) and by the
// compose worker (pixels). Every number of the geometry comes from here, never from JS maths.

import { EXPORTS, Record, RESULT_WORDS, STATUS_WORDS } from './abi.js';
import { corePath } from './engine.js';

/** A negative status returned by the module. */
export class CoreError extends Error {
  /** @param {string} call @param {number} status */
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
  const missing = EXPORTS.filter((name) => typeof exports[name] !== 'function');
  if (missing.length > 0) throw new Error(`the ${path} core does not export ${missing.join(', ')}: a stale build?`);
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

/** @typedef {{x: number, y: number, width: number, height: number}} Rect */
/** @typedef {Rect & {slot: number}} Cell */
/** @typedef {{width: number, height: number}} Size */
/** @typedef {{kind: number, a: number, b: number, c: number, d: number}} Effect */
/**
 * A slot's photo for compose: its RGBA bytes in module memory and its framing in millionths
 * (zoom 0: centred).
 * @typedef {{address: number, width: number, height: number, zoom?: number, focusX?: number, focusY?: number}} ComposedPhoto
 */

export class Core {
  #x;
  #path;
  #cells = new Map();
  /** The block calls write their records into (`RESULT_WORDS` i32s), made on first use. */
  #out = 0;

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

  get #block() {
    if (this.#out === 0) this.#out = this.alloc(RESULT_WORDS * 4);
    return this.#out;
  }

  /**
   * Calls `call` with `args` and the result block, and reads back the records it wrote, each as
   * an object with `layout`'s field names (a Record of abi.js).
   */
  #records(call, layout, ...args) {
    const count = this.#check(call, this.#x[call](...args, this.#block));
    return this.#read(this.#block, count, layout);
  }

  /** `count` records laid out as `layout` at `address`, as objects. */
  #read(address, count, layout) {
    const words = this.int32s(address, count * layout.words);
    const fields = Object.entries(layout).filter(([name]) => name !== 'words');
    return Array.from({ length: count }, (_, i) =>
      Object.fromEntries(fields.map(([name, index]) => [name, words[i * layout.words + index]])),
    );
  }

  /** `side` brought into the canvas sides the core supports. */
  clampSide(side) {
    return this.#x.ig_clamp_side(side);
  }

  /** The layout numbers the core knows, in button order. @returns {number[]} */
  layoutNumbers() {
    return this.#records('ig_layouts', Record.Number).map((record) => record.value);
  }

  /** Cells of `layout` on a `side`-pixel square, in cell order. @returns {readonly Cell[]} */
  cells(layout, side) {
    const key = `${layout}:${side}`;
    let cells = this.#cells.get(key);
    if (cells) return cells;
    cells = Object.freeze(this.#records('ig_layout_cells', Record.Cell, layout, side));
    if (this.#cells.size >= 64) this.#cells.clear(); // every resize or zoom adds a side
    this.#cells.set(key, cells);
    return cells;
  }

  /** The picture sides offered, smallest first. @returns {number[]} */
  pictureSides() {
    return this.#records('ig_picture_sides', Record.Number).map((record) => record.value);
  }

  /** How many slots a grid has. */
  slotCount() {
    return this.#x.ig_slot_count();
  }

  /** The most pixels a photo may have. */
  maxPhotoPixels() {
    return this.#x.ig_photo_max_pixels();
  }

  /** The CSS colour a photo's transparent pixels are laid over, on screen as in the picture. */
  photoBackdrop() {
    return `#${this.#x.ig_photo_backdrop().toString(16).padStart(6, '0')}`;
  }

  /** What a photo in `slot` must cover for a `side`-pixel picture in any layout. @returns {Size} */
  slotNeed(slot, side) {
    return this.#records('ig_slot_need', Record.Size, slot, side)[0];
  }

  /** The centred aspect-fill crop of a photo in a cell, in the photo's pixels. @returns {Rect} */
  crop(sourceWidth, sourceHeight, cellWidth, cellHeight) {
    return this.#records('ig_crop', Record.Rect, sourceWidth, sourceHeight, cellWidth, cellHeight)[0];
  }

  /** The slot next to `slot`'s cell in `layout` toward `direction` (a Direction), or null. */
  layoutNeighbour(layout, slot, direction) {
    return this.#records('ig_layout_neighbour', Record.Number, layout, slot, direction)[0]?.value ?? null;
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

  /**
   * Paints `layout` at `side` pixels into the `side² × 4` bytes at `output`; `photos[slot]` is
   * that slot's photo, or null for an empty one.
   * @param {number} layout @param {number} side @param {number} output
   * @param {(ComposedPhoto | null | undefined)[]} photos
   */
  compose(layout, side, output, photos) {
    const { words } = Record.Photo;
    const slots = this.slotCount();
    const table = this.alloc(slots * words * 4);
    try {
      const records = this.int32s(table, slots * words).fill(0);
      for (let slot = 0; slot < slots; slot++) {
        const photo = photos[slot];
        if (!photo) continue;
        for (const field of ['address', 'width', 'height', 'zoom', 'focusX', 'focusY']) {
          records[slot * words + Record.Photo[field]] = photo[field] ?? 0;
        }
      }
      this.#check('ig_compose', this.#x.ig_compose(layout, side, output, table));
    } finally {
      this.free(table);
    }
  }

  // --- Share flow (the reducer) ---

  flowNew() {
    const handle = this.#x.ig_flow_new() >>> 0;
    if (handle === 0) throw new CoreError('ig_flow_new', -2);
    return handle;
  }

  flowFree(handle) {
    this.#x.ig_flow_free(handle);
  }

  /** Applies `event` with up to five arguments; returns its effects, in order. @returns {Effect[]} */
  flowDispatch(handle, event, [a = 0, b = 0, c = 0, d = 0, e = 0]) {
    return /** @type {Effect[]} */ (this.#records('ig_flow_dispatch', Record.Effect, handle, event, a, b, c, d, e));
  }

  /** Copies `bytes` (a file's first bytes) into the module and lets the reducer read them. */
  flowHeaderRead(handle, slot, ticket, bytes, fileSize) {
    const address = this.alloc(Math.max(1, bytes.length));
    try {
      this.bytes(address, bytes.length).set(bytes);
      return /** @type {Effect[]} */ (
        this.#records('ig_flow_header_read', Record.Effect, handle, slot, ticket, address, bytes.length, fileSize)
      );
    } finally {
      this.free(address);
    }
  }

  /** The flow's state: its State record's fields, with `slots`, one Slot record each. */
  flowSnapshot(handle) {
    const [state] = this.#records('ig_flow_snapshot', Record.State, handle);
    return { ...state, slots: this.#read(this.#block + Record.State.words * 4, state.slotCount, Record.Slot) };
  }

  /** The region of its photo `slot` should get decoded sharp, or null when none is needed. */
  flowSharpRegion(handle, slot, sourceWidth, sourceHeight) {
    return this.#records('ig_flow_sharp_region', Record.SharpRegion, handle, slot, sourceWidth, sourceHeight)[0] ?? null;
  }
}
