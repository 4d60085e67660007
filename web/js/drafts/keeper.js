// Keeps the collage as a draft on this device and brings it back at launch, through the same
// loads a pick uses (draft-parts.js says how a draft is stored):
// - the document, after every change to it (the core's keepDocument effect): written at once,
//   synchronously, so no change depends on a write finishing while the page goes away;
// - the whole draft, at the core's pace (saveDraft): the document again, in IndexedDB;
// - each photo's bytes, as its load asks: kept-photos.js (`photos`, the DraftPhotos loads.js
//   asks).
// Where storage is unavailable the page works as before and says so once. Where the device's
// storage is full, what fits is kept (the document, the photos that fit) and the page says which
// photos will not come back after a reload.

import { claimDraft } from './draft-claim.js';
import { photosOf } from './draft-parts.js';
import { writeDocument } from './document-record.js';
import { KeptPhotos } from './kept-photos.js';
import { NOTICES } from '../screen/message-words.js';
import { mark } from '../marks.js';

/** @typedef {import('./draft-shape.js').SavedDocument} SavedDocument */

export class DraftKeeper {
  /** @type {import('../core/flow.js').Flow} */
  #flow;
  /** @type {import('../photos/returns.js').PhotoReturns} */
  #returns;
  /** @type {import('../screen/messages.js').Announcer} */
  #announcer;
  /** @type {import('./draft-parts.js').DraftParts | null} this tab's draft, once chosen */
  #store = null;
  /** @type {Promise<void>} */
  #ready; // resolves once the store is open and this tab's draft chosen (or storage is unavailable)
  /** @type {import('./draft-claim.js').ClaimedDraft | null} */
  #claimed = null; // {parts, draft, copied}: what this tab's draft was at launch
  #restoring = false; // a restore was started: its end (the core's first save after it) is marked
  #warned = false;
  /** The document changed before this tab's draft was chosen: it is written then. */
  #documentWaits = false;
  /** Whether localStorage took the last document written (else only IndexedDB keeps it). */
  #documentWritten = true;
  /** @type {KeptPhotos} the photos' bytes in the draft: the DraftPhotos a photo's load asks (loads.js) */
  photos;

  /**
   * @param {object} parts
   * @param {import('../core/core-api.js').Core} parts.core how drafts are kept, what a photo's copy covers
   * @param {import('../core/flow.js').Flow} parts.flow
   * @param {import('../photos/loads.js').PhotoLoads} parts.loads the photos shown, with their files
   * @param {import('../photos/returns.js').PhotoReturns} parts.returns
   * @param {import('../photos/decoder.js').PhotoDecoder} parts.decoder makes copies apart from a photo's decode
   * @param {import('../screen/messages.js').Announcer} parts.announcer
   */
  constructor({ core, flow, loads, returns, decoder, announcer }) {
    this.#flow = flow;
    this.#returns = returns;
    this.#announcer = announcer;
    this.#ready = claimDraft(core.keeping())
      .then((claimed) => {
        this.#claimed = claimed;
        this.#store = claimed?.parts ?? null;
        this.photos.open(this.#store);
        if (this.#documentWaits) this.keepDocument();
      })
      .catch((error) => console.warn('Drafts unavailable:', error)); // the page works without them
    this.photos = new KeptPhotos({ core, flow, loads, decoder, announcer, ready: this.#ready });
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
    this.photos.copyAgainForInside();
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
      this.photos.restored(photos.keys());
      this.#restoring = true;
      const kept = new Map([...photos].map(([photo, stored]) => [photo, { file: fileOf(stored, `photo-${photo}`), thumb: stored.thumb }]));
      // A text the core does not read (a newer page's) starts an empty grid, as no draft would.
      if (!this.#returns.restoreSaved(document.saved, copied, kept)) this.#restoring = false;
      return;
    }
    if (!document.photos.some(Boolean) && !document.history.steps.length) return;
    this.photos.restored(photos.keys());
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

  /** @param {string} words */
  #warnOnce(words) {
    if (this.#warned) return;
    this.#warned = true;
    this.#announcer.notice(words);
  }
}
