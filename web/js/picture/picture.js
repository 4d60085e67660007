// The exported picture, made ahead of time by the compose worker (ig_compose + JPEG encoding
// off the main thread), so that the share sheet can open right after the slide.
//
// When the worker fails (a trap in the module, an exception, running out of memory) it is
// reported, thrown away and started again (compose-host.js); `resend` gives the new worker the
// photos again. The photos are handed over through `photos` (compose-photos.js).

import { ComposeHost } from './compose-host.js';
import { ComposePhotos } from './compose-photos.js';

const MAX_RESTARTS = 3; // in a row, without a picture in between

/** @typedef {import('../core/flow-state.js').Framing} Framing */
/** @typedef {import('../core/core-grid.js').PictureSpec} PictureSpec */
/** @typedef {import('../../../types/worker-messages').ComposeWorkerIn} ComposeWorkerIn */
/** @typedef {import('../../../types/worker-messages').ComposeWorkerOut} ComposeWorkerOut */
/** @typedef {import('../../../types/worker-messages').RenderSlot} RenderSlot */
/**
 * The picture the page needs: each slot's framing and the key of a sharp region sent for it.
 * @typedef {{id: number, picture: PictureSpec, revision: number, slots: RenderSlot[]}} WantedPicture
 */
/**
 * What a made picture was made from and how (for the tests and make bench).
 * @typedef {object} PictureDetail
 * @property {number} memoryBytes the worker's module memory
 * @property {number} revision the picture's name (the reducer's)
 * @property {string} core the build the worker runs
 * @property {number} composeMs
 * @property {Framing[]} framings
 * @property {(string | null)[]} sharp
 */
/** @typedef {'rendering' | 'ready' | 'failed'} PictureStatus */
/** @typedef {(status: PictureStatus, detail?: PictureDetail) => void} OnStatus 'ready' comes with its detail */
/** @typedef {{resolve: (blob: Blob) => void, reject: (error: Error) => void}} BlobWaiter */

export class PictureMaker {
  #host;
  /** The photos the worker holds: what the picture is made of. */
  photos;
  /** @type {(error: Error, willRetry: boolean) => void} */
  #onTrouble;
  /** @type {OnStatus} */
  #onStatus;
  /** @type {(revision: number) => void} */
  #onOutOfMemory;
  #nextId = 1;
  /** @type {WantedPicture | null} */
  #wanted = null; // {id, picture, revision, framings, sharp}: the picture the page needs
  /** @type {number | null} */
  #inFlight = null; // id of the render the worker is doing
  /** @type {(busy: boolean) => void} */
  #onBusy;
  /** @type {{id: number, revision: number, blob: Blob} | null} */
  #done = null; // {id, revision, blob}
  /** @type {BlobWaiter[]} */
  #waiters = []; // {resolve, reject} for `picture()`
  /** @type {Map<number, BlobWaiter>} */
  #pngRequests = new Map(); // id → {resolve, reject}
  #restarts = 0;

