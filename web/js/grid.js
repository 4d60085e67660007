// The grid on screen: one button per photo slot, placed where the core says and showing each
// photo through the crop the core computes for the exported picture, so both agree.

import { isFilled } from './flow.js';

const SLOTS = 4;

export class GridView {
  #core;
  #root;
  #cells = [];
  #drawn = new Map(); // slot → key of what its canvas shows
  #last = null; // last render arguments, for re-layout on resize
  #frame = null; // last measure of the grid at rest

  /** `onTap(slot)` runs for a click on a cell (tap, mouse or keyboard). */
  constructor(root, core, onTap) {
    this.#root = root;
    this.#core = core;
    for (let slot = 0; slot < SLOTS; slot++) {
      const cell = document.createElement('button');
      cell.type = 'button';
      cell.className = 'cell';
      cell.dataset.slot = String(slot);
      cell.hidden = true;
      cell.addEventListener('click', () => onTap(slot));
      this.#cells.push(cell);
    }
    // Rotation and zoom change the grid's pixel side or place: lay the cells out again.
    const again = () => this.#last && this.render(...this.#last);
    new ResizeObserver(again).observe(root);
    addEventListener('resize', again);
  }

  /**
   * The grid's side in device pixels (the scale at which the core lays cells out), and the
   * shift in CSS px that puts its cells on whole device pixels, so that each canvas maps 1:1
   * to the screen and stays sharp.
   */
  #measure() {
    const dpr = devicePixelRatio;
    // A running slide or nudge moves the grid: measure its place only when it is at rest.
    if (this.#root.getAnimations().length === 0 || !this.#frame) {
      const box = this.#root.getBoundingClientRect();
      const snap = (edge) => (Math.round(edge * dpr) - edge * dpr) / dpr;
      this.#frame = {
        side: this.#core.clampSide(Math.round(box.width * dpr)),
        dx: snap(box.left),
        dy: snap(box.top),
      };
    }
    return { ...this.#frame, dpr };
  }

  /**
   * Shows `state` (the reducer's snapshot). `photos[slot]` is {preview, width, height, version}
   * or undefined; `exportSide` is the side of the exported picture, whose cells fix the crop.
   */
  render(state, photos, exportSide) {
    this.#last = [state, photos, exportSide];
    const { side, dx, dy, dpr } = this.#measure();
    const cells = this.#core.cells(state.layout, side);
    const exportCells = this.#core.cells(state.layout, exportSide);
    const shown = new Set();

    cells.forEach((rect, index) => {
      const { slot } = rect;
      const cell = this.#cells[slot];
      shown.add(slot);
      cell.hidden = false;
      cell.style.left = `${rect.x / dpr + dx}px`;
      cell.style.top = `${rect.y / dpr + dy}px`;
      cell.style.width = `${rect.width / dpr}px`;
      cell.style.height = `${rect.height / dpr}px`;
      // Keep the DOM (and so the Tab order) in cell order.
      if (this.#root.children[index] !== cell) this.#root.insertBefore(cell, this.#root.children[index] ?? null);

      const photo = isFilled(state, slot) ? photos[slot] : undefined;
      const where = positionWords(rect, side);
      cell.setAttribute('aria-label', photo ? `Replace the photo, ${where}` : `Add a photo, ${where}`);
      cell.classList.toggle('is-filled', Boolean(photo));
      cell.classList.toggle('is-missing', state.highlightsEmptyCells && !photo);
      if (photo) {
        cell.dataset.photoSize = `${photo.width}x${photo.height}`; // decoded size, for tests
        cell.dataset.version = String(photo.version);
        this.#draw(cell, slot, photo, rect, exportCells[index]);
      } else {
        delete cell.dataset.photoSize;
        delete cell.dataset.version;
        cell.querySelector('canvas')?.remove();
        this.#drawn.delete(slot);
      }
    });

    for (const cell of this.#cells) {
      if (!shown.has(Number(cell.dataset.slot))) cell.hidden = true;
    }
  }

  /** Paints the part of the photo that the exported picture shows into the cell's canvas. */
  #draw(cell, slot, photo, rect, exportCell) {
    // The crop is asked for the decoded size and the export cell: exactly what ig_compose uses.
    const crop = this.#core.crop(photo.width, photo.height, exportCell.width, exportCell.height);
    const key = [photo.version, rect.width, rect.height, crop.x, crop.y, crop.width, crop.height].join();
    if (this.#drawn.get(slot) === key) return;

    let canvas = cell.querySelector('canvas');
    if (!canvas) {
      canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      cell.append(canvas);
    }
    canvas.width = rect.width;
    canvas.height = rect.height;
    const context = canvas.getContext('2d');
    context.imageSmoothingQuality = 'high';
    // The preview bitmap is the decoded photo scaled down: same region, in its own pixels.
    const sx = photo.preview.width / photo.width;
    const sy = photo.preview.height / photo.height;
    context.drawImage(
      photo.preview,
      crop.x * sx, crop.y * sy, crop.width * sx, crop.height * sy,
      0, 0, rect.width, rect.height,
    );
    this.#drawn.set(slot, key);
  }
}

/** "top left", "bottom" (a wide cell)… for accessible names, from the core's rectangle. */
function positionWords(rect, side) {
  const row = rect.y < side / 2 ? 'top' : 'bottom';
  if (rect.width > side / 2) return row;
  return `${row} ${rect.x < side / 2 ? 'left' : 'right'}`;
}
