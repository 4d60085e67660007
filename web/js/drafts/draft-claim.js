// Which kept draft this tab takes at launch. Each tab keeps a draft of its own, so two tabs (or a
// home-screen app and a tab) never write over each other's work (draft-tabs.js: the tab's draft
// id and the locks that say a draft is open). A reloaded tab takes its own draft again; a fresh
// visit takes the newest draft no open tab holds, or, when every draft is open elsewhere, starts
// from a copy of the newest one. The oldest drafts no tab holds go first once more are kept than
// the core's Keeping allows. The key INDEX holds {id: savedAt (ms)} for every draft; a draft kept
// before there were several (under the key 'current') has no entry and counts as the oldest.
// A draft's parts, read and written: draft-parts.js.

import { hasLocks, heldDraftIds, holdLock, holdOwnLock, newDraftId, rememberTabDraft, tabDraftId } from './draft-tabs.js';
import { isIndex } from './draft-shape.js';
import { documentTimes, removeDocument } from './document-record.js';
import { DB_NAME, INDEX, STORE, isPartKey, partsOf } from './draft-keys.js';
import { done, request } from './idb.js';
import { DraftParts, photosOf, readDraft } from './draft-parts.js';

/** @typedef {import('./draft-shape.js').FullDraft} FullDraft */
/** @typedef {import('./draft-shape.js').DraftIndex} DraftIndex */
/** @typedef {{draftsKept: number}} Keeping the core's Keeping, as far as drafts go */
/**
 * This tab's draft: its `parts`, to write to from now on, and what to restore (`draft` null:
 * start empty; `copied`: a copy of a draft another tab has open, which goes on there untouched).
 * @typedef {{parts: DraftParts, draft: FullDraft | null, copied: boolean}} ClaimedDraft
 */

/**
 * Opens the drafts' store and decides which draft this tab keeps from now on, keeping drafts as
 * the core's `keeping` says; null where storage is unavailable (private browsing, blocked, no
 * API). Call once, before any write.
 * @param {Keeping} keeping @returns {Promise<ClaimedDraft | null>}
 */
export async function claimDraft(keeping) {
  const db = await openDatabase();
  if (!db) return null;
  const own = tabDraftId();
  if (own && (await holdOwnLock(own))) return take(db, keeping, own, await readDraft(db, own), false);
  const saved = await savedTimes(db);
  const held = await heldDraftIds();
  const time = (/** @type {string} */ id) => /** @type {number} one of `saved`'s keys */ (saved.get(id));
  const newest = [...saved.keys()].sort((a, b) => time(b) - time(a));
  if (!own && hasLocks()) {
    // A fresh visit: the newest draft no open tab holds is this tab's now.
    for (const id of newest.filter((id) => !held.has(id))) {
      if (await holdLock(id)) return take(db, keeping, id, await readDraft(db, id), false);
    }
  }
  // This tab's own draft is open in another tab (a duplicated tab, or a discarded one that
  // came back after a fresh tab took its draft), or every draft is open elsewhere: go on
  // from a copy, under a new id.
  const source = own ?? newest[0];
  const draft = source ? await readDraft(db, source) : null;
  const id = newDraftId();
  await holdLock(id);
  const taken = take(db, keeping, id, draft, Boolean(draft));
  if (draft) await taken.parts.copy(draft);
  return taken;
}

/**
 * The drafts' database; null where storage is unavailable.
 * @returns {Promise<IDBDatabase | null>}
 */
async function openDatabase() {
  try {
    if (!('indexedDB' in self)) return null;
    const db = await request(indexedDB.open(DB_NAME, 1), (open) => {
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    });
    // Ask that drafts are not evicted under storage pressure; a refusal changes nothing.
    navigator.storage?.persist?.().catch(() => {});
    return db;
  } catch {
    return null;
  }
}

/**
 * Draft `id` is this tab's from now on.
 * @param {IDBDatabase} db @param {Keeping} keeping @param {string} id @param {FullDraft | null} draft
 * @param {boolean} copied @returns {ClaimedDraft}
 */
function take(db, keeping, id, draft, copied) {
  const parts = new DraftParts(db, id);
  rememberTabDraft(id);
  // Photos no document refers to (one picked as the page went away, before it showed) go.
  if (!copied) parts.sweep(draft ? photosOf(draft.document) : new Set());
  prune(db, keeping, id);
  return { parts, draft, copied };
}

/**
 * id → savedAt of every kept draft, here or in localStorage (the newer time of the two).
 * @param {IDBDatabase} db @returns {Promise<Map<string, number>>}
 */
async function savedTimes(db) {
  /** @type {Map<string, number>} */
  let times = new Map();
  try {
    const store = db.transaction(STORE).objectStore(STORE);
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
 * Lets the oldest drafts that no open tab holds go, beyond the number the core keeps; this
 * tab's, `own`, stays.
 * @param {IDBDatabase} db @param {Keeping} keeping @param {string} own
 */
async function prune(db, keeping, own) {
  const saved = await savedTimes(db);
  if (saved.size <= keeping.draftsKept) return;
  const held = await heldDraftIds();
  const time = (/** @type {string} */ id) => /** @type {number} one of `saved`'s keys */ (saved.get(id));
  const oldest = [...saved.keys()]
    .filter((id) => id !== own && !held.has(id))
    .sort((a, b) => time(a) - time(b))
    .slice(0, saved.size - keeping.draftsKept);
  for (const id of oldest) removeDocument(id);
  try {
    await done(db.transaction(STORE, 'readwrite'), STORE, (store) => {
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
