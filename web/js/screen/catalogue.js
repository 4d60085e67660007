// The catalogue: every layout the core knows, grouped by how many photos it shows, each drawn
// from the core's cells in the picture's format; the chosen one is marked.

import { NUMBER_WORDS, capital } from './words.js';
import { drawButton } from './layouts.js';
import { Panel } from './panel.js';

export class LayoutCatalogue {
  /** @type {import('../core/core-api.js').Core} */
  #core;
  #panel;
  /** @type {HTMLButtonElement[]} */
  #entries = [];
  #format = -1; // the format the entries are drawn in
  /** @type {{layout: number, form: string}} the chosen layout as its entry is drawn (its dividers where they are) */
  #chosen = { layout: 0, form: '' };

  /**
   * `onChoose(number)` runs when a layout is chosen.
   * @param {HTMLDialogElement} dialog @param {HTMLButtonElement} opener @param {HTMLElement} list
   * @param {import('../core/core-api.js').Core} core @param {(layout: number) => void} onChoose
   */
  constructor(dialog, opener, list, core, onChoose) {
    this.#core = core;
    this.#panel = new Panel(dialog, opener);
    /** @type {Map<number, HTMLElement>} photos → its group's row */
    const rows = new Map();
    for (const layout of [...core.layouts()].sort((a, b) => a.cellCount - b.cellCount)) {
      let row = rows.get(layout.cellCount);
      if (!row) {
        const heading = document.createElement('h3');
        heading.id = `catalogue-${layout.cellCount}`;
        heading.textContent = `${capital(NUMBER_WORDS[layout.cellCount] ?? String(layout.cellCount))} photos`;
        row = document.createElement('div');
        row.className = 'catalogue-row';
        row.setAttribute('role', 'group');
        row.setAttribute('aria-labelledby', heading.id);
        list.append(heading, row);
        rows.set(layout.cellCount, row);
      }
      const entry = document.createElement('button');
      entry.type = 'button';
      entry.className = 'layout';
      entry.dataset.layout = String(layout.number);
      entry.setAttribute('aria-pressed', 'false');
      entry.addEventListener('click', () => {
        onChoose(layout.number);
        this.#panel.close();
      });
      row.append(entry);
      this.#entries.push(entry);
    }
  }

  /** @param {import('../core/flow-state.js').FlowState} state */
  render(state) {
    this.#panel.enable(state.canChangePicture);
    const redrawn = (/** @type {number} */ layout) =>
      state.format !== this.#format || layout === state.layout || layout === this.#chosen.layout;
    if (state.format !== this.#format || state.layout !== this.#chosen.layout || state.form !== this.#chosen.form) {
      for (const entry of this.#entries) {
        const layout = Number(entry.dataset.layout);
        if (redrawn(layout)) drawButton(entry, this.#core, layout, state);
      }
      this.#format = state.format;
      this.#chosen = { layout: state.layout, form: state.form };
    }
    for (const entry of this.#entries) entry.setAttribute('aria-pressed', String(Number(entry.dataset.layout) === state.layout));
  }
}
