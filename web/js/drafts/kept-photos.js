// The photos' bytes in the draft (keeper.js keeps the document), as each photo's load asks
// (loads.js, through the DraftPhotos this is): its file's own bytes as soon as it is picked,
// whatever their size, before it shows; a copy in their place when the core's plan says one
// holds all any cell can need, made again when the frame's inside outgrows it; let go when the
// core forgets the photo. Where the device's storage is full, what fits is kept (a copy in place
// of a file that does not) and the page says which photos will not come back after a reload.

import { NeedReach } from '../core/abi-codes.js';
import { placeWords } from '../screen/words.js';
import { photosNotKeptWords } from '../screen/message-words.js';

/** @typedef {import('../../../types/worker-messages').Size} Size */
/** @typedef {import('../../../types/worker-messages').StoredBytes} StoredBytes */
/**
 * What a photo's load asks of the draft (loads.js). `held(photo)`: what the draft holds of it:
 * undefined, nothing yet (a new photo); null, all it needs (its file, or a copy as large as any
 * can be, or nothing more will be tried); else the need its copy covers. `keepFile`: stores a
 * new photo's file, resolving once that write has ended (the photo shows then). `lastWord`: the
 * decoder's last word on its draft bytes (decoder.js's DraftWordHandler, with the photo, its
 * file and the need the copy was asked to cover), acted on once the file's write has ended,
 * whichever came first. `keepThumb`: its thumbnail. `forget`: a photo that never showed (its
 * load failed or was superseded) lets its bytes go.
 * @typedef {object} DraftPhotos
 * @property {(photo: number) => Size | null | undefined} held
 * @property {(photo: number, file: File) => Promise<void>} keepFile
 * @property {(photo: number, file: File, need: Size, draft: StoredBytes | null, whole: boolean, keepsFile: boolean) => void} lastWord
 * @property {(photo: number, thumb: StoredBytes) => void} keepThumb
 * @property {(photo: number) => void} forget
 */

/**
 * Whether a copy made to cover `held` covers `need` too (both sizes in pixels): else it is made
 * again, larger. The core's rule (PixelSize.covers, which no export answers), written once, here.
 * @param {Size} held @param {Size} need @returns {boolean}
 */
export function copyCovers(held, need) {
  return need.width <= held.width && need.height <= held.height;
}

/** Where nothing is kept (no storage): nothing to store, nothing to make. @type {DraftPhotos} */
export const NO_DRAFT = Object.freeze({
  held: () => null,
  keepFile: async () => {},
  lastWord: () => {},
  keepThumb: () => {},
  forget: () => {},
});

/** @implements {DraftPhotos} */
export class KeptPhotos {
  /** @type {import('../core/flow.js').Flow} */
  #flow;
  /** @type {import('../core/core-api.js').Core} */
  #core;
  /** @type {import('../photos/loads.js').PhotoLoads} */
  #loads;
  /** @type {import('../photos/decoder.js').PhotoDecoder} */
  #decoder;
  /** @type {import('../screen/messages.js').Announcer} */
  #announcer;
  /** @type {import('./draft-parts.js').DraftParts | null} this tab's draft, once chosen */
  #store = null;
  /** @type {Promise<void>} */
  #ready; // resolves once this tab's draft is chosen (or storage is unavailable)
  /** @type {Map<number, Size | null>} photo id → what the draft holds of it (see DraftPhotos.held) */
  #held = new Map();
  /** @type {Set<number>} photos whose bytes the device would not keep: they will not come back */
  #unkept = new Set();
  /** @type {Set<number>} photos whose file did not fit: a copy is tried in its place */
  #fileRefused = new Set();
  /** @type {Map<number, Promise<void>>} photos whose file's write is under way, until it ends */
  #filing = new Map();
  /** @type {Set<number>} photos the core forgot: bytes that arrive late for them are not stored */
  #forgotten = new Set();
  /** @type {Set<number>} photos whose copy is being made again, for a larger inside */
  #copying = new Set();

  /**
   * @param {object} parts
   * @param {import('../core/core-api.js').Core} parts.core how drafts are kept, what a copy covers
   * @param {import('../core/flow.js').Flow} parts.flow
   * @param {import('../photos/loads.js').PhotoLoads} parts.loads the photos shown, with their files
   * @param {import('../photos/decoder.js').PhotoDecoder} parts.decoder makes copies apart from a photo's decode
   * @param {import('../screen/messages.js').Announcer} parts.announcer
   * @param {Promise<void>} parts.ready resolves once `open()` has been called, or never will be
   */
  constructor({ core, flow, loads, decoder, announcer, ready }) {
    this.#core = core;
    this.#flow = flow;
    this.#loads = loads;
    this.#decoder = decoder;
    this.#announcer = announcer;
    this.#ready = ready;
  }

  /**
   * This tab's draft, once chosen: where the bytes go (null: nowhere).
   * @param {import('./draft-parts.js').DraftParts | null} store
   */
  open(store) {
    this.#store = store;
  }

  /**
   * Photos that came back with a draft: what came back is all there is of each now, and no copy
   * is made again from it.
   * @param {Iterable<number>} photos
   */
  restored(photos) {
    for (const photo of photos) this.#held.set(photo, null);
  }

