// A photo's on-screen preview, held as pixels the page owns: a 2D canvas kept in main memory
// (`willReadFrequently` asks every engine for a CPU backing store), into which the bitmap the
// decode worker made is drawn once, as it arrives, and then closed. Cells draw from it.
//
// Why: WebKit with Skia backs every ImageBitmap and canvas with GPU textures, and defers a
// GPU canvas's draws. A bitmap made on the worker's thread and drawn later into a cell's GPU
// canvas now and then landed as nothing — the cell stayed blank (or showed another canvas's
// pixels) and every redraw from that bitmap kept it so — while the picture, made from the
// same photo in another worker, was right. Drawn at once into a CPU canvas, the bitmap is
// read while it is sound, and nothing on screen depends on its texture afterwards.

import { canvasSpace } from '../picture/colour-space.js';

/**
 * Whether `preview` came out blank: each of a few sampled pixels transparent, as iOS Safari
 * leaves a bitmap it will not draw. Checked here, on the page, where every engine has a canvas
 * to read (a worker in Safari before 16.4 has none): a photo is never shown or shared blank.
 * @param {HTMLCanvasElement} preview one of ownedPreview's @returns {boolean}
 */
export function isBlank(preview) {
  const context = /** @type {CanvasRenderingContext2D} ownedPreview made it */ (preview.getContext('2d', { willReadFrequently: true }));
  const across = 4;
  for (let i = 0; i < across * across; i++) {
    const x = Math.floor((((i % across) + 0.5) * preview.width) / across);
    const y = Math.floor(((Math.floor(i / across) + 0.5) * preview.height) / across);
    if (context.getImageData(x, y, 1, 1).data[3] !== 0) return false;
  }
  return true;
}

/**
 * A page-owned preview of `bitmap` (which is closed): a canvas of the same size, in the
 * picture's colour space (Display P3 where the engine has it: the photo's colours kept), or in
 * sRGB where its colours all lie in sRGB (`inSrgb`: nothing to keep, and Chromium converts a
 * bitmap drawn in another space whole and holds the copy a while).
 * @param {ImageBitmap} bitmap @param {boolean} inSrgb @returns {HTMLCanvasElement}
 */
export function ownedPreview(bitmap, inSrgb) {
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  // A new canvas has no other context: getContext('2d') is never null here.
  /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true, colorSpace: inSrgb ? 'srgb' : canvasSpace() })).drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas;
}

/**
 * The colour space of `preview` (one of ownedPreview's): what its cells are drawn in, so that
 * drawing it converts nothing.
 * @param {HTMLCanvasElement} preview @returns {import('../picture/colour-space.js').CanvasSpace}
 */
export function previewSpace(preview) {
  const context = /** @type {{getContextAttributes?: () => {colorSpace?: string}} | null} ownedPreview made it */ (/** @type {unknown} */ (preview.getContext('2d')));
  return context?.getContextAttributes?.().colorSpace === 'display-p3' ? 'display-p3' : 'srgb';
}

