// Keeps the grid as a draft on this device after every change (the reducer's saveDraft
// effect) and brings it back at launch, through the same loads a pick uses. Each tab keeps its
// own draft (drafts.js says how). Where storage is unavailable the page works as before and
// says so once.

import { DraftStore } from './drafts.js';
import { mark } from './marks.js';

const NO_STORAGE = 'This browser cannot keep your collage on the device (private browsing?): it will be lost if the page closes.';

/** @typedef {import('./drafts.js').DraftSlot} DraftSlot */

export class DraftKeeper {
  /** @type {import('./flow.js').Flow} */
  #flow;
  /** @type {import('./loads.js').PhotoLoads} */
  #loads;
  /** @type {import('./messages.js').Announcer} */
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
   * @param {import('./flow.js').Flow} parts.flow
   * @param {import('./loads.js').PhotoLoads} parts.loads
   * @param {import('./messages.js').Announcer} parts.announcer
   * @param {import('./core-api.js').Keeping} parts.keeping how the core keeps drafts
   */
  constructor({ flow, loads, announcer, keeping }) {
    this.#flow = flow;
    this.#loads = loads;
    this.#announcer = announcer;
    this.#ready = DraftStore.open(keeping)
      .then(async (store) => {
        this.#claimed = (await store?.claim()) ?? null;
        this.#store = store;
      })
      .catch((error) => console.warn('Drafts unavailable:', error)); // the page works without them
  }

  /** Effect: keep the grid as it is now. A photo whose stored bytes are still being made waits. */
  async save() {
    await this.#ready;
    if (this.#restoring && !this.#flow.state.restoresDraft) {
      this.#restoring = false;
      mark('draft-restored');
    }
    if (!this.#store) return this.#warnOnce();
    const state = this.#flow.state;
    const slots = state.slots.map(({ shown }, slot) => {
      if (!shown) return null;
      const record = this.#loads.shown[slot];
      return record?.draft ? { ...record.draft, thumb: record.thumb ?? null } : undefined;
    });
    if (slots.includes(undefined)) return; // saved again when the bytes arrive
    const kept = /** @type {(DraftSlot | null)[]} none undefined, by the line above */ (slots);
    const saved = await this.#store.save({
      layout: state.layout, side: state.pictureSide, format: state.format, frame: state.frame, slots: kept,
      framings: state.slots.map((slot) => slot.framing),
    });
    if (saved === false) this.#warnOnce();
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
    if (!draft || !draft.slots.some(Boolean)) return;
    this.#restoring = true;
    const photos = draft.slots.map((slot, index) => {
      if (!slot) return null;
      // A draft kept before framings were has none: zoom 0, and the core starts the photo centred.
      const framing = draft.framings?.[index] ?? { zoom: 0, focusX: 0, focusY: 0 };
      return { file: new File([slot.bytes], `photo-${index + 1}`, { type: slot.type }), thumb: slot.thumb, framing };
    });
    // A draft kept before formats and frames were is a square in the spec's frame.
    this.#loads.restore({ layout: draft.layout, pictureSide: draft.side, copied, format: draft.format ?? 0, frame: draft.frame ?? null }, photos);
  }

  #warnOnce() {
    if (this.#warned) return;
    this.#warned = true;
    this.#announcer.notice(NO_STORAGE);
  }
}
