// A draft's parts, read and written in IndexedDB (draft-shape.js says what they are).
//
// A draft is its document and its photos. The document is small and is kept synchronously after
// every change (document-record.js: localStorage), and also here, in IndexedDB, at the core's
// pace; a draft read back is the newer of the two. Each photo's bytes are stored once, under
// their own key, as soon as the photo is picked (its file's own bytes, whatever their size; a
// smaller copy may take their place later), and the photo shows only once they are: a document
// never refers to a photo whose bytes were not stored first. A photo is stored as an ArrayBuffer
// (Safari keeps Blobs in IndexedDB unreliably), and each write is a transaction of its own: one
// that the device's storage cannot hold fails alone, never the document or the other photos.
// Which draft is this tab's: draft-claim.js.

import { isBytes, isDocument, isIndex, isOlderDraft, isStoredPhoto } from './draft-shape.js';
import { readDocument, writeDocument } from './document-record.js';
import { INDEX, NEVER_WRITTEN, STORE, partsOf, photoKey, thumbKey } from './draft-keys.js';
import { done, request } from './idb.js';
import { readOlderDraft } from './older-drafts.js';
import { mark } from '../marks.js';

/** @typedef {import('./draft-shape.js').SavedDocument | import('./draft-shape.js').DraftDocument} DraftDocument */
/** @typedef {import('./draft-shape.js').FullDraft} FullDraft */
/** @typedef {import('./draft-shape.js').StoredBytes} StoredBytes */
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
 * Draft `id` in `db`: the newer of its documents (here and in localStorage) and the bytes of
 * every photo it refers to that are stored (one missing is left out: it does not come back). A
 * draft an older page kept is kept anew, as this page keeps drafts.
 * @param {IDBDatabase} db @param {string} id @returns {Promise<FullDraft | null>}
 */
