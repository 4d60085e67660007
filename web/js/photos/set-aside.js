// The photos that left the grid while a step of the core's history still refers to them
// (replaced, cleared by Start over, moved off by Undo or Redo), by the photo's id: their file,
// to decode again if Undo brings them back, and the thumbnail shown meanwhile (their bytes are
// in the draft: drafts/kept-photos.js). Their pixels are let go when they leave; the core says when
// none refers to them any more.

import { mark } from '../marks.js';

/** @typedef {import('../../../types/worker-messages').StoredBytes} StoredBytes */
/**
 * What is kept of a set-aside photo (a shown photo's record is one).
 * @typedef {object} KeptPhoto
 * @property {File | null} file
 * @property {StoredBytes | null} [thumb]
 */

export class SetAsidePhotos {
  /** @type {Map<number, KeptPhoto>} */
  #byId = new Map();

  /**
   * Keeps `record`'s file and thumbnail as photo `photo` (one without a file, a stand-in, has none to keep).
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
   * No step refers to `photo` any more: its file goes.
   * @param {number} photo
   */
  forget(photo) {
    this.#byId.delete(photo);
    mark('photo-forgotten', photo);
  }

}
