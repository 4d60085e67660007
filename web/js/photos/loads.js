// Photo loads: the effects that bring a file into a slot. The reducer names each load with a
// ticket and decides every step (read the header, refuse, decode at what size); this module
// only performs them: it reads bytes, runs the decoder, and reports back. The files and
// bitmaps are effect data the reducer never sees. Photos that come back (a kept draft, Undo)
// start their loads through returns.js.

import { Event, NeedReach } from '../core/abi.js';
import { release } from '../picture/canvases.js';
import { pictureSpec } from '../core/flow.js';
import { CancelledDecode } from './decoder.js';
import { isBlank, ownedPreview } from './preview.js';
import { SetAsidePhotos } from './set-aside.js';

/** @typedef {import('../../../types/worker-messages').Size} Size */
/** @typedef {import('../../../types/worker-messages').StoredBytes} StoredBytes */
/** @typedef {import('./shown-photo.js').ShownPhoto} ShownPhoto */
/** @typedef {import('./shown-photo.js').LoadingPhoto} LoadingPhoto */

export class PhotoLoads {
  /** @type {import('../core/core-api.js').Core} */
  #core;
  /** @type {import('../core/flow.js').Flow} */
  #flow;
  /** @type {import('./decoder.js').PhotoDecoder} */
  #decoder;
  /** @type {Map<number, File>} */
  #files = new Map(); // ticket → File, for loads under way
  /** @type {Map<number, {ticket: number, cancel: () => void}>} */
  #decodes = new Map(); // slot → {ticket, cancel}: the decode under way for each slot
  /** The photos that left the grid while a step of the history refers to them. */
  aside = new SetAsidePhotos();
  /** @type {Map<number, import('./set-aside.js').KeptPhoto>} */
  #recalled = new Map(); // ticket → the set-aside photo a recall decodes again
  /**
   * slot → {file, preview, width, height, source, version, draft, thumb}: what each slot shows,
   * as the page holds it (`preview`: a page-owned canvas, see preview.js; `source`: the size of
   * the file's full decode; a restored photo's stand-in has only its preview and size).
   * @type {(ShownPhoto | undefined)[]}
   */
  shown = [];
  /**
   * Called with (slot, bitmap) before a decoded photo is reported, so the picture can use it.
   * @type {(slot: number, bitmap: ImageBitmap) => void}
   */
  onDecoded = () => {};

  /**
   * @param {object} parts
   * @param {import('../core/core-api.js').Core} parts.core
   * @param {import('../core/flow.js').Flow} parts.flow
   * @param {import('./decoder.js').PhotoDecoder} parts.decoder
   */
  constructor({ core, flow, decoder }) {
    this.#core = core;
    this.#flow = flow;
    this.#decoder = decoder;
  }

