// The shape and frame sheet: the picture's format, and its frame's spacing, colour and corner
// radius. The choices offered and their ranges are the core's; what is chosen is the reducer's
// state, which this sheet only shows and reports a change to.

import { PICTUREFORMAT_LABELS } from '../core/abi-codes.js';
import { cssColour } from '../core/core-grid.js';
import { colourWords } from './words.js';
import { Panel } from './panel.js';

/**
 * The sheet's elements, from index.html.
 * @typedef {object} FrameSheetElements
 * @property {HTMLDialogElement} dialog
 * @property {HTMLButtonElement} opener
 * @property {HTMLElement} formats
 * @property {HTMLInputElement} spacing
 * @property {HTMLOutputElement} spacingValue
 * @property {HTMLInputElement} radius
 * @property {HTMLOutputElement} radiusValue
 * @property {HTMLElement} colours
 * @property {HTMLInputElement} colour
 */

export class FrameSheet {
  #parts;
  #panel;
  /** @type {HTMLButtonElement[]} */
  #formats = [];
  /** @type {HTMLButtonElement[]} */
  #swatches = [];
  /** @type {HTMLButtonElement} opens the colour input */
  #anyColour;
  /** @type {import('../core/core-grid.js').Frame} the frame as last shown: a change reports the other two as they are */
  #frame;

  /**
   * `onFormat(code)` runs when a format is chosen, `onFrame(frame)` when the frame changes, and
   * `onLetGo()` when the control that changed it is let go: a slider released or its run of
   * keys ended, the colour picker closed, a swatch tapped (each is one step for Undo).
   * @param {FrameSheetElements} parts @param {import('../core/core-api.js').Core} core
   * @param {{onFormat: (format: number) => void, onFrame: (frame: import('../core/core-grid.js').Frame) => void, onLetGo: () => void}} hooks
   */
  constructor(parts, core, { onFormat, onFrame, onLetGo }) {
    this.#parts = parts;
    this.#panel = new Panel(parts.dialog, parts.opener);
    const choices = core.frameChoices();
    this.#frame = { spacing: choices.spacing, colour: choices.colour, radius: choices.radius };
    const ratios = core.formats();
    ratios.forEach((ratio, code) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'format';
      button.dataset.format = String(code);
      button.setAttribute('aria-pressed', 'false');
      const shape = document.createElement('span');
      shape.className = 'format-shape';
      shape.setAttribute('aria-hidden', 'true');
      const long = Math.max(ratio.width, ratio.height);
      shape.style.width = `${(ratio.width / long) * 100}%`;
      shape.style.height = `${(ratio.height / long) * 100}%`;
      const box = document.createElement('span');
      box.className = 'format-box';
      box.append(shape);
      button.append(box, PICTUREFORMAT_LABELS[code] ?? '');
      button.addEventListener('click', () => onFormat(code));
      parts.formats.append(button);
      this.#formats.push(button);
    });
    parts.spacing.min = parts.radius.min = '0';
    parts.spacing.max = String(choices.spacingMax);
    parts.radius.max = String(choices.radiusMax);
    const report = (/** @type {Partial<import('../core/core-grid.js').Frame>} */ change) => onFrame({ ...this.#frame, ...change });
    parts.spacing.addEventListener('input', () => report({ spacing: Number(parts.spacing.value) }));
    parts.radius.addEventListener('input', () => report({ radius: Number(parts.radius.value) }));
    parts.colour.addEventListener('input', () => report({ colour: parseInt(parts.colour.value.slice(1), 16) }));
    parts.colour.addEventListener('change', onLetGo);
    this.#anyColour = /** @type {HTMLButtonElement} index.html's */ (parts.colours.querySelector('#any-colour'));
    this.#anyColour.addEventListener('click', () => openPicker(parts.colour));
    const { runEndsMilliseconds } = core.screenRules();
    for (const slider of [parts.spacing, parts.radius]) letGoOf(slider, runEndsMilliseconds, onLetGo);
    for (const colour of core.frameColours()) {
      const swatch = document.createElement('button');
      swatch.type = 'button';
      swatch.className = 'swatch';
      swatch.dataset.colour = String(colour);
      swatch.style.setProperty('--swatch', cssColour(colour));
      swatch.setAttribute('aria-label', colourWords(colour));
      swatch.setAttribute('aria-pressed', 'false');
      swatch.addEventListener('click', () => {
        report({ colour });
        onLetGo();
      });
      parts.colours.insertBefore(swatch, parts.colours.lastElementChild);
      this.#swatches.push(swatch);
    }
  }

  /** @param {import('../core/flow-state.js').FlowState} state */
  render(state) {
    const { spacing, spacingValue, radius, radiusValue, colour } = this.#parts;
    this.#panel.enable(state.canChangePicture);
    this.#frame = state.frame;
    for (const button of this.#formats) button.setAttribute('aria-pressed', String(Number(button.dataset.format) === state.format));
    for (const swatch of this.#swatches) swatch.setAttribute('aria-pressed', String(Number(swatch.dataset.colour) === state.frame.colour));
    const preset = this.#swatches.some((swatch) => Number(swatch.dataset.colour) === state.frame.colour);
    this.#anyColour.setAttribute('aria-pressed', String(!preset));
    // A control being dragged already shows the value: setting it again would fight the finger.
    if (spacing.value !== String(state.frame.spacing)) spacing.value = String(state.frame.spacing);
    if (radius.value !== String(state.frame.radius)) radius.value = String(state.frame.radius);
    spacingValue.value = `${state.frame.spacing / 10} %`;
    radiusValue.value = `${state.frame.radius / 10} %`;
    spacing.setAttribute('aria-valuetext', `${state.frame.spacing / 10} % of the short side`);
    radius.setAttribute('aria-valuetext', `${state.frame.radius / 10} % of the smallest cell`);
    if (colour.value !== cssColour(state.frame.colour)) colour.value = cssColour(state.frame.colour);
  }
}

/**
 * Opens `input`'s picker: `showPicker()` where the engine has it (and allows it), else a click.
 * @param {HTMLInputElement} input
 */
function openPicker(input) {
  try {
    if (typeof input.showPicker === 'function') return input.showPicker();
  } catch {}
  input.click();
}

/**
 * Calls `onLetGo()` when `slider` is let go: `change` comes when a finger or the mouse lets go,
 * but with each key press too, so a run of keys ends only once the keys have rested
 * `runEndsMilliseconds`.
 * @param {HTMLInputElement} slider @param {number} runEndsMilliseconds @param {() => void} onLetGo
 */
function letGoOf(slider, runEndsMilliseconds, onLetGo) {
  let byKeys = false;
  let rest = 0;
  slider.addEventListener('pointerdown', () => {
    if (byKeys) onLetGo(); // the run of keys ends as a finger takes over
    clearTimeout(rest);
    byKeys = false;
  });
  slider.addEventListener('keydown', () => {
    byKeys = true;
  });
  slider.addEventListener('change', () => {
    clearTimeout(rest);
    if (byKeys) rest = setTimeout(onLetGo, runEndsMilliseconds);
    else onLetGo();
  });
}
