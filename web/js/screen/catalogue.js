// The catalogue sheet. With two to nine photos in the grid it opens with the layouts the core
// made for them (each drawn with the photos in its cells, saying how much of them it keeps),
// then the catalogue's layouts for as many photos, best fit first; then every other layout,
// grouped by how many photos it shows. Each entry is drawn from the core's cells in the
// picture's format; the chosen one is marked. The core is asked for what it made when the
// sheet opens, and again while it is open if the photos change: never under the person's
// finger, and nothing of its answers is kept but what is drawn.

import { NUMBER_WORDS, capital, keptPercent, keptWords } from './words.js';
import { drawButton, layoutName } from './layouts.js';
import { MadeGroup } from './catalogue-made.js';
import { Panel } from './panel.js';

/** @typedef {import('../core/flow-state.js').FlowState} FlowState */
/** @typedef {import('../core/core-flow.js').CatalogueFit} CatalogueFit */
/** @typedef {{heading: HTMLHeadingElement, row: HTMLElement}} Group a heading and its row of entries */

export class LayoutCatalogue {
  /** @type {import('../core/core-api.js').Core} */
  #core;
  /** @type {import('../core/flow.js').Flow} */
  #flow;
  #panel;
  /** @type {HTMLElement} */
  #list;
  /** @type {MadeGroup} the layouts made for the photos */
  #made;
  /** @type {Map<number, Group & {base: string, entries: HTMLButtonElement[]}>} photos → its group, entries in the catalogue's order */
  #groups = new Map();
  /** @type {HTMLButtonElement[]} */
  #entries = [];
  #format = -1; // the format the entries are drawn in
  /** @type {{layout: number, form: string}} the chosen layout as its entry is drawn (its dividers where they are) */
  #chosen = { layout: 0, form: '' };
  /** What the first groups were asked for (the grid's photos and picture); '' before the sheet opens. */
  #offered = '';

