// The photo picker: the reducer says which cell's photo to pick; the file chosen goes to that
// slot's load.

import { mark } from '../marks.js';

export class PhotoPicker {
  #input;
  /** @type {number | null} the slot the open picker is for */
  #slot = null;

  /**
   * @param {HTMLInputElement} input the file input
   * @param {(slot: number, file: File) => void} onPicked
   */
  constructor(input, onPicked) {
    this.#input = input;
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      const slot = this.#slot;
      this.#slot = null;
      mark('photo-picked', { slot });
      if (file && slot !== null) onPicked(slot, file);
    });
  }

  /**
   * Effect: open the picker for `slot`, still inside the tap's user activation.
   * @param {number} slot
   */
  open(slot) {
    this.#slot = slot;
    this.#input.value = '';
    this.#input.click();
  }
}