  /**
   * A format or spacing whose frame's inside is larger than a shown photo's copy covers: its
   * copy is made again (when nothing else is), or its file kept where no copy can hold that.
   */
  copyAgainForInside() {
    const state = this.#flow.state;
    state.slots.forEach(({ photoId: photo }, slot) => {
      const held = this.#held.get(photo);
      const file = this.#loads.shown[slot]?.file;
      if (!held || !file || this.#copying.has(photo)) return;
      const need = this.#flow.slotNeed(slot, this.#core.keeping().draftSide, NeedReach.anyCell);
      if (copyCovers(held, need)) return;
      this.#copying.add(photo);
      this.#decoder
        .draftCopy(file, need, false)
        .then((made) => this.lastWord(photo, file, need, made?.draft ?? null, made?.whole ?? false, made?.file ?? false))
        .finally(() => this.#copying.delete(photo));
    });
  }

  /**
   * What the draft holds of `photo` (DraftPhotos.held).
   * @param {number} photo @returns {Size | null | undefined}
   */
  held(photo) {
    if (this.#unkept.has(photo) || this.#fileRefused.has(photo)) return null; // nothing more is tried
    return this.#held.get(photo);
  }

  /**
   * A new photo's file goes into the draft, its own bytes whatever their size; resolves once the
   * write has ended, kept or not (a file that does not fit is followed by a copy: `lastWord`,
   * which waits for this end).
   * @param {number} photo @param {File} file @returns {Promise<void>}
   */
  keepFile(photo, file) {
    const writing = this.#writeFile(photo, file).finally(() => {
      if (this.#filing.get(photo) === writing) this.#filing.delete(photo);
    });
    this.#filing.set(photo, writing);
    return writing;
  }

  /** @param {number} photo @param {File} file @returns {Promise<void>} */
  async #writeFile(photo, file) {
    await this.#ready;
    const store = this.#store;
    if (!store || this.#forgotten.has(photo)) return;
    let failed;
    try {
      failed = await store.keepPhoto(photo, { bytes: await file.arrayBuffer(), type: file.type || 'application/octet-stream' }, null);
    } catch (error) {
      failed = error instanceof Error ? error.name : 'Error'; // the file could not be read
    }
    if (failed) this.#fileRefused.add(photo);
    else if (this.#forgotten.has(photo)) store.forgetPhoto(photo); // let go while it was written
    else this.#held.set(photo, null);
  }

  /**
   * The decoder's last word on `photo`'s draft bytes (DraftPhotos.lastWord): a copy to keep in
   * place of its file, or the file itself, or nothing. A photo whose file did not fit gets a copy
   * in its place, as large as the ceiling allows; one that does not fit either will not come
   * back, and the page says so. The word can come before the file's write has ended (the
   * decoder sends it right after the bitmaps where the core's plan keeps the file, while 35 MB
   * may still be on their way to the device's storage): it waits for that end, so what is done
   * does not depend on which came first.
   * @param {number} photo @param {File} file @param {Size} need @param {StoredBytes | null} draft
   * @param {boolean} whole @param {boolean} keepsFile
   */
  async lastWord(photo, file, need, draft, whole, keepsFile) {
    await this.#filing.get(photo);
    const store = this.#store;
    if (!store || this.#forgotten.has(photo) || this.#unkept.has(photo)) return;
    if (draft) {
      const failed = await store.keepPhoto(photo, draft, whole ? null : need);
      if (!failed) {
        this.#fileRefused.delete(photo);
        this.#held.set(photo, whole ? null : need);
      } else if (this.#fileRefused.has(photo)) {
        this.#notKept(photo, failed);
      }
      return;
    }
    if (this.#fileRefused.has(photo)) {
      // The file did not fit, and no copy was to take its place: one is made now.
      const copy = await this.#decoder.draftCopy(file, need, true);
      const failed = copy?.draft ? await store.keepPhoto(photo, copy.draft, null) : 'NotReadableError';
      if (failed) return this.#notKept(photo, failed);
      this.#fileRefused.delete(photo);
      this.#held.set(photo, null); // all that can be kept of it: no copy is tried again
      return;
    }
    // A copy is kept, and now its file is needed (its cell grew past what a copy can hold).
    if (keepsFile && this.#held.get(photo)) await this.keepFile(photo, file);
  }

  /**
   * A photo's thumbnail, kept with its bytes (DraftPhotos.keepThumb).
   * @param {number} photo @param {StoredBytes} thumb
   */
  keepThumb(photo, thumb) {
    if (!this.#forgotten.has(photo)) this.#store?.keepThumb(photo, thumb);
  }

  /**
   * Effect, or a load that never showed: no step and no slot refers to `photo` any more, and its
   * bytes go.
   * @param {number} photo
   */
  forget(photo) {
    this.#forgotten.add(photo);
    this.#held.delete(photo);
    this.#unkept.delete(photo);
    this.#fileRefused.delete(photo);
    this.#ready.then(() => this.#store?.forgetPhoto(photo));
  }

  /**
   * `photo`'s bytes could not be kept (`reason`: the error's name): it will not come back after
   * a reload, and the page says which photos will not, by their cells.
   * @param {number} photo @param {string} reason
   */
  #notKept(photo, reason) {
    this.#fileRefused.delete(photo);
    this.#unkept.add(photo);
    const places = this.#flow.state.slots.filter((slot) => this.#unkept.has(slot.photoId) && slot.place >= 0).map((slot) => placeWords(slot.place));
    this.#announcer.notice(photosNotKeptWords(places, reason === 'QuotaExceededError'));
  }
}
