// Drafts: the grid kept on this device (IndexedDB) after every change, so a reload or a tab
// that iOS discarded brings it back. Photos are stored as ArrayBuffers (Safari keeps Blobs in
// IndexedDB unreliably), already scaled down to what the largest picture needs. Nothing here
// leaves the device.
//
// Each tab keeps a draft of its own, so two tabs (or a home-screen app and a tab) never write
// over each other's work (draft-tabs.js: which draft is this tab's). A fresh visit takes the
// newest draft no open tab holds, or, when every draft is open elsewhere, starts from a copy of
// the newest one. The oldest drafts no tab holds go first once more are kept than the core's
// Keeping allows.
//
// What a draft holds: draft-shape.js. A photo only the draft's history holds is stored once,
// under `<draft id>/photo/<photo id>`, and deleted once the history lets it go. The key INDEX holds {id: savedAt (ms)} for every draft; a
// draft kept before there were several (under the key 'current') has no entry and counts as
// the oldest.

import { hasLocks, heldDraftIds, holdLock, holdOwnLock, newDraftId, rememberTabDraft, tabDraftId } from './draft-tabs.js';
import { isDraft, isIndex } from './draft-shape.js';
import { done, request } from './idb.js';
import { mark } from '../marks.js';

const DB_NAME = 'instagrid';
const STORE = 'drafts';
const INDEX = 'index';
const LEGACY = 'current';

/** @typedef {import('./draft-shape.js').Draft} Draft */
/** @typedef {import('./draft-shape.js').FullDraft} FullDraft */
/** @typedef {import('./draft-shape.js').DraftSlot} DraftSlot */
/** @typedef {import('./draft-shape.js').DraftIndex} DraftIndex */
/** @typedef {{draft: FullDraft | null, copied: boolean}} ClaimedDraft */

/**
 * The key of photo `photo` that draft `id`'s history holds.
 * @param {string} id @param {number} photo
 */
function photoKey(id, photo) {
  return `${id}/photo/${photo}`;
}

/**
 * Whether `key` is a history photo's, not a draft's.
 * @param {IDBValidKey} key
 */
function isPhotoKey(key) {
  return typeof key === 'string' && key.includes('/photo/');
}

export class DraftStore {
  /** @type {IDBDatabase} */
  #db;
  /** @type {string | null} */
  #id = null; // this tab's draft
  /** @type {{draftsKept: number}} the core's Keeping */
  #keeping;
  /** @type {Set<number>} the history photos this tab's draft has stored under their keys */
  #stored = new Set();

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

  /**
   * Decides which draft this tab keeps from now on and returns it to restore:
   * `{draft, copied}` (`draft` null: start empty; `copied`: a copy of a draft another tab has
   * open, which goes on there untouched). Call once, before any save.
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
    if (draft) await this.save(draft);
    return taken;
  }

  /** @param {string} id @param {FullDraft | null} draft @param {boolean} copied @returns {ClaimedDraft} */
  #take(id, draft, copied) {
    this.#id = id;
    // Its history's photos are stored under their keys already, unless it is a copy.
    this.#stored = new Set(copied ? [] : draft?.aside.keys());
    rememberTabDraft(id);
    this.#prune();
    return { draft, copied };
  }

  /**
   * Draft `id` with the photos its history holds (one missing is left out: Undo then says it
   * could not be opened).
   * @param {string} id @returns {Promise<FullDraft | null>}
   */
  async #load(id) {
    try {
      const store = this.#db.transaction(STORE).objectStore(STORE);
      const draft = await request(store.get(id));
      if (!isDraft(draft)) return null;
      /** @type {Map<number, DraftSlot>} */
      const aside = new Map();
      await Promise.all(
        (draft.kept ?? []).map(async (photo) => {
          const slot = await request(store.get(photoKey(id, photo)));
          if (slot?.bytes instanceof ArrayBuffer && typeof slot.type === 'string') aside.set(photo, slot);
        }),
      );
      return { ...draft, aside };
    } catch {
      return null;
    }
  }

  /**
   * id → savedAt of every kept draft.
   * @returns {Promise<Map<string, number>>}
   */
  async #savedTimes() {
    try {
      const store = this.#db.transaction(STORE).objectStore(STORE);
      const [index, keys] = await Promise.all([request(store.get(INDEX)), request(store.getAllKeys())]);
      // Every key but INDEX is a draft id this store put: a string.
      const times = new Map(keys.filter((key) => key !== INDEX && !isPhotoKey(key)).map((key) => [/** @type {string} */ (key), 0]));
      for (const [id, time] of Object.entries(isIndex(index) ? index : {})) if (times.has(id)) times.set(id, time);
      return times;
    } catch {
      return new Map();
    }
  }

  /**
   * Keeps `draft` (the core says when: at most one save per window). Its transaction starts
   * now, not after the write under way, so a page going out of view (and maybe frozen next) has
   * handed it to IndexedDB; read-write transactions on one store commit in the order they were
   * made, so a write never lands over a newer one. The photos only the history holds (`aside`)
   * are written once each, and deleted when it lets them go. Resolves to false if the write
   * failed (quota, say).
   * @param {FullDraft} full @returns {Promise<boolean>}
   */
  async save(full) {
    const id = /** @type {string} claim() chose it before any save */ (this.#id);
    const { aside, ...draft } = full;
    const fresh = /** @type {[number, DraftSlot][]} */ ([...aside].filter(([photo, slot]) => slot && !this.#stored.has(photo)));
    const gone = [...this.#stored].filter((photo) => !aside.has(photo));
    const kept = [...aside.keys()].filter((photo) => aside.get(photo) || this.#stored.has(photo));
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), STORE, (store) => {
        store.put({ ...draft, kept }, id);
        for (const [photo, slot] of fresh) store.put(slot, photoKey(id, photo));
        for (const photo of gone) store.delete(photoKey(id, photo));
        const read = store.get(INDEX);
        read.onsuccess = () => store.put({ ...(isIndex(read.result) ? read.result : {}), [id]: Date.now() }, INDEX);
      });
      for (const [photo] of fresh) this.#stored.add(photo);
      for (const photo of gone) this.#stored.delete(photo);
      mark('draft-saved');
      return true;
    } catch {
      return false;
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
    try {
      await done(this.#db.transaction(STORE, 'readwrite'), STORE, (store) => {
        for (const id of oldest) {
          store.delete(id);
          store.delete(IDBKeyRange.bound(`${id}/photo/`, `${id}/photo/\uffff`));
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
