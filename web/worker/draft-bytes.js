// The bytes a kept draft stores for a photo: the file as it is, or a JPEG copy scaled to what
// the largest picture needs, its transparent pixels laid over the frame's colour (as in the
// picture), and the thumbnail a restored grid shows at once.

import { encodeThenRelease } from '../js/canvases.js';
import { resized } from './scaling.js';

/** @typedef {import('../../types/worker-messages').Size} Size */
/** @typedef {import('../../types/worker-messages').StoredBytes} StoredBytes */

/** @param {File} file @returns {Promise<StoredBytes>} */
export async function originalBytes(file) {
  return { bytes: await file.arrayBuffer(), type: file.type || 'application/octet-stream' };
}

/**
 * `bitmap` as JPEG bytes at `quality` (thousandths), or null where no canvas can encode it here.
 * @param {ImageBitmap} bitmap @param {string} backdrop @param {number} quality @returns {Promise<StoredBytes | null>}
 */
export async function jpegBytes(bitmap, backdrop, quality) {
  if (typeof OffscreenCanvas !== 'function') return null;
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    drawOver(/** @type {OffscreenCanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d')), bitmap, backdrop);
    const blob = await encodeThenRelease(canvas, () => canvas.convertToBlob({ type: 'image/jpeg', quality: quality / 1000 }));
    return { bytes: await blob.arrayBuffer(), type: 'image/jpeg' };
  } catch {
    return null;
  }
}

/**
 * A JPEG of the photo at `size` for a kept draft (EXIF orientation baked in), at `quality`
 * (thousandths); null where it cannot be made here (no OffscreenCanvas).
 * @param {ImageBitmap} full @param {Size} size @param {string} backdrop @param {number} quality
 * @returns {Promise<StoredBytes | null>}
 */
export async function draftBytes(full, size, backdrop, quality) {
  if (typeof OffscreenCanvas !== 'function') return null; // the caller keeps the file as it is
  const bitmap = await resized(full, size, false);
  try {
    return await jpegBytes(bitmap, backdrop, quality);
  } finally {
    if (bitmap !== full) bitmap.close();
  }
}

/**
 * Draws `bitmap` over `backdrop`: a JPEG has no transparency, and the picture lays it there too.
 * @param {OffscreenCanvasRenderingContext2D} context @param {ImageBitmap} bitmap @param {string} backdrop
 */
function drawOver(context, bitmap, backdrop) {
  context.fillStyle = backdrop;
  context.fillRect(0, 0, bitmap.width, bitmap.height);
  context.drawImage(bitmap, 0, 0);
}
