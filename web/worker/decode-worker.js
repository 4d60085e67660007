// The decode worker: turns a picked file into bitmaps off the main thread, each decoded from the
// file at the size the core plans (never past the canvas ceiling, whatever the photo: iOS Safari
// leaves a larger bitmap blank) rather than whole and then scaled, which would take 192 MB for a
// 48-megapixel photo. The core has already read the file's header and refused anything over
// its pixel limit; it reads the header here again for the size the photo shows at.
//
// Message in:  {id, file, need, preview, draftNeed, draftHolds, backdrop} — `need`: the pixels the
//              photo must cover for the picture (from the core), `preview` the same on screen,
//              `draftNeed` what a kept draft must cover (the frame's inside at the largest
//              picture side; null: not needed), `draftHolds` (the draft holds bytes and a
//              thumbnail for it already), `backdrop` the colour a JPEG copy's transparent pixels
//              lie over (as in the picture) · {id, file, region: {crop, size}} — a part of the
//              photo at full sharpness (the core's sharp region of a zoomed-in crop) · {id, file,
//              draftCopy: need, always, backdrop} — a draft's copy alone (a larger frame's
//              inside; `always`: the file did not fit in the device's storage) · {cancel: id} · {pictureBusy} (the page's picture is being
//              made, or no longer) · {heard: id} (the page has taken in a request's bitmaps)
// Message out: with a draft, {id, thumb: {bytes, type} or null} (the preview as a JPEG: a
//              restored grid shows it at once) · {id, bitmap, preview, full, source} (bitmaps
//              transferred; `source`: the photo's full size, as shown) · {id, bitmap} for a
//              region · {id, unreadable: true} · {id, cancelled: true} · then the draft's last
//              word: {id, draft: {bytes, type}, whole} (a copy to keep in place of the file,
//              bytes transferred; `whole`: no larger copy can be made), {id, draft: null, file:
//              true} (the draft keeps the file itself: the page has its bytes), or {id, draft:
//              null} (no draft asked for, or nothing made)

// Every size and quality comes from the core (its DecodePlan and Keeping): this worker only
// performs them.
import { release } from '../js/picture/canvases.js';
import { loadCore } from '../js/core/core.js';
import { draftBytes, draftCanvas, jpegBytes, jpegOf } from './draft-bytes.js';
import { decodeAt, scalesWhileDecoding, shownSize } from './file-decoding.js';
import { cropped, resized } from './scaling.js';
import { WorkQueue } from './work-queue.js';

/** @typedef {import('../../types/worker-messages').DecodeWorkerIn} DecodeWorkerIn */
/** @typedef {import('../../types/worker-messages').DecodeWorkerOut} DecodeWorkerOut */
/** @typedef {import('../../types/worker-messages').Size} Size */
/** @typedef {import('../../types/worker-messages').StoredBytes} StoredBytes */
/** @typedef {import('../../types/worker-messages').PhotoBitmap} PhotoBitmap */

const corePromise = loadCore();
/** @typedef {{draft: StoredBytes, whole: boolean} | {draft: null, file?: true}} DraftWord the draft's last word on a photo */
/** The draft keeps the file itself (its bytes are the page's already). @type {DraftWord} */
const FILE_STAYS = Object.freeze({ draft: null, file: true });
const cancelled = new Set();
const work = new WorkQueue();
/** Requests whose draft copy is still to be made: their cancellation is kept until then. */
const copiesToCome = new Set();

self.addEventListener('message', (/** @type {MessageEvent<DecodeWorkerIn>} */ { data }) => {
  if ('cancel' in data) {
    cancelled.add(data.cancel);
    return;
  }
  if ('heard' in data) return work.heard(data.heard);
  if ('pictureBusy' in data) return work.pictureBusy(data.pictureBusy);
  if (data.draftCopy) {
    // Nobody waits for it: made when nothing else is, as the draft's other copies are.
    const request = data;
    return work.whenIdle(() => makeDraftCopy(request));
  }
  work.asked(() => (data.region ? decodeRegion(data) : decode(data)));
});

