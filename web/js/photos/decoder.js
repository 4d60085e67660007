// Decoding photos: in a worker (web/worker/decode-worker.js), EXIF orientation applied, scaled
// to cover what the core says the photo's slot needs at the picture side in use (never more),
// so that four 48-megapixel photos stay within a few hundred MB and the page never freezes.

const WORKER_URL = new URL('../../worker/decode-worker.js', import.meta.url);

/** @typedef {import('../../../types/worker-messages').Size} Size */
/** @typedef {import('../../../types/worker-messages').StoredBytes} StoredBytes */
/** @typedef {import('../../../types/worker-messages').SharpRegion} SharpRegion */
/** @typedef {import('../../../types/worker-messages').DecodePhotoRequest} DecodePhotoRequest */
/** @typedef {import('../../../types/worker-messages').DecodeRegionRequest} DecodeRegionRequest */
/** @typedef {import('../../../types/worker-messages').DecodeWorkerOut} DecodeWorkerOut */
/** @typedef {import('../../../types/worker-messages').DecodedBitmaps} DecodedBitmaps */
/** @typedef {import('../../../types/worker-messages').PhotoBitmap} PhotoBitmap */
/**
 * A decoded photo: `bitmap` covers the need (`inSrgb`: its colours all lie in sRGB), `preview`
 * the screen; `full` when not scaled down; `source` the full decode's size.
 * @typedef {PhotoBitmap & {width: number, height: number, preview: ImageBitmap, full: boolean, source: Size}} DecodedPhoto
 */
/**
 * A decode under way, for its caller.
 * @template T
 * @typedef {{promise: Promise<T>, cancel: () => void}} Decoding
 */
/**
 * A decode under way, as the decoder follows it.
 * @typedef {object} PendingDecode
 * @property {(value: DecodedPhoto | PhotoBitmap) => void} resolve a region's gets its bitmap, a photo's the DecodedPhoto
 * @property {(error: Error) => void} reject
 * @property {DraftWordHandler} onDraft
 * @property {(thumb: StoredBytes) => void} [onThumb] a photo's (a region has no thumb)
 * @property {boolean} [region] a region's decode
 * @property {boolean} [cancelled] its answer now goes nowhere
 * @property {boolean} [draftDone] the last word on its draft bytes came
 * @property {boolean} [bitmapDone] its bitmaps came
 */

/**
 * Takes the draft's last word on a photo: a copy to keep in place of its file (`whole`: no
 * larger copy can be made), the file itself (`draft` null, `file` true), or nothing.
 * @typedef {(draft: StoredBytes | null, whole: boolean, file: boolean) => void} DraftWordHandler
 */

/** The photo could not be decoded (corrupt, or a format this browser lacks). */
export class UnreadablePhoto extends Error {
  constructor() {
    super('The photo could not be decoded');
    this.name = 'UnreadablePhoto';
  }
}

/** A decode was superseded and cancelled. */
export class CancelledDecode extends Error {
  constructor() {
    super('The decode was superseded');
    this.name = 'CancelledDecode';
  }
}

export class PhotoDecoder {
  /** @type {Worker | null} */
  #worker = null;
  #nextId = 1;
  /** @type {Map<number, PendingDecode>} */
  #pending = new Map(); // id → {resolve, reject, onDraft}
  /** @type {() => string} */
  #backdrop;

  /**
   * `backdrop()`: the CSS colour (the frame's, as the reducer holds it now) that transparent
   * pixels of kept JPEG copies lie over.
   * @param {() => string} backdrop
   */
  constructor(backdrop) {
    this.#backdrop = backdrop;
    this.#ensureWorker(); // started early, so the first photo does not wait for it
  }

  /**
   * Decodes `file` to cover `need` ({width, height} from the core): resolves to
   * `{bitmap, width, height, preview, full, source}` (`preview` covers `preview` for the screen;
   * `full` when not scaled down; `source` the full decode's {width, height}, which sharp regions
   * are cut from). With a `draftNeed`, `onDraft` gets the draft's last word after the bitmaps:
   * a copy scaled to cover it, made when nothing waits, or the file itself (the core's plan);
   * `onThumb({bytes, type})` a small JPEG of the preview to keep with it (unless the draft
   * holds one: `draftHolds`). Returns `{promise, cancel}`; rejects with UnreadablePhoto when the
   * file is not a picture this browser reads, CancelledDecode after `cancel()`.
   * @param {File} file @param {{need: Size, preview: Size, draftNeed: Size | null, draftHolds?: boolean}} sizes
   * @param {DraftWordHandler} onDraft (optional)
   * @param {(thumb: StoredBytes) => void} onThumb (optional)
   * @returns {Decoding<DecodedPhoto>}
   */
  decode(file, { need, preview, draftNeed, draftHolds = false }, onDraft = () => {}, onThumb = () => {}) {
    // A photo's request resolves with a DecodedPhoto (the message handler below).
    return /** @type {Decoding<DecodedPhoto>} */ (
      this.#request({ file, need, preview, draftNeed, draftHolds, backdrop: this.#backdrop() }, { onDraft, onThumb })
    );
  }

