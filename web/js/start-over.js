// Start over and its Undo. The reducer clears the grid, keeps it for Undo and says how long
// (its undo timer); this control shows the buttons as the state says. A button that hides itself
// hands the keyboard focus on (Start over to Undo, Undo to the grid), never to the page.

export class StartOver {
  /** @type {HTMLButtonElement} */
  #button;
  /** @type {HTMLButtonElement} */
  #undo;
  /** @type {() => void} */
  #focusGrid;

  /**
   * `focusGrid()` puts the focus on the grid when a focused button goes and nothing replaces it.
   * @param {HTMLButtonElement} button
   * @param {HTMLButtonElement} undo
   * @param {object} hooks
   * @param {() => void} hooks.onStartOver
   * @param {() => void} hooks.onUndo
   * @param {() => void} hooks.focusGrid
   */
  constructor(button, undo, { onStartOver, onUndo, focusGrid }) {
    this.#button = button;
    this.#undo = undo;
    this.#focusGrid = focusGrid;
    button.addEventListener('click', onStartOver);
    undo.addEventListener('click', onUndo);
  }

  /** @param {import('./flow.js').FlowState} state */
  render(state) {
    const focused = document.activeElement;
    this.#button.hidden = !state.showsStartOver;
    this.#button.disabled = !state.canStartOver;
    this.#undo.hidden = !state.canUndo;
    // A focused button that hid itself hands the focus to the other one, or to the grid.
    const [gone, other] = focused === this.#button ? [this.#button, this.#undo] : [this.#undo, this.#button];
    if (focused === gone && gone.hidden) {
      if (other.hidden) this.#focusGrid();
      else other.focus();
    }
  }
}
