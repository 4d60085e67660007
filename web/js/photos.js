// Decoding photos: in a worker (web/worker/decode-worker.js), EXIF orientation applied, scaled
// to cover what the core says the photo's slot needs at the picture side in use (never more),
// so that four 48-megapixel photos stay within a few hundred MB and the page never freezes.

const WORKER_URL = new URL('../worker/decode-worker.js', import.meta.url);

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
  #worker = null;
  #nextId = 1;
  #pending = new Map(); // id → {resolve, reject, onDraft}
  #backdrop;

  /** `backdrop`: the CSS colour (the core's) that transparent pixels of kept JPEG copies lie over. */
  constructor(backdrop) {
    this.#backdrop = backdrop;
    this.#ensureWorker(); // started early, so the first photo does not wait for it
  }

  /**
   * Decodes `file` to cover `need` ({width, height} from the core): resolves to
   * `{bitmap, width, height, preview, full, source}` (`preview` covers `preview` for the screen;
   * `full` when not scaled down; `source` the full decode's {width, height}, which sharp regions
   * are cut from). `onDraft({bytes, type})` gets the bytes a kept draft stores: the file itself
   * before the bitmaps (when not too large), then, if needed, a copy scaled to cover
   * `draftNeed`; `onThumb({bytes, type})` a small JPEG of the preview to keep with it. Returns
   * `{promise, cancel}`; rejects with UnreadablePhoto when the file is not a picture this
   * browser reads, CancelledDecode after `cancel()`.
   */
  decode(file, { need, preview, draftNeed }, onDraft = () => {}, onThumb = () => {}) {
    return this.#request({ file, need, preview, draftNeed, backdrop: this.#backdrop }, { onDraft, onThumb });
  }

  /**
   * Decodes the part `region.crop` of `file` (in the pixels of its full decode, EXIF orientation
   * applied) to `region.size`: resolves to a bitmap. Returns `{promise, cancel}` as `decode`.
   */
  decodeRegion(file, region) {
    return this.#request({ file, region }, { region: true });
  }

  #request(message, options) {
    const id = this.#nextId++;
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
    const worker = new Worker(WORKER_URL, { name: 'decode' });
    worker.addEventListener('message', ({ data }) => {
      const request = this.#pending.get(data.id);
      if (!request) return;
      if ('thumb' in data) {
        if (data.thumb && !request.cancelled) request.onThumb(data.thumb);
        return;
      }
      if ('draft' in data) {
        // Provisional bytes (the file itself) come before the bitmaps; the last word, after them,
        // is a scaled copy or null (the provisional bytes stand).
        if (!data.provisional) request.draftDone = true;
        if (data.draft && !request.cancelled) request.onDraft(data.draft);
      } else if (data.bitmap) {
        request.bitmapDone = true;
        request.draftDone ||= request.region; // a region has no draft to wait for
        if (request.cancelled) {
          data.bitmap.close();
          data.preview?.close();
        } else if (request.region) {
          request.resolve(data.bitmap);
        } else {
          const { bitmap, preview, full, source } = data;
          request.resolve({ bitmap, width: bitmap.width, height: bitmap.height, preview, full, source });
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
