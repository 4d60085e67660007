// The Swift core seen from JavaScript: one typed method per call of its C ABI (docs/abi.md),
// reading the records the module writes. Every number of the geometry comes from here, never
// from JS maths. core.js loads a build and hands its exports to Core.

import { Record, RESULT_WORDS, STATUS_WORDS } from './abi.js';

/** @typedef {import('./abi.js').ExportName} ExportName */
/** @typedef {'simd' | 'scalar' | 'wasm2js' | 'bench'} CorePath a build of the module (bench: a harness's own instance) */
/**
 * The module's exports: its linear memory and the functions of EXPORTS, which take and return
 * i32s (those that return nothing are never read).
 * @typedef {{memory: WebAssembly.Memory} & Record<ExportName, (...args: number[]) => number>} CoreExports
 */
/**
 * A record the module wrote, read as an object: one number per field of `L` (a Record of
 * abi.js), `words` aside.
 * @template L
 * @typedef {{[K in Exclude<keyof L, 'words'>]: number}} RecordOf
 */
/** @typedef {RecordOf<typeof Record.State> & {slots: RecordOf<typeof Record.Slot>[]}} StateRecord */
/** @typedef {RecordOf<typeof Record.SharpRegion>} SharpRegionRecord */
/** @typedef {RecordOf<typeof Record.DecodePlan>} DecodePlan how one photo is decoded and kept (sizes in pixels) */
/** @typedef {RecordOf<typeof Record.Keeping>} Keeping how pictures and drafts are encoded and kept (qualities in thousandths) */

/** A negative status returned by the module. */
export class CoreError extends Error {
  /** @param {string} call @param {number} status */
  constructor(call, status) {
    super(`${call} failed: ${STATUS_WORDS.get(status) ?? `status ${status}`}`);
    this.name = 'CoreError';
    this.status = status;
  }
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
  /** @type {CoreExports} */
  #x;
  /** @type {CorePath} */
  #path;
  /** @type {Map<string, readonly Cell[]>} `${layout}:${side}` → cells */
  #cells = new Map();
  /** The block calls write their records into (`RESULT_WORDS` i32s), made on first use. */
  #out = 0;

  /** @param {CoreExports} exports @param {CorePath} path */
  constructor(exports, path) {
    this.#x = exports;
    this.#path = path;
  }

  /**
   * Which build runs: 'simd', 'scalar' or 'wasm2js'.
   * @returns {CorePath}
   */
  get path() {
    return this.#path;
  }

