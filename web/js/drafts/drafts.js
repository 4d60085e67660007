// Drafts: the collage kept on this device, so a reload, a closed tab or a tab that iOS discarded
// brings it back. Nothing here leaves the device.
//
// A draft is its document and its photos (draft-shape.js). The document is small and is kept
// synchronously after every change (document-record.js: localStorage), and also here, in
// IndexedDB, at the core's pace; at launch the newer of the two wins. Each photo's bytes are
// stored once, under their own key, as soon as the photo is picked (its file's own bytes,
// whatever their size; a smaller copy may take their place later), and the photo shows only once
// they are: a document never refers to a photo whose bytes were not stored first. A photo is
// stored as an ArrayBuffer (Safari keeps Blobs in IndexedDB unreliably), and each write is a
// transaction of its own: one that the device's storage cannot hold fails alone, never the
// document or the other photos.
//
// Each tab keeps a draft of its own, so two tabs (or a home-screen app and a tab) never write
// over each other's work (draft-tabs.js: which draft is this tab's). A fresh visit takes the
// newest draft no open tab holds, or, when every draft is open elsewhere, starts from a copy of
// the newest one. The oldest drafts no tab holds go first once more are kept than the core's
// Keeping allows. The key INDEX holds {id: savedAt (ms)} for every draft; a draft kept before
// there were several (under the key 'current') has no entry and counts as the oldest.

import { hasLocks, heldDraftIds, holdLock, holdOwnLock, newDraftId, rememberTabDraft, tabDraftId } from './draft-tabs.js';
import { isBytes, isDocument, isIndex, isOlderDraft, isStoredPhoto } from './draft-shape.js';
import { documentTimes, readDocument, removeDocument, writeDocument } from './document-record.js';
import { DB_NAME, INDEX, STORE, isPartKey, partsOf, photoKey, thumbKey } from './draft-keys.js';
import { done, request } from './idb.js';
import { readOlderDraft } from './older-drafts.js';
import { mark } from '../marks.js';


/** @typedef {import('./draft-shape.js').Draft} Draft */
/** @typedef {import('./draft-shape.js').SavedDocument | import('./draft-shape.js').DraftDocument} DraftDocument */
/** @typedef {import('./draft-shape.js').FullDraft} FullDraft */
/** @typedef {import('./draft-shape.js').StoredPhoto} StoredPhoto */
/** @typedef {import('./draft-shape.js').StoredBytes} StoredBytes */
/** @typedef {import('./draft-shape.js').DraftIndex} DraftIndex */
/** @typedef {{draft: FullDraft | null, copied: boolean}} ClaimedDraft */
/**
 * How a write ended: null when it is kept; else why not, as the DOMException names it
 * ('QuotaExceededError': the device's storage is full).
 * @typedef {string | null} WriteEnd
 */

/**
 * The ids of the photos `document` refers to: its slots' and its history's steps'.
 * @param {DraftDocument} document @returns {Set<number>}
 */
export function photosOf(document) {
  if (document.version === 3) return new Set(document.photos);
  const ids = new Set(document.photos.filter((photo) => photo > 0));
  for (const step of document.history.steps) for (const slot of step.slots) if (slot) ids.add(slot.photo);
  return ids;
}

/**
 * Why a write failed, as the page words it: the error's name.
 * @param {unknown} error @returns {string}
 */
function failure(error) {
  return error instanceof DOMException || error instanceof Error ? error.name : 'Error';
}

export class DraftStore {
  /** @type {IDBDatabase} */
  #db;
  /** @type {string | null} */
  #id = null; // this tab's draft
  /** @type {{draftsKept: number}} the core's Keeping */
  #keeping;

  /** @param {IDBDatabase} db @param {{draftsKept: number}} keeping */
  constructor(db, keeping) {
    this.#keeping = keeping;
    this.#db = db;
  }

  /**
   * Opens the store, keeping drafts as the core's `keeping` says; null where storage is
   * unavailable (private browsing, blocked, no API).
   * @param {{draftsKept: number}} keeping @returns {Promise<DraftStore | null>}
   */
  static async open(keeping) {
    try {
      if (!('indexedDB' in self)) return null;
      const db = await request(indexedDB.open(DB_NAME, 1), (open) => {
        open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      });
      // Ask that drafts are not evicted under storage pressure; a refusal changes nothing.
      navigator.storage?.persist?.().catch(() => {});
      return new DraftStore(db, keeping);
    } catch {
      return null;
    }
  }

  /** This tab's draft id, once `claim()` chose it. */
  get id() {
    return this.#id;
  }

