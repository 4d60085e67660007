// Keeps the collage as a draft on this device and brings it back at launch, through the same
// loads a pick uses (draft-parts.js says how a draft is stored):
// - the document, after every change to it (the core's keepDocument effect): written at once,
//   synchronously, so no change depends on a write finishing while the page goes away;
// - the whole draft, at the core's pace (saveDraft): the document again, in IndexedDB;
// - each photo's bytes, as its load asks (loads.js, through the DraftPhotos this keeper is):
//   its file's own bytes as soon as it is picked, whatever their size, before it shows; a copy
//   in their place when the core's plan says one holds all any cell can need; let go when the
//   core forgets the photo.
// Where storage is unavailable the page works as before and says so once. Where the device's
// storage is full, what fits is kept (the document, the photos that fit, a copy in place of a
// file that does not) and the page says which photos will not come back after a reload.

import { claimDraft } from './draft-claim.js';
import { photosOf } from './draft-parts.js';
import { writeDocument } from './document-record.js';
import { NeedReach } from '../core/abi-codes.js';
import { placeWords } from '../screen/words.js';
import { NOTICES, photosNotKeptWords } from '../screen/message-words.js';
import { mark } from '../marks.js';

/** @typedef {import('../../../types/worker-messages').Size} Size */
/** @typedef {import('../../../types/worker-messages').StoredBytes} StoredBytes */
/** @typedef {import('./draft-shape.js').SavedDocument} SavedDocument */
/**
 * What a photo's load asks of the draft (loads.js). `held(photo)`: what the draft holds of it:
 * undefined, nothing yet (a new photo); null, all it needs (its file, or a copy as large as any
 * can be, or nothing more will be tried); else the need its copy covers. `keepFile`: stores a
 * new photo's file, resolving once that write has ended (the photo shows then). `lastWord`: the
 * decoder's last word on its draft bytes (decoder.js's DraftWordHandler, with the photo, its
 * file and the need the copy was asked to cover). `keepThumb`: its thumbnail. `forget`: a photo
 * that never showed (its load failed or was superseded) lets its bytes go.
 * @typedef {object} DraftPhotos
 * @property {(photo: number) => Size | null | undefined} held
 * @property {(photo: number, file: File) => Promise<void>} keepFile
 * @property {(photo: number, file: File, need: Size, draft: StoredBytes | null, whole: boolean, keepsFile: boolean) => void} lastWord
 * @property {(photo: number, thumb: StoredBytes) => void} keepThumb
 * @property {(photo: number) => void} forget
 */

/** Where nothing is kept (no storage): nothing to store, nothing to make. @type {DraftPhotos} */
export const NO_DRAFT = Object.freeze({
  held: () => null,
  keepFile: async () => {},
  lastWord: () => {},
  keepThumb: () => {},
  forget: () => {},
});

/** @implements {DraftPhotos} */
export class DraftKeeper {
  /** @type {import('../core/flow.js').Flow} */
  #flow;
  /** @type {import('../core/core-api.js').Core} */
  #core;
  /** @type {import('../photos/loads.js').PhotoLoads} */
  #loads;
  /** @type {import('../photos/returns.js').PhotoReturns} */
  #returns;
  /** @type {import('../photos/decoder.js').PhotoDecoder} */
  #decoder;
  /** @type {import('../screen/messages.js').Announcer} */
  #announcer;
  /** @type {import('./draft-parts.js').DraftParts | null} this tab's draft, once chosen */
  #store = null;
  /** @type {Promise<void>} */
  #ready; // resolves once the store is open and this tab's draft chosen (or storage is unavailable)
  /** @type {import('./draft-claim.js').ClaimedDraft | null} */
  #claimed = null; // {draft, copied}: what this tab's draft was at launch
  #restoring = false; // a restore was started: its end (the core's first save after it) is marked
  #warned = false;
  /** The document changed before this tab's draft was chosen: it is written then. */
  #documentWaits = false;
  /** Whether localStorage took the last document written (else only IndexedDB keeps it). */
  #documentWritten = true;
  /** @type {Map<number, Size | null>} photo id → what the draft holds of it (see DraftPhotos.held) */
  #held = new Map();
  /** @type {Set<number>} photos whose bytes the device would not keep: they will not come back */
  #unkept = new Set();
  /** @type {Set<number>} photos whose file did not fit: a copy is tried in its place */
  #fileRefused = new Set();
  /** @type {Set<number>} photos the core forgot: bytes that arrive late for them are not stored */
  #forgotten = new Set();
  /** @type {Set<number>} photos whose copy is being made again, for a larger inside */
  #copying = new Set();

