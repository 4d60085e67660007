// The bytes a kept draft stores for a photo in place of its file: a JPEG copy scaled to what the
// largest picture needs, its transparent pixels laid over the frame's colour (as in the
// picture), and the thumbnail a restored grid shows at once. (The file's own bytes are the
// page's: drafts/keeper.js.)

import { encodeThenRelease, release } from '../js/picture/canvases.js';
import { canvasSpace } from '../js/picture/colour-space.js';
import { resized } from './scaling.js';

/** @typedef {import('../../types/worker-messages').Size} Size */
/** @typedef {import('../../types/worker-messages').StoredBytes} StoredBytes */
/** @typedef {import('../../types/worker-messages').PhotoBitmap} PhotoBitmap */

/**
 * `photo`'s bitmap as JPEG bytes at `quality` (thousandths), or null where no canvas can encode it here.
 * @param {PhotoBitmap} photo @param {string} backdrop @param {number} quality @returns {Promise<StoredBytes | null>}
 */
export async function jpegBytes(photo, backdrop, quality) {
  const canvas = drawnOver(photo, backdrop);
  return canvas && jpegOf(canvas, quality);
}

/**
 * The photo `full` at `size` for a kept draft (EXIF orientation baked in), drawn now on a
 * canvas, so that `full` may be given away before the copy is encoded (`jpegOf`); null where
 * it cannot be made here (no OffscreenCanvas).
 * @param {PhotoBitmap} full @param {Size} size @param {string} backdrop
 * @returns {Promise<OffscreenCanvas | null>}
 */
export async function draftCanvas(full, size, backdrop) {
  if (typeof OffscreenCanvas !== 'function') return null; // the caller keeps the file as it is
  const bitmap = await resized(full.bitmap, size, false);
  try {
    return drawnOver({ bitmap, inSrgb: full.inSrgb }, backdrop);
  } finally {
    if (bitmap !== full.bitmap) bitmap.close();
  }
}

/**
 * A JPEG of the photo `full` at `size` for a kept draft, at `quality` (thousandths); null where
 * it cannot be made here (no OffscreenCanvas).
 * @param {PhotoBitmap} full @param {Size} size @param {string} backdrop @param {number} quality
 * @returns {Promise<StoredBytes | null>}
 */
export async function draftBytes(full, size, backdrop, quality) {
  const canvas = await draftCanvas(full, size, backdrop);
  return canvas && jpegOf(canvas, quality);
}

/**
 * `canvas` as JPEG bytes at `quality` (thousandths), its pixels given back; null where this
 * engine cannot encode it.
 * @param {OffscreenCanvas} canvas @param {number} quality @returns {Promise<StoredBytes | null>}
 */
export async function jpegOf(canvas, quality) {
  try {
    const blob = await encodeThenRelease(canvas, () => canvas.convertToBlob({ type: 'image/jpeg', quality: quality / 1000 }));
    return { bytes: await blob.arrayBuffer(), type: 'image/jpeg' };
  } catch {
    return null;
  }
}

/**
 * A new canvas holding `bitmap` over `backdrop` (a JPEG has no transparency, and the picture
 * lays it there too), in the picture's colour space (a copy in Display P3 keeps the photo's
 * colours, and its JPEG their profile), or in sRGB where the photo's colours all lie in sRGB
 * (`inSrgb`: they are kept as they are, and the bitmap is not converted whole on the way, as
 * web/worker/canvas-fallback.js says); null where no canvas can be made here.
 * @param {PhotoBitmap} photo @param {string} backdrop @returns {OffscreenCanvas | null}
 */
function drawnOver({ bitmap, inSrgb }, backdrop) {
  if (typeof OffscreenCanvas !== 'function') return null;
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  try {
    const context = /** @type {OffscreenCanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d', { colorSpace: inSrgb ? 'srgb' : canvasSpace() }));
    context.fillStyle = backdrop;
    context.fillRect(0, 0, bitmap.width, bitmap.height);
    context.drawImage(bitmap, 0, 0);
    return canvas;
  } catch {
    release(canvas);
    return null;
  }
}
