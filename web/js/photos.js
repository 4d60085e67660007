// Decoding photos: in a worker (web/worker/decode-worker.js), EXIF orientation applied, and no
// bigger than the largest cell the photo's slot can take at the export size (with headroom for
// a good resampling), so that four 12-megapixel photos do not need hundreds of MB and the page
// never freezes. The crop is then asked of the core for the decoded size.

const WORKER_URL = new URL('../worker/decode-worker.js', import.meta.url);

/** The photo could not be decoded (corrupt, or a format this browser lacks). */
export class UnreadablePhoto extends Error {
  constructor() {
    super('The photo could not be decoded');
    this.name = 'UnreadablePhoto';
  }
}

export class PhotoDecoder {
  #core;
  #worker = null;
  #nextId = 1;
  #pending = new Map(); // id → {resolve, reject}

  constructor(core) {
    this.#core = core;
    this.#ensureWorker(); // started early, so the first photo does not wait for it
  }

  /**
   * Decodes `file` for `slot`: `{bitmap, width, height, preview}`, `bitmap` sized for the export
   * side `exportSide`, `preview` a smaller copy for the screen (a grid of `previewSide` device
   * pixels). Rejects with UnreadablePhoto when the file is not a picture this browser reads.
   */
  decode(file, slot, exportSide, previewSide) {
    const id = this.#nextId++;
    const needs = { export: this.#cellsOf(slot, exportSide), preview: this.#cellsOf(slot, previewSide) };
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#ensureWorker().postMessage({ id, file, needs });
    });
  }

  /** Every cell `slot` takes in any layout on a `side`-pixel square, from the core. */
  #cellsOf(slot, side) {
    return this.#core.layoutNumbers().flatMap((layout) => this.#core.cells(layout, side).filter((cell) => cell.slot === slot));
  }

  #ensureWorker() {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_URL, { name: 'decode' });
    worker.addEventListener('message', ({ data }) => {
      const request = this.#pending.get(data.id);
      this.#pending.delete(data.id);
      if (!request) return;
      if (data.unreadable) request.reject(new UnreadablePhoto());
      else request.resolve({ bitmap: data.bitmap, width: data.bitmap.width, height: data.bitmap.height, preview: data.preview });
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
