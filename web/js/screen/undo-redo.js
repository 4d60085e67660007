// Undo and Redo: two buttons and their keys (⌘/Ctrl + Z, Shift + ⌘/Ctrl + Z, Ctrl + Y). The
// history is the reducer's; this control only asks, and shows the buttons enabled when the
// state says they can act. A focused button that cannot act any more hands the focus on.

export class UndoRedo {
  /** @type {HTMLButtonElement} */
  #undo;
  /** @type {HTMLButtonElement} */
  #redo;
  /** @type {() => void} */
  #focusGrid;

  /**
   * @param {HTMLButtonElement} undo @param {HTMLButtonElement} redo
   * @param {object} hooks
   * @param {() => void} hooks.onUndo
   * @param {() => void} hooks.onRedo
   * @param {() => void} hooks.focusGrid where the focus goes when neither button can take it
   */
  constructor(undo, redo, { onUndo, onRedo, focusGrid }) {
    this.#undo = undo;
    this.#redo = redo;
    this.#focusGrid = focusGrid;
    undo.addEventListener('click', onUndo);
    redo.addEventListener('click', onRedo);
    document.addEventListener('keydown', (event) => {
      const key = event.key.toLowerCase();
      const command = event.metaKey || event.ctrlKey;
      if (!command || event.altKey || (key !== 'z' && key !== 'y')) return;
      if (isTextField(event.target)) return; // a text field's own undo comes first
      event.preventDefault();
      if (key === 'z' && !event.shiftKey) onUndo();
      else if (key === 'z' || event.ctrlKey) onRedo(); // Shift + ⌘/Ctrl + Z, or Ctrl + Y
    });
  }

  /** @param {import('../core/flow-state.js').FlowState} state */
  render(state) {
    const focused = document.activeElement;
    this.#undo.disabled = !state.canUndo;
    this.#redo.disabled = !state.canRedo;
    const [gone, other] = focused === this.#undo ? [this.#undo, this.#redo] : [this.#redo, this.#undo];
    if (focused === gone && gone.disabled) {
      if (other.disabled) this.#focusGrid();
      else other.focus();
    }
  }
}

/**
 * Whether `target` takes typing (its own ⌘/Ctrl + Z undoes text).
 * @param {EventTarget | null} target
 */
function isTextField(target) {
  return target instanceof HTMLElement && (target.isContentEditable || (target instanceof HTMLInputElement && ['text', 'search', 'url', 'email', 'number'].includes(target.type)) || target instanceof HTMLTextAreaElement);
}
