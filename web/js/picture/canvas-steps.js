// The page's half of the compose worker's path without OffscreenCanvas in workers (Safari
// 15.4–16.3; web/worker/canvas-fallback.js asks): a photo's pixels read, and the picture put
// on a canvas, a strip at a time with a pause between strips; then the browser's encoder
// (canvas.toBlob). Two steps stay one task each, as long as the engine makes them: the first
// draw of a photo and the JPEG encoding (make bench measures them).

import { release } from './canvases.js';
import { canvasSpace } from './colour-space.js';

const STRIP_PIXELS = 1 << 18; // pixels per step: a few milliseconds of canvas work

/** @typedef {import('../../../types/worker-messages').AskPage} AskPage */
/** @typedef {import('../../../types/worker-messages').PageAnswer} PageAnswer */
/** @typedef {import('../../../types/worker-messages').PageRequest} PageRequest */
/** @typedef {import('../../../types/worker-messages').Pixels} Pixels */
/** @typedef {import('./colour-space.js').CanvasSpace} CanvasSpace */

/**
 * Answers the worker's request `{id, request}` (an 'ask-page' message).
 * @param {Worker} worker @param {AskPage} message
 */
export async function answerWorker(worker, { id, request }) {
  /** @type {(answer: PageAnswer, transfer?: Transferable[]) => void} */
  const reply = (answer, transfer = []) => worker.postMessage(answer, transfer);
  try {
    const answer = await perform(request);
    const rgba = typeof answer === 'string' ? undefined : /** @type {Partial<Pixels>} a Blob has none */ (answer).rgba;
    reply({ type: 'page-answer', id, answer }, rgba ? [rgba.buffer] : []);
  } catch (error) {
    const failure = /** @type {Error | null | undefined} whatever was thrown, read through ?. */ (error);
    reply({ type: 'page-answer', id, error: `${failure?.name ?? 'Error'}: ${failure?.message ?? failure}` });
  }
}

/** @param {PageRequest} request @returns {Promise<Pixels | Blob | CanvasSpace>} */
function perform(request) {
  switch (request.kind) {
    case 'space':
      return Promise.resolve(canvasSpace());
    case 'pixels':
      return readPixels(request.bitmap, request.space, request.inSrgb);
    case 'encode':
      return encode(request.rgba, request.size, request.type, request.quality, request.space);
    case 'png':
      return png(request.blob);
    default:
      throw new Error(`unknown request ${/** @type {{kind: unknown}} none of the kinds above */ (request).kind}`);
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/** @param {number} width */
function stripRows(width) {
  return Math.max(1, Math.floor(STRIP_PIXELS / width));
}

/**
 * {rgba, width, height} of `bitmap` (closed afterwards): drawn once, then read a strip at a
 * time. (WebKit's drawImage costs as much for a strip of a bitmap as for all of it, and the
 * first draw of a photo, when WebKit makes its pixels, is the one long step: measured in
 * make bench.) Read in `space`: the bitmap keeps its photo's profile and is converted here, a
 * strip at a time where its colours all lie in sRGB (`inSrgb`: drawn on an sRGB canvas,
 * web/worker/canvas-fallback.js says why).
 * @param {ImageBitmap} bitmap @param {CanvasSpace} space @param {boolean} inSrgb @returns {Promise<Pixels>}
 */
async function readPixels(bitmap, space, inSrgb) {
  const { width, height } = bitmap;
  const rows = stripRows(width);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = /** @type {CanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d', { willReadFrequently: true, colorSpace: inSrgb ? 'srgb' : space }));
  const rgba = new Uint8ClampedArray(width * height * 4);
  try {
    context.drawImage(bitmap, 0, 0);
    for (let y = 0; y < height; y += rows) {
      await pause();
      rgba.set(context.getImageData(0, y, width, Math.min(rows, height - y), { colorSpace: space }).data, y * width * 4);
    }
  } finally {
    bitmap.close();
    release(canvas);
  }
  return { rgba, width, height };
}

/**
 * The `size` RGBA `rgba` (in `space`) as a Blob of `type`, put on a canvas in `space` a strip
 * at a time.
 * @param {Uint8ClampedArray} rgba @param {import('../../../types/worker-messages').Size} size @param {string} type
 * @param {number | undefined} quality @param {CanvasSpace} space
 * @returns {Promise<Blob>}
 */
async function encode(rgba, { width, height }, type, quality, space) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = /** @type {CanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d', { colorSpace: space }));
  const image = new ImageData(rgba, width, height, { colorSpace: space });
  const rows = stripRows(width);
  for (let y = 0; y < height; y += rows) {
    context.putImageData(image, 0, 0, 0, y, width, Math.min(rows, height - y));
    await pause();
  }
  return toBlob(canvas, type, quality);
}

/** @param {Blob} blob @returns {Promise<Blob>} */
async function png(blob) {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  /** @type {CanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d', { colorSpace: canvasSpace() })).drawImage(bitmap, 0, 0);
  bitmap.close();
  return toBlob(canvas, 'image/png');
}

/**
 * @param {HTMLCanvasElement} canvas @param {string} type @param {number} [quality]
 * @returns {Promise<Blob>}
 */
function toBlob(canvas, type, quality) {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      release(canvas);
      if (blob) resolve(blob);
      else reject(new Error(`the browser could not encode ${type}`));
    }, type, quality);
  });
}