  /**
   * `onChoose(number)` runs when a catalogue layout is chosen; `onChooseMade(index, name)`
   * when the one made for the photos at `index` is (`name`: its entry's, to be said).
   * @param {{dialog: HTMLDialogElement, opener: HTMLButtonElement, list: HTMLElement}} elements
   * @param {{core: import('../core/core-api.js').Core, flow: import('../core/flow.js').Flow, shown: () => import('./grid.js').ShownPhotos}} page
   * @param {{onChoose: (layout: number) => void, onChooseMade: (index: number, name: string) => void}} choices
   */
  constructor({ dialog, opener, list }, { core, flow, shown }, { onChoose, onChooseMade }) {
    this.#core = core;
    this.#flow = flow;
    this.#list = list;
    this.#panel = new Panel(dialog, opener, () => {
      this.#offer(flow.state);
      dialog.scrollTop = 0; // from the top, where what was made for the photos is, however it was left
    });
    this.#made = new MadeGroup(group(list, 'catalogue-made', 'Made for your photos'), core, shown, (index, name) => {
      // Closed first: the sheet is not asked again for the layout its choice brings.
      this.#panel.close();
      onChooseMade(index, name);
    });
    for (const layout of [...core.layouts()].sort((a, b) => a.cellCount - b.cellCount)) {
      let photos = this.#groups.get(layout.cellCount);
      if (!photos) {
        const base = `${capital(NUMBER_WORDS[layout.cellCount] ?? String(layout.cellCount))} photos`;
        photos = { ...group(list, `catalogue-${layout.cellCount}`, base), base, entries: [] };
        this.#groups.set(layout.cellCount, photos);
      }
      const entry = document.createElement('button');
      entry.type = 'button';
      entry.className = 'layout';
      entry.dataset.layout = String(layout.number);
      entry.setAttribute('aria-pressed', 'false');
      const kept = document.createElement('span');
      kept.className = 'kept';
      kept.hidden = true;
      entry.append(kept);
      entry.addEventListener('click', () => {
        this.#panel.close();
        onChoose(layout.number);
      });
      photos.row.append(entry);
      photos.entries.push(entry);
      this.#entries.push(entry);
    }
  }

  /** @param {FlowState} state */
  render(state) {
    this.#panel.enable(state.canChangePicture);
    const redrawn = (/** @type {number} */ layout) =>
      state.format !== this.#format || layout === state.layout || layout === this.#chosen.layout;
    if (state.format !== this.#format || state.layout !== this.#chosen.layout || state.form !== this.#chosen.form) {
      for (const entry of this.#entries) {
        const layout = Number(entry.dataset.layout);
        if (redrawn(layout)) {
          drawButton(entry, this.#core, layout, state);
          this.#name(entry);
        }
      }
      this.#format = state.format;
      this.#chosen = { layout: state.layout, form: state.form };
    }
    // Open, it follows the photos (a load that ends, a photo turned); closed, it waits to open.
    if (this.#panel.isOpen && offerKey(state) !== this.#offered) this.#offer(state);
    this.#mark(state);
  }

  /**
   * Asks the core for the layouts made for the grid's photos and for the catalogue's fits, and
   * shows them first.
   * @param {FlowState} state
   */
  #offer(state) {
    this.#offered = offerKey(state);
    this.#made.show(state, this.#flow.madeLayouts());
    this.#showFits(this.#flow.catalogueFits());
    this.#mark(state);
  }

  /**
   * The group for as many photos as the grid has comes first (after the made ones), best fit
   * first, each saying what it keeps; the others as the catalogue orders them.
   * @param {CatalogueFit[]} fits
   */
  #showFits(fits) {
    const kept = new Map(fits.map((fit) => [fit.number, fit.kept]));
    const count = this.#core.layouts().find((layout) => layout.number === fits[0]?.number)?.cellCount ?? 0;
    const order = [this.#made.heading, this.#made.row];
    const first = this.#groups.get(count);
    if (first) order.push(first.heading, first.row);
    for (const [photos, { heading, row }] of this.#groups) if (photos !== count) order.push(heading, row);
    // Moved only when the order changes: moving an element takes its focus away.
    if (order.some((element, index) => this.#list.children[index] !== element)) this.#list.replaceChildren(...order);
    for (const [photos, { heading, row, base, entries }] of this.#groups) {
      heading.textContent = photos === count ? `${base}, best fit first` : base;
      const ordered = photos === count ? fits.flatMap((fit) => entries.filter((entry) => Number(entry.dataset.layout) === fit.number)) : entries;
      if (ordered.some((entry, index) => row.children[index] !== entry)) row.replaceChildren(...ordered);
      for (const entry of entries) {
        const figure = kept.get(Number(entry.dataset.layout));
        entry.dataset.kept = figure === undefined ? '' : String(figure);
        entry.classList.toggle('fits', figure !== undefined);
        const caption = /** @type {HTMLElement} made with the entry */ (entry.querySelector('.kept'));
        caption.hidden = figure === undefined;
        caption.textContent = figure === undefined ? '' : `${keptPercent(figure)} %`;
        this.#name(entry);
      }
    }
  }

  /**
   * A catalogue entry's name: its layout's, and what it keeps of the photos when it says so.
   * @param {HTMLButtonElement} entry
   */
  #name(entry) {
    const number = Number(entry.dataset.layout);
    const name = layoutName(number, this.#core.layouts().find((layout) => layout.number === number)?.name);
    entry.setAttribute('aria-label', entry.dataset.kept ? `${name}, ${keptWords(Number(entry.dataset.kept))}` : name);
  }

  /**
   * Marks the chosen layout: a catalogue entry by its number; a made one (layout 0) when the
   * grid's cells are its own.
   * @param {FlowState} state
   */
  #mark(state) {
    for (const entry of this.#entries) entry.setAttribute('aria-pressed', String(Number(entry.dataset.layout) === state.layout));
    this.#made.mark(state, () => this.#flow.cells(state.pictureSide));
  }
}

/**
 * A heading and its row of entries, added to `list`.
 * @param {HTMLElement} list @param {string} id the heading's @param {string} words @returns {Group}
 */
function group(list, id, words) {
  const heading = document.createElement('h3');
  heading.id = id;
  heading.textContent = words;
  const row = document.createElement('div');
  row.className = 'catalogue-row';
  row.setAttribute('role', 'group');
  row.setAttribute('aria-labelledby', id);
  list.append(heading, row);
  return { heading, row };
}

/**
 * What the first groups depend on: each slot's photo as the grid shows it (or brings it) and
 * the picture's shape and frame. Another layout counts only through the slots it shows.
 * @param {FlowState} state
 */
function offerKey(state) {
  const slots = state.slots.map((slot) => [slot.place >= 0, slot.shown, slot.photoId, slot.coming, slot.photo?.width, slot.photo?.height, slot.orientation]);
  return JSON.stringify([state.format, state.pictureSide, state.frame.spacing, state.frame.radius, state.frame.colour, slots]);
}
