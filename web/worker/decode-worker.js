// The decode worker: turns a picked file into bitmaps off the main thread, each decoded from the
// file at the size the core plans (never past the canvas ceiling, whatever the photo: iOS Safari
// leaves a larger bitmap blank) rather than whole and then scaled, which would take 192 MB for a
// 48-megapixel photo. The core has already read the file's header and refused anything over
// its pixel limit; it reads the header here again for the size the photo shows at.
//
// Message in:  {id, file, need, preview, draftNeed, backdrop} — `need`: the pixels the photo must cover
//              for the picture (from the core), `preview` the same on screen, `draftNeed` for
//              the largest picture side (what a kept draft must hold; null: not needed),
//              `backdrop` the colour a JPEG copy's transparent pixels lie over (as in the picture) ·
//              {id, file, region: {crop, size}} — a part of the photo at full sharpness (the
//              core's sharp region of a zoomed-in crop) · {cancel: id}
// Message out: {id, draft: {bytes, type}, provisional: true} before the bitmaps, for a file
//              small enough · with a draft, {id, thumb: {bytes, type} or null} (the preview as
//              a JPEG: a restored grid shows it at once) · {id, bitmap, preview, full, source}
//              (bitmaps transferred; `source`: the photo's full size, as shown) · {id, bitmap}
//              for a region · {id, unreadable: true} · {id, blank: true} (the engine drew
//              nothing) · {id, cancelled: true} · then {id, draft:
//              {bytes, type} or null} (bytes transferred; null: nothing better than the
//              provisional bytes, if any)

// Every size and quality comes from the core (its DecodePlan and Keeping): this worker only
// performs them.
import { encodeThenRelease, release } from '../js/canvases.js';
import { loadCore } from '../js/core.js';

/** @typedef {import('../../types/worker-messages').Size} Size */
/** @typedef {import('../../types/worker-messages').StoredBytes} StoredBytes */
/** @typedef {import('../../types/worker-messages').DecodeWorkerIn} DecodeWorkerIn */
/** @typedef {import('../../types/worker-messages').DecodeWorkerOut} DecodeWorkerOut */

const corePromise = loadCore();
const cancelled = new Set();
// One decode at a time: four photos picked (or restored) at once must not hold four
// full-size decodes in memory together.
let queue = Promise.resolve();

self.addEventListener('message', (/** @type {MessageEvent<DecodeWorkerIn>} */ { data }) => {
  if ('cancel' in data) {
    cancelled.add(data.cancel);
    return;
  }
  queue = queue.then(() => (data.region ? decodeRegion(data) : decode(data)));
});

/**
 * Posts `message` to the page (typed: the worker's messages out).
 * @param {DecodeWorkerOut} message @param {Transferable[]} [transfer]
 */
function post(message, transfer = []) {
  self.postMessage(message, transfer);
}

/** @param {import('../../types/worker-messages').DecodePhotoRequest} request */
function decode({ id, file, need, preview, draftNeed, backdrop }) {
  return withDecode(id, async () => {
    const core = await corePromise;
    const shown = await shownSize(core, file);
    let plan = core.decodePlan(shown, file.size, need, preview, draftNeed);
    const keeping = core.keeping();
    // A photo must be in the draft as soon as it is shown, not a second later once its scaled
    // copy is made (a reload or a discarded tab then lost it): the file's own bytes go first.
    const provisional = plan.keepsFileFirst ? await originalBytes(file) : null;
    if (provisional) post({ id, draft: provisional, provisional: true }, [provisional.bytes]);
    // One decode from the file, at the larger of the picture's and the draft's sizes: both
    // within the canvas ceiling, so no bitmap here is ever larger, whatever the photo.
    const draftSize = draftNeed && plan.keepsFile !== 1 ? { width: plan.draftWidth, height: plan.draftHeight } : null;
    const decoded = { width: plan.width, height: plan.height };
    const largest = draftSize && draftSize.width > decoded.width ? draftSize : decoded;
    const base = await decodeAt(file, largest, shown);
    try {
      if (cancelled.has(id)) return post({ id, cancelled: true });
      if (base.width !== largest.width || base.height !== largest.height) {
        // The engine turned the photo otherwise than its header said (or would not resize):
        // plan again from what it gave, and scale from there.
        const source = base.width === largest.height && base.height === largest.width ? { width: shown.height, height: shown.width } : shown;
        plan = core.decodePlan(source, file.size, need, preview, draftNeed);
      }
      if (isBlank(base)) return post({ id, blank: true });
      const bitmap = await resized(base, { width: plan.width, height: plan.height }, true);
      const small = await resized(bitmap, { width: plan.previewWidth, height: plan.previewHeight }, true);
      if (draftNeed) {
        const thumb = await jpegBytes(small, backdrop, keeping.draftThumbnailQuality);
        post({ id, thumb }, thumb ? [thumb.bytes] : []);
      }
      post({ id, bitmap, preview: small, full: plan.full === 1, source: shown }, [bitmap, small]);
      // A file kept as it is needs nothing more; a larger one is scaled down after the bitmaps.
      // Where a scaled copy cannot be made (no OffscreenCanvas), the file itself is kept: larger
      // than needed, but nothing is lost.
      let draft = null;
      if (draftSize) {
        const size = { width: plan.draftWidth, height: plan.draftHeight };
        draft = (await draftBytes(base, size, backdrop, keeping.draftPhotoQuality)) ?? (provisional ? null : await originalBytes(file));
      }
      post({ id, draft }, draft ? [draft.bytes] : []);
    } finally {
      base.close();
    }
  });
}