  /** @param {string} call @param {number} value */
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
   * @template {{words: number}} L
   * @param {ExportName} call @param {L} layout @param {...number} args @returns {RecordOf<L>[]}
   */
  #records(call, layout, ...args) {
    const count = this.#check(call, this.#x[call](...args, this.#block));
    return this.#read(this.#block, count, layout);
  }

  /**
   * `count` records laid out as `layout` at `address`, as objects.
   * @template {{words: number}} L
   * @param {number} address @param {number} count @param {L} layout @returns {RecordOf<L>[]}
   */
  #read(address, count, layout) {
    const words = this.int32s(address, count * layout.words);
    /** @type {[string, number][]} */
    const fields = Object.entries(layout).filter(([name]) => name !== 'words');
    return Array.from({ length: count }, (_, i) =>
      // Object.fromEntries cannot carry the field names: they are `layout`'s, by construction.
      /** @type {RecordOf<L>} */ (Object.fromEntries(fields.map(([name, index]) => [name, words[i * layout.words + index]]))),
    );
  }

  /**
   * `side` brought into the canvas sides the core supports.
   * @param {number} side @returns {number}
   */
  clampSide(side) {
    return this.#x.ig_clamp_side(side);
  }

  /**
   * The layout numbers the core knows, in button order.
   * @returns {number[]}
   */
  layoutNumbers() {
    return this.#records('ig_layouts', Record.Number).map((record) => record.value);
  }

  /**
   * Cells of `layout` on a `side`-pixel square, in cell order.
   * @param {number} layout @param {number} side @returns {readonly Cell[]}
   */
  cells(layout, side) {
    const key = `${layout}:${side}`;
    let cells = this.#cells.get(key);
    if (cells) return cells;
    cells = Object.freeze(this.#records('ig_layout_cells', Record.Cell, layout, side));
    if (this.#cells.size >= 64) this.#cells.clear(); // every resize or zoom adds a side
    this.#cells.set(key, cells);
    return cells;
  }

  /**
   * The picture sides offered, smallest first.
   * @returns {number[]}
   */
  pictureSides() {
    return this.#records('ig_picture_sides', Record.Number).map((record) => record.value);
  }

  /**
   * How many slots a grid has.
   * @returns {number}
   */
  slotCount() {
    return this.#x.ig_slot_count();
  }

  /**
   * The most pixels a photo may have.
   * @returns {number}
   */
  maxPhotoPixels() {
    return this.#x.ig_photo_max_pixels();
  }

  /**
   * How a photo of `source` pixels in a file of `fileBytes` is decoded and kept: the decode
   * covering the picture's `need`, the preview covering `screen` (with the core's headroom),
   * the draft's copy covering `draftNeed` (null: none), and whether the draft keeps the file.
   * @param {Size} source @param {number} fileBytes @param {Size} need @param {Size} screen
   * @param {Size | null} draftNeed @returns {DecodePlan}
   */
  decodePlan(source, fileBytes, need, screen, draftNeed) {
    const draft = draftNeed ?? { width: 0, height: 0 };
    const [plan] = this.#records('ig_decode_plan', Record.DecodePlan, source.width, source.height, Math.min(fileBytes, 0x7fffffff),
      need.width, need.height, screen.width, screen.height, draft.width, draft.height);
    return plan;
  }

  /**
   * How pictures and drafts are encoded and kept.
   * @returns {Keeping}
   */
  keeping() {
    return this.#records('ig_keeping', Record.Keeping)[0];
  }

  /**
   * How long passing news stays, in milliseconds (the core fades its own; the page's notices last as long).
   * @returns {number}
   */
  passingMilliseconds() {
    return this.#x.ig_passing_milliseconds();
  }

  /**
   * The CSS colour a photo's transparent pixels are laid over, on screen as in the picture.
   * @returns {string}
   */
  photoBackdrop() {
    return `#${this.#x.ig_photo_backdrop().toString(16).padStart(6, '0')}`;
  }

  /**
   * What a photo in `slot` must cover for a `side`-pixel picture in any layout.
   * @param {number} slot @param {number} side @returns {Size}
   */
  slotNeed(slot, side) {
    return this.#records('ig_slot_need', Record.Size, slot, side)[0];
  }

  /**
   * The centred aspect-fill crop of a photo in a cell, in the photo's pixels.
   * @param {number} sourceWidth @param {number} sourceHeight @param {number} cellWidth @param {number} cellHeight
   * @returns {Rect}
   */
  crop(sourceWidth, sourceHeight, cellWidth, cellHeight) {
    return this.#records('ig_crop', Record.Rect, sourceWidth, sourceHeight, cellWidth, cellHeight)[0];
  }

  /**
   * The slot next to `slot`'s cell in `layout` toward `direction` (a Direction), or null.
   * @param {number} layout @param {number} slot @param {number} direction @returns {number | null}
   */
  layoutNeighbour(layout, slot, direction) {
    return this.#records('ig_layout_neighbour', Record.Number, layout, slot, direction)[0]?.value ?? null;
  }

  // --- Memory and compositing (the worker) ---

  /**
   * A 16-byte-aligned block of `bytes`; throws when memory is exhausted.
   * @param {number} bytes @returns {number}
   */
  alloc(bytes) {
    const address = this.#x.ig_alloc(bytes) >>> 0;
    if (address === 0) throw new CoreError('ig_alloc', -2);
    return address;
  }

  /** @param {number} address a block from alloc */
  free(address) {
    this.#x.ig_free(address);
  }

  /**
   * A fresh view of module memory: any allocation may grow (and detach) the old buffer.
   * @param {number} address @param {number} length @returns {Uint8Array}
   */
  bytes(address, length) {
    return new Uint8Array(this.#x.memory.buffer, address, length);
  }

  /**
   * The module's linear memory size: it only grows, so this is its peak.
   * @returns {number}
   */
  memoryBytes() {
    return this.#x.memory.buffer.byteLength;
  }

  /**
   * A fresh view of `count` i32s of module memory at `address`.
   * @param {number} address @param {number} count
   */
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
        for (const field of /** @type {const} */ (['address', 'width', 'height', 'zoom', 'focusX', 'focusY'])) {
          records[slot * words + Record.Photo[field]] = photo[field] ?? 0;
        }
      }
      this.#check('ig_compose', this.#x.ig_compose(layout, side, output, table));
    } finally {
      this.free(table);
    }
  }

  // --- Share flow (the reducer) ---

  /**
   * A new share flow in its first state; its handle.
   * @returns {number}
   */
  flowNew() {
    const handle = this.#x.ig_flow_new() >>> 0;
    if (handle === 0) throw new CoreError('ig_flow_new', -2);
    return handle;
  }

  /** @param {number} handle */
  flowFree(handle) {
    this.#x.ig_flow_free(handle);
  }

  /**
   * Applies `event` with up to five arguments; returns its effects, in order.
   * @param {number} handle @param {number} event @param {number[]} args @returns {Effect[]}
   */
  flowDispatch(handle, event, [a = 0, b = 0, c = 0, d = 0, e = 0]) {
    return this.#records('ig_flow_dispatch', Record.Effect, handle, event, a, b, c, d, e);
  }

  /**
   * Copies `bytes` (a file's first bytes) into the module and lets the reducer read them.
   * @param {number} handle @param {number} slot @param {number} ticket @param {Uint8Array} bytes
   * @param {number} fileSize @returns {Effect[]}
   */
  flowHeaderRead(handle, slot, ticket, bytes, fileSize) {
    const address = this.alloc(Math.max(1, bytes.length));
    try {
      this.bytes(address, bytes.length).set(bytes);
      return this.#records('ig_flow_header_read', Record.Effect, handle, slot, ticket, address, bytes.length, fileSize);
    } finally {
      this.free(address);
    }
  }

  /**
   * Brings a kept draft back into an untouched grid; returns the effects (a header read for each
   * kept photo). `slots[slot]` is that slot's framing in millionths, or null where the draft
   * keeps no photo.
   * @param {number} handle @param {{layout: number, pictureSide: number, copied: boolean}} draft
   * @param {(import('./flow.js').Framing | null)[]} slots @returns {Effect[]}
   */
  flowRestore(handle, { layout, pictureSide, copied }, slots) {
    const { Draft, DraftSlot } = Record;
    const count = this.slotCount();
    const address = this.alloc((Draft.words + count * DraftSlot.words) * 4);
    try {
      const words = this.int32s(address, Draft.words + count * DraftSlot.words).fill(0);
      words[Draft.layout] = layout;
      words[Draft.pictureSide] = pictureSide;
      words[Draft.copied] = copied ? 1 : 0;
      for (let slot = 0; slot < count; slot++) {
        const framing = slots[slot];
        if (!framing) continue;
        const at = Draft.words + slot * DraftSlot.words;
        words[at + DraftSlot.kept] = 1;
        words[at + DraftSlot.zoom] = framing.zoom;
        words[at + DraftSlot.focusX] = framing.focusX;
        words[at + DraftSlot.focusY] = framing.focusY;
      }
      return this.#records('ig_flow_restore', Record.Effect, handle, address);
    } finally {
      this.free(address);
    }
  }

  /**
   * The flow's state: its State record's fields, with `slots`, one Slot record each.
   * @param {number} handle @returns {StateRecord}
   */
  flowSnapshot(handle) {
    const [state] = this.#records('ig_flow_snapshot', Record.State, handle);
    return { ...state, slots: this.#read(this.#block + Record.State.words * 4, state.slotCount, Record.Slot) };
  }

  /**
   * The region of its photo `slot` should get decoded sharp, or null when none is needed.
   * @param {number} handle @param {number} slot @param {number} sourceWidth @param {number} sourceHeight
   * @returns {SharpRegionRecord | null}
   */
  flowSharpRegion(handle, slot, sourceWidth, sourceHeight) {
    return this.#records('ig_flow_sharp_region', Record.SharpRegion, handle, slot, sourceWidth, sourceHeight)[0] ?? null;
  }
}
