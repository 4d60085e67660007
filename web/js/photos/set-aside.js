// The photos that left the grid while a step of the core's history still refers to them
// (replaced, cleared by Start over, moved off by Undo or Redo), by the photo's id: their file,
// to decode again if Undo brings them back, and the bytes a kept draft stores of them. Their
// pixels are let go when they leave; the core says when none refers to them any more.

import { mark } from '../marks.js';

/** @typedef {import('../../../types/worker-messages').StoredBytes} StoredBytes */
/**
 * What is kept of a set-aside photo (a shown photo's record is one: bytes that arrive late
 * land on it).
 * @typedef {object} KeptPhoto
 * @property {File | null} file
 * @property {StoredBytes | null} draft its kept bytes; null until made, or once stored
 * @property {StoredBytes | null} [thumb]
 * @property {boolean} [stored] its bytes are stored with the draft and were let go here
 * @property {import('../../../types/worker-messages').Size} [draftCovers] what those bytes were copied for (shown-photo.js)
 */

export class SetAsidePhotos {
  /** @type {Map<number, KeptPhoto>} */
  #byId = new Map();

  /**
   * Keeps `record`'s file and bytes as photo `photo` (one without a file, a stand-in, has none to keep).
   * @param {number | undefined} photo @param {KeptPhoto} record
   */
  keep(photo, record) {
    if (photo && record.file) this.#byId.set(photo, record);
  }

  /** @param {number} photo */
  get(photo) {
    return this.#byId.get(photo);
  }

  /**
   * No step refers to `photo` any more: its file and bytes go.
   * @param {number} photo
   */
  forget(photo) {
    this.#byId.delete(photo);
    mark('photo-forgotten', photo);
  }

  /**
   * The draft has stored these photos' bytes: they need not stay in memory (a photo Undo
   * brings back is decoded from its file, and its kept copy made again).
   * @param {number[]} photos
   */
  stored(photos) {
    for (const photo of photos) {
      const record = this.#byId.get(photo);
      if (!record) continue;
      record.stored = true;
      record.draft = null;
    }
  }
}
