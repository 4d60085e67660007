// Start over and its Undo. The reducer clears the grid and keeps it for Undo; this control
// shows the buttons and ends the Undo offer after a few seconds. A button that hides itself
// hands the keyboard focus on (Start over to Undo, Undo to the grid), never to the page.

const UNDO_MS = 6000;

export class StartOver {
  /** @type {HTMLButtonElement} */
  #button;
  /** @type {HTMLButtonElement} */
  #undo;
  #timer = 0;
  /** @type {() => void} */
  #onExpired;
  /** @type {() => void} */
  #onUndoGone;
  /** @type {() => void} */
  #focusGrid;
  #couldUndo = false;

  /**
   * `focusGrid()` puts the focus on the grid when a focused button goes and nothing replaces it.
   * @param {HTMLButtonElement} button @param {HTMLButtonElement} undo
   * @param {object} hooks
   * @param {() => void} hooks.onStartOver
   * @param {() => void} hooks.onUndo
   * @param {() => void} hooks.onExpired
   * @param {() => void} hooks.onUndoGone
   * @param {() => void} hooks.focusGrid
   */
  constructor(button, undo, { onStartOver, onUndo, onExpired, onUndoGone, focusGrid }) {
    this.#button = button;
    this.#undo = undo;
    this.#onExpired = onExpired;
    this.#onUndoGone = onUndoGone;
    this.#focusGrid = focusGrid;
    button.addEventListener('click', onStartOver);
    undo.addEventListener('click', () => {
      clearTimeout(this.#timer);
      onUndo();
    });
  }

  /** Offers Undo for a few seconds after the grid was cleared. */
  offerUndo() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#onExpired(), UNDO_MS);
  }

  /** @param {import('./flow.js').FlowState} state */
  render(state) {
    const focused = document.activeElement;
    // Shown while the grid holds anything; usable once nothing loads (the reducer's rule).
    this.#button.hidden = !state.slots.some((slot) => slot.shown || slot.loading);
    this.#button.disabled = !state.canStartOver || state.phase !== 0;
    this.#undo.hidden = !state.canUndo;
    // A focused button that hid itself hands the focus to the other one, or to the grid.
    const [gone, other] = focused === this.#button ? [this.#button, this.#undo] : [this.#undo, this.#button];
    if (focused === gone && gone.hidden) {
      if (other.hidden) this.#focusGrid();
      else other.focus();
    }
    if (this.#couldUndo && !state.canUndo) {
      clearTimeout(this.#timer);
      this.#onUndoGone(); // ended by a change: the core cleared its message too
    }
    this.#couldUndo = state.canUndo;
  }
}
