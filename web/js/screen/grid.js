// The grid on screen: one button per photo slot, placed where the core says and showing each
// photo through the crop the core computes for the exported picture, so both agree.

import { paintCell } from './cell-drawing.js';
import { cssColour } from '../core/core-grid.js';
import { placeWords } from './words.js';

/** @typedef {import('../core/core-grid.js').Cell} Cell */
/** @typedef {import('../core/core-grid.js').Rect} Rect */
/** @typedef {import('../core/flow-state.js').FlowState} FlowState */
/** @typedef {(import('../photos/loads.js').ShownPhoto | undefined)[]} ShownPhotos */
/** @typedef {import('./cell-drawing.js').CellPhoto} CellPhoto */
/**
 * What a cell's canvas shows.
 * @typedef {{key: string, preview: HTMLCanvasElement, photo: CellPhoto, rect: Cell, backdrop: string}} Drawn
 */

export class GridView {
  /** @type {import('../core/core-api.js').Core} */
  #core;
  /** @type {import('../core/flow.js').Flow} the cells of the grid as it is */
  #flow;
  /** @type {HTMLElement} */
  #root;
  /** @type {import('../core/core-grid.js').Size[]} */
  #ratios; // each format's width to height, by PictureFormat code
  /** @type {HTMLButtonElement[]} */
  #cells = [];
  /** @type {Map<number, Drawn>} */
  #drawn = new Map(); // slot → key of what its canvas shows
  /** @type {[FlowState, ShownPhotos] | null} */
  #last = null; // last render arguments, for re-layout on resize
  /** @type {{dx: number, dy: number} | null} */
  #frame = null; // last measure of the grid at rest
  #quick = false; // a divider is being dragged: cells are drawn coarsely

  /**
   * `onTap(slot)` runs for a click on a cell (tap, mouse or keyboard).
   * @param {HTMLElement} root @param {import('../core/core-api.js').Core} core
   * @param {import('../core/flow.js').Flow} flow @param {(slot: number) => void} onTap
   */
  constructor(root, core, flow, onTap) {
    this.#root = root;
    this.#core = core;
    this.#flow = flow;
    this.#ratios = core.formats();
    for (let slot = 0; slot < core.slotCount(); slot++) {
      const cell = document.createElement('button');
      cell.type = 'button';
      cell.className = 'cell';
      cell.dataset.slot = String(slot);
      cell.hidden = true;
      const spinner = document.createElement('span');
      spinner.className = 'spinner';
      spinner.setAttribute('aria-hidden', 'true');
      cell.append(spinner);
      cell.addEventListener('click', () => onTap(slot));
      this.#cells.push(cell);
    }
    // Rotation and zoom change the grid's pixel side or place: lay the cells out again.
    const again = () => this.#last && this.render(...this.#last);
    new ResizeObserver(again).observe(root);
    addEventListener('resize', again);
  }

