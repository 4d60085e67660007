// The photos the compose worker holds, as the grid's slots do: each decoded photo handed over
// (transferred, not copied), moved when the grid's photos move, dropped when the grid lets it
// go, and the sharp regions painted instead of a zoomed-in photo.

/** @typedef {import('../../../types/worker-messages').ComposeWorkerIn} ComposeWorkerIn */
/** @typedef {import('../../../types/worker-messages').PhotoBitmap} PhotoBitmap */

export class ComposePhotos {
  /** @type {{post: (message: ComposeWorkerIn, transfer?: Transferable[]) => void}} */
  #host;

  /** @param {{post: (message: ComposeWorkerIn, transfer?: Transferable[]) => void}} host the current worker */
  constructor(host) {
    this.#host = host;
  }

  /**
   * Hands a decoded photo to the worker (the bitmap is transferred, not copied).
   * @param {number} slot @param {PhotoBitmap} photo
   */
  send(slot, { bitmap, inSrgb }) {
    this.#host.post({ type: 'photo', slot, bitmap, inSrgb }, [bitmap]);
  }

  /**
   * The worker's photos for two slots change places (a photo was moved).
   * @param {number} a @param {number} b
   */
  swap(a, b) {
    this.#host.post({ type: 'swap', a, b });
  }

  /**
   * Lets the worker free a slot's photo (the grid no longer holds it).
   * @param {number} slot
   */
  drop(slot) {
    this.#host.post({ type: 'photo', slot, bitmap: null });
  }

  /**
   * Hands the worker a sharp region of a slot's photo, named `key` (the bitmap is transferred).
   * @param {number} slot @param {string} key @param {PhotoBitmap} region
   */
  sendSharp(slot, key, { bitmap, inSrgb }) {
    this.#host.post({ type: 'sharp', slot, key, bitmap, inSrgb }, [bitmap]);
  }

  /**
   * Lets the worker free a slot's sharp region.
   * @param {number} slot
   */
  dropSharp(slot) {
    this.#host.post({ type: 'sharp', slot, key: null, bitmap: null });
  }
}
