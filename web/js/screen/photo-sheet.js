// The photos sheet: each photo's own controls, reachable by touch without a keyboard or a
// gesture to guess (a cell's own tap replaces its photo, two fingers reframe it, a press and
// hold lifts it, a swipe shares: nothing is laid over the cells). One row per photo in the
// grid, in cell order: what the cell shows, its place, and replace, turn left, turn right,
// mirror, back to the centred fill and remove, each a 44 px target with a name that says
// which photo it acts on. What each does is the reducer's; this sheet only reports the choice.

import { capital, placeWords } from './words.js';
import { Panel } from './panel.js';

/** @typedef {import('../core/flow-state.js').FlowState} FlowState */
/** @typedef {'replace' | 'turnLeft' | 'turnRight' | 'mirror' | 'centre' | 'remove'} PhotoAction */

/** Each control: its action, the words of its name ("Turn the top left photo left"), its icon's path. */
const CONTROLS = /** @type {const} */ ([
  ['turnLeft', (/** @type {string} */ where) => `Turn the ${where} photo left`, 'M9 4 5 8l4 4M5 8h8a6 6 0 0 1 0 12H9'],
  ['turnRight', (/** @type {string} */ where) => `Turn the ${where} photo right`, 'm15 4 4 4-4 4m4-4h-8a6 6 0 0 0 0 12h4'],
  ['mirror', (/** @type {string} */ where) => `Mirror the ${where} photo`, 'M12 3v18M9 6 3 18h6zM15 6l6 12h-6z'],
  ['centre', (/** @type {string} */ where) => `Fill the cell with the ${where} photo, centred`, 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5M12 10v4m-2-2h4'],
  ['replace', (/** @type {string} */ where) => `Replace the ${where} photo`, 'M4 7h11l-3-3m3 3-3 3M20 17H9l3 3m-3-3 3-3'],
  ['remove', (/** @type {string} */ where) => `Remove the ${where} photo`, 'M5 7h14M10 7V4h4v3m-7 0 1 13h8l1-13'],
]);

const SVG = 'http://www.w3.org/2000/svg';

export class PhotoSheet {
  /** @type {Panel} */
  #panel;
  /** @type {HTMLButtonElement} */
  #opener;
  /** @type {HTMLElement} */
  #rows;
  /** @type {HTMLElement} the grid, whose cells' canvases the rows show */
  #grid;
  /** @type {Map<number, HTMLElement>} slot → its row */
  #bySlot = new Map();
  /** @type {import('../core/flow.js').Flow} the cells in their order */
  #flow;

  /**
   * `act(slot, action)` runs for a control pressed; Replace first closes the sheet (the photo
   * picker opens over the grid).
   * @param {HTMLDialogElement} dialog @param {HTMLButtonElement} opener @param {HTMLElement} rows
   * @param {HTMLElement} grid @param {import('../core/flow.js').Flow} flow
   * @param {(slot: number, action: PhotoAction) => void} act
   */
  constructor(dialog, opener, rows, grid, flow, act) {
    this.#panel = new Panel(dialog, opener);
    this.#flow = flow;
    this.#opener = opener;
    this.#rows = rows;
    this.#grid = grid;
    opener.addEventListener('click', () => this.#drawThumbnails());
    rows.addEventListener('click', (event) => {
      const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest?.('button[data-action]'));
      const row = /** @type {HTMLElement | null | undefined} */ (button?.closest('[data-slot]'));
      if (!button || !row) return;
      const action = /** @type {PhotoAction} the buttons carry one of CONTROLS' actions */ (button.dataset.action);
      if (action === 'replace') this.#panel.close();
      act(Number(row.dataset.slot), action);
    });
  }

  /**
   * Shows the photos of `state`: a row for each cell with a photo, in cell order; the button
   * that opens the sheet only while there is a photo, and usable while the picture may change.
   * @param {FlowState} state
   */
  render(state) {
    const slots = this.#flow.cells().map((cell) => cell.slot).filter((slot) => state.slots[slot].photo && state.slots[slot].shown);
    this.#opener.hidden = slots.length === 0;
    this.#panel.enable(state.canChangePicture && slots.length > 0);
    slots.forEach((slot, index) => {
      const row = this.#bySlot.get(slot) ?? this.#make(slot);
      const where = placeWords(state.slots[slot].place);
      if (row.dataset.where !== where) {
        row.dataset.where = where;
        /** @type {HTMLElement} */ (row.querySelector('.photo-place')).textContent = capital(where);
        /** @type {HTMLElement} */ (row.querySelector('.photo-controls')).setAttribute('aria-label', `The ${where} photo`);
        row.querySelectorAll('button[data-action]').forEach((button) => {
          const words = CONTROLS.find(([action]) => action === /** @type {HTMLElement} */ (button).dataset.action)?.[1];
          if (words) button.setAttribute('aria-label', words(where));
        });
      }
      if (this.#rows.children[index] !== row) this.#rows.insertBefore(row, this.#rows.children[index] ?? null);
    });
    for (const [slot, row] of this.#bySlot) if (!slots.includes(slot)) row.remove();
    if (this.#panel.isOpen) this.#drawThumbnails();
  }

  /** Each row's thumbnail: a copy of what its cell shows now (turned, mirrored and cropped). */
  #drawThumbnails() {
    for (const [slot, row] of this.#bySlot) {
      const from = /** @type {HTMLCanvasElement | null} */ (this.#grid.querySelector(`.cell[data-slot="${slot}"] canvas`));
      const thumbnail = /** @type {HTMLCanvasElement} */ (row.querySelector('canvas'));
      if (!from || !from.width || !from.height) continue;
      const side = 112; // 56 CSS px at 2×
      const scale = side / Math.max(from.width, from.height);
      thumbnail.width = Math.max(1, Math.round(from.width * scale));
      thumbnail.height = Math.max(1, Math.round(from.height * scale));
      thumbnail.getContext('2d')?.drawImage(from, 0, 0, thumbnail.width, thumbnail.height);
    }
  }

  /** @param {number} slot @returns {HTMLElement} */
  #make(slot) {
    const row = document.createElement('li');
    row.className = 'photo-row';
    row.dataset.slot = String(slot);
    const thumbnail = document.createElement('canvas');
    thumbnail.className = 'photo-thumbnail';
    thumbnail.setAttribute('aria-hidden', 'true');
    const place = document.createElement('span');
    place.className = 'photo-place';
    const controls = document.createElement('div');
    controls.className = 'photo-controls';
    controls.setAttribute('role', 'group');
    for (const [action, , path] of CONTROLS) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'photo-control';
      button.dataset.action = action;
      const icon = document.createElementNS(SVG, 'svg');
      icon.setAttribute('viewBox', '0 0 24 24');
      icon.setAttribute('aria-hidden', 'true');
      icon.setAttribute('focusable', 'false');
      const line = document.createElementNS(SVG, 'path');
      line.setAttribute('d', path);
      icon.append(line);
      button.append(icon);
      controls.append(button);
    }
    row.append(thumbnail, place, controls);
    this.#bySlot.set(slot, row);
    return row;
  }
}
