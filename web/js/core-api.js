// The Swift core seen from JavaScript: one typed method per question the page and its workers
// ask its C ABI (docs/abi.md): layouts and cells, crops, needs, decode plans, what is kept, and
// the picture's compose. Every number of the geometry comes from here, never from JS maths.
// core.js loads a build; the module's memory and records are core-module.js, the share flow
// core-flow.js.

import { FRACTION_SCALE, NeedReach, Record } from './abi.js';
import { CoreModule } from './core-module.js';

export { CoreError } from './core-module.js';

/** @typedef {import('./core-module.js').CorePath} CorePath */
/** @typedef {import('./core-module.js').CoreExports} CoreExports */
/**
 * @template L
 * @typedef {import('./core-module.js').RecordOf<L>} RecordOf
 */
/** @typedef {RecordOf<typeof Record.DecodePlan>} DecodePlan how one photo is decoded and kept (sizes in pixels) */
/** @typedef {RecordOf<typeof Record.Keeping>} Keeping how pictures and drafts are encoded and kept (qualities in thousandths) */
/** @typedef {RecordOf<typeof Record.HeaderSize>} HeaderSize a photo's size as shown, or the bytes to read first (`more`) */
/**
 * How the screen tells gestures apart and moves the grid (durations in ms, `slop` in CSS px;
 * `keyPan` a fraction of the cell and `keyZoom` a factor, not millionths).
 * @typedef {RecordOf<typeof Record.ScreenRules>} ScreenRules
 */
/** @typedef {RecordOf<typeof Record.FrameChoices>} FrameChoices the frame at launch and the ranges offered (thousandths) */
/** @typedef {RecordOf<typeof Record.Layout> & {name: string}} LayoutEntry a layout of the catalogue, with its name for people */

/** @typedef {{x: number, y: number, width: number, height: number}} Rect */
/** @typedef {Rect & {slot: number, radius: number}} Cell a cell and its corner radius, in pixels */
/** @typedef {{width: number, height: number}} Size */
/** @typedef {{kind: number, a: number, b: number, c: number, d: number}} Effect */
/** @typedef {import('../../types/worker-messages').Frame} Frame spacing and radius in thousandths, colour 0xRRGGBB */
/** @typedef {import('../../types/worker-messages').PictureSpec} PictureSpec a layout on a format of short side `side`, in a frame */
/**
 * A slot's photo for compose: its RGBA bytes in module memory and its framing in millionths
 * (zoom 0: centred).
 * @typedef {{address: number, width: number, height: number, zoom?: number, focusX?: number, focusY?: number}} ComposedPhoto
 */

export class Core extends CoreModule {
  /** @type {Map<string, readonly Cell[]>} the picture's fields, joined → cells */
  #cells = new Map();
  /** @type {Keeping | null} the core's keeping rules, read once: they never change */
  #keeping = null;
  /** @type {ScreenRules | null} the screen's rules, read once: they never change */
  #screenRules = null;
  /** @type {readonly LayoutEntry[] | null} the catalogue, read once */
  #layouts = null;
  /** @type {FrameChoices | null} the frame at launch and its ranges, read once: they never change */
  #frameChoices = null;

  /**
   * `side` brought into the canvas sides the core supports.
   * @param {number} side @returns {number}
   */
  clampSide(side) {
    return this.call('ig_clamp_side', side);
  }

