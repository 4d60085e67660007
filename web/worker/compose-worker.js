// The compose worker: keeps the photos as RGBA in the module's memory, paints the picture with
// ig_compose and encodes it as JPEG, all off the main thread so the page never freezes.
//
// Messages in:  {type:'photo', slot, bitmap} · {type:'sharp', slot, key, bitmap} (a zoomed-in
//               crop decoded on its own; null frees it) · {type:'swap', a, b} ·
//               {type:'render', id, picture, slots} (`picture`: layout, format, short side
//               and frame; `slots`: each slot's framing and the key of the region to paint
//               instead of the photo and its framing, or null) ·
//               {type:'png', id, blob}
// Messages out: {type:'rendered', id, blob, memoryBytes} · {type:'png', id, blob} ·
//               {type:'out-of-memory', id} (the module's memory could not grow to hold the
//               picture or a photo: the page starts a new worker for a smaller picture) ·
//               {type:'failed', message}
// After 'failed' (or any uncaught error) the page throws this worker away: a trap may have
// left the module's memory in any state.

import { Status } from '../js/core/abi.js';
import { CoreError } from '../js/core/core-api.js';
import { loadCore } from '../js/core/core.js';
import { spaceCode } from '../js/picture/colour-space.js';
import { encodedPicture, pictureSpace, pngOf, readPixelsInto, takePageAnswer } from './canvas-fallback.js';

/** @typedef {import('../js/core/core-api.js').Core} Core */
/** @typedef {import('../../types/worker-messages').ComposeWorkerIn} ComposeWorkerIn */
/** @typedef {import('../../types/worker-messages').ComposeWorkerOut} ComposeWorkerOut */
/** @typedef {{address: number, width: number, height: number, key?: string | null}} Held RGBA in module memory */

/** @type {(Held | null)[]} slot → its photo in module memory */
let photos = [];
/** @type {(Held | null)[]} slot → a sharp region (with its `key`) */
let sharp = [];
const corePromise = loadCore().then((core) => {
  photos = new Array(core.slotCount()).fill(null);
  sharp = new Array(core.slotCount()).fill(null);
  warmUp(core);
  return core;
});
// The picture is painted a band of rows at a time into the canvas that encodes it: the module
// holds one band, not a second copy of the whole picture (64 MB at 4096²).
const BAND_BYTES = 4 << 20;
/** @type {{address: number, bytes: number} | null} */
let output = null; // a band's RGBA, reused while its size stays
let composeMs = 0; // how long the last picture's ig_compose calls took, all bands (make bench reads it)
let outOfMemory = false; // a photo did not fit: no picture can be made here

// One message at a time, in order: a render must see every photo posted before it.
let queue = Promise.resolve();
self.addEventListener('message', (/** @type {MessageEvent<ComposeWorkerIn>} */ event) => {
  if (takePageAnswer(event.data)) return; // the page's answer for work under way (no OffscreenCanvas)
  queue = queue.then(() => handle(event.data)).catch(fail);
});

/** @param {ComposeWorkerIn} message any but a page answer (taken as it arrives) */
async function handle(message) {
  const core = await corePromise;
  switch (message.type) {
    case 'photo':
      await storeOrNote(() => store(core, photos, message.slot, message.bitmap, message.inSrgb));
      await store(core, sharp, message.slot, null, false); // a region of the photo it replaces
      break;
    case 'sharp':
      await storeOrNote(() => store(core, sharp, message.slot, message.bitmap, message.inSrgb, { key: message.key }));
      break;
    case 'swap':
      for (const held of [photos, sharp]) [held[message.a], held[message.b]] = [held[message.b], held[message.a]];
      break;
    case 'render': {
      let blob;
      try {
        if (outOfMemory) throw new CoreError('ig_alloc', Status.outOfMemory);
        blob = await render(core, message);
      } catch (error) {
        // The module's memory could not grow for the picture or a photo: the page asks the
        // reducer for a smaller picture and starts a new worker with photos decoded for it.
        if (!isOutOfMemory(error)) throw error;
        post({ type: 'out-of-memory', id: message.id });
        break;
      }
      post({
        type: 'rendered', id: message.id, blob, memoryBytes: core.memoryBytes(),
        core: core.path, composeMs, // the build this worker runs, and its compose time
      });
      break;
    }
    case 'png':
      post({ type: 'png', id: message.id, blob: await toPng(message.blob) });
      break;
  }
}

/**
 * Posts `message` to the page (typed: the worker's messages out).
 * @param {ComposeWorkerOut} message
 */
function post(message) {
  self.postMessage(message);
}