/** @param {import('../../types/worker-messages').DecodeRegionRequest} request */
function decodeRegion({ id, file, region }) {
  return withDecode(id, async () => {
    const core = await corePromise;
    const shown = await shownSize(core, file);
    // The whole photo at the region's scale, then the region cut from it: a crop asked of the
    // file itself is not oriented alike in every engine. Where the whole would pass the canvas
    // ceiling (a deep zoom into a panorama), it is decoded at the ceiling: a little softer.
    const scale = Math.min(1, region.size.width / region.crop.width, region.size.height / region.crop.height);
    const wanted = { width: Math.ceil(shown.width * scale), height: Math.ceil(shown.height * scale) };
    const whole = core.decodePlan(shown, file.size, wanted, wanted, null);
    const base = await decodeAt(file, { width: whole.width, height: whole.height }, shown);
    try {
      if (cancelled.has(id)) return post({ id, cancelled: true });
      if (isBlank(base)) return post({ id, blank: true });
      const f = base.width / shown.width;
      const { x, y, width, height } = region.crop;
      const crop = { x: Math.floor(x * f), y: Math.floor(y * f), width: Math.max(1, Math.round(width * f)), height: Math.max(1, Math.round(height * f)) };
      const size = { width: Math.min(region.size.width, crop.width), height: Math.min(region.size.height, crop.height) };
      const bitmap = await cropped(base, { crop, size });
      post({ id, bitmap }, [bitmap]);
    } finally {
      base.close();
    }
  });
}

/**
 * Runs `work` for request `id`, unless the request is cancelled first. Whatever fails (the
 * decode, a resize past the engine's limits), the page hears back.
 * @param {number} id @param {() => Promise<void>} work
 * @returns {Promise<void>}
 */
async function withDecode(id, work) {
  try {
    if (cancelled.has(id)) return post({ id, cancelled: true });
    await work();
  } catch {
    post({ id, unreadable: true });
  } finally {
    cancelled.delete(id);
  }
}

/**
 * The size `file` shows at, EXIF orientation applied, read by the core from its first bytes
 * (the page's flow has read them already and refused what it cannot take).
 * @param {import('../js/core-api.js').Core} core @param {File} file @returns {Promise<Size>}
 */
