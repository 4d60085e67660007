// Start over and its Undo. The reducer clears the grid and keeps it for Undo; this control
// shows the buttons and ends the Undo offer after a few seconds.

const UNDO_MS = 6000;

export class StartOver {
  #button;
  #undo;
  #timer = 0;
  #onExpired;
  #onUndoGone;
  #couldUndo = false;

  constructor(button, undo, { onStartOver, onUndo, onExpired, onUndoGone }) {
    this.#button = button;
    this.#undo = undo;
    this.#onExpired = onExpired;
    this.#onUndoGone = onUndoGone;
    button.addEventListener('click', onStartOver);
    undo.addEventListener('click', () => {
      clearTimeout(this.#timer);
      onUndo();
      button.focus(); // the Undo button disappears: keep focus on something that stays
    });
  }

  /** Offers Undo for a few seconds after the grid was cleared. */
  offerUndo() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#onExpired(), UNDO_MS);
  }

  render(state) {
    // Shown while the grid holds anything; usable once nothing loads (the reducer's rule).
    this.#button.hidden = state.shownMask === 0 && state.loadingMask === 0;
    this.#button.disabled = !state.canStartOver || state.phase !== 0;
    this.#undo.hidden = !state.canUndo;
    if (this.#couldUndo && !state.canUndo) {
      clearTimeout(this.#timer);
      this.#onUndoGone(); // ended by a change: the core cleared its message too
    }
    this.#couldUndo = state.canUndo;
  }
}
