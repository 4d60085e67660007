// The layout buttons. Each draws its layout from the core's own geometry: on an 80-unit
// button the core's 5 % margin and gutter are the design's 4-unit inset and gutter.

import { NUMBER_WORDS } from './messages.js';

const BUTTON_SIDE = 80;
const SVG = 'http://www.w3.org/2000/svg';

/** @typedef {import('./core-api.js').Cell} Cell */

export class LayoutButtons {
  /** @type {Map<number, HTMLButtonElement>} */
  #buttons = new Map(); // layout number → button

  /**
   * `onTap(number)` runs when a layout button is activated.
   * @param {HTMLElement} root @param {import('./core-api.js').Core} core @param {(layout: number) => void} onTap
   */
  constructor(root, core, onTap) {
    for (const number of core.layoutNumbers()) {
      const cells = core.cells(number, BUTTON_SIDE);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'layout';
      button.dataset.layout = String(number);
      button.setAttribute('aria-label', `Layout ${number}: ${describe(cells)}`);
      button.setAttribute('aria-pressed', 'false');
      for (const cell of cells) {
        const tile = document.createElement('span');
        tile.className = 'tile';
        tile.style.left = percent(cell.x);
        tile.style.top = percent(cell.y);
        tile.style.width = percent(cell.width);
        tile.style.height = percent(cell.height);
        button.append(tile);
      }
      button.append(checkMark());
      button.addEventListener('click', () => onTap(number));
      root.append(button);
      this.#buttons.set(number, button);
    }
  }

  /** @param {import('./flow.js').FlowState} state */
  render(state) {
    for (const [number, button] of this.#buttons) {
      button.setAttribute('aria-pressed', String(number === state.layout));
    }
  }
}

/** @param {number} units of the 80-unit button */
function percent(units) {
  return `${(units / BUTTON_SIDE) * 100}%`;
}

/**
 * "one wide photo on top, two photos below", from the rows of the core's cells.
 * @param {readonly Cell[]} cells
 */
function describe(cells) {
  /** @type {Map<number, number>} row's y → cells in it */
  const rows = new Map();
  for (const cell of cells) rows.set(cell.y, (rows.get(cell.y) ?? 0) + 1);
  const words = [...rows.values()].map((count) =>
    count === 1 ? 'one wide photo' : `${NUMBER_WORDS[count] ?? count} photos`,
  );
  if (words.length === 2) return `${words[0]} on top, ${words[1]} below`;
  return words.join(', then ');
}

/** The dark tick of the selected button (shown by CSS on aria-pressed=true). */
function checkMark() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'check');
  svg.setAttribute('viewBox', '0 0 80 80');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  // A brush tick after the mock-up: a short thick stroke down, a long thinner one up.
  path.setAttribute('d', 'M19.5 33 C21 28.5 30 28 31.5 33.5 L32.5 42 L51.5 20.5 C54.5 17.5 60.5 20.5 58 25 L35.5 53.5 C32 57.5 26 57 25 52 Z');
  svg.append(path);
  return svg;
}
