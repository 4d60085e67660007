// The compose worker's pixels in and JPEG out where this worker has no OffscreenCanvas (Safari
// 15.4–16.3): the page does those two steps with a plain canvas, in small steps
// (web/js/canvas-steps.js). The worker asks with {type:'ask-page', id, request} and the page
// answers {type:'page-answer', id, answer | error}; everything else stays in the worker.

import { hasOffscreen2d } from '../js/engine.js';

const OFFSCREEN = hasOffscreen2d();
const pending = new Map(); // id → {resolve, reject}
let nextId = 1;

function askPage(request, transfer) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    self.postMessage({ type: 'ask-page', id, request }, transfer);
  });
}

/**
 * Takes the page's answer, if `message` is one (true). It must be handled as it arrives, not
 * queued behind the message whose work is waiting for it.
 */
export function takePageAnswer(message) {
  if (message?.type !== 'page-answer') return false;
  const request = pending.get(message.id);
  pending.delete(message.id);
  if (message.error) request?.reject(new Error(message.error));
  else request?.resolve(message.answer);
  return true;
}

/** The RGBA pixels of `bitmap` (which is closed): {rgba, width, height}. */
export async function pixelsOf(bitmap) {
  if (!OFFSCREEN) return askPage({ kind: 'pixels', bitmap }, [bitmap]);
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { rgba: context.getImageData(0, 0, width, height).data, width, height };
}

/** `pixels` (a side × side RGBA view, maybe of module memory) encoded as `type`. */
export function encodePicture(pixels, side, type, quality) {
  if (!OFFSCREEN) {
    const rgba = pixels.slice(); // a copy the page can own: module memory stays here
    return askPage({ kind: 'encode', rgba, side, type, quality }, [rgba.buffer]);
  }
  const canvas = new OffscreenCanvas(side, side);
  canvas.getContext('2d').putImageData(new ImageData(pixels, side, side), 0, 0);
  return canvas.convertToBlob({ type, quality });
}

/** A PNG copy of the picture `blob` (the clipboard takes PNG). */
export async function pngOf(blob) {
  if (!OFFSCREEN) return askPage({ kind: 'png', blob }, []);
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d').drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/png' });
}
