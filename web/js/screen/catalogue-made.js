// The catalogue sheet's "Made for your photos" group: the layouts the core made for the grid's
// photos, each drawn with the photos in its cells and saying how much of them it keeps, best
// first. An entry is marked chosen when the grid's cells are its own.

import { capital, keptWords } from './words.js';
import { checkMark } from './layouts.js';
import { madeDrawing, releaseTiles } from './made-drawing.js';
import { cssColour } from '../core/core-grid.js';

/** @typedef {import('../core/flow-state.js').FlowState} FlowState */
/** @typedef {import('../core/core-flow.js').MadeLayout} MadeLayout */
/** @typedef {{heading: HTMLHeadingElement, row: HTMLElement}} Group a heading and its row of entries */

export class MadeGroup {
  /** @type {import('../core/core-api.js').Core} */
  #core;
  /** @type {() => import('./grid.js').ShownPhotos} */
  #shown;
  /** @type {HTMLHeadingElement} the group's heading, hidden while nothing is made */
  heading;
  /** @type {HTMLElement} the group's row of entries */
  row;

  /**
   * `onChoose(index, name)` runs when the layout made for the photos at `index` is chosen
   * (`name`: its entry's, to be said).
   * @param {Group} group where the entries go, hidden until some are made
   * @param {import('../core/core-api.js').Core} core @param {() => import('./grid.js').ShownPhotos} shown
   * @param {(index: number, name: string) => void} onChoose
   */
  constructor({ heading, row }, core, shown, onChoose) {
    this.#core = core;
    this.#shown = shown;
    this.heading = heading;
    this.row = row;
    heading.hidden = row.hidden = true;
    row.addEventListener('click', (event) => {
      const entry = /** @type {Element} */ (event.target).closest('button');
      if (!entry) return;
      onChoose(Number(entry.dataset.made), /** @type {string} */ (entry.getAttribute('aria-label')));
    });
  }

  /**
   * The made layouts' entries, in the core's order (best first); none hides the group.
   * @param {FlowState} state @param {MadeLayout[]} made
   */
  show(state, made) {
    const { heading, row } = this;
    // A focused entry's place keeps the focus when the entries are made again (a load ended).
    const focused = [...row.children].indexOf(/** @type {Element} */ (document.activeElement));
    releaseTiles(row);
    /** @type {(slot: number) => import('./made-drawing.js').TilePhoto | null} */
    const photoOf = (slot) => {
      const view = state.slots[slot];
      const preview = this.#shown()[slot]?.preview;
      return view.shown && view.photo && preview ? { preview, ...view.photo, orientation: view.orientation } : null;
    };
    const backdrop = cssColour(state.frame.colour);
    row.replaceChildren(
      ...made.map(({ kept, cells }, index) => {
        const entry = document.createElement('button');
        entry.type = 'button';
        entry.className = 'layout made';
        entry.dataset.made = String(index);
        entry.dataset.cells = cellsKey(cells); // what marks it chosen: the grid's cells are these
        entry.setAttribute('aria-pressed', 'false');
        const words = keptWords(kept);
        entry.setAttribute('aria-label', `${capital(words)}: layout ${index + 1} made for your photos`);
        const drawing = document.createElement('span');
        drawing.className = 'drawing';
        drawing.append(madeDrawing(this.#core, cells, state.pictureSize, photoOf, backdrop), checkMark());
        const caption = document.createElement('span');
        caption.className = 'kept';
        caption.textContent = words;
        entry.append(drawing, caption);
        return entry;
      }),
    );
    heading.hidden = row.hidden = made.length === 0;
    if (focused >= 0) /** @type {HTMLElement | undefined} */ (row.children[Math.min(focused, made.length - 1)])?.focus();
  }

  /**
   * Marks the entry whose cells the grid shows (a made layout is layout 0); `cells()` is asked
   * only then.
   * @param {FlowState} state @param {() => readonly import('../core/core-grid.js').Cell[]} cells
   */
  mark(state, cells) {
    const made = /** @type {HTMLButtonElement[]} */ ([...this.row.children]);
    const key = state.layout === 0 && made.length > 0 ? cellsKey(cells()) : null;
    for (const entry of made) entry.setAttribute('aria-pressed', String(entry.dataset.cells === key));
  }
}

/**
 * Cells as one string: two layouts with the same string show the same picture.
 * @param {readonly import('../core/core-grid.js').Cell[]} cells
 */
function cellsKey(cells) {
  return cells.map(({ x, y, width, height, slot }) => `${slot}:${x},${y},${width},${height}`).join(' ');
}
