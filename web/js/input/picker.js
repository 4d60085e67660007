// The photo picker: the reducer says which cell's photo to pick; the file chosen goes to that
// slot's load.

import { mark } from '../marks.js';

export class PhotoPicker {
  #input;
  /** @type {number | null} the slot the open picker is for */
  #slot = null;
  /** @type {HTMLElement | null} the focus when it opened */
  #opener = null;

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
      this.#focusBack();
      mark('photo-picked', { slot });
      if (file && slot !== null) onPicked(slot, file);
    });
    input.addEventListener('cancel', () => this.#focusBack());
  }

  /**
   * Effect: open the picker for `slot`, still inside the tap's user activation.
   * @param {number} slot
   */
  open(slot) {
    this.#slot = slot;
    this.#opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.#input.value = '';
    this.#input.click();
  }

  /** A focus left on the hidden input (Marionette's is) goes back to the cell that opened it. */
  #focusBack() {
    const opener = this.#opener;
    this.#opener = null;
    if (document.activeElement !== this.#input) return;
    if (opener && opener !== document.body) opener.focus();
    else this.#input.blur();
  }
}