  /**
   * The catalogue: the spec's three first (the buttons), then by number of photos.
   * @returns {readonly LayoutEntry[]}
   */
  layouts() {
    this.#layouts ??= Object.freeze(
      this.records('ig_layouts', Record.Layout).map((layout) => Object.freeze({ ...layout, name: this.text('ig_layout_name', layout.number) })),
    );
    return this.#layouts;
  }

  /**
   * Each picture format's ratio, width to height, by PictureFormat code.
   * @returns {Size[]}
   */
  formats() {
    return this.records('ig_formats', Record.Size);
  }

  /**
   * The pixels of a picture of `format` whose chosen short side is `side`.
   * @param {number} format @param {number} side @returns {Size}
   */
  pictureSize(format, side) {
    return this.records('ig_picture_size', Record.Size, format, side)[0];
  }

  /**
   * The frame at launch and the ranges a person can choose from.
   * @returns {FrameChoices}
   */
  frameChoices() {
    this.#frameChoices ??= Object.freeze(this.records('ig_frame', Record.FrameChoices)[0]);
    return this.#frameChoices;
  }

  /**
   * The frame colours offered besides any the person picks, as 0xRRGGBB.
   * @returns {number[]}
   */
  frameColours() {
    return this.records('ig_frame_colours', Record.Number).map((record) => record.value);
  }

  /**
   * Cells of the picture `spec` describes, in cell order.
   * @param {PictureSpec} spec @returns {readonly Cell[]}
   */
  cells({ layout, format, side, frame }) {
    const key = [layout, format, side, frame.spacing, frame.radius].join();
    let cells = this.#cells.get(key);
    if (cells) return cells;
    cells = Object.freeze(this.records('ig_layout_cells', Record.Cell, layout, format, side, frame.spacing, frame.radius));
    if (this.#cells.size >= 64) this.#cells.clear(); // every resize or zoom adds a side
    this.#cells.set(key, cells);
    return cells;
  }

  /**
   * The picture sides offered, smallest first.
   * @returns {number[]}
   */
  pictureSides() {
    return this.records('ig_picture_sides', Record.Number).map((record) => record.value);
  }

  /**
   * How many slots a grid has.
   * @returns {number}
   */
  slotCount() {
    return this.call('ig_slot_count');
  }

  /**
   * The most pixels a photo may have.
   * @returns {number}
   */
  maxPhotoPixels() {
    return this.call('ig_photo_max_pixels');
  }

  /**
   * The most pixels a canvas or bitmap the page makes may have: iOS Safari draws nothing into a larger one.
   * @returns {number}
   */
  canvasMaxPixels() {
    return this.call('ig_canvas_max_pixels');
  }

  /**
   * The size a photo shows at (EXIF orientation applied), from `bytes`, the first bytes of a
   * file of `fileSize`: `{width, height, more: 0}`, or `{more}` (read that many bytes first), or
   * null for a file that is no photo read here.
   * @param {Uint8Array} bytes @param {number} fileSize
   * @returns {HeaderSize | null}
   */
  photoSize(bytes, fileSize) {
    const address = this.alloc(Math.max(1, bytes.length));
    try {
      this.bytes(address, bytes.length).set(bytes);
      return this.records('ig_photo_size', Record.HeaderSize, address, bytes.length, Math.min(fileSize, 0x7fffffff))[0] ?? null;
    } finally {
      this.free(address);
    }
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
    const [plan] = this.records('ig_decode_plan', Record.DecodePlan, source.width, source.height, Math.min(fileBytes, 0x7fffffff),
      need.width, need.height, screen.width, screen.height, draft.width, draft.height);
    return plan;
  }

  /**
   * How pictures and drafts are encoded and kept.
   * @returns {Keeping}
   */
  keeping() {
    this.#keeping ??= Object.freeze(this.records('ig_keeping', Record.Keeping)[0]);
    return this.#keeping;
  }

  /**
   * How the screen tells gestures apart, what one key does to a photo, and how long the grid's
   * movements last.
   * @returns {ScreenRules}
   */
  screenRules() {
    if (!this.#screenRules) {
      const rules = this.records('ig_screen_rules', Record.ScreenRules)[0];
      this.#screenRules = Object.freeze({ ...rules, keyPan: rules.keyPan / FRACTION_SCALE, keyZoom: rules.keyZoom / FRACTION_SCALE });
    }
    return this.#screenRules;
  }

  /**
   * How long passing news stays, in milliseconds (the core fades its own; the page's notices last as long).
   * @returns {number}
   */
  passingMilliseconds() {
    return this.call('ig_passing_milliseconds');
  }

  /**
   * What a photo in `slot` must cover so that it fills its cell in the picture `spec`
   * describes (`reach` NeedReach.switchable: and in each of the spec's three layouts).
   * @param {number} slot @param {PictureSpec} spec @param {number} [reach] a NeedReach code
   * @returns {Size}
   */
  slotNeed(slot, { layout, format, side, frame }, reach = NeedReach.shown) {
    return this.records('ig_slot_need', Record.Size, slot, layout, format, side, frame.spacing, reach)[0];
  }

  /**
   * The centred aspect-fill crop of a photo in a cell, in the photo's pixels.
   * @param {number} sourceWidth @param {number} sourceHeight @param {number} cellWidth @param {number} cellHeight
   * @returns {Rect}
   */
  crop(sourceWidth, sourceHeight, cellWidth, cellHeight) {
    return this.records('ig_crop', Record.Rect, sourceWidth, sourceHeight, cellWidth, cellHeight)[0];
  }

  /**
   * The slot next to `slot`'s cell in `layout` toward `direction` (a Direction), or null.
   * @param {number} layout @param {number} slot @param {number} direction @returns {number | null}
   */
  layoutNeighbour(layout, slot, direction) {
    return this.records('ig_layout_neighbour', Record.Number, layout, slot, direction)[0]?.value ?? null;
  }

  /**
   * Paints the picture `spec` describes into `output`: its rows `band` (all of them unless
   * given), `width × band.rows × 4` bytes (`pictureSize` gives the width); `photos[slot]` is
   * that slot's photo, or null for an empty one. A picture painted in bands is the same, byte
   * for byte, as one painted whole.
   * @param {PictureSpec} spec @param {number} output
   * @param {(ComposedPhoto | null | undefined)[]} photos
   * @param {{top: number, rows: number}} [band]
   */
  compose({ layout, format, side, frame }, output, photos, band) {
    const { top, rows: count } = band ?? { top: 0, rows: this.pictureSize(format, side).height };
    const rows = Array.from({ length: this.slotCount() }, (_, slot) => photos[slot]);
    this.withRecords([{ layout: Record.Photo, rows }], (table) =>
      this.call('ig_compose', layout, format, side, frame.spacing, frame.colour, frame.radius, top, count, output, table));
  }
}

/**
 * A 0xRRGGBB colour as CSS writes it.
 * @param {number} colour @returns {string}
 */
export function cssColour(colour) {
  return `#${colour.toString(16).padStart(6, '0')}`;
}