/** @param {unknown} error whatever was thrown, read through ?. */
function fail(error) {
  const failure = /** @type {Error | null | undefined} */ (error);
  post({ type: 'failed', message: `${failure?.name ?? 'Error'}: ${failure?.message ?? failure}` });
}

/** @param {unknown} error @returns {boolean} whether it is the module's memory running out */
function isOutOfMemory(error) {
  return error instanceof CoreError && error.status === Status.outOfMemory;
}

/**
 * Runs `storing`; a photo the module's memory cannot hold is noted, for the next render to say.
 * @param {() => Promise<void>} storing
 */
async function storeOrNote(storing) {
  try {
    await storing();
  } catch (error) {
    if (!isOutOfMemory(error)) throw error;
    outOfMemory = true;
  }
}

/**
 * Copies a bitmap's RGBA into module memory as `held[slot]` (with `extra` fields), replacing
 * what was there (null: frees it); `inSrgb`: its colours all lie in sRGB.
 * @param {Core} core @param {(Held | null)[]} held @param {number} slot @param {ImageBitmap | null} bitmap
 * @param {boolean | undefined} inSrgb @param {{key?: string | null}} extra (optional)
 */
async function store(core, held, slot, bitmap, inSrgb, extra = {}) {
  if (held[slot]) core.free(/** @type {Held} just checked */ (held[slot]).address);
  held[slot] = null;
  if (!bitmap) return;
  const { width, height } = bitmap;
  const bytes = width * height * 4;
  let address = 0;
  try {
    address = core.alloc(bytes);
    // Read in the picture's colour space (Display P3 where the canvases have it), on the page
    // where there is no OffscreenCanvas.
    await readPixelsInto(bitmap, () => core.bytes(address, bytes), await pictureSpace(), Boolean(inSrgb));
  } catch (error) {
    bitmap.close(); // already closed once read, or on the page's side
    if (address) core.free(address);
    throw error;
  }
  held[slot] = { address, width, height, ...extra };
}

/**
 * ig_compose, then the browser's JPEG encoder (no metadata: a canvas has none to carry; a
 * canvas in Display P3 gives the JPEG its colour profile). The photos were read in the same
 * space, and the core writes the frame's sRGB colour in it.
 * @param {Core} core
 * @param {Extract<ComposeWorkerIn, {type: 'render'}>} message
 * @returns {Promise<Blob>}
 */
async function render(core, { picture, slots }) {
  const size = core.pictureSize(picture.format, picture.side);
  const rows = Math.max(1, Math.min(size.height, Math.floor(BAND_BYTES / (size.width * 4))));
  const bytes = size.width * rows * 4;
  if (output?.bytes !== bytes) {
    if (output) core.free(output.address);
    output = null;
    output = { address: core.alloc(bytes), bytes };
  }
  const band = /** @type {{address: number, bytes: number}} just allocated */ (output);
  const space = await pictureSpace();
  const spec = { ...picture, space: spaceCode(space) };
  const composed = photos.map((photo, slot) => {
    const key = slots[slot]?.sharp;
    const region = key && sharp[slot]?.key === key ? sharp[slot] : null;
    // A region is the framing's crop already: painted whole, centred, turned as the photo is.
    const orientation = slots[slot]?.orientation;
    if (region) return { address: region.address, width: region.width, height: region.height, orientation };
    return photo && { ...photo, ...slots[slot]?.framing, orientation };
  });
  composeMs = 0;
  const paint = (/** @type {(pixels: Uint8ClampedArray, top: number, rows: number) => void} */ put) => {
    for (let top = 0; top < size.height; top += rows) {
      const count = Math.min(rows, size.height - top);
      const started = performance.now();
      core.compose(spec, band.address, composed, { top, rows: count });
      composeMs += performance.now() - started;
      put(new Uint8ClampedArray(core.bytes(band.address, band.bytes).buffer, band.address, size.width * count * 4), top, count);
    }
  };
  return encodedPicture(size, paint, 'image/jpeg', core.keeping().pictureQuality / 1000, space); // see canvas-fallback.js
}

/** @param {Blob} blob */
function toPng(blob) {
  return pngOf(blob);
}

/** The first calls run in the baseline tier, 2–4× slower: pay that before the first photo. */
/** @param {Core} core */
function warmUp(core) {
  const side = 64;
  const pixel = core.alloc(4 * 4);
  const out = core.alloc(side * side * 4);
  const frame = core.frameChoices();
  core.compose({ layout: core.layouts()[0].form, format: 0, side, frame }, out, [{ address: pixel, width: 2, height: 2 }]);
  core.free(out);
  core.free(pixel);
}