  /**
   * A file was chosen for `slot`: the reducer starts a load, whose ticket names the file.
   * @param {number} slot @param {File} file
   */
  pick(slot, file) {
    const before = this.#flow.state.slots[slot].ticket;
    this.#flow.sendPrepared(({ slots }) => {
      // A new ticket: the reducer started a load (it may also ignore the pick).
      if (slots[slot].ticket !== before && slots[slot].loading) this.#files.set(slots[slot].ticket, file);
    }, Event.photoPicked, slot);
  }

  /**
   * Load `ticket` is of `file`: a kept draft's photo, or (`recalled`) a set-aside photo Undo or
   * Redo brings back, whose kept bytes its decode then needs not make again.
   * @param {number} ticket @param {File} file @param {import('./set-aside.js').KeptPhoto} [recalled]
   */
  expect(ticket, file, recalled) {
    this.#files.set(ticket, file);
    if (recalled) this.#recalled.set(ticket, recalled);
  }

  /**
   * Effect: read the first `count` bytes of the load's file and hand them to the core.
   * @param {number} slot @param {number} ticket @param {number} count
   */
  async readHeader(slot, ticket, count) {
    const file = this.#files.get(ticket);
    if (!file) return;
    let bytes;
    try {
      bytes = new Uint8Array(await file.slice(0, count).arrayBuffer());
    } catch (error) {
      console.warn(error);
      this.#files.delete(ticket);
      this.#flow.send(Event.photoFailed, slot, ticket);
      return;
    }
    // The core reads sizes as 32-bit integers; a header never needs more than a few MB, so a
    // larger file only needs to say "larger".
    const fileSize = Math.min(file.size, 0x7fffffff);
    try {
      this.#flow.headerRead(slot, ticket, bytes, fileSize);
    } catch (error) {
      console.warn(error);
      this.#files.delete(ticket);
      this.#flow.send(Event.photoFailed, slot, ticket);
      return;
    }
    // Refused from its header (too large, a format not read here) or superseded: the load
    // ends here, and its File (which may be gigabytes) is let go.
    const { loading, ticket: current } = this.#flow.state.slots[slot];
    if (!loading || current !== ticket) this.#files.delete(ticket);
  }

  /**
   * Effect: decode the load's file (or the slot's own, when enlarging) to cover `need`.
   * @param {number} slot @param {number} ticket @param {Size} need @param {number} previewSide
   */
  async decode(slot, ticket, need, previewSide) {
    const file = this.#files.get(ticket) ?? this.shown[slot]?.file;
    if (!file) return;
    this.#decodes.get(slot)?.cancel(); // a newer load for this slot supersedes the old one
    const state = this.#flow.state;
    // A kept draft's copy covers what the picture needs at the largest side, for the layout
    // shown; the screen's preview covers the spec's three layouts too, so the grid adapts at
    // once to their buttons (the core's NeedReach).
    const copyNeed = this.#core.slotNeed(slot, pictureSpec(state, this.#core.keeping().draftSide));
    const preview = this.#core.slotNeed(slot, pictureSpec(state, previewSide), NeedReach.switchable);
    // An enlargement of the same file, or a photo Undo brings back, already has its draft
    // bytes; a copy made here for a smaller cell is made again, and its bytes stand till then.
    const known = this.#recalled.get(ticket) ?? (this.shown[slot]?.file === file ? this.shown[slot] : undefined);
    const covers = known?.draftCovers;
    const outgrown = covers !== undefined && (copyNeed.width > covers.width || copyNeed.height > covers.height);
    // Taken now: no copy is asked for when they exist, so they must stay this decode's even if
    // the draft stores them meanwhile and lets them go from the set-aside photo.
    const keptBytes = known?.draft ? { draft: known.draft, thumb: known.thumb ?? null } : null;
    this.#recalled.delete(ticket);
    const draftNeed = keptBytes && !outgrown ? null : copyNeed;
    /** @type {LoadingPhoto} */
    const record = { file, draft: null, thumb: null, draftCovers: covers };
    if (keptBytes && outgrown) Object.assign(record, keptBytes); // standing till the new copy comes
    const { promise, cancel } = this.#decoder.decode(
      file,
      { need, preview, draftNeed, draftHolds: Boolean(keptBytes && outgrown) },
      (draft, whole) => {
        record.draft = draft;
        record.draftCovers = whole ? undefined : copyNeed;
        if (this.shown[slot] === record) this.#flow.send(Event.draftPhotoBytesMade, slot);
      },
      (thumb) => {
        record.thumb = thumb;
      },
    );
    this.#decodes.set(slot, { ticket, cancel });
    let decoded;
    try {
      decoded = await promise;
    } catch (error) {
      if (error instanceof CancelledDecode) return;
      console.warn(error);
      this.#finish(slot, ticket);
      this.#flow.send(Event.photoFailed, slot, ticket);
      return;
    }
    this.#finish(slot, ticket);
    const { bitmap, preview: small, width, height, full, source } = decoded;
    if (this.#flow.state.slots[slot].ticket !== ticket) {
      // Stale: a newer load for this slot won, or the grid was started over.
      bitmap.close();
      small.close();
      return;
    }
    const shownPreview = ownedPreview(small);
    if (isBlank(shownPreview)) {
      release(shownPreview);
      bitmap.close();
      this.#flow.send(Event.photoBlank, slot, ticket);
      return;
    }
    // The photo is in place before the screen is drawn and the picture asked for.
    const taken = (/** @type {import('../core/flow.js').FlowState} */ { slots }) => {
      const previous = this.shown[slot];
      if (keptBytes && !draftNeed) Object.assign(record, keptBytes); // kept bytes stay
      const photo = slots[slot].photoId;
      // The photo it replaces left the grid: its pixels go now, its file stays while a step refers to it.
      if (previous && previous !== record) {
        release(previous.preview);
        if (previous.photo !== photo) this.aside.keep(previous.photo, previous);
      }
      this.shown[slot] = Object.assign(record, { preview: shownPreview, width, height, source, version: ticket, photo });
      this.onDecoded(slot, bitmap); // posted to the picture before the reducer's render effect runs
    };
    this.#flow.sendPrepared(taken, Event.photoDecoded, slot, ticket, width, height, full ? 1 : 0);
  }

  /**
   * The photos of two slots change places, as the reducer's did.
   * @param {number} a @param {number} b
   */
  swap(a, b) {
    [this.shown[a], this.shown[b]] = [this.shown[b], this.shown[a]];
  }

  /** @param {number} slot @param {number} ticket */
  #finish(slot, ticket) {
    this.#files.delete(ticket);
    if (this.#decodes.get(slot)?.ticket === ticket) this.#decodes.delete(slot);
  }
}