/**
 * Posts `message` to the page (typed: the worker's messages out).
 * @param {DecodeWorkerOut} message @param {Transferable[]} [transfer]
 */
function post(message, transfer = []) {
  if ('bitmap' in message && message.bitmap) work.sent(message.id);
  self.postMessage(message, transfer);
}

/** @param {import('../../types/worker-messages').DecodePhotoRequest} request */
function decode({ id, file, need, preview, draftNeed, draftHolds, backdrop }) {
  return withDecode(id, async () => {
    const core = await corePromise;
    const shown = await shownSize(core, file);
    let plan = core.decodePlan(shown, file.size, need, preview, draftNeed);
    const keeping = core.keeping();
    // The page keeps the file's own bytes in the draft from the moment the photo is picked,
    // whatever their size, so the photo is in the draft as soon as it shows; here it is decided
    // whether a copy takes their place (the core's plan). The draft's copy is made for the largest picture, most often larger than the picture's
    // decode. Where the engine scales while it decodes, the picture's size is decoded first and
    // the draft's after the bitmaps are out (the picture does not wait for the larger decode);
    // elsewhere every decode takes the whole photo, so one decode, at the larger size, serves
    // both. Every size is within the canvas ceiling, so no bitmap here is ever larger.
    const draftSize = draftNeed && plan.keepsFile !== 1 ? { width: plan.draftWidth, height: plan.draftHeight } : null;
    const decoded = { width: plan.width, height: plan.height };
    const draftIsLarger = draftSize !== null && draftSize.width > decoded.width;
    const apart = draftIsLarger && (await scalesWhileDecoding(file));
    const first = draftIsLarger && !apart ? draftSize : decoded;
    const { bitmap: base, inSrgb } = await decodeAt(file, first, shown);
    /** @type {OffscreenCanvas | null} */
    let copy = null; // the draft's copy, drawn, until it is encoded
    let given = false; // `base` itself went to the page
    /** @type {ImageBitmap[]} */
    let unsent = []; // the page's bitmaps, until posted (closed if anything fails before)
    try {
      if (cancelled.has(id)) return post({ id, cancelled: true });
      if (base.width !== first.width || base.height !== first.height) {
        // The engine turned the photo otherwise than its header said (or would not resize):
        // plan again from what it gave, and scale from there.
        const source = base.width === first.height && base.height === first.width ? { width: shown.height, height: shown.width } : shown;
        plan = core.decodePlan(source, file.size, need, preview, draftNeed);
      }
      const draftAt = { width: plan.draftWidth, height: plan.draftHeight };
      const copiesHere = draftSize !== null && !apart; // the draft's copy is made from `base`
      const bitmap = await resized(base, { width: plan.width, height: plan.height }, false);
      unsent = [bitmap];
      const small = await resized(base, { width: plan.previewWidth, height: plan.previewHeight }, true);
      unsent = [bitmap, small];
      // Where the page gets `base` itself (it is the picture's size: a 48 MP photo at 4096,
      // both at the ceiling), the draft's copy is drawn from it first, rather than a second
      // bitmap of up to 64 MB made to go in its place.
      const drawnFirst = copiesHere && bitmap === base;
      if (drawnFirst) copy = await draftCanvas({ bitmap: base, inSrgb }, draftAt, backdrop);
      if (draftNeed && !draftHolds) {
        const thumb = await jpegBytes({ bitmap: small, inSrgb }, backdrop, keeping.draftThumbnailQuality);
        post({ id, thumb }, thumb ? [thumb.bytes] : []);
      }
      if (apart) copiesToCome.add(id);
      post({ id, bitmap, inSrgb, preview: small, full: plan.full === 1, source: shown }, [bitmap, small]);
      unsent = [];
      given = bitmap === base;
      // A file kept as it is needs nothing more; a larger one is scaled down after the bitmaps.
      // Where a scaled copy cannot be made (no OffscreenCanvas), the file itself stays: larger
      // than needed, but nothing is lost.
      const orFile = (/** @type {StoredBytes | null} */ draft) => (draft ? { draft, whole: plan.draftFull === 1 } : FILE_STAYS);
      if (apart) {
        const made = async (/** @type {PhotoBitmap} */ from) => orFile(await draftBytes(from, draftAt, backdrop, keeping.draftPhotoQuality));
        work.afterHeard(id, () => decodeDraftCopy(id, file, draftAt, shown, made));
        return;
      }
      if (copiesHere && !drawnFirst) copy = await draftCanvas({ bitmap: base, inSrgb }, draftAt, backdrop);
      if (!given) base.close(); // its pixels are in the copy's canvas now
      const last = copiesHere ? orFile(copy && (await jpegOf(copy, keeping.draftPhotoQuality))) : draftNeed ? FILE_STAYS : { draft: null };
      post({ id, ...last }, last.draft ? [last.draft.bytes] : []);
    } finally {
      for (const left of unsent) left.close();
      if (!given) base.close(); // closing it again does nothing
      if (copy) release(copy);
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
    const { bitmap: base, inSrgb } = await decodeAt(file, { width: whole.width, height: whole.height }, shown);
    try {
      if (cancelled.has(id)) return post({ id, cancelled: true });
      const f = base.width / shown.width;
      const { x, y, width, height } = region.crop;
      const crop = { x: Math.floor(x * f), y: Math.floor(y * f), width: Math.max(1, Math.round(width * f)), height: Math.max(1, Math.round(height * f)) };
      const size = { width: Math.min(region.size.width, crop.width), height: Math.min(region.size.height, crop.height) };
      const bitmap = await cropped(base, { crop, size });
      post({ id, bitmap, inSrgb }, [bitmap]);
    } finally {
      base.close();
    }
  });
}

/**
 * A draft's copy of `file` at `size`, decoded on its own, made by `copy`; where it cannot be
 * made, the file itself stays the draft's.
 * @param {number} id @param {File} file @param {Size} size @param {Size} shown
 * @param {(from: PhotoBitmap) => Promise<DraftWord>} copy
 */
async function decodeDraftCopy(id, file, size, shown, copy) {
  copiesToCome.delete(id);
  try {
    if (cancelled.has(id)) return post({ id, cancelled: true });
    /** @type {DraftWord} */
    let last = FILE_STAYS;
    try {
      const from = await decodeAt(file, size, shown);
      try {
        last = await copy(from);
      } finally {
        from.bitmap.close();
      }
    } catch {
      // the file stays
    }
    post({ id, ...last }, last.draft ? [last.draft.bytes] : []);
  } finally {
    cancelled.delete(id);
  }
}

/**
 * A draft's copy of `file` alone, covering `draftCopy` as the core plans it, within the canvas
 * ceiling: for a frame whose inside grew past the photo's copy (where the plan keeps the file,
 * the file stays), or (`always`) to keep in place of a file the device's storage would not
 * hold; `{draft: null}` where none can be made.
 * @param {import('../../types/worker-messages').DraftCopyRequest} request
 */
async function makeDraftCopy({ id, file, draftCopy, always, backdrop }) {
  try {
    const core = await corePromise;
    const shown = await shownSize(core, file);
    const plan = core.decodePlan(shown, file.size, draftCopy, draftCopy, draftCopy);
    if (plan.keepsFile === 1 && !always) return post({ id, ...FILE_STAYS });
    const size = { width: plan.draftWidth, height: plan.draftHeight };
    const from = await decodeAt(file, size, shown);
    try {
      const draft = await draftBytes(from, size, backdrop, core.keeping().draftPhotoQuality);
      post({ id, draft, whole: plan.draftFull === 1 }, draft ? [draft.bytes] : []);
    } finally {
      from.bitmap.close();
    }
  } catch {
    post({ id, draft: null });
  }
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
    if (!copiesToCome.has(id)) cancelled.delete(id);
  }
}
