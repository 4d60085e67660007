// The Swift core seen from JavaScript: one typed method per question the page and its workers
// ask its C ABI (docs/abi.md). Its questions come in layers, one file each: the module's memory
// and records (core-module.js), the picture's geometry (core-grid.js), a photo's rules
// (core-photos.js), and here the screen's rules and the picture's compose. core.js loads a
// build; the share flow is core-flow.js.

import { ColourSpace } from './abi-codes.js';
import { FRACTION_SCALE, Record } from './abi-records.js';
import { PhotoCalls } from './core-photos.js';

export { CoreError } from './core-module.js';

/** @typedef {import('./core-module.js').CorePath} CorePath */
/** @typedef {import('./core-module.js').CoreExports} CoreExports */
/** @typedef {import('./core-grid.js').PictureSpec} PictureSpec */
/**
 * How the screen tells gestures apart and moves the grid (durations in ms, `slop` in CSS px;
 * `keyPan` a fraction of the cell and `keyZoom` a factor, not millionths).
 * @typedef {import('./core-module.js').RecordOf<typeof Record.ScreenRules>} ScreenRules
 */
/** @typedef {{kind: number, a: number, b: number, c: number, d: number}} Effect */
/**
 * A slot's photo for compose: its RGBA bytes in module memory, its framing in millionths
 * (zoom 0: centred) and how it is turned (an EXIF orientation; 0 or none: upright).
 * @typedef {{address: number, width: number, height: number, zoom?: number, focusX?: number, focusY?: number, orientation?: number}} ComposedPhoto
 */

export class Core extends PhotoCalls {
  /** @type {ScreenRules | null} the screen's rules, read once: they never change */
  #screenRules = null;

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
   * Paints the picture `spec` describes into `output`: its rows `band` (all of them unless
   * given), `width × band.rows × 4` bytes (`pictureSize` gives the width); `photos[slot]` is
   * that slot's photo, or null for an empty one. A picture painted in bands is the same, byte
   * for byte, as one painted whole.
   * @param {PictureSpec} spec @param {number} output
   * @param {(ComposedPhoto | null | undefined)[]} photos
   * @param {{top: number, rows: number}} [band]
   */
  compose({ layout, format, side, frame, space = ColourSpace.sRGB }, output, photos, band) {
    const { top, rows: count } = band ?? { top: 0, rows: this.pictureSize(format, side).height };
    const rows = Array.from({ length: this.slotCount() }, (_, slot) => photos[slot]);
    this.withText(layout, (form, length) =>
      this.withRecords([{ layout: Record.Photo, rows }], (table) =>
        this.call('ig_compose', form, length, format, side, frame.spacing, frame.colour, frame.radius, space, top, count, output, table),
      ),
    );
  }
}
