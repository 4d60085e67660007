// Keeps the grid as a draft on this device after every change (the reducer's saveDraft
// effect) and brings it back at launch, through the same loads a pick uses. Each tab keeps its
// own draft (drafts.js says how). Where storage is unavailable the page works as before and
// says so once.

import { Event } from './abi.js';
import { DraftStore } from './drafts.js';
import { mark } from './marks.js';

const NO_STORAGE = 'This browser cannot keep your collage on the device (private browsing?): it will be lost if the page closes.';

/** @typedef {import('./drafts.js').DraftSlot} DraftSlot */

export class DraftKeeper {
  /** @type {import('./flow.js').Flow} */
  #flow;
  /** @type {import('./flow.js').Send} */
  #send;
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
  #restoring = false; // no save may overwrite the draft before it is back
  #warned = false;

  /**
   * @param {object} parts
   * @param {import('./flow.js').Flow} parts.flow
   * @param {import('./flow.js').Send} parts.send
   * @param {import('./loads.js').PhotoLoads} parts.loads
   * @param {import('./messages.js').Announcer} parts.announcer
   */
  constructor({ flow, send, loads, announcer }) {
    this.#flow = flow;
    this.#send = send;
    this.#loads = loads;
    this.#announcer = announcer;
    this.#ready = DraftStore.open()
      .then(async (store) => {
        this.#claimed = (await store?.claim()) ?? null;
        this.#store = store;
      })
      .catch((error) => console.warn('Drafts unavailable:', error)); // the page works without them
  }

  /** Effect: keep the grid as it is now. A photo whose stored bytes are still being made waits. */
  async save() {
    await this.#ready;
    if (this.#restoring) return;
    if (!this.#store) return this.#warnOnce();
    const state = this.#flow.state;
    const slots = state.slots.map(({ shown }, slot) => {
      if (!shown) return null;
      const record = this.#loads.shown[slot];
      return record?.draft ? { ...record.draft, thumb: record.thumb ?? null } : undefined;
    });
    if (slots.includes(undefined)) return; // saved again when the bytes arrive
    const kept = /** @type {(DraftSlot | null)[]} none undefined, by the line above */ (slots);
    const saved = await this.#store.save({ layout: state.layout, side: state.pictureSide, slots: kept, framings: state.slots.map((slot) => slot.framing) });
    if (saved === false) this.#warnOnce();
  }

  /** Brings a kept draft back, if there is one: layout, size, then each photo as a pick. */
  async restore() {
    await this.#ready;
    if (!this.#store) return this.#warnOnce();
    // Set once the store is open (#ready), and restore() runs once, at launch.
    const { draft, copied } = /** @type {import('./drafts.js').ClaimedDraft} */ (this.#claimed);
    this.#claimed = null;
    if (!draft || !draft.slots.some(Boolean)) return;
    // Until every photo is back, a save would keep a grid with holes: hold saves till then.
    this.#restoring = true;
    try {
      this.#send(Event.layoutTapped, draft.layout);
      this.#send(Event.pictureSideChosen, draft.side);
      draft.slots.forEach((slot, index) => {
        if (!slot) return;
        this.#loads.restore(index, new File([slot.bytes], `photo-${index + 1}`, { type: slot.type }), slot.thumb);
        // A restoring photo keeps its framing: set now, its stand-in and the photo show it.
        const { zoom, focusX, focusY } = draft.framings?.[index] ?? {};
        if (zoom !== undefined && zoom > 0) this.#send(Event.frameSet, index, zoom, /** @type {number} */ (focusX), /** @type {number} */ (focusY));
      });
      this.#send(Event.draftRestored, copied ? 1 : 0);
      await this.#settled();
    } finally {
      this.#restoring = false;
    }
    mark('draft-restored');
    this.save();
  }

  /**
   * Resolves when no slot is loading any more.
   * @returns {Promise<void>}
   */
  #settled() {
    return new Promise((/** @type {() => void} */ resolve) => {
      const check = () => (!this.#flow.state.slots.some((slot) => slot.loading) ? resolve() : setTimeout(check, 30));
      check();
    });
  }

  #warnOnce() {
    if (this.#warned) return;
    this.#warned = true;
    this.#announcer.notice(NO_STORAGE);
  }
}
