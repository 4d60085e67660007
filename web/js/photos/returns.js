// Photos that come back: a kept draft's at launch, and a set-aside photo that Undo or Redo
// brings back into the grid. Each comes back as a load of its kept file (loads.js), with its
// kept thumbnail standing in until it is decoded. And the other way: a photo that leaves the
// grid is set aside, its pixels let go, its file and bytes kept while a step refers to it.

import { Event } from '../core/abi-codes.js';
import { release } from '../picture/canvases.js';
import { ownedPreview } from './preview.js';

/** @typedef {import('../../../types/worker-messages').StoredBytes} StoredBytes */

export class PhotoReturns {
  /** @type {import('../core/flow.js').Flow} */
  #flow;
  /** @type {import('./loads.js').PhotoLoads} */
  #loads;

  /**
   * @param {object} parts
   * @param {import('../core/flow.js').Flow} parts.flow
   * @param {import('./loads.js').PhotoLoads} parts.loads
   */
  constructor({ flow, loads }) {
    this.#flow = flow;
    this.#loads = loads;
  }

  /**
   * A kept draft comes back: the core sets the grid and starts a load for each kept photo.
   * `photos[slot]` is that slot's file and thumbnail (the thumbnail, if kept, stands in for the
   * photo until it is decoded), or null where the draft keeps none.
   * `history` is the kept history, and `aside` the photos only its steps hold, by id (their
   * files come back only if Undo or Redo asks for them).
   * @param {import('../core/flow-state.js').DraftGrid} draft
   * @param {({file: File, thumb: StoredBytes | null | undefined, framing: import('../core/flow-state.js').Framing, photo: number} | null)[]} photos
   * @param {import('../core/flow-state.js').KeptHistory | null} history
   * @param {Map<number, import('./set-aside.js').KeptPhoto>} aside
   */
  restore(draft, photos, history, aside) {
    for (const [id, kept] of aside) this.#loads.aside.keep(id, kept);
    const ids = photos.map((photo) => photo?.photo ?? 0);
    /** @type {[number, number][]} [slot, ticket] of each load the core started */
    const loads = [];
    this.#flow.restore(draft, photos.map((photo) => photo?.framing ?? null), ids, history, ({ slots }) => {
      photos.forEach((photo, slot) => {
        if (!photo || !slots[slot].loading) return;
        this.#loads.expect(slots[slot].ticket, photo.file, { file: photo.file, thumb: photo.thumb ?? null });
        loads.push([slot, slots[slot].ticket]);
      });
    });
    for (const [slot, ticket] of loads) {
      const thumb = photos[slot]?.thumb;
      if (thumb) this.#standIn(slot, ticket, thumb);
    }
  }

  /**
   * A kept draft comes back from the core's text: the core sets the grid and starts a load for
   * each photo its grid holds; `photos` are the kept photos' files and thumbnails by id (a
   * thumbnail stands in until its photo is decoded), and those the grid does not hold are set
   * aside for Undo and Redo. A photo whose bytes were not kept comes back as an empty cell (the
   * page said, when it could not keep it, that it would not come back). Returns false when the
   * core does not read the text.
   * @param {string} text @param {boolean} copied
   * @param {Map<number, {file: File, thumb: StoredBytes | null}>} photos
   * @returns {boolean}
   */
  restoreSaved(text, copied, photos) {
    /** @type {[number, number, number][]} [slot, ticket, photo] of each load the core started */
    const loads = [];
    try {
      this.#flow.restoreSaved(text, copied, [...photos.keys()], ({ slots }) => {
        slots.forEach(({ loading, ticket, coming }, slot) => {
          if (!loading) return;
          loads.push([slot, ticket, coming]);
          const kept = photos.get(coming);
          if (kept) this.#loads.expect(ticket, kept.file, kept);
        });
      });
    } catch (error) {
      console.warn('A kept draft this page does not read:', error);
      return false;
    }
    const inGrid = new Set(loads.map(([, , photo]) => photo));
    for (const [photo, kept] of photos) if (!inGrid.has(photo)) this.#loads.aside.keep(photo, kept);
    for (const [slot, ticket, photo] of loads) {
      const thumb = photos.get(photo)?.thumb;
      if (thumb) this.#standIn(slot, ticket, thumb);
    }
    return true;
  }

  /**
   * Effect: the photo of `slot` left the grid (Start over, Undo, Redo): its pixels go; its file
   * and kept bytes stay, by its id, while a step of the history refers to it.
   * @param {number} slot
   */
  setAside(slot) {
    const shown = this.#loads.shown;
    const record = shown[slot];
    shown[slot] = undefined;
    if (!record) return;
    release(record.preview);
    this.#loads.aside.keep(record.photo, record);
  }

  /**
   * Effect: photo `photo`, set aside, comes back into `slot` as load `ticket`: its kept file is
   * decoded by the decode effect that follows, and its kept thumbnail stands in meanwhile.
   * @param {number} slot @param {number} ticket @param {number} photo
   */
  recall(slot, ticket, photo) {
    const record = this.#loads.aside.get(photo);
    if (!record?.file) {
      queueMicrotask(() => this.#flow.send(Event.photoFailed, slot, ticket)); // after the effects under way
      return;
    }
    this.#loads.expect(ticket, record.file, record);
    if (record.thumb) this.#standIn(slot, ticket, record.thumb);
  }

  /**
   * Shows a returning photo's kept thumbnail in `slot` while load `ticket` decodes it, if the
   * core takes it (the photo itself may have won the race).
   * @param {number} slot @param {number} ticket @param {StoredBytes} thumb
   */
  async #standIn(slot, ticket, thumb) {
    /** @type {ImageBitmap} */
    let bitmap;
    try {
      bitmap = await createImageBitmap(new Blob([thumb.bytes], { type: thumb.type }));
    } catch {
      return; // no stand-in: the cell shows its spinner until the photo is decoded
    }
    const { width, height } = bitmap;
    this.#flow.sendPrepared(({ slots }) => {
      // Not taken: the photo won the race, or the slot was given another one meanwhile.
      if (!slots[slot].standIn) return bitmap.close();
      this.#loads.shown[slot] = { file: null, preview: ownedPreview(bitmap, false /* a kept thumbnail may hold P3 colours */), width, height, version: ticket };
    }, Event.photoPreviewed, slot, ticket, width, height);
  }
}
