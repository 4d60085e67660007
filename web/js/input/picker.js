// The photo picker: the reducer says which cell's photo to pick, and whether several may be
// chosen (an empty cell: the others go into the grid's empty cells) or one (a photo replaced);
// the files chosen go to that slot's loads.

import { mark } from '../marks.js';

export class PhotoPicker {
  #input;
  /** @type {number | null} the slot the open picker is for */
  #slot = null;
  /** @type {HTMLElement | null} the focus when it opened */
  #opener = null;

  /**
   * `onPicked(slot, files)`: the files chosen, in the order the picker gives them (one, unless
   * it was opened for several).
   * @param {HTMLInputElement} input the file input
   * @param {(slot: number, files: File[]) => void} onPicked
   */
  constructor(input, onPicked) {
    this.#input = input;
    input.addEventListener('change', () => {
      const files = [...(input.files ?? [])];
      const slot = this.#slot;
      this.#slot = null;
      this.#focusBack();
      mark('photo-picked', { slot, count: files.length });
      if (files.length > 0 && slot !== null) onPicked(slot, input.multiple ? files : files.slice(0, 1));
    });
    input.addEventListener('cancel', () => this.#focusBack());
  }

  /**
   * Effect: open the picker for `slot`, still inside the tap's user activation; `several`: the
   * person may choose several photos (the iPhone's picker then offers its multi-select).
   * @param {number} slot @param {boolean} several
   */
  open(slot, several) {
    this.#slot = slot;
    this.#opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.#input.multiple = several;
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
