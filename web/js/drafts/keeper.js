// Keeps the grid as a draft on this device after every change (the reducer's saveDraft
// effect) and brings it back at launch, through the same loads a pick uses. Each tab keeps its
// own draft (drafts.js says how). Where storage is unavailable the page works as before and
// says so once.

import { DraftStore } from './drafts.js';
import { mark } from '../marks.js';
import { NOTICES } from '../screen/message-words.js';

/** @typedef {import('./drafts.js').DraftSlot} DraftSlot */

export class DraftKeeper {
  /** @type {import('../core/flow.js').Flow} */
  #flow;
  /** @type {import('../photos/loads.js').PhotoLoads} */
  #loads;
  /** @type {import('../photos/returns.js').PhotoReturns} */
  #returns;
  /** @type {import('../screen/messages.js').Announcer} */
  #announcer;
  /** @type {DraftStore | null} */
  #store = null;
  /** @type {Promise<void>} */
  #ready; // resolves once the store is open and this tab's draft chosen (or storage is unavailable)
  /** @type {import('./drafts.js').ClaimedDraft | null} */
  #claimed = null; // {draft, copied}: what this tab's draft was at launch
  #restoring = false; // a restore was started: its end (the core's first save after it) is marked
  #warned = false;

  /**
   * @param {object} parts
   * @param {import('../core/flow.js').Flow} parts.flow
   * @param {import('../photos/loads.js').PhotoLoads} parts.loads
   * @param {import('../photos/returns.js').PhotoReturns} parts.returns
   * @param {import('../screen/messages.js').Announcer} parts.announcer
   * @param {import('../core/core-photos.js').Keeping} parts.keeping how the core keeps drafts
   */
  constructor({ flow, loads, returns, announcer, keeping }) {
    this.#flow = flow;
    this.#loads = loads;
    this.#returns = returns;
    this.#announcer = announcer;
    this.#ready = DraftStore.open(keeping)
      .then(async (store) => {
        this.#claimed = (await store?.claim()) ?? null;
        this.#store = store;
      })
      .catch((error) => console.warn('Drafts unavailable:', error)); // the page works without them
  }

  /**
   * Effect: keep the grid as it is now, with its history and the photos only the history holds.
   * A photo in the grid whose stored bytes are still being made waits.
   */
  async save() {
    await this.#ready;
    if (this.#restoring && !this.#flow.state.restoresDraft) {
      this.#restoring = false;
      mark('draft-restored');
    }
    if (!this.#store) return this.#warnOnce();
    const state = this.#flow.state;
    const aside = this.#loads.aside;
    /** @param {number} photo @param {number} slot */
    const recordOf = (photo, slot) => (this.#loads.shown[slot]?.photo === photo ? this.#loads.shown[slot] : aside.get(photo));
    const slots = state.slots.map(({ photoId }, slot) => {
      if (!photoId) return null;
      const record = recordOf(photoId, slot);
      return record?.draft ? { ...record.draft, thumb: record.thumb ?? null, photo: photoId } : undefined;
    });
    if (slots.includes(undefined)) return; // saved again when the bytes arrive
    const kept = /** @type {(DraftSlot | null)[]} none undefined, by the line above */ (slots);
    const history = this.#flow.history();
    const inGrid = new Set(state.slots.map(({ photoId }) => photoId));
    /**
     * The photos only the history holds: their bytes, or null for one stored already (one whose
     * bytes never came is left out).
     * @type {Map<number, DraftSlot | null>}
     */
    const held = new Map();
    for (const step of history.steps) {
      for (const slot of step.slots) {
        const record = slot && !inGrid.has(slot.photo) ? aside.get(slot.photo) : undefined;
        if (!slot || !record) continue;
        if (record.stored) held.set(slot.photo, null);
        else if (record.draft) held.set(slot.photo, { ...record.draft, thumb: record.thumb ?? null });
      }
    }
    const saved = await this.#store.save({
      layout: state.layout, side: state.pictureSide, format: state.format, frame: state.frame, slots: kept,
      framings: state.slots.map((slot) => slot.framing), history, aside: held,
    });
    if (saved === false) return this.#warnOnce();
    // Stored now: a set-aside photo's bytes need not stay in memory (its file stays, for Undo).
    this.#loads.aside.stored([...held].filter(([, slot]) => slot).map(([photo]) => photo));
  }

  /**
   * Brings a kept draft back, if there is one: one event to the core, which sets the grid, loads
   * each photo and asks for a save only once they have all ended.
   */
  async restore() {
    await this.#ready;
    if (!this.#store) return this.#warnOnce();
    // Set once the store is open (#ready), and restore() runs once, at launch.
    const { draft, copied } = /** @type {import('./drafts.js').ClaimedDraft} */ (this.#claimed);
    this.#claimed = null;
    if (!draft || (!draft.slots.some(Boolean) && !draft.history?.steps.length)) return;
    this.#restoring = true;
    const photos = draft.slots.map((slot, index) => {
      if (!slot) return null;
      // A draft kept before framings were has none: zoom 0, and the core starts the photo centred.
      const framing = draft.framings?.[index] ?? { zoom: 0, focusX: 0, focusY: 0 };
      return { file: new File([slot.bytes], `photo-${index + 1}`, { type: slot.type }), thumb: slot.thumb, framing, photo: slot.photo ?? 0 };
    });
    const aside = new Map(
      [...draft.aside].flatMap(([id, slot]) =>
        slot ? [[id, { file: new File([slot.bytes], `photo-${id}`, { type: slot.type }), draft: { bytes: slot.bytes, type: slot.type }, thumb: slot.thumb ?? null }]] : [],
      ),
    );
    // A draft kept before formats and frames were is a square in the spec's frame.
    this.#returns.restore({ layout: draft.layout, pictureSide: draft.side, copied, format: draft.format ?? 0, frame: draft.frame ?? null }, photos, draft.history ?? null, aside);
  }

  #warnOnce() {
    if (this.#warned) return;
    this.#warned = true;
    this.#announcer.notice(NOTICES.noStorage);
  }
}
