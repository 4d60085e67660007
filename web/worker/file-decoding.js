// A photo file decoded at a size, never through a larger bitmap, with its EXIF orientation:
// the size it shows at comes from the core's header reader, the decode from the engine's best
// way to scale while it decodes (measured in docs/performance.md). (A decode that comes back
// blank is told apart on the page: preview.js's isBlank.)

import { resized } from './scaling.js';

/** @typedef {import('../../types/worker-messages').Size} Size */
/** @typedef {import('../../types/worker-messages').PhotoBitmap} PhotoBitmap */

/**
 * The size `file` shows at, EXIF orientation applied, read by the core from its first bytes
 * (the page's flow has read them already and refused what it cannot take).
 * @param {import('../js/core/core-api.js').Core} core @param {File} file @returns {Promise<Size>}
 */
export async function shownSize(core, file) {
  let count = 64 << 10;
  for (;;) {
    const bytes = new Uint8Array(await file.slice(0, count).arrayBuffer());
    const read = core.photoSize(bytes, file.size);
    if (!read) throw new Error('not a photo read here');
    if (read.more === 0) return { width: read.width, height: read.height };
    if (read.more <= count) throw new Error('a header that asks for no more bytes');
    count = read.more;
  }
}

/**
 * `file` decoded at `size` (EXIF orientation applied), never through a larger bitmap, with
 * whether its colours all lie in sRGB (known where it came from a decoded frame): where
 * the engine has WebCodecs' ImageDecoder (Chromium, Firefox), its JPEG decoder scales by
 * eighths while it decodes (a 48 MP photo at half size: 40 ms and 50 MB in Chromium, against
 * 270 ms and 290 MB for createImageBitmap's resize, which decodes it whole first); elsewhere
 * (Safari from 15, which has no ImageDecoder) createImageBitmap scales it from the file.
 * Measured in docs/performance.md.
 * @param {File} file @param {Size} size @param {Size} shown the file's size as shown
 * @returns {Promise<PhotoBitmap>}
 */
export async function decodeAt(file, size, shown) {
  if (size.width >= shown.width && size.height >= shown.height) return { bitmap: await decodeWhole(file), inSrgb: false };
  const stepped = await decodedByEighths(file, size, shown);
  if (stepped) return stepped;
  /** @type {ImageBitmapOptions} */
  const options = { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' };
  const bitmap = await decodeWhole(file, options);
  if (bitmap.width === size.width && bitmap.height === size.height) return { bitmap, inSrgb: false };
  // Resize options ignored: the whole decode, scaled here.
  const scaled = await resized(bitmap, size, false);
  if (scaled !== bitmap) bitmap.close();
  return { bitmap: scaled, inSrgb: false };
}

/** @type {Map<string, Promise<boolean>>} file type → whether ImageDecoder decodes it (asked once) */
const scalingTypes = new Map();

/**
 * Whether this engine scales `file` while it decodes it (ImageDecoder knows its type): two
 * decodes at two sizes then cost less than one at the larger, where elsewhere each decode
 * takes the whole photo first.
 * @param {File} file @returns {Promise<boolean>}
 */
export function scalesWhileDecoding(file) {
  let answer = scalingTypes.get(file.type);
  if (!answer) {
    answer = (async () => {
      try {
        return typeof ImageDecoder === 'function' && Boolean(file.type) && (await ImageDecoder.isTypeSupported(file.type));
      } catch {
        return false;
      }
    })();
    scalingTypes.set(file.type, answer);
  }
  return answer;
}

/**
 * `file` decoded by ImageDecoder at the eighth of its size at or above `size`, then scaled to
 * `size` with a good filter; null where this engine has no ImageDecoder for the file's type.
 * (Chromium gives the largest eighth within the area asked for, Firefox the size asked for:
 * asking for an exact eighth suits both. The frame carries the EXIF orientation, and its colour
 * space: a bitmap made from it keeps the frame's.)
 * @param {File} file @param {Size} size @param {Size} shown @returns {Promise<PhotoBitmap | null>}
 */
async function decodedByEighths(file, size, shown) {
  if (!(await scalesWhileDecoding(file))) return null;
  let decoder = null;
  try {
    const eighths = Math.min(8, Math.ceil(8 * Math.max(size.width / shown.width, size.height / shown.height)));
    decoder = new ImageDecoder({
      data: file.stream(), type: file.type,
      desiredWidth: Math.ceil((shown.width * eighths) / 8), desiredHeight: Math.ceil((shown.height * eighths) / 8),
    });
    const { image } = await decoder.decode();
    try {
      const bitmap = await createImageBitmap(image, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
      if (bitmap.width === size.width && bitmap.height === size.height) return { bitmap, inSrgb: isSrgb(image) };
      bitmap.close();
      return null;
    } finally {
      image.close();
    }
  } catch {
    return null; // the plain path decodes it, or says why not
  } finally {
    decoder?.close();
  }
}

/**
 * Whether a decoded frame's pixels are sRGB (its primaries and transfer curve).
 * @param {DecodedFrame} frame @returns {boolean}
 */
function isSrgb(frame) {
  const { primaries, transfer } = frame.colorSpace;
  return primaries === 'bt709' && transfer === 'iec61966-2-1';
}

/**
 * `file` decoded, EXIF orientation applied, with `options` (a resize).
 * @param {File} file @param {ImageBitmapOptions} [options] @returns {Promise<ImageBitmap>}
 */
async function decodeWhole(file, options = {}) {
  try {
    // 'from-image' is the current name, newer than TypeScript 4.8's ImageOrientation.
    return await createImageBitmap(file, /** @type {ImageBitmapOptions} */ (/** @type {unknown} */ ({ ...options, imageOrientation: 'from-image' })));
  } catch (error) {
    // An engine that does not know 'from-image' throws a TypeError for the option itself;
    // those apply EXIF orientation by default.
    if (/** @type {Error | null | undefined} */ (error)?.name !== 'TypeError') throw error;
    return createImageBitmap(file, options);
  }
}