async function shownSize(core, file) {
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
 * `file` decoded at `size` (EXIF orientation applied), never through a larger bitmap: where
 * the engine has WebCodecs' ImageDecoder (Chromium, Firefox), its JPEG decoder scales by
 * eighths while it decodes (a 48 MP photo at half size: 40 ms and 50 MB in Chromium, against
 * 270 ms and 290 MB for createImageBitmap's resize, which decodes it whole first); elsewhere
 * (Safari from 15, which has no ImageDecoder) createImageBitmap scales it from the file.
 * Measured in docs/performance.md.
 * @param {File} file @param {Size} size @param {Size} shown the file's size as shown
 * @returns {Promise<ImageBitmap>}
 */
async function decodeAt(file, size, shown) {
  if (size.width >= shown.width && size.height >= shown.height) return decodeWhole(file);
  const stepped = await decodedByEighths(file, size, shown);
  if (stepped) return stepped;
  /** @type {ImageBitmapOptions} */
  const options = { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' };
  const bitmap = await decodeWhole(file, options);
  if (bitmap.width === size.width && bitmap.height === size.height) return bitmap;
  // Resize options ignored: the whole decode, scaled here.
  const scaled = await resized(bitmap, size, false);
  if (scaled !== bitmap) bitmap.close();
  return scaled;
}

/**
 * `file` decoded by ImageDecoder at the eighth of its size at or above `size`, then scaled to
 * `size` with a good filter; null where this engine has no ImageDecoder for the file's type.
 * (Chromium gives the largest eighth within the area asked for, Firefox the size asked for:
 * asking for an exact eighth suits both. The frame carries the EXIF orientation.)
 * @param {File} file @param {Size} size @param {Size} shown @returns {Promise<ImageBitmap | null>}
 */
async function decodedByEighths(file, size, shown) {
  if (typeof ImageDecoder !== 'function' || !file.type) return null;
  let decoder = null;
  try {
    if (!(await ImageDecoder.isTypeSupported(file.type))) return null;
    const eighths = Math.min(8, Math.ceil(8 * Math.max(size.width / shown.width, size.height / shown.height)));
    decoder = new ImageDecoder({
      data: file.stream(), type: file.type,
      desiredWidth: Math.ceil((shown.width * eighths) / 8), desiredHeight: Math.ceil((shown.height * eighths) / 8),
    });
    const { image } = await decoder.decode();
    try {
      const bitmap = await createImageBitmap(image, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
      if (bitmap.width === size.width && bitmap.height === size.height) return bitmap;
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
 * Whether `bitmap` came out blank: every one of a few sampled pixels transparent, as iOS Safari
 * leaves a bitmap or canvas it will not draw (a photo is never shown or shared so). Without
 * OffscreenCanvas nothing can be sampled here: false.
 * @param {ImageBitmap} bitmap @returns {boolean}
 */
function isBlank(bitmap) {
  if (typeof OffscreenCanvas !== 'function') return false;
  const side = 8;
  const canvas = new OffscreenCanvas(side, side);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return false;
  context.drawImage(bitmap, 0, 0, side, side);
  const { data } = context.getImageData(0, 0, side, side);
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return false;
  return true;
}

/**
 * `bitmap` as JPEG bytes at `quality` (thousandths), or null where no canvas can encode it here.
 * @param {ImageBitmap} bitmap @param {string} backdrop @param {number} quality @returns {Promise<StoredBytes | null>}
 */
async function jpegBytes(bitmap, backdrop, quality) {
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
 * `crop` of `full` scaled to `size` with a good filter (crop alone where nothing can scale).
 * @param {ImageBitmap} full @param {import('../../types/worker-messages').SharpRegion} region @returns {Promise<ImageBitmap>}
 */
async function cropped(full, { crop, size }) {
  const { x, y, width, height } = crop;
  try {
    /** @type {ImageBitmapOptions} */
    const options = { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' };
    const result = await createImageBitmap(full, x, y, width, height, options);
    if (result.width === size.width && result.height === size.height) return result;
    result.close(); // an engine that ignored the resize options
  } catch {
    // fall through to drawing
  }
  if (typeof OffscreenCanvas !== 'function') return createImageBitmap(full, x, y, width, height);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = /** @type {OffscreenCanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(full, x, y, width, height, 0, 0, size.width, size.height);
  return canvas.transferToImageBitmap();
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

/**
 * `bitmap` at `size` (the core's plan: never larger) with a good filter; a separate bitmap
 * even when the size stays (the caller closes its own).
 * @param {ImageBitmap} bitmap @param {Size} size @param {boolean} copy @returns {Promise<ImageBitmap>}
 */
async function resized(bitmap, { width, height }, copy) {
  if (width >= bitmap.width && height >= bitmap.height) return copy ? createImageBitmap(bitmap) : bitmap;
  try {
    const result = await createImageBitmap(bitmap, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
    if (result.width === width && result.height === height) return result;
    result.close(); // an engine that ignored the resize options
  } catch {
    // fall through to drawing
  }
  // No OffscreenCanvas here (Safari 15.4–16.3) and no resizing createImageBitmap:
  // keep the full size (the crop follows the decoded size; the compose worker resamples).
  if (typeof OffscreenCanvas !== 'function') return copy ? createImageBitmap(bitmap) : bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = /** @type {OffscreenCanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas.transferToImageBitmap();
}

/** @param {File} file @returns {Promise<StoredBytes>} */
async function originalBytes(file) {
  return { bytes: await file.arrayBuffer(), type: file.type || 'application/octet-stream' };
}

/**
 * A JPEG of the photo at `size` for a kept draft (EXIF orientation baked in), at `quality`
 * (thousandths); null where it cannot be made here (no OffscreenCanvas).
 * @param {ImageBitmap} full @param {Size} size @param {string} backdrop @param {number} quality
 * @returns {Promise<StoredBytes | null>}
 */
async function draftBytes(full, size, backdrop, quality) {
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