export async function readDraft(db, id) {
  try {
    const kept = await request(db.transaction(STORE).objectStore(STORE).get(id));
    /** @type {FullDraft | null} */
    let draft = isDocument(kept) ? { document: kept, photos: new Map() } : null;
    if (!draft && isOlderDraft(kept)) draft = await readOlderDraft(db, id, kept);
    const written = readDocument(id);
    if (written && (!draft || written.savedAt > draft.document.savedAt)) draft = { document: written, photos: draft?.photos ?? new Map() };
    if (!draft) return null;
    const { document, photos } = draft;
    const store = db.transaction(STORE).objectStore(STORE);
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
 * Why a write failed, as the page words it: the error's name.
 * @param {unknown} error @returns {string}
 */
function failure(error) {
  return error instanceof DOMException || error instanceof Error ? error.name : 'Error';
}

/**
 * Notes in the index that draft `id` was saved at `time`, in `store`'s transaction.
 * @param {IDBObjectStore} store @param {string} id @param {number} time
 */
function stamp(store, id, time) {
  const read = store.get(INDEX);
  read.onsuccess = () => store.put({ ...(isIndex(read.result) ? read.result : {}), [id]: time }, INDEX);
}

/** The parts of one draft, this tab's, as it writes them. */
export class DraftParts {
  /** @type {IDBDatabase} */
  #db;
  /** @type {string} */
  #id;

  /** @param {IDBDatabase} db @param {string} id the draft's */
  constructor(db, id) {
    this.#db = db;
    this.#id = id;
  }

  /** The draft's id. */
  get id() {
    return this.#id;
  }

  /**
   * `draft`, a copy of another tab's, kept as this one: its document and every photo's bytes.
   * @param {FullDraft} draft
   */
  async copy({ document, photos }) {
    const id = this.#id;
    const copy = { ...document, savedAt: Date.now() };
    writeDocument(id, JSON.stringify(copy));
    // Refused, the photos do not come back after a reload; the document is kept (localStorage).
    await this.#write((store) => {
      for (const [photo, { bytes, type, covers, thumb }] of photos) {
        store.put({ bytes, type, covers }, photoKey(id, photo));
        if (thumb) store.put(thumb, thumbKey(id, photo));
      }
      store.put(copy, id);
      stamp(store, id, copy.savedAt);
    }, false);
  }

  /**
   * Keeps `document` as the draft's, here (the core says when: at most one write per window;
   * localStorage has it already, written at once). Its transaction starts now, not after the
   * write under way, so a page going out of view (and maybe frozen next) has handed it to
   * IndexedDB; read-write transactions on one store commit in the order they were made, so a
   * write never lands over a newer one.
   * @param {DraftDocument} document @returns {Promise<WriteEnd>}
   */
  async saveDocument(document) {
    const id = this.#id;
    // Not tried again: a newer document may have been written meanwhile; the next save has it.
    const failed = await this.#write((store) => {
      store.put(document, id);
      stamp(store, id, document.savedAt);
    }, false);
    if (!failed) mark('draft-saved');
    return failed;
  }

  /**
   * Stores photo `photo`'s bytes (its file's, or a copy in their place); resolves once they are
   * kept, or with why not. A write of its own: if the device cannot hold it, nothing else fails.
   * @param {number} photo @param {StoredBytes} bytes @param {import('./draft-shape.js').Size | null} covers
   * @returns {Promise<WriteEnd>}
   */
  async keepPhoto(photo, { bytes, type }, covers) {
    const id = this.#id;
    const failed = await this.#write((store) => store.put({ bytes, type, covers }, photoKey(id, photo)));
    if (failed) mark('draft-photo-refused', { photo, bytes: bytes.byteLength, reason: failed });
    else mark('draft-photo-kept', { photo, bytes: bytes.byteLength, covers });
    return failed;
  }

  /**
   * Stores photo `photo`'s thumbnail (a restored grid shows it at once); one that does not fit
   * is done without.
   * @param {number} photo @param {StoredBytes} thumb
   */
  async keepThumb(photo, thumb) {
    const id = this.#id;
    // One that does not fit: the photo comes back without its stand-in, a spinner until decoded.
    await this.#write((store) => store.put(thumb, thumbKey(id, photo)));
  }

  /**
   * Runs `work` in a read-write transaction of its own, begun now; resolves once it has
   * committed (null) or with why not. Chromium can go on counting a refused write's bytes
   * against the origin until a later transaction of its commits, which then only one that deletes
   * can: one photo too large to fit would make every later write fail as if the device were
   * full. So a write the device's storage refused is followed by a delete-only transaction and,
   * `again`, tried once more.
   * @param {(store: IDBObjectStore) => void} work @param {boolean} [again] @returns {Promise<WriteEnd>}
   */
  async #write(work, again = true) {
    for (let tries = 1; ; tries += 1) {
      try {
        await done(this.#db.transaction(STORE, 'readwrite'), STORE, work);
        return null;
      } catch (error) {
        const failed = failure(error);
        if (failed !== 'QuotaExceededError') return failed;
        await this.#release();
        if (!again || tries === 2) return failed;
      }
    }
  }

  /** Commits a delete-only transaction: what a refused write still held is let go (`#write`). */
  async #release() {
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), STORE, (store) => store.delete(NEVER_WRITTEN));
    } catch {
      // the next write finds out
    }
  }

  /**
   * No step and no slot refers to photo `photo` any more (or it never showed): its bytes go.
   * @param {number} photo
   */
  async forgetPhoto(photo) {
    const id = this.#id;
    // One that fails is left for the next launch, which lets go of what no document refers to.
    await this.#write((store) => {
      store.delete(photoKey(id, photo));
      store.delete(thumbKey(id, photo));
    });
  }

  /**
   * Lets the draft's photos and thumbnails go but those of `photos`.
   * @param {Set<number>} photos
   */
  async sweep(photos) {
    // One that fails keeps them a while longer: the next launch tries again.
    await this.#write((store) => {
      const keys = store.getAllKeys(partsOf(this.#id));
      keys.onsuccess = () => {
        for (const key of keys.result) {
          const photo = Number(String(key).slice(String(key).lastIndexOf('/') + 1));
          if (!photos.has(photo)) store.delete(key);
        }
      };
    });
  }
}