  /**
   * @param {object} parts
   * @param {import('../core/core-api.js').Core} parts.core how drafts are kept, what a copy covers
   * @param {import('../core/flow.js').Flow} parts.flow
   * @param {import('../photos/loads.js').PhotoLoads} parts.loads the photos shown, with their files
   * @param {import('../photos/returns.js').PhotoReturns} parts.returns
   * @param {import('../photos/decoder.js').PhotoDecoder} parts.decoder makes copies apart from a photo's decode
   * @param {import('../screen/messages.js').Announcer} parts.announcer
   */
  constructor({ core, flow, loads, returns, decoder, announcer }) {
    this.#core = core;
    this.#flow = flow;
    this.#loads = loads;
    this.#returns = returns;
    this.#decoder = decoder;
    this.#announcer = announcer;
    this.#ready = claimDraft(core.keeping())
      .then((claimed) => {
        this.#claimed = claimed;
        this.#store = claimed?.parts ?? null;
        if (this.#documentWaits) this.keepDocument();
      })
      .catch((error) => console.warn('Drafts unavailable:', error)); // the page works without them
  }

  /**
   * Effect: the document, the picture side or the history changed: kept now, synchronously.
   */
  keepDocument() {
    const id = this.#store?.id;
    if (!id) {
      this.#documentWaits = true; // before this tab's draft is chosen (or no storage: never)
      return;
    }
    this.#documentWaits = false;
    this.#documentWritten = writeDocument(id, JSON.stringify(this.#document(Date.now())));
  }

  /**
   * Effect: keep the whole draft (at the core's pace): the document, in IndexedDB.
   */
  async save() {
    await this.#ready;
    if (this.#restoring && !this.#flow.state.restoresDraft) {
      this.#restoring = false;
      mark('draft-restored');
    }
    if (!this.#store) return this.#warnOnce(NOTICES.noStorage);
    const failed = await this.#store.saveDocument(this.#document(Date.now()));
    // Only where localStorage refused it too is the document lost with the page.
    if (failed && !this.#documentWritten) this.#warnOnce(failed === 'QuotaExceededError' ? NOTICES.noRoom : NOTICES.noStorage);
    this.#copyAgainForInside();
  }

  /**
   * A format or spacing whose frame's inside is larger than a shown photo's copy covers: its
   * copy is made again (when nothing else is), or its file kept where no copy can hold that.
   */
  #copyAgainForInside() {
    const state = this.#flow.state;
    state.slots.forEach(({ photoId: photo }, slot) => {
      const held = this.#held.get(photo);
      const file = this.#loads.shown[slot]?.file;
      if (!held || !file || this.#copying.has(photo)) return;
      const need = this.#flow.slotNeed(slot, this.#core.keeping().draftSide, NeedReach.anyCell);
      if (need.width <= held.width && need.height <= held.height) return;
      this.#copying.add(photo);
      this.#decoder
        .draftCopy(file, need, false)
        .then((made) => this.lastWord(photo, file, need, made?.draft ?? null, made?.whole ?? false, made?.file ?? false))
        .finally(() => this.#copying.delete(photo));
    });
  }

  /**
   * The draft's document as the core keeps it now, kept at `savedAt`.
   * @param {number} savedAt @returns {SavedDocument}
   */
  #document(savedAt) {
    return { version: 3, savedAt, photos: this.#flow.keptPhotos(), saved: this.#flow.saved() };
  }

  /**
   * Brings a kept draft back, if there is one: one event to the core, which sets the grid, loads
   * each photo whose bytes are kept and asks for a save only once they have all ended.
   */
  async restore() {
    await this.#ready;
    if (!this.#store) return this.#warnOnce(NOTICES.noStorage);
    // Set once the store is open (#ready), and restore() runs once, at launch.
    const { draft, copied } = /** @type {import('./draft-claim.js').ClaimedDraft} */ (this.#claimed);
    this.#claimed = null;
    if (!draft) return;
    const { document, photos } = draft;
    /** @param {import('./draft-shape.js').StoredPhoto} stored @param {string} name */
    const fileOf = ({ bytes, type }, name) => new File([bytes], name, { type });
    if (document.version === 3) {
      // What came back is all there is of each photo now: no copy is made again from it.
      for (const photo of photos.keys()) this.#held.set(photo, null);
      this.#restoring = true;
      const kept = new Map([...photos].map(([photo, stored]) => [photo, { file: fileOf(stored, `photo-${photo}`), thumb: stored.thumb }]));
      // A text the core does not read (a newer page's) starts an empty grid, as no draft would.
      if (!this.#returns.restoreSaved(document.saved, copied, kept)) this.#restoring = false;
      return;
    }
    if (!document.photos.some(Boolean) && !document.history.steps.length) return;
    for (const photo of photos.keys()) this.#held.set(photo, null);
    this.#restoring = true;
    const slots = document.photos.map((photo, slot) => {
      const stored = photos.get(photo);
      return stored ? { file: fileOf(stored, `photo-${slot + 1}`), thumb: stored.thumb, framing: document.framings[slot], photo } : null;
    });
    const inGrid = new Set(document.photos);
    const aside = new Map(
      [...photosOf(document)]
        .filter((photo) => !inGrid.has(photo) && photos.has(photo))
        .map((photo) => {
          const stored = /** @type {import('./draft-shape.js').StoredPhoto} filtered */ (photos.get(photo));
          return [photo, { file: fileOf(stored, `photo-${photo}`), thumb: stored.thumb }];
        }),
    );
    const grid = { layout: document.layout, pictureSide: document.side, copied, format: document.format, frame: document.frame };
    this.#returns.restore(grid, slots, document.history, aside);
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
   * write has ended, kept or not (a file that does not fit is followed by a copy: `lastWord`).
   * @param {number} photo @param {File} file @returns {Promise<void>}
   */
  async keepFile(photo, file) {
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
   * back, and the page says so.
   * @param {number} photo @param {File} file @param {Size} need @param {StoredBytes | null} draft
   * @param {boolean} whole @param {boolean} keepsFile
   */
  async lastWord(photo, file, need, draft, whole, keepsFile) {
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

  /** @param {string} words */
  #warnOnce(words) {
    if (this.#warned) return;
    this.#warned = true;
    this.#announcer.notice(words);
  }
}
