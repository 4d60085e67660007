// A sheet of choices opened by a button (the catalogue; the shape and frame): a modal dialog
// that Close, Escape or a choice closes, giving the focus back to its button.

export class Panel {
  /** @type {HTMLDialogElement} */
  #dialog;
  /** @type {HTMLButtonElement} */
  #opener;

  /**
   * `onOpen` runs as the button opens the sheet, before it shows (what it fills in then is
   * there when the sheet takes the focus).
   * @param {HTMLDialogElement} dialog @param {HTMLButtonElement} opener @param {() => void} [onOpen]
   */
  constructor(dialog, opener, onOpen) {
    this.#dialog = dialog;
    this.#opener = opener;
    opener.addEventListener('click', () => {
      onOpen?.();
      dialog.showModal();
    });
    dialog.querySelector('[data-action="close"]')?.addEventListener('click', () => this.close());
    // A tap on the backdrop closes it, as a sheet does on a phone. The backdrop's clicks come
    // to the dialog too, as do those on its own padding: the box tells them apart.
    dialog.addEventListener('click', (event) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) this.close();
    });
    dialog.addEventListener('close', () => opener.focus());
  }

  get isOpen() {
    return this.#dialog.open;
  }

  close() {
    if (this.#dialog.open) this.#dialog.close();
  }

  /**
   * The button opens the sheet only while choices can be made (the grid is on screen); a sheet
   * open when that ends closes.
   * @param {boolean} enabled
   */
  enable(enabled) {
    this.#opener.disabled = !enabled;
    if (!enabled) this.close();
  }
}
