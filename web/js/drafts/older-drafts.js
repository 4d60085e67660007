// Drafts kept by an older page, which kept a draft as one record (its grid's photos inside it),
// read as that page's document and kept anew: the document in the record's place, each photo
// under its own key. The core reads such a document through its records (core-flow.js).

import { INDEX, STORE, photoKey, thumbKey } from './draft-keys.js';
import { isIndex, isStoredPhoto } from './draft-shape.js';
import { done, request } from './idb.js';

/** @typedef {import('./draft-shape.js').Draft} Draft */
/** @typedef {import('./draft-shape.js').FullDraft} FullDraft */
/** @typedef {import('./draft-shape.js').StoredPhoto} StoredPhoto */

/**
 * A draft an older page kept (its grid's photos in its record), read from `db` as an older
 * page's document (version 2, which the core's records take) and kept so: its document, each
 * photo under its own key. A photo kept without an id (a draft from before Undo) takes one past
 * every other.
 * @param {IDBDatabase} db @param {string} id @param {Draft} older @returns {Promise<FullDraft>}
 */
export async function readOlderDraft(db, id, older) {
  const store = db.transaction(STORE).objectStore(STORE);
  const index = await request(store.get(INDEX));
  /** @type {Map<number, StoredPhoto>} */
  const photos = new Map();
  await Promise.all(
    (older.kept ?? []).map(async (photo) => {
      const stored = await request(store.get(photoKey(id, photo)));
      if (isStoredPhoto(stored)) photos.set(photo, { bytes: stored.bytes, type: stored.type, covers: null, thumb: stored.thumb ?? null });
    }),
  );
  const history = older.history ?? { past: 0, steps: [] };
  const known = [...older.slots.map((slot) => slot?.photo ?? 0), ...history.steps.flatMap((step) => step.slots.map((slot) => slot?.photo ?? 0))];
  let next = Math.max(0, ...known) + 1;
  const ids = older.slots.map((slot) => (slot ? slot.photo ?? next++ : 0));
  older.slots.forEach((slot, index) => {
    if (slot) photos.set(ids[index], { bytes: slot.bytes, type: slot.type, covers: null, thumb: slot.thumb ?? null });
  });
  /** @type {import('./draft-shape.js').DraftDocument} */
  const document = {
    version: 2,
    savedAt: (isIndex(index) && index[id]) || 0,
    layout: older.layout,
    side: older.side,
    format: older.format ?? 0,
    frame: older.frame ?? null,
    framings: older.slots.map((_, slot) => older.framings?.[slot] ?? { zoom: 0, focusX: 0, focusY: 0 }),
    photos: ids,
    history,
  };
  // Kept anew: the grid's photos under their keys, then the document in the record's place.
  try {
    await done(db.transaction(STORE, 'readwrite'), STORE, (store) => {
      older.slots.forEach((slot, index) => {
        if (!slot) return;
        store.put({ bytes: slot.bytes, type: slot.type, covers: null }, photoKey(id, ids[index]));
        if (slot.thumb) store.put(slot.thumb, thumbKey(id, ids[index]));
      });
      store.put(document, id);
    });
  } catch {
    // read all the same; the older record stays, and the next save writes the document
  }
  return { document, photos };
}
