// A photo's rules, asked of the Swift core (docs/abi.md): how many pixels a photo and a canvas
// may have, a photo's size from its header, how it is decoded, and how it is kept in a draft.

import { Record } from './abi-records.js';
import { GridCalls } from './core-grid.js';

/**
 * @template L
 * @typedef {import('./core-module.js').RecordOf<L>} RecordOf
 */
/** @typedef {import('./core-grid.js').Size} Size */
/** @typedef {RecordOf<typeof Record.DecodePlan>} DecodePlan how one photo is decoded and kept (sizes in pixels) */
/** @typedef {RecordOf<typeof Record.Keeping>} Keeping how pictures and drafts are encoded and kept (qualities in thousandths) */
/** @typedef {RecordOf<typeof Record.HeaderSize>} HeaderSize a photo's size as shown, or the bytes to read first (`more`) */

export class PhotoCalls extends GridCalls {
  /** @type {Keeping | null} the core's keeping rules, read once: they never change */
  #keeping = null;

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
   * the draft's copy covering `draftNeed` (null: none), and whether the draft keeps the file
   * itself rather than a copy.
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
}
