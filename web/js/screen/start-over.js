// Start over: the reducer clears the grid as one step of its history (Undo brings it back);
// this control shows the button as the state says. A button that hides itself hands the
// keyboard focus to the grid, never to the page.

export class StartOver {
  /** @type {HTMLButtonElement} */
  #button;
  /** @type {() => void} */
  #focusGrid;

  /**
   * `focusGrid()` puts the focus on the grid when the focused button goes.
   * @param {HTMLButtonElement} button
   * @param {object} hooks
   * @param {() => void} hooks.onStartOver
   * @param {() => void} hooks.focusGrid
   */
  constructor(button, { onStartOver, focusGrid }) {
    this.#button = button;
    this.#focusGrid = focusGrid;
    button.addEventListener('click', onStartOver);
  }

  /** @param {import('../core/flow-state.js').FlowState} state */
  render(state) {
    const focused = document.activeElement === this.#button;
    this.#button.hidden = !state.showsStartOver;
    this.#button.disabled = !state.canStartOver;
    if (focused && this.#button.hidden) this.#focusGrid();
  }
}
