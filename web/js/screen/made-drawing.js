// A layout made for the grid's photos, drawn small for the catalogue sheet with the photos
// themselves in its cells: the frame in the picture's shape, each cell where the core puts it,
// showing its photo as the picture would (centred, turned and mirrored as the slot says), drawn
// from the photo's on-screen preview at the screen's pixels.

import { previewSpace } from '../photos/preview.js';
import { orientationMatrix } from './cell-drawing.js';

/** @typedef {import('../core/core-grid.js').Cell} Cell */
/** @typedef {import('../core/core-grid.js').Size} Size */
/**
 * A slot's photo as a tile draws it: its preview, its decoded size (in its own axes) and its
 * orientation (EXIF 1–8).
 * @typedef {{preview: HTMLCanvasElement, width: number, height: number, orientation: number}} TilePhoto
 */

/** The drawing's long side, CSS px: app.css gives `.made .drawing` this size. */
const MADE_SIDE = 72;

/**
 * A `.shape` holding a `.tile` per cell, each with its photo in a canvas (a tile whose photo
 * is not at hand yet stays blank).
 * @param {import('../core/core-api.js').Core} core @param {readonly Cell[]} cells on a picture of `size`
 * @param {Size} size @param {(slot: number) => TilePhoto | null} photoOf @param {string} backdrop the CSS colour a photo's transparent pixels lie over
 * @returns {HTMLSpanElement}
 */
export function madeDrawing(core, cells, size, photoOf, backdrop) {
  const long = Math.max(size.width, size.height);
  const scale = (MADE_SIDE * devicePixelRatio) / long; // picture pixels → the tiles' device pixels
  const shape = document.createElement('span');
  shape.className = 'shape';
  shape.style.width = percent(size.width, long);
  shape.style.height = percent(size.height, long);
  for (const cell of cells) {
    const tile = document.createElement('span');
    tile.className = 'tile';
    tile.dataset.slot = String(cell.slot); // for tests
    tile.style.left = percent(cell.x, size.width);
    tile.style.top = percent(cell.y, size.height);
    tile.style.width = percent(cell.width, size.width);
    tile.style.height = percent(cell.height, size.height);
    const photo = photoOf(cell.slot);
    if (photo) tile.append(tileCanvas(core, photo, cell, scale, backdrop));
    shape.append(tile);
  }
  return shape;
}

/**
 * Frees the pixels of the tiles' canvases under `root` now, not at the next garbage
 * collection (Safari counts a canvas's memory until then).
 * @param {Element} root
 */
export function releaseTiles(root) {
  for (const canvas of root.querySelectorAll('.tile canvas')) {
    /** @type {HTMLCanvasElement} */ (canvas).width = 0;
    /** @type {HTMLCanvasElement} */ (canvas).height = 0;
  }
}

/**
 * `photo` in a canvas shaped as `cell`, `scale` device pixels per picture pixel: the centred
 * crop the core gives for the cell (the slot's own framing aside: this is what the layout
 * would keep of the photo), in the preview's colour space.
 * @param {import('../core/core-api.js').Core} core @param {TilePhoto} photo @param {Cell} cell
 * @param {number} scale @param {string} backdrop @returns {HTMLCanvasElement}
 */
function tileCanvas(core, photo, cell, scale, backdrop) {
  const width = Math.max(1, Math.round(cell.width * scale));
  const height = Math.max(1, Math.round(cell.height * scale));
  const across = photo.orientation >= 5; // the photo's width lies along the cell's height
  const crop = core.crop(photo.width, photo.height, across ? cell.height : cell.width, across ? cell.width : cell.height);
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.width = width;
  canvas.height = height;
  // A CPU backing store, as the grid's cells have (see photos/preview.js): drawn now, not deferred.
  const context = /** @type {CanvasRenderingContext2D} a new canvas's */ (
    canvas.getContext('2d', { willReadFrequently: true, colorSpace: previewSpace(photo.preview) })
  );
  context.fillStyle = backdrop;
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  const sx = photo.preview.width / photo.width;
  const sy = photo.preview.height / photo.height;
  const [a, b, c, d, e, f] = orientationMatrix(photo.orientation, width, height);
  context.setTransform(a, b, c, d, e, f);
  context.drawImage(
    photo.preview,
    crop.x * sx, crop.y * sy, crop.width * sx, crop.height * sy,
    0, 0, across ? height : width, across ? width : height,
  );
  return canvas;
}

/** @param {number} part @param {number} whole */
function percent(part, whole) {
  return `${(part / whole) * 100}%`;
}
