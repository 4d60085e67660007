// A draft's document kept synchronously: after every change (the core's keepDocument effect)
// the page writes it to localStorage before it does anything else, so a reload, a closed tab
// or a tab iOS discards a moment later finds it, whatever became of the asynchronous writes
// still under way. It is small: the core's text (the layout, side, format, frame, each slot's
// photo by id and framing, and the history, a few lines a step) and the photos' ids. The photos' bytes are in IndexedDB, each under its
// own key, stored before the photo shows (draft-parts.js). Keyed by the draft's id, so each tab's
// draft has its own, and it outlives the tab; it goes when its draft is pruned.

import { isDocument } from './draft-shape.js';

const PREFIX = 'instagrid-document:';

/** @typedef {import('./draft-shape.js').SavedDocument | import('./draft-shape.js').DraftDocument} DraftDocument */

/**
 * Keeps `json` (a draft's document as JSON) as draft `id`'s document now;
 * false where localStorage refuses it (full, or unavailable).
 * @param {string} id @param {string} json @returns {boolean}
 */
export function writeDocument(id, json) {
  try {
    localStorage.setItem(PREFIX + id, json);
    return true;
  } catch {
    return false;
  }
}

/**
 * Draft `id`'s document as last written here, or null (none, unavailable, or not one this page
 * reads).
 * @param {string} id @returns {DraftDocument | null}
 */
export function readDocument(id) {
  try {
    const json = localStorage.getItem(PREFIX + id);
    const value = json === null ? null : JSON.parse(json);
    return isDocument(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Lets draft `id`'s document go (its draft was pruned).
 * @param {string} id
 */
export function removeDocument(id) {
  try {
    localStorage.removeItem(PREFIX + id);
  } catch {
    // nothing kept, nothing to remove
  }
}

/**
 * id → savedAt of every draft whose document is kept here.
 * @returns {Map<string, number>}
 */
export function documentTimes() {
  /** @type {Map<string, number>} */
  const times = new Map();
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (!key?.startsWith(PREFIX)) continue;
      const id = key.slice(PREFIX.length);
      const document = readDocument(id);
      if (document) times.set(id, document.savedAt);
    }
  } catch {
    // unavailable: none
  }
  return times;
}
