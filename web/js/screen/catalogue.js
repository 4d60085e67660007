// The catalogue sheet. With two to nine photos in the grid it opens with the layouts the core
// made for them (each drawn with the photos in its cells, saying how much of them it keeps),
// then the catalogue's layouts for as many photos, best fit first; then every other layout,
// grouped by how many photos it shows. Each entry is drawn from the core's cells in the
// picture's format; the chosen one is marked. The core is asked for what it made when the
// sheet opens, and again while it is open if the photos change: never under the person's
// finger, and nothing of its answers is kept but what is drawn.

import { NUMBER_WORDS, capital } from './words.js';
import { checkMark, drawButton, layoutName } from './layouts.js';
import { madeDrawing, releaseTiles } from './made-drawing.js';
import { Panel } from './panel.js';
import { cssColour } from '../core/core-grid.js';

/** @typedef {import('../core/flow-state.js').FlowState} FlowState */
/** @typedef {import('../core/core-flow.js').MadeLayout} MadeLayout */
/** @typedef {import('../core/core-flow.js').CatalogueFit} CatalogueFit */
/** @typedef {{heading: HTMLHeadingElement, row: HTMLElement}} Group a heading and its row of entries */

/**
 * What a layout keeps of the photos, in words: "keeps 97 %" (rounded down: never more than it keeps).
 * @param {number} kept millionths
 */
export function keptWords(kept) {
  return `keeps ${keptPercent(kept)} %`;
}

/** @param {number} kept millionths @returns {number} whole percent, rounded down */
function keptPercent(kept) {
  return Math.floor(kept / 10_000);
}

export class LayoutCatalogue {
  /** @type {import('../core/core-api.js').Core} */
  #core;
  /** @type {import('../core/flow.js').Flow} */
  #flow;
  /** @type {() => import('./grid.js').ShownPhotos} */
  #shown;
  #panel;
  /** @type {HTMLElement} */
  #list;
  /** @type {Group} the layouts made for the photos */
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
    this.#shown = shown;
    this.#list = list;
    this.#panel = new Panel(dialog, opener, () => {
      this.#offer(flow.state);
      dialog.scrollTop = 0; // from the top, where what was made for the photos is, however it was left
    });
    this.#made = group(list, 'catalogue-made', 'Made for your photos');
    this.#made.heading.hidden = this.#made.row.hidden = true;
    this.#made.row.addEventListener('click', (event) => {
      const entry = /** @type {Element} */ (event.target).closest('button');
      if (!entry) return;
      // Closed first: the sheet is not asked again for the layout its choice brings.
      this.#panel.close();
      onChooseMade(Number(entry.dataset.made), /** @type {string} */ (entry.getAttribute('aria-label')));
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
    this.#showMade(state, this.#flow.madeLayouts());
    this.#showFits(this.#flow.catalogueFits());
    this.#mark(state);
  }

  /**
   * The made layouts' entries, in the core's order (best first); none hides the group.
   * @param {FlowState} state @param {MadeLayout[]} made
   */
  #showMade(state, made) {
    const { heading, row } = this.#made;
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
    const made = /** @type {HTMLButtonElement[]} */ ([...this.#made.row.children]);
    const cells = state.layout === 0 && made.length > 0 ? cellsKey(this.#flow.cells(state.pictureSide)) : null;
    for (const entry of made) entry.setAttribute('aria-pressed', String(entry.dataset.cells === cells));
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

/**
 * Cells as one string: two layouts with the same string show the same picture.
 * @param {readonly import('../core/core-grid.js').Cell[]} cells
 */
function cellsKey(cells) {
  return cells.map(({ x, y, width, height, slot }) => `${slot}:${x},${y},${width},${height}`).join(' ');
}
