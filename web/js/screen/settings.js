// The picture size menu. The sides offered come from the core, and the chosen one lives in the
// reducer's state (kept with the draft); this control only shows it and reports a choice.

export class PictureSizeMenu {
  /** @type {HTMLSelectElement} */
  #select;

  /**
   * `onChoose(side)` runs when the person picks another size.
   * @param {HTMLSelectElement} select @param {number[]} sides @param {(side: number) => void} onChoose
   */
  constructor(select, sides, onChoose) {
    this.#select = select;
    select.replaceChildren(...sides.map((side) => new Option(`${side} px`, String(side))));
    select.addEventListener('change', () => onChoose(Number(select.value)));
  }

  /** @param {import('../core/flow-state.js').FlowState} state */
  render(state) {
    if (this.#select.value !== String(state.pictureSide)) this.#select.value = String(state.pictureSide);
    this.#select.disabled = !state.canChangePicture;
  }
}
