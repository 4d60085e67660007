// The compose worker's pixels in and JPEG out where this worker has no OffscreenCanvas (Safari
// 15.4–16.3): the page does those two steps with a plain canvas, in small steps
// (web/js/picture/canvas-steps.js). The worker asks with {type:'ask-page', id, request} and the page
// answers {type:'page-answer', id, answer | error}; everything else stays in the worker.

import { encodeThenRelease, release } from '../js/picture/canvases.js';
import { canvasSpace } from '../js/picture/colour-space.js';
import { hasOffscreen2d } from '../js/core/engine.js';

/** @typedef {import('../../types/worker-messages').AskPage} AskPage */
/** @typedef {import('../../types/worker-messages').PageAnswer} PageAnswer */
/** @typedef {import('../../types/worker-messages').PageRequest} PageRequest */
/** @typedef {import('../../types/worker-messages').Pixels} Pixels */
/** @typedef {import('../js/picture/colour-space.js').CanvasSpace} CanvasSpace */

const OFFSCREEN = hasOffscreen2d();
/** @type {Map<number, {resolve: (answer: PageAnswer['answer']) => void, reject: (error: Error) => void}>} */
const pending = new Map(); // id → {resolve, reject}
let nextId = 1;

/**
 * @param {PageRequest} request @param {Transferable[]} transfer
 * @returns {Promise<PageAnswer['answer']>}
 */
function askPage(request, transfer) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    /** @type {AskPage} */
    const ask = { type: 'ask-page', id, request };
    self.postMessage(ask, transfer);
  });
}

/**
 * Takes the page's answer, if `message` is one (true). It must be handled as it arrives, not
 * queued behind the message whose work is waiting for it.
 * @param {import('../../types/worker-messages').ComposeWorkerIn} message
 * @returns {message is PageAnswer}
 */
export function takePageAnswer(message) {
  if (message?.type !== 'page-answer') return false;
  const request = pending.get(message.id);
  pending.delete(message.id);
  if (message.error) request?.reject(new Error(message.error));
  else request?.resolve(message.answer);
  return true;
}

/** @type {Promise<CanvasSpace> | null} */
let space = null;

/**
 * The space this worker's pictures are made in: its own canvases' (colour-space.js), or the
 * page's where the page does the canvas work.
 * @returns {Promise<CanvasSpace>}
 */
export function pictureSpace() {
  space ??= OFFSCREEN ? Promise.resolve(canvasSpace()) : /** @type {Promise<CanvasSpace>} the page answers 'space' so */ (askPage({ kind: 'space' }, []));
  return space;
}

// Rows read at a time: the photo's pixels go straight to where they are kept, never all
// into one more copy (a 16-megapixel photo's would be 64 MB more until collected).
const STRIP_PIXELS = 1 << 20;

/**
 * Copies the RGBA pixels of `bitmap` (which is closed) into `into()`, a view of exactly
 * width × height × 4 bytes, asked for once the pixels are at hand (module memory may grow
 * while the page reads them), in the colour space `space` (the bitmap keeps its photo's
 * profile: it is converted here). `inSrgb`: its colours all lie in sRGB, so it is drawn on an sRGB canvas and each
 * strip converted as it is read: Chromium converts a bitmap drawn on a canvas in another space
 * whole, and keeps the converted copy a while (a photo's worth more memory beside every other
 * photo's pixels), where getImageData converts just the strip it reads.
 * @param {ImageBitmap} bitmap @param {() => Uint8Array} into @param {CanvasSpace} space @param {boolean} inSrgb
 */
export async function readPixelsInto(bitmap, into, space, inSrgb) {
  if (!OFFSCREEN) {
    const { rgba } = /** @type {Pixels} the page answers 'pixels' so */ (await askPage({ kind: 'pixels', bitmap, space, inSrgb }, [bitmap]));
    into().set(rgba);
    return;
  }
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = /** @type {OffscreenCanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d', { willReadFrequently: true, colorSpace: inSrgb ? 'srgb' : space }));
  try {
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const rows = Math.max(1, Math.floor(STRIP_PIXELS / width));
    const target = into();
    for (let y = 0; y < height; y += rows) {
      target.set(context.getImageData(0, y, width, Math.min(rows, height - y), { colorSpace: space }).data, y * width * 4);
    }
  } finally {
    release(canvas);
  }
}

/**
 * The picture of `size`, painted band by band by `paint(put)` (each band's RGBA in `space`,
 * maybe a view of module memory, through `put(pixels, top, rows)`), then encoded as `type` from
 * a canvas in `space` (a JPEG from a Display P3 canvas carries its profile).
 * @param {import('../../types/worker-messages').Size} size
 * @param {(put: (pixels: Uint8ClampedArray, top: number, rows: number) => void) => void} paint
 * @param {string} type @param {number | undefined} quality @param {CanvasSpace} space
 * @returns {Promise<Blob>}
 */
export function encodedPicture(size, paint, type, quality, space) {
  if (!OFFSCREEN) {
    const rgba = new Uint8ClampedArray(size.width * size.height * 4); // the page's to own
    paint((pixels, top) => rgba.set(pixels, top * size.width * 4));
    return /** @type {Promise<Blob>} the page answers 'encode' so */ (askPage({ kind: 'encode', rgba, size, type, quality, space }, [rgba.buffer]));
  }
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = /** @type {OffscreenCanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d', { colorSpace: space }));
  return encodeThenRelease(canvas, () => {
    paint((pixels, top, rows) => context.putImageData(new ImageData(pixels, size.width, rows, { colorSpace: space }), 0, top));
    return canvas.convertToBlob({ type, quality });
  });
}

/**
 * A PNG copy of the picture `blob` (the clipboard takes PNG).
 * @param {Blob} blob @returns {Promise<Blob>}
 */
export async function pngOf(blob) {
  if (!OFFSCREEN) return /** @type {Promise<Blob>} the page answers 'png' so */ (askPage({ kind: 'png', blob }, []));
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  /** @type {OffscreenCanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d', { colorSpace: await pictureSpace() })).drawImage(bitmap, 0, 0);
  bitmap.close();
  return encodeThenRelease(canvas, () => canvas.convertToBlob({ type: 'image/png' }));
}