  /**
   * `resend()` must post every photo again (after a restart) and may return a promise;
   * `onTrouble(error, willRetry)` is told about each failure; `onStatus(status, detail)` hears
   * 'rendering', 'ready' (the latest requested picture is made; detail: {memoryBytes, revision,
   * core, composeMs, framings, sharp}, the worker's module memory, the picture's name, the build,
   * compose time, framings and sharp regions it was made with) and 'failed';
   * `onOutOfMemory(revision)` hears that the module's memory could not hold the picture of
   * `revision` (the reducer asks for a smaller one); `onBusy(busy)`, when the worker starts and
   * stops making a picture (work that can wait, waits meanwhile).
   * @param {object} hooks
   * @param {() => unknown} hooks.resend
   * @param {(error: Error, willRetry: boolean) => void} hooks.onTrouble
   * @param {OnStatus} [hooks.onStatus]
   * @param {(revision: number) => void} [hooks.onOutOfMemory]
   * @param {(busy: boolean) => void} [hooks.onBusy]
   */
  constructor({ resend, onTrouble, onStatus = () => {}, onOutOfMemory = () => {}, onBusy = () => {} }) {
    this.#onBusy = onBusy;
    this.#onTrouble = onTrouble;
    this.#onStatus = onStatus;
    this.#onOutOfMemory = onOutOfMemory;
    this.#host = new ComposeHost({
      resend,
      onMessage: (message) => this.#receive(message),
      onReady: () => this.#pump(),
      onResendFailed: (error) => this.#giveUp(error),
      onFailure: (error) => this.#fail(error),
    });
    this.photos = new ComposePhotos(this.#host);
    this.#host.start();
  }

  /**
   * Asks for `picture`, named `revision`, with `slots` (each one's framing and the key of a
   * sharp region sent for it, or null); only the latest request matters.
   * @param {PictureSpec} picture @param {number} revision @param {RenderSlot[]} slots
   */
  request(picture, revision, slots) {
    this.#wanted = { id: this.#nextId++, picture, revision, slots };
    this.#onStatus('rendering');
    this.#pump();
  }

  /**
   * The latest requested picture as a JPEG Blob (waits for it if it is still being made). A
   * picture of the same revision is the same grid: while a sharper one is made, it is shared.
   * @returns {Promise<Blob>}
   */
  picture() {
    if (!this.#wanted) return Promise.reject(new Error('No picture was requested'));
    if (this.#done && this.#done.revision === this.#wanted.revision) return Promise.resolve(this.#done.blob);
    return new Promise((resolve, reject) => {
      this.#waiters.push({ resolve, reject });
      this.#pump();
    });
  }

  /**
   * A PNG copy of a picture (the clipboard takes PNG, not JPEG).
   * @param {Blob} blob @returns {Promise<Blob>}
   */
  png(blob) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pngRequests.set(id, { resolve, reject });
      this.#host.post({ type: 'png', id, blob });
    });
  }

  /** Throws the worker away (and the memory it holds) and starts a fresh one. */
  restart() {
    this.#host.terminate();
    this.#setInFlight(null);
    this.#done = null; // a picture of the old worker (and maybe the old size) is no answer now
    this.#host.start();
  }

  /** @param {number | null} id the render the worker is doing now, or none */
  #setInFlight(id) {
    const busy = id !== null;
    if (busy !== (this.#inFlight !== null)) this.#onBusy(busy);
    this.#inFlight = id;
  }

  #pump() {
    if (!this.#host.ready || this.#inFlight !== null || !this.#wanted || this.#done?.id === this.#wanted.id) return;
    const { id, picture, slots } = this.#wanted;
    this.#setInFlight(id);
    this.#host.post({ type: 'render', id, picture, slots });
  }

  /** @param {ComposeWorkerOut} message */
  #receive(message) {
    switch (message.type) {
      case 'rendered':
        this.#setInFlight(null);
        this.#restarts = 0;
        if (this.#wanted && message.id === this.#wanted.id) {
          this.#done = { id: message.id, revision: this.#wanted.revision, blob: message.blob };
          this.#onStatus('ready', {
            memoryBytes: message.memoryBytes, revision: this.#wanted.revision, core: message.core, composeMs: message.composeMs,
            framings: this.#wanted.slots.map((slot) => slot.framing), sharp: this.#wanted.slots.map((slot) => slot.sharp),
          });
          for (const { resolve } of this.#waiters.splice(0)) resolve(message.blob);
        }
        this.#pump(); // a newer picture may have been asked for meanwhile
        break;
      case 'png':
        this.#pngRequests.get(message.id)?.resolve(message.blob);
        this.#pngRequests.delete(message.id);
        break;
      case 'out-of-memory': {
        // The reducer may ask for a smaller picture; a new worker, with the photos decoded for
        // the side then chosen, starts from empty memory (a module's memory never shrinks).
        const revision = this.#wanted && message.id === this.#wanted.id ? this.#wanted.revision : null;
        if (revision !== null) this.#onOutOfMemory(revision);
        this.restart();
        break;
      }
      case 'failed':
        this.#fail(new Error(message.message));
        break;
    }
  }

  /** @param {Error} error */
  #fail(error) {
    this.#host.terminate(); // the current one: only it reports
    this.#setInFlight(null);
    for (const { reject } of this.#pngRequests.values()) reject(error);
    this.#pngRequests.clear();
    const willRetry = this.#restarts < MAX_RESTARTS;
    if (!willRetry) {
      this.#giveUp(error);
      this.#host.start();
      return;
    }
    this.#onTrouble(error, true);
    this.#restarts++;
    this.#host.start();
  }

  /**
   * Gives up on the wanted picture; the next change to the grid asks again.
   * @param {Error} error
   */
  #giveUp(error) {
    this.#onTrouble(error, false);
    this.#restarts = 0;
    this.#wanted = null;
    this.#onStatus('failed');
    for (const { reject } of this.#waiters.splice(0)) reject(error);
  }
}
