// The decode worker: turns a picked file into bitmaps off the main thread. Chromium decodes a
// Blob off-thread by itself, but resizing a 12-megapixel bitmap is a 100–200 ms task wherever it
// runs: here it cannot freeze the page. The core has already read the file's header and
// refused anything over its pixel limit, so no decode here can take gigabytes.
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
//              (bitmaps transferred; `source`: the full decode's size) · {id, bitmap} for a
//              region · {id, unreadable: true} · {id, cancelled: true} · then {id, draft:
//              {bytes, type} or null} (bytes transferred; null: nothing better than the
//              provisional bytes, if any)

// Every size and quality comes from the core (its DecodePlan and Keeping): this worker only
// performs them.
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
  return withWholeDecode(id, file, async (full) => {
    const core = await corePromise;
    const source = { width: full.width, height: full.height };
    const plan = core.decodePlan(source, file.size, need, preview, draftNeed);
    const keeping = core.keeping();
    // A photo must be in the draft as soon as it is shown, not a second later once its scaled
    // copy is made (a reload or a discarded tab then lost it): the file's own bytes go first.
    const provisional = plan.keepsFileFirst ? await originalBytes(file) : null;
    if (provisional) post({ id, draft: provisional, provisional: true }, [provisional.bytes]);
    const bitmap = await resized(full, { width: plan.width, height: plan.height }, true);
    const small = await resized(bitmap, { width: plan.previewWidth, height: plan.previewHeight }, true);
    if (draftNeed) {
      const thumb = await jpegBytes(small, backdrop, keeping.draftThumbnailQuality);
      post({ id, thumb }, thumb ? [thumb.bytes] : []);
    }
    post({ id, bitmap, preview: small, full: plan.full === 1, source }, [bitmap, small]);
    // A file kept as it is needs nothing more; a larger one is scaled down after the bitmaps.
    // Where a scaled copy cannot be made (no OffscreenCanvas), the file itself is kept: larger
    // than needed, but nothing is lost.
    let draft = null;
    if (draftNeed && plan.keepsFile !== 1) {
      const size = { width: plan.draftWidth, height: plan.draftHeight };
      draft = (await draftBytes(full, size, backdrop, keeping.draftPhotoQuality)) ?? (provisional ? null : await originalBytes(file));
    }
    post({ id, draft }, draft ? [draft.bytes] : []);
  });
}

/** @param {import('../../types/worker-messages').DecodeRegionRequest} request */
function decodeRegion({ id, file, region }) {
  return withWholeDecode(id, file, async (full) => {
    const bitmap = await cropped(full, region);
    post({ id, bitmap }, [bitmap]);
  });
}

/**
 * Decodes `file` whole for request `id` and runs `work(full)`, unless the request is cancelled
 * before or after the decode. Whatever fails (the decode, a resize past the engine's limits),
 * the page hears back.
 * @param {number} id @param {File} file @param {(full: ImageBitmap) => Promise<void>} work
 * @returns {Promise<void>}
 */
async function withWholeDecode(id, file, work) {
  let full;
  try {
    if (cancelled.has(id)) return post({ id, cancelled: true });
    full = await decodeWhole(file);
    if (cancelled.has(id)) return post({ id, cancelled: true });
    await work(full);
  } catch {
    post({ id, unreadable: true });
  } finally {
    full?.close();
    cancelled.delete(id);
  }
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
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: quality / 1000 });
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

/** @param {File} file @returns {Promise<ImageBitmap>} */
async function decodeWhole(file) {
  try {
    // 'from-image' is the current name, newer than TypeScript 4.8's ImageOrientation.
    return await createImageBitmap(file, /** @type {ImageBitmapOptions} */ (/** @type {unknown} */ ({ imageOrientation: 'from-image' })));
  } catch (error) {
    // An engine that does not know 'from-image' throws a TypeError for the option itself;
    // those apply EXIF orientation by default.
    if (/** @type {Error | null | undefined} */ (error)?.name !== 'TypeError') throw error;
    return createImageBitmap(file);
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
  try {
    const bitmap = await resized(full, size, true);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    drawOver(/** @type {OffscreenCanvasRenderingContext2D} a new canvas's */ (canvas.getContext('2d')), bitmap, backdrop);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: quality / 1000 });
    return { bytes: await blob.arrayBuffer(), type: 'image/jpeg' };
  } catch {
    return null; // no OffscreenCanvas here: the caller keeps the file as it is
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
