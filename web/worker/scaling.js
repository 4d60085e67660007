// Bitmaps scaled and cut with a good filter, inside a worker: by createImageBitmap's resize
// options where the engine has them, by drawing on an OffscreenCanvas otherwise. The sizes are
// the core's; nothing here is ever larger than what it is made from.

import { canvasSpace } from '../js/picture/colour-space.js';

/** @typedef {import('../../types/worker-messages').Size} Size */

/**
 * `bitmap` at `size` (the core's plan: never larger), a new bitmap unless the size stays and
 * `copy` is false (the caller closes its own). Where nothing can scale here (Safari 15.4–16.3:
 * no OffscreenCanvas, no resizing createImageBitmap), the full size is kept: the crop follows
 * the decoded size, and the compose worker resamples.
 * @param {ImageBitmap} bitmap @param {Size} size @param {boolean} copy @returns {Promise<ImageBitmap>}
 */
export async function resized(bitmap, size, copy) {
  const whole = { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
  const result = size.width >= bitmap.width && size.height >= bitmap.height ? null : await scaled(bitmap, whole, size);
  return result ?? (copy ? createImageBitmap(bitmap) : bitmap);
}

/**
 * `crop` of `bitmap` scaled to `size` (the crop alone where nothing can scale here).
 * @param {ImageBitmap} bitmap @param {import('../../types/worker-messages').SharpRegion} region
 * @returns {Promise<ImageBitmap>}
 */
export async function cropped(bitmap, { crop, size }) {
  return (await scaled(bitmap, crop, size)) ?? createImageBitmap(bitmap, crop.x, crop.y, crop.width, crop.height);
}

/**
 * The part `rect` of `bitmap` at `size`; null where nothing can scale here.
 * @param {ImageBitmap} bitmap @param {{x: number, y: number, width: number, height: number}} rect @param {Size} size
 * @returns {Promise<ImageBitmap | null>}
 */
async function scaled(bitmap, { x, y, width, height }, size) {
  try {
    /** @type {ImageBitmapOptions} */
    const options = { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' };
    const result = await createImageBitmap(bitmap, x, y, width, height, options);
    if (result.width === size.width && result.height === size.height) return result;
    result.close(); // an engine that ignored the resize options
  } catch {
    // fall through to drawing
  }
  if (typeof OffscreenCanvas !== 'function') return null;
  const canvas = new OffscreenCanvas(size.width, size.height);
  // In the picture's colour space: a bitmap keeps its photo's colours through it.
  const context = /** @type {OffscreenCanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d', { colorSpace: canvasSpace() }));
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, x, y, width, height, 0, 0, size.width, size.height);
  return canvas.transferToImageBitmap(); // its pixels move to the bitmap
}