  /**
   * Decides which draft this tab keeps from now on and returns it to restore:
   * `{draft, copied}` (`draft` null: start empty; `copied`: a copy of a draft another tab has
   * open, which goes on there untouched). Call once, before any write.
   * @returns {Promise<ClaimedDraft>}
   */
  async claim() {
    const own = tabDraftId();
    if (own && (await holdOwnLock(own))) return this.#take(own, await this.#load(own), false);
    const saved = await this.#savedTimes();
    const held = await heldDraftIds();
    const time = (/** @type {string} */ id) => /** @type {number} one of `saved`'s keys */ (saved.get(id));
    const newest = [...saved.keys()].sort((a, b) => time(b) - time(a));
    if (!own && hasLocks()) {
      // A fresh visit: the newest draft no open tab holds is this tab's now.
      for (const id of newest.filter((id) => !held.has(id))) {
        if (await holdLock(id)) return this.#take(id, await this.#load(id), false);
      }
    }
    // This tab's own draft is open in another tab (a duplicated tab, or a discarded one that
    // came back after a fresh tab took its draft), or every draft is open elsewhere: go on
    // from a copy, under a new id.
    const source = own ?? newest[0];
    const draft = source ? await this.#load(source) : null;
    const id = newDraftId();
    await holdLock(id);
    const taken = this.#take(id, draft, Boolean(draft));
    if (draft) await this.#copy(draft);
    return taken;
  }

