// The screen drawn from the reducer's state after every event: the grid, the controls, the
// hint, and the body's data attributes that tests and styles read.

import { Direction, Phase, ScreenOrientation } from '../core/abi-codes.js';

/** @typedef {import('../core/flow-state.js').FlowState} FlowState */

/** Phase code → its name, for the body's data-phase. */
const PHASE_NAMES = new Map(Object.entries(Phase).map(([name, code]) => [code, name]));

/**
 * The way a swipe shares, as the core says for how the screen is held, in words.
 * @param {FlowState} state
 */
export function shareWay(state) {
  return state.shareDirection === Direction.left ? 'left' : 'up';
}

export class Screen {
  #parts;

  /**
   * @param {object} parts
   * @param {import('./grid.js').GridView} parts.grid
   * @param {HTMLElement} parts.gridElement
   * @param {{render(state: FlowState): void}[]} parts.controls the dividers, the layout buttons, the catalogue, the shape and frame, the photos' sheet, the size menu, Start over, Undo and Redo
   * @param {HTMLElement} parts.hint
   * @param {import('./messages.js').Announcer} parts.announcer
   * @param {() => import('./grid.js').ShownPhotos} parts.shown what each slot shows, as the page holds it
   */
  constructor(parts) {
    this.#parts = parts;
  }

  /** @param {FlowState} state */
  render(state) {
    const { grid, gridElement, controls, hint, announcer, shown } = this.#parts;
    const focused = document.activeElement;
    grid.render(state, shown());
    for (const control of controls) control.render(state);
    hint.textContent = `Swipe ${shareWay(state)} to share`;
    document.body.dataset.orientation = state.orientation === ScreenOrientation.landscape ? 'landscape' : 'portrait';
    document.body.dataset.phase = PHASE_NAMES.get(state.phase) ?? '';
    document.body.dataset.pictureReady = String(state.pictureReady); // for tests and styling
    document.body.dataset.frame = JSON.stringify(state.frame); // for tests
    gridElement.classList.toggle('is-preparing', state.phase === Phase.idle && state.complete && !state.pictureReady);
    announcer.renderState(state);
    this.#keepFocus(focused);
  }

  /**
   * A focused control the render hid or disabled hands the focus to the grid's first cell,
   * never to the page (a hidden cell's slot shows nowhere; a control may move it first).
   * @param {Element | null} focused
   */
  #keepFocus(focused) {
    if (!(focused instanceof HTMLElement) || !focused.closest('.stage')) return;
    const now = document.activeElement;
    if (now !== focused && now !== document.body && now !== null) return;
    if (focused.getClientRects().length === 0 || focused.matches(':disabled')) this.#parts.grid.focusFirstCell();
  }
}
