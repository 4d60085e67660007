// Drafts: the grid kept on this device (IndexedDB) after every change, so a reload or a tab
// that iOS discarded brings it back. Photos are stored as ArrayBuffers (Safari keeps Blobs in
// IndexedDB unreliably), already scaled down to what the largest picture needs. Nothing here
// leaves the device.
//
// A draft: {layout, side, slots: [null | {bytes: ArrayBuffer, type: string, thumb}] × 4,
//           framings: [{zoom, focusX, focusY} in millionths] × 4 (drafts before reframing lack it)}.
// `thumb`: null or {bytes, type}, a screen-sized JPEG shown while the photo is decoded again
// (older drafts lack it).

const DB_NAME = 'instagrid';
const STORE = 'drafts';
const KEY = 'current';
const SAVE_DELAY_MS = 100; // quick successive changes make one write

export class DraftStore {
  #db;
  #timer = 0;
  #pending = null; // the draft waiting for its write
  #writing = Promise.resolve();

  constructor(db) {
    this.#db = db;
  }

  /** Opens the store; null where storage is unavailable (private browsing, blocked, no API). */
  static async open() {
    try {
      if (!('indexedDB' in self)) return null;
      const db = await request(indexedDB.open(DB_NAME, 1), (open) => {
        open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      });
      // Ask that drafts are not evicted under storage pressure; a refusal changes nothing.
      navigator.storage?.persist?.().catch(() => {});
      return new DraftStore(db);
    } catch {
      return null;
    }
  }

  /** The kept draft, or null. */
  async load() {
    try {
      const draft = await request(this.#db.transaction(STORE).objectStore(STORE).get(KEY));
      return isDraft(draft) ? draft : null;
    } catch {
      return null;
    }
  }

  /** Keeps `draft` soon (the latest of quick successive calls wins). Resolves to false if the write failed. */
  save(draft) {
    this.#pending = draft;
    clearTimeout(this.#timer);
    return new Promise((resolve) => {
      this.#timer = setTimeout(() => resolve(this.flush()), SAVE_DELAY_MS);
    });
  }

  /** Writes a pending draft now. Resolves to false if the write failed (quota, say). */
  flush() {
    clearTimeout(this.#timer);
    const draft = this.#pending;
    this.#pending = null;
    if (!draft) return this.#writing;
    this.#writing = this.#writing.then(() => this.#put(draft));
    return this.#writing;
  }

  /** Forgets the kept draft. */
  async clear() {
    this.#pending = null;
    clearTimeout(this.#timer);
    await this.#writing;
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), (store) => store.delete(KEY));
    } catch {
      // nothing kept, nothing to clear
    }
  }

  async #put(draft) {
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), (store) => store.put(draft, KEY));
      return true;
    } catch {
      return false;
    }
  }
}

function isDraft(value) {
  return (
    value &&
    Number.isInteger(value.layout) &&
    Number.isInteger(value.side) &&
    Array.isArray(value.slots) &&
    value.slots.every((slot) => slot === null || (isBytes(slot) && (slot.thumb == null || isBytes(slot.thumb)))) &&
    (value.framings === undefined ||
      (Array.isArray(value.framings) && value.framings.every((f) => [f?.zoom, f?.focusX, f?.focusY].every(Number.isInteger))))
  );
}

/** An IDBRequest as a promise; `setup(request)` runs before it can fire. */
function request(req, setup = () => {}) {
  return new Promise((resolve, reject) => {
    setup(req);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('blocked'));
  });
}

/** Runs `work(store)` in `transaction` and resolves when it commits. */
function done(transaction, work) {
  return new Promise((resolve, reject) => {
    work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
  });
}

function isBytes(value) {
  return value?.bytes instanceof ArrayBuffer && typeof value.type === 'string';
}
