// The dividers between cells, over the grid: one focusable separator per divider of the layout
// as the core holds it (WAI-ARIA's window splitter), at its gutter, with a hit area at least
// 44 CSS px across even where the gutter is 0 wide (app.css). Placed in percent of the frame, so
// a render measures nothing; the elements are kept from one render to the next (a drag renders
// at the display's frame rate). Hands on them: input/divider-hands.js.

import { Phase } from '../core/abi-codes.js';
import { dividerWords, placeWords } from './words.js';

/** @typedef {import('../core/flow-state.js').FlowState} FlowState */
/** @typedef {import('../core/flow-state.js').DividerView} Divider */

export class DividerLayer {
  /** @type {HTMLElement} */
  #layer;
  /** @type {HTMLElement[]} one per divider, by index; more than the layout has are hidden */
  #elements = [];
  /** @type {string[]} what each element was placed for: it is placed again only when that changes */
  #placed = [];
  /** @type {FlowState | null} */
  #state = null;

  /**
   * Puts the layer in `grid`, after its cells (the cells keep their own order before it), its
   * hit areas `hit` CSS px across (the core's `dividerHit`).
   * @param {HTMLElement} grid @param {number} hit
   */
  constructor(grid, hit) {
    this.#layer = document.createElement('div');
    this.#layer.className = 'dividers';
    this.#layer.style.setProperty('--hit', `${hit}px`);
    grid.append(this.#layer);
  }

  /** The element holding the dividers, where their keys arrive. */
  get root() {
    return this.#layer;
  }

  /** The state last shown (its dividers and picture size), or null before the first render. */
  get state() {
    return this.#state;
  }

  /**
   * Divider `index`'s element.
   * @param {number} index @returns {HTMLElement | undefined}
   */
  element(index) {
    return this.#elements[index];
  }

  /** Whether the dividers show: the grid is on screen and idle. */
  get shown() {
    return !this.#layer.hidden && this.#state !== null;
  }

  /** @param {FlowState} state */
  render(state) {
    this.#state = state;
    // Only on the grid at rest: a grid sliding away or being shared takes no divider.
    this.#layer.hidden = state.phase !== Phase.idle;
    const { width, height } = state.pictureSize;
    state.dividers.forEach((divider, index) => {
      const element = this.#elements[index] ?? this.#make(index);
      element.hidden = false;
      const { x, y, width: w, height: h } = divider.gutter;
      const placed = [divider.vertical, x, y, w, h, width, height].join();
      if (this.#placed[index] !== placed) {
        this.#placed[index] = placed;
        const orientation = divider.vertical ? 'vertical' : 'horizontal';
        element.setAttribute('aria-orientation', orientation);
        element.setAttribute('aria-keyshortcuts', divider.vertical ? VERTICAL_KEYS : HORIZONTAL_KEYS);
        // The gutter's middle line and its length; the gutter's own width (CSS widens the hit
        // area to at least 44 px about the line).
        const style = element.style;
        const across = divider.vertical ? percent(w, width) : percent(h, height);
        Object.assign(style, divider.vertical
          ? { left: percent(x + w / 2, width), top: percent(y, height), width: '', height: percent(h, height) }
          : { left: percent(x, width), top: percent(y + h / 2, height), width: percent(w, width), height: '' });
        style.setProperty('--gutter', across);
      }
      setAttribute(element, 'aria-valuenow', String(divider.percent));
      setAttribute(element, 'aria-valuemin', String(divider.lowestPercent));
      setAttribute(element, 'aria-valuemax', String(divider.highestPercent));
      const places = (/** @type {number[]} */ slots) => slots.map((slot) => placeWords(state.slots[slot].place));
      setAttribute(element, 'aria-label', dividerWords(places(divider.before), places(divider.after)));
    });
    for (const element of this.#elements.slice(state.dividers.length)) element.hidden = true;
  }

  /**
   * The dividers whose hit area holds the point (`x`, `y`, CSS px in the viewport), nearest
   * gutter first, each with the point's distance from its middle line.
   * @param {number} x @param {number} y @returns {{divider: Divider, distance: number}[]}
   */
  at(x, y) {
    const state = this.#state;
    if (!state || !this.shown) return [];
    const found = [];
    for (const divider of state.dividers) {
      const element = this.#elements[divider.index];
      if (!element || element.hidden) continue;
      const box = element.getBoundingClientRect();
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) continue;
      const distance = divider.vertical ? Math.abs(x - (box.left + box.right) / 2) : Math.abs(y - (box.top + box.bottom) / 2);
      found.push({ divider, distance });
    }
    return found.sort((a, b) => a.distance - b.distance);
  }

  /** @param {number} index */
  #make(index) {
    const element = document.createElement('div');
    element.className = 'divider';
    element.dataset.index = String(index);
    element.setAttribute('role', 'separator');
    element.tabIndex = 0;
    this.#layer.append(element);
    this.#elements[index] = element;
    return element;
  }
}

/** The keys a divider takes, as aria-keyshortcuts says them, by its orientation. */
const VERTICAL_KEYS = 'ArrowLeft ArrowRight Shift+ArrowLeft Shift+ArrowRight Home End Enter';
const HORIZONTAL_KEYS = 'ArrowUp ArrowDown Shift+ArrowUp Shift+ArrowDown Home End Enter';

/**
 * `part` of `whole` as a CSS percentage.
 * @param {number} part @param {number} whole
 */
function percent(part, whole) {
  return `${(part / whole) * 100}%`;
}

/**
 * Sets an attribute only when it changes: a drag renders at the display's frame rate.
 * @param {HTMLElement} element @param {string} name @param {string} value
 */
function setAttribute(element, name, value) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
