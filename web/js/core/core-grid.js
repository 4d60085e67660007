// The picture's geometry, asked of the Swift core (docs/abi.md): the layout catalogue, formats
// and sides, the frame's choices, each cell, what a slot's photo must cover, its crop, and the
// cell next to it. Every number of the geometry comes from here, never from JS maths.

import { NeedReach } from './abi-codes.js';
import { Record } from './abi-records.js';
import { CoreModule } from './core-module.js';

/**
 * @template L
 * @typedef {import('./core-module.js').RecordOf<L>} RecordOf
 */
/** @typedef {RecordOf<typeof Record.FrameChoices>} FrameChoices the frame at launch and the ranges offered (thousandths) */
/** @typedef {RecordOf<typeof Record.Layout> & {name: string, form: string}} LayoutEntry a layout of the catalogue, with its name for people and its textual form */
/** @typedef {{x: number, y: number, width: number, height: number}} Rect */
/** @typedef {Rect & {slot: number, radius: number}} Cell a cell and its corner radius, in pixels */
/** @typedef {{width: number, height: number}} Size */
/** @typedef {import('../../../types/worker-messages').Frame} Frame spacing and radius in thousandths, colour 0xRRGGBB */
/** @typedef {import('../../../types/worker-messages').PictureSpec} PictureSpec a layout on a format of short side `side`, in a frame */

export class GridCalls extends CoreModule {
  /** @type {Map<string, readonly Cell[]>} the picture's fields, joined → cells */
  #cells = new Map();
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
      this.records('ig_layouts', Record.Layout).map((layout) =>
        Object.freeze({ ...layout, name: this.text('ig_layout_name', layout.number), form: this.text('ig_layout_form', layout.number) }),
      ),
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
    cells = Object.freeze(
      this.withText(layout, (form, length) => this.records('ig_layout_cells', Record.Cell, form, length, format, side, frame.spacing, frame.radius)),
    );
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
   * What a photo in `slot` must cover so that it fills its cell in the picture `spec`
   * describes (`reach` NeedReach.switchable: and in each of the spec's three layouts).
   * @param {number} slot @param {PictureSpec} spec @param {number} [reach] a NeedReach code
   * @returns {Size}
   */
  slotNeed(slot, { layout, format, side, frame }, reach = NeedReach.shown) {
    return this.withText(layout, (form, length) => this.records('ig_slot_need', Record.Size, slot, form, length, format, side, frame.spacing, reach)[0]);
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
   * The slot next to `slot`'s cell in the layout of form `layout` toward `direction` (a
   * Direction), or null.
   * @param {string} layout @param {number} slot @param {number} direction @returns {number | null}
   */
  layoutNeighbour(layout, slot, direction) {
    return this.withText(layout, (form, length) => this.records('ig_layout_neighbour', Record.Number, form, length, slot, direction)[0]?.value ?? null);
  }
}

/**
 * A 0xRRGGBB colour as CSS writes it.
 * @param {number} colour @returns {string}
 */
export function cssColour(colour) {
  return `#${colour.toString(16).padStart(6, '0')}`;
}