  /** @param {string} id @param {FullDraft | null} draft @param {boolean} copied @returns {ClaimedDraft} */
  #take(id, draft, copied) {
    this.#id = id;
    rememberTabDraft(id);
    // Photos no document refers to (one picked as the page went away, before it showed) go.
    if (!copied) this.#sweep(id, draft ? photosOf(draft.document) : new Set());
    this.#prune();
    return { draft, copied };
  }

  /**
   * Draft `id`: the newer of its documents (here and in localStorage) and the bytes of every
   * photo it refers to that are stored (one missing is left out: it does not come back). A
   * draft an older page kept is kept anew, as this page keeps drafts.
   * @param {string} id @returns {Promise<FullDraft | null>}
   */
  async #load(id) {
    try {
      const kept = await request(this.#db.transaction(STORE).objectStore(STORE).get(id));
      /** @type {FullDraft | null} */
      let draft = isDocument(kept) ? { document: kept, photos: new Map() } : null;
      if (!draft && isOlderDraft(kept)) draft = await readOlderDraft(this.#db, id, kept);
      const written = readDocument(id);
      if (written && (!draft || written.savedAt > draft.document.savedAt)) draft = { document: written, photos: draft?.photos ?? new Map() };
      if (!draft) return null;
      const { document, photos } = draft;
      const store = this.#db.transaction(STORE).objectStore(STORE);
      await Promise.all(
        [...photosOf(document)]
          .filter((photo) => !photos.has(photo))
          .map(async (photo) => {
            const [stored, thumb] = await Promise.all([request(store.get(photoKey(id, photo))), request(store.get(thumbKey(id, photo)))]);
            if (!isStoredPhoto(stored)) return;
            photos.set(photo, { bytes: stored.bytes, type: stored.type, covers: stored.covers ?? null, thumb: isBytes(thumb) ? thumb : stored.thumb ?? null });
          }),
      );
      return draft;
    } catch {
      return null;
    }
  }

  /**
   * id → savedAt of every kept draft, here or in localStorage (the newer time of the two).
   * @returns {Promise<Map<string, number>>}
   */
  async #savedTimes() {
    /** @type {Map<string, number>} */
    let times = new Map();
    try {
      const store = this.#db.transaction(STORE).objectStore(STORE);
      const [index, keys] = await Promise.all([request(store.get(INDEX)), request(store.getAllKeys())]);
      // Every key but INDEX and the photos' is a draft id this store put: a string.
      times = new Map(keys.filter((key) => key !== INDEX && !isPartKey(key)).map((key) => [/** @type {string} */ (key), 0]));
      for (const [id, time] of Object.entries(isIndex(index) ? index : {})) if (times.has(id)) times.set(id, time);
    } catch {
      // none here
    }
    for (const [id, time] of documentTimes()) times.set(id, Math.max(time, times.get(id) ?? 0));
    return times;
  }

  /**
   * `draft`, a copy of another tab's, kept as this tab's: its document and every photo's bytes.
   * @param {FullDraft} draft
   */
  async #copy({ document, photos }) {
    const id = /** @type {string} claim() chose it */ (this.#id);
    const copy = { ...document, savedAt: Date.now() };
    writeDocument(id, JSON.stringify(copy));
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), STORE, (store) => {
        for (const [photo, { bytes, type, covers, thumb }] of photos) {
          store.put({ bytes, type, covers }, photoKey(id, photo));
          if (thumb) store.put(thumb, thumbKey(id, photo));
        }
        store.put(copy, id);
        this.#stamp(store, id, copy.savedAt);
      });
    } catch {
      // the photos that did not fit do not come back after a reload; the document is kept
    }
  }

  /**
   * Keeps `document` as this tab's draft's, here (the core says when: at most one write per
   * window; localStorage has it already, written at once). Its transaction starts now, not
   * after the write under way, so a page going out of view (and maybe frozen next) has handed
   * it to IndexedDB; read-write transactions on one store commit in the order they were made,
   * so a write never lands over a newer one.
   * @param {DraftDocument} document @returns {Promise<WriteEnd>}
   */
  async saveDocument(document) {
    const id = /** @type {string} claim() chose it before any save */ (this.#id);
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), STORE, (store) => {
        store.put(document, id);
        this.#stamp(store, id, document.savedAt);
      });
      mark('draft-saved');
      return null;
    } catch (error) {
      return failure(error);
    }
  }

  /**
   * Stores photo `photo`'s bytes (its file's, or a copy in their place); resolves once they are
   * kept, or with why not. A write of its own: if the device cannot hold it, nothing else fails.
   * @param {number} photo @param {StoredBytes} bytes @param {import('./draft-shape.js').Size | null} covers
   * @returns {Promise<WriteEnd>}
   */
  async keepPhoto(photo, { bytes, type }, covers) {
    const id = /** @type {string} claim() chose it */ (this.#id);
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), STORE, (store) => store.put({ bytes, type, covers }, photoKey(id, photo)));
      mark('draft-photo-kept', { photo, bytes: bytes.byteLength, covers });
      return null;
    } catch (error) {
      return failure(error);
    }
  }

  /**
   * Stores photo `photo`'s thumbnail (a restored grid shows it at once); one that does not fit
   * is done without.
   * @param {number} photo @param {StoredBytes} thumb
   */
  async keepThumb(photo, thumb) {
    const id = /** @type {string} claim() chose it */ (this.#id);
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), STORE, (store) => store.put(thumb, thumbKey(id, photo)));
    } catch {
      // the photo comes back without its stand-in: a spinner until it is decoded
    }
  }

  /**
   * No step and no slot refers to photo `photo` any more (or it never showed): its bytes go.
   * @param {number} photo
   */
  async forgetPhoto(photo) {
    const id = /** @type {string} claim() chose it */ (this.#id);
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), STORE, (store) => {
        store.delete(photoKey(id, photo));
        store.delete(thumbKey(id, photo));
      });
    } catch {
      // left for the next launch, which lets go of what no document refers to
    }
  }

  /**
   * Notes in the index that draft `id` was saved at `time`, in `store`'s transaction.
   * @param {IDBObjectStore} store @param {string} id @param {number} time
   */
  #stamp(store, id, time) {
    const read = store.get(INDEX);
    read.onsuccess = () => store.put({ ...(isIndex(read.result) ? read.result : {}), [id]: time }, INDEX);
  }

  /**
   * Lets draft `id`'s photos and thumbnails go but those of `photos`.
   * @param {string} id @param {Set<number>} photos
   */
  async #sweep(id, photos) {
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), STORE, (store) => {
        const keys = store.getAllKeys(partsOf(id));
        keys.onsuccess = () => {
          for (const key of keys.result) {
            const photo = Number(String(key).slice(String(key).lastIndexOf('/') + 1));
            if (!photos.has(photo)) store.delete(key);
          }
        };
      });
    } catch {
      // kept a while longer: the next launch tries again
    }
  }

  /** Lets the oldest drafts that no open tab holds go, beyond the number the core keeps. */
  async #prune() {
    const saved = await this.#savedTimes();
    if (saved.size <= this.#keeping.draftsKept) return;
    const held = await heldDraftIds();
    const time = (/** @type {string} */ id) => /** @type {number} one of `saved`'s keys */ (saved.get(id));
    const oldest = [...saved.keys()]
      .filter((id) => id !== this.#id && !held.has(id))
      .sort((a, b) => time(a) - time(b))
      .slice(0, saved.size - this.#keeping.draftsKept);
    for (const id of oldest) removeDocument(id);
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), STORE, (store) => {
        for (const id of oldest) {
          store.delete(id);
          store.delete(partsOf(id));
        }
        const read = store.get(INDEX);
        read.onsuccess = () => {
          /** @type {DraftIndex} */
          const index = isIndex(read.result) ? { ...read.result } : {};
          for (const id of oldest) delete index[id];
          store.put(index, INDEX);
        };
      });
    } catch {
      // kept a while longer: the next launch tries again
    }
  }
}
