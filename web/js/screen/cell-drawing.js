// A cell's photo painted into its canvas: the crop the core computes, from the on-screen
// preview, turned and mirrored as the slot's orientation says. The grid decides when; this, how.

import { previewSpace } from '../photos/preview.js';

/** @typedef {import('../core/core-grid.js').Cell} Cell */
/** @typedef {import('../core/core-grid.js').Rect} Rect */
/**
 * A photo as a cell draws it: its decoded size, its preview, the crop shown (in the photo's own
 * axes) and its orientation (EXIF 1–8).
 * @typedef {{width: number, height: number, preview: HTMLCanvasElement, crop: Rect, orientation: number}} CellPhoto
 */

/**
 * Paints the part of the photo that the exported picture shows into the cell's canvas.
 * `backdrop`: the CSS colour a photo's transparent pixels lie over (the frame's, as in the picture).
 * @param {HTMLButtonElement} cell @param {CellPhoto} photo @param {Cell} rect
 * @param {string} backdrop @param {ImageSmoothingQuality} quality
 * @param {boolean} coarse one canvas pixel per CSS px, not per device pixel
 */
export function paintCell(cell, photo, rect, backdrop, quality, coarse) {
  const crop = photo.crop;
  // In the space of the photo's preview: a P3 photo shows as it will be shared, and drawing
  // the preview converts nothing. A canvas keeps the space it was made in, so a cell given a
  // photo in another space gets a new one.
  const space = previewSpace(photo.preview);
  let canvas = cell.querySelector('canvas');
  if (canvas?.dataset.space !== space) {
    canvas?.remove();
    canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.space = space;
    cell.prepend(canvas); // under the spinner
  }
  const scale = coarse ? 1 / Math.max(1, devicePixelRatio) : 1;
  const width = Math.max(1, Math.round(rect.width * scale));
  const height = Math.max(1, Math.round(rect.height * scale));
  canvas.width = width;
  canvas.height = height;
  // A CPU backing store: each draw happens now, not deferred on a GPU (see preview.js).
  const context = /** @type {CanvasRenderingContext2D} a 2D canvas's */ (canvas.getContext('2d', { willReadFrequently: true, colorSpace: space }));
  context.fillStyle = backdrop;
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = quality;
  // The preview is the decoded photo scaled down: same region, in its own pixels, drawn turned
  // and mirrored as the slot's orientation says (the crop is in the photo's own axes).
  const sx = photo.preview.width / photo.width;
  const sy = photo.preview.height / photo.height;
  const [a, b, c, d, e, f] = orientationMatrix(photo.orientation, width, height);
  context.setTransform(a, b, c, d, e, f);
  const across = photo.orientation >= 5; // the photo's width lies along the cell's height
  context.drawImage(
    photo.preview,
    crop.x * sx, crop.y * sy, crop.width * sx, crop.height * sy,
    0, 0, across ? height : width, across ? width : height,
  );
  context.setTransform(1, 0, 0, 1, 0, 0);
}

/**
 * The canvas transform that shows a photo's pixels (drawn in its own axes from the origin) in a
 * `width` × `height` cell as EXIF `orientation` says (1: as decoded; 2–4 mirrored or half
 * turned; 5–8 with the photo's width along the cell's height): [a, b, c, d, e, f] of
 * setTransform. The compositor turns the picture's cells the same way (CellResampler).
 * @param {number} orientation @param {number} width @param {number} height @returns {number[]}
 */
export function orientationMatrix(orientation, width, height) {
  switch (orientation) {
    case 2: return [-1, 0, 0, 1, width, 0]; // mirrored left to right
    case 3: return [-1, 0, 0, -1, width, height]; // half a turn
    case 4: return [1, 0, 0, -1, 0, height]; // mirrored top to bottom
    case 5: return [0, 1, 1, 0, 0, 0]; // mirrored about the top-left diagonal
    case 6: return [0, 1, -1, 0, width, 0]; // a quarter turn clockwise
    case 7: return [0, -1, -1, 0, width, height]; // mirrored about the other diagonal
    case 8: return [0, -1, 1, 0, 0, height]; // a quarter turn anticlockwise
    default: return [1, 0, 0, 1, 0, 0];
  }
}
