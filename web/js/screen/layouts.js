// The layout buttons: the spec's three, each drawn from the core's geometry in the picture's
// format. A layout chosen from the catalogue takes the last button's place while it is chosen.

import { layoutDrawing } from './layout-drawing.js';

const SVG = 'http://www.w3.org/2000/svg';

/** @typedef {import('../core/core-grid.js').LayoutEntry} LayoutEntry */

export class LayoutButtons {
  /** @type {import('../core/core-api.js').Core} */
  #core;
  /** @type {HTMLButtonElement[]} */
  #buttons = [];
  /** @type {readonly LayoutEntry[]} the spec's three, in button order */
  #three;
  /** @type {string} what each button draws now: its layout and the format */
  #drawn = '';

  /**
   * `onTap(number)` runs when a layout button is activated.
   * @param {HTMLElement} root @param {import('../core/core-api.js').Core} core @param {(layout: number) => void} onTap
   */
  constructor(root, core, onTap) {
    this.#core = core;
    this.#three = core.layouts().slice(0, 3);
    for (const _ of this.#three) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'layout';
      button.setAttribute('aria-pressed', 'false');
      button.addEventListener('click', () => onTap(Number(button.dataset.layout)));
      root.append(button);
      this.#buttons.push(button);
    }
  }

  /** @param {import('../core/flow-state.js').FlowState} state */
  render(state) {
    const shown = this.#three.map((layout) => layout.number);
    if (!shown.includes(state.layout)) shown[shown.length - 1] = state.layout;
    const drawn = `${shown}:${state.format}:${state.form}`;
    if (drawn !== this.#drawn) {
      this.#drawn = drawn;
      this.#buttons.forEach((button, index) => drawButton(button, this.#core, shown[index], state));
    }
    for (const button of this.#buttons) button.setAttribute('aria-pressed', String(Number(button.dataset.layout) === state.layout));
  }
}

/**
 * Makes `button` show catalogue layout `layout` in the state's format (the chosen one with its
 * dividers where they are; layout 0, one made for the photos, is the chosen one): its drawing,
 * its name and the tick it shows when chosen. What else the button holds stays (the
 * catalogue's "keeps" figure).
 * @param {HTMLButtonElement} button @param {import('../core/core-api.js').Core} core @param {number} layout
 * @param {import('../core/flow-state.js').FlowState} state
 */
export function drawButton(button, core, layout, state) {
  const entry = core.layouts().find((each) => each.number === layout);
  const form = layout === state.layout ? state.form : (entry?.form ?? state.form);
  button.dataset.layout = String(layout);
  button.setAttribute('aria-label', layoutName(layout, entry?.name));
  button.querySelector('.shape')?.remove();
  button.querySelector('.check')?.remove();
  button.prepend(layoutDrawing(core, form, state.format), checkMark());
}

/**
 * A layout's name for people: "Layout 7: Big top, small below", or, for layout 0, the one
 * made for the photos.
 * @param {number} layout @param {string} [name] its name in the catalogue
 */
export function layoutName(layout, name) {
  return layout === 0 ? 'Layout made for your photos' : `Layout ${layout}: ${name ?? ''}`;
}

/** The dark tick of the selected button (shown by CSS on aria-pressed=true). */
export function checkMark() {
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
