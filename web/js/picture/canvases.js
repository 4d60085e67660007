// Canvases give their memory back as soon as they are done: iOS Safari counts a canvas against
// its canvas memory cap (384 MB on iOS 15, less on older phones) until it is collected, which
// may be long after, and then refuses new ones.

/**
 * Gives back `canvas`'s pixels now (it can be used again at a new size).
 * @param {{width: number, height: number}} canvas a canvas, on the page or offscreen
 */
export function release(canvas) {
  canvas.width = 0;
  canvas.height = 0;
}

/**
 * `canvas` encoded by `encode`, its pixels given back once the encoding is done.
 * @template T
 * @param {{width: number, height: number}} canvas @param {() => Promise<T>} encode
 * @returns {Promise<T>}
 */
export async function encodeThenRelease(canvas, encode) {
  try {
    return await encode();
  } finally {
    release(canvas);
  }
}