  /**
   * A copy of `file` for a kept draft alone, covering `need` within the canvas ceiling, made when
   * nothing else is: for a frame whose inside grew past a photo's copy, or (`always`) for a file
   * that did not fit in the device's storage. Resolves to `{draft, whole}`, `{draft: null,
   * file: true}` where the core's plan keeps the file itself (unless `always`), or null where
   * none could be made.
   * @param {File} file @param {Size} need @param {boolean} always
   * @returns {Promise<{draft: StoredBytes, whole: boolean, file?: false} | {draft: null, whole?: false, file: true} | null>}
   */
  draftCopy(file, need, always) {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, {
        resolve: () => {},
        reject: () => resolve(null),
        onDraft: (draft, whole, keepsFile) => resolve(draft ? { draft, whole } : keepsFile ? { draft: null, file: true } : null),
        bitmapDone: true, // no bitmaps come
      });
      this.#ensureWorker().postMessage({ id, file, draftCopy: need, always, backdrop: this.#backdrop() });
    });
  }

  /**
   * Tells the decoder whether the picture is being made: drafts' copies wait meanwhile.
   * @param {boolean} busy
   */
  pictureBusy(busy) {
    this.#worker?.postMessage({ pictureBusy: busy });
  }

  /**
   * Decodes the part `region.crop` of `file` (in the pixels of its full decode, EXIF orientation
   * applied) to `region.size`: resolves to `{bitmap, inSrgb}`. Returns `{promise, cancel}` as `decode`.
   * @param {File} file @param {SharpRegion} region @returns {Decoding<PhotoBitmap>}
   */
  decodeRegion(file, region) {
    // A region's request resolves with its bitmap (the message handler below).
    return /** @type {Decoding<PhotoBitmap>} */ (this.#request({ file, region }, { region: true }));
  }

  /**
   * @param {Omit<DecodePhotoRequest, 'id'> | Omit<DecodeRegionRequest, 'id'>} message
   * @param {Partial<PendingDecode>} options
   * @returns {Decoding<DecodedPhoto | PhotoBitmap>}
   */
  #request(message, options) {
    const id = this.#nextId++;
    /** @type {Promise<DecodedPhoto | PhotoBitmap>} */
    const promise = new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, onDraft: () => {}, ...options });
      this.#ensureWorker().postMessage({ id, ...message });
    });
    const cancel = () => {
      const request = this.#pending.get(id);
      if (!request) return;
      this.#worker?.postMessage({ cancel: id });
      request.cancelled = true; // the worker's answer now goes nowhere
      request.reject(new CancelledDecode());
    };
    return { promise, cancel };
  }

  #ensureWorker() {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_URL, { type: 'module', name: 'decode' }); // it imports the core
    worker.addEventListener('message', (/** @type {MessageEvent<DecodeWorkerOut>} */ { data }) => {
      // Bitmaps are acknowledged once the page has taken them in (and asked for the picture
      // they complete): until then the worker holds back work that can wait.
      if ('bitmap' in data && data.bitmap) setTimeout(() => worker.postMessage({ heard: data.id }));
      const request = this.#pending.get(data.id);
      if (!request) return;
      if ('thumb' in data) {
        if (data.thumb && !request.cancelled) request.onThumb?.(data.thumb);
        return;
      }
      if ('draft' in data) {
        // The draft's last word, after the bitmaps: a copy, the file itself, or nothing.
        request.draftDone = true;
        if (!request.cancelled) request.onDraft(data.draft, Boolean(data.whole), Boolean(data.file));
      } else if (data.bitmap) {
        request.bitmapDone = true;
        request.draftDone ||= request.region; // a region has no draft to wait for
        if (request.cancelled) {
          data.bitmap.close();
          data.preview?.close();
        } else if (request.region) {
          request.resolve({ bitmap: data.bitmap, inSrgb: data.inSrgb });
        } else {
          const { bitmap, inSrgb, preview, full, source } = /** @type {DecodedBitmaps} a photo's answer */ (data);
          request.resolve({ bitmap, inSrgb, width: bitmap.width, height: bitmap.height, preview, full, source });
        }
      } else {
        this.#pending.delete(data.id);
        request.reject(data.cancelled ? new CancelledDecode() : new UnreadablePhoto());
        return;
      }
      if (request.draftDone && request.bitmapDone) this.#pending.delete(data.id);
    });
    // A crashed decoder fails what it was doing and is replaced on the next photo.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      if (this.#worker === worker) this.#worker = null;
      const error = new Error(event.message || 'The photo decoder stopped');
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
    });
    this.#worker = worker;
    return worker;
  }
}