  /**
   * The frame's short side in device pixels, within what the core lays out (a huge screen is
   * capped). It comes from the layout box, which a slide or nudge (a transform) leaves alone: a
   * rotation mid-slide lays the cells out for the new frame, never the old one.
   */
  deviceSide() {
    const style = getComputedStyle(this.#root);
    return this.#core.clampSide(Math.round(Math.min(parseFloat(style.width), parseFloat(style.height)) * devicePixelRatio));
  }

  /**
   * The frame's short side in device pixels (the scale at which the core lays cells out), and the
   * shift in CSS px that puts its cells on whole device pixels, so that each canvas maps 1:1
   * to the screen and stays sharp.
   */
  #measure() {
    const dpr = devicePixelRatio;
    const side = this.deviceSide();
    // The snapping shift is measured on screen, so only when the grid is at rest.
    if (this.#root.getAnimations().length === 0 || !this.#frame) {
      const box = this.#root.getBoundingClientRect();
      const snap = (/** @type {number} */ edge) => (Math.round(edge * dpr) - edge * dpr) / dpr;
      this.#frame = { dx: snap(box.left), dy: snap(box.top) };
    }
    return { ...this.#frame, side, dpr };
  }

  /**
   * Shows `state` (the reducer's snapshot). `shown[slot]` is the page's record of the photo the
   * slot shows ({preview}); its decoded size, which fixes the crop, is the core's
   * (`state.photos`), and the crop is asked for the exported picture's cell.
   * @param {FlowState} state @param {ShownPhotos} shown
   */
  render(state, shown) {
    const before = this.#last?.[0];
    const focused = this.#cells.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    this.#last = [state, shown];
    // The frame's shape is the format's (the stage's CSS fits it in the design's place, and
    // moves the message with it), its colour the frame's.
    const ratio = this.#ratios[state.format];
    const stage = /** @type {HTMLElement} the grid is in the stage */ (this.#root.parentElement);
    stage.style.setProperty('--fw', String(ratio.width));
    stage.style.setProperty('--fh', String(ratio.height));
    this.#root.style.backgroundColor = cssColour(state.frame.colour);
    this.#root.dataset.format = String(state.format); // for tests
    this.#root.dataset.form = state.form;
    const { side, dx, dy, dpr } = this.#measure();
    const cells = this.#flow.cells(side);
    const backdrop = cssColour(state.frame.colour);
    const visible = new Set();

    cells.forEach((rect, index) => {
      const { slot } = rect;
      const cell = this.#cells[slot];
      visible.add(slot);
      cell.hidden = false;
      cell.style.left = `${rect.x / dpr + dx}px`;
      cell.style.top = `${rect.y / dpr + dy}px`;
      cell.style.width = `${rect.width / dpr}px`;
      cell.style.height = `${rect.height / dpr}px`;
      // The core's corner radius; none chosen keeps the design's slight rounding on screen.
      cell.style.borderRadius = rect.radius > 0 ? `${rect.radius / dpr}px` : '';
      // Keep the DOM (and so the Tab order) in cell order.
      if (this.#root.children[index] !== cell) this.#root.insertBefore(cell, this.#root.children[index] ?? null);

      const record = shown[slot];
      const photo =
        state.slots[slot].shown && record?.preview && state.slots[slot].photo && state.slots[slot].crop
          ? /** @type {CellPhoto} photo and crop checked just above */ ({
              ...state.slots[slot].photo, preview: record.preview, crop: state.slots[slot].crop, orientation: state.slots[slot].orientation,
            })
          : undefined;
      const loading = state.slots[slot].loading;
      cell.classList.toggle('is-loading', loading);
      cell.setAttribute('aria-busy', String(loading));
      const where = placeWords(state.slots[slot].place);
      const busy = loading ? ' (loading)' : '';
      const zoom = state.slots[slot].zoomPercent;
      const framed = photo && zoom !== 100 ? `, zoom ${zoom} %` : '';
      cell.setAttribute('aria-label', photo ? `Replace the photo, ${where}${framed}${busy}` : `Add a photo, ${where}${busy}`);
      if (photo) cell.setAttribute('aria-keyshortcuts', 'ArrowLeft ArrowRight ArrowUp ArrowDown + - 0 Shift+ArrowLeft R Shift+R M Delete');
      else cell.removeAttribute('aria-keyshortcuts');
      cell.classList.toggle('is-filled', Boolean(photo));
      cell.classList.toggle('is-missing', state.highlightsEmptyCells && !photo);
      if (photo) {
        cell.dataset.photoSize = `${photo.width}x${photo.height}`; // decoded size, for tests
        cell.dataset.orientation = String(photo.orientation); // for tests
        cell.dataset.version = String(/** @type {import('../photos/loads.js').ShownPhoto} a photo has its record */ (record).version);
        this.#draw(cell, slot, photo, rect, backdrop, this.#quick ? 'low' : 'high', this.#quick);
      } else {
        delete cell.dataset.photoSize;
        delete cell.dataset.orientation;
        delete cell.dataset.version;
        cell.querySelector('canvas')?.remove();
        this.#drawn.delete(slot);
      }
    });

    for (const cell of this.#cells) {
      if (!visible.has(Number(cell.dataset.slot))) cell.hidden = true;
    }
    if (before && focused >= 0) this.#focusFollowsPhoto(before, state, focused);
  }

  /**
   * The focus follows the focused cell's photo to the cell it moved to (Shift + arrow, Undo).
   * @param {FlowState} before @param {FlowState} state @param {number} slot
   */
  #focusFollowsPhoto(before, state, slot) {
    const photo = before.slots[slot].photoId;
    if (!photo || state.slots[slot].photoId === photo) return;
    const to = state.slots.findIndex((each) => each.photoId === photo);
    if (to >= 0 && !this.#cells[to].hidden) this.#cells[to].focus();
  }

  /**
   * While `quick` (a divider dragged reshapes two cells or more each frame), a cell whose shape
   * changes is drawn with bilinear smoothing, as a pan is (see `reframe`), into a canvas of one
   * pixel per CSS px that the screen scales up: at DPR 3 a ninth of the pixels to fill, draw and
   * hand to the compositor. The render after it draws them again, sharp, at 'high'.
   * @param {boolean} quick
   */
  drawQuickly(quick) {
    this.#quick = quick;
  }

  /** Puts the keyboard focus on the first cell the layout shows. */
  focusFirstCell() {
    /** @type {HTMLButtonElement | null} */ (this.#root.querySelector('.cell:not([hidden])'))?.focus();
  }

  /**
   * Draws `slot` again with a new `crop` (a pan or zoom under way), without a full render, with
   * bilinear smoothing: in headless Chromium it costs half of 'high' a frame. The render that
   * follows the settled gesture draws the same crop again at 'high'.
   * @param {number} slot @param {Rect | null} crop
   */
  reframe(slot, crop) {
    const drawn = this.#drawn.get(slot);
    if (!drawn || !crop) return;
    this.#draw(this.#cells[slot], slot, { ...drawn.photo, crop }, drawn.rect, drawn.backdrop, 'low');
  }

  /**
   * Paints the part of the photo that the exported picture shows into the cell's canvas, unless
   * it already shows it. `backdrop`: the CSS colour a photo's transparent pixels lie over (the frame's, as in the picture).
   * @param {HTMLButtonElement} cell @param {number} slot @param {CellPhoto} photo @param {Cell} rect
   * @param {string} backdrop @param {ImageSmoothingQuality} quality (optional)
   * @param {boolean} coarse one canvas pixel per CSS px, not per device pixel (optional)
   */
  #draw(cell, slot, photo, rect, backdrop, quality = 'high', coarse = false) {
    // The crop is the reducer's, for the decoded size, the export cell and the slot's framing:
    // exactly what ig_compose paints.
    const crop = photo.crop;
    const shape = [rect.width, rect.height, crop.x, crop.y, crop.width, crop.height, photo.orientation, backdrop].join();
    const key = `${shape},${quality},${coarse}`;
    const drawn = this.#drawn.get(slot);
    // Whatever shows the same already does for a quick draw (a cell a drag leaves as it is).
    if (drawn?.preview === photo.preview && (drawn.key === key || (quality === 'low' && drawn.key.startsWith(`${shape},`)))) return;
    paintCell(cell, photo, rect, backdrop, quality, coarse);
    this.#drawn.set(slot, { key, preview: photo.preview, photo, rect, backdrop });
  }
}
