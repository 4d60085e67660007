// Photo loads: the effects that bring a file into a slot. The reducer names each load with a
// ticket and decides every step (read the header, refuse, decode at what size); this module
// only performs them: it reads bytes, runs the decoder, and reports back. The files and
// bitmaps are effect data the reducer never sees. Photos that come back (a kept draft, Undo)
// start their loads through returns.js.

import { Event, NeedReach } from '../core/abi-codes.js';
import { release } from '../picture/canvases.js';
import { CancelledDecode } from './decoder.js';
import { isBlank, ownedPreview } from './preview.js';
import { SetAsidePhotos } from './set-aside.js';
import { NO_DRAFT, copyCovers } from '../drafts/kept-photos.js';

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
  /** @type {import('./page-leaving.js').PageLeaving} */
  #leaving;
  /** @type {Map<number, File>} */
  #files = new Map(); // ticket → File, for loads under way
  /** @type {Map<number, {ticket: number, cancel: () => void}>} */
  #decodes = new Map(); // slot → {ticket, cancel}: the decode under way for each slot
  /** The photos that left the grid while a step of the history refers to them. */
  aside = new SetAsidePhotos();
  /** @type {Map<number, import('./set-aside.js').KeptPhoto>} */
  #recalled = new Map(); // ticket → the set-aside photo a recall decodes again
  /**
   * slot → {file, preview, width, height, source, version, photo, thumb}: what each slot shows,
   * as the page holds it (`preview`: a page-owned canvas, see preview.js; `source`: the size of
   * the file's full decode; a restored photo's stand-in has only its preview and size).
   * @type {(ShownPhoto | undefined)[]}
   */
  shown = [];
  /**
   * What the draft holds of each photo, and where a new one's bytes go (drafts/kept-photos.js).
   * @type {import('../drafts/kept-photos.js').DraftPhotos}
   */
  drafts = NO_DRAFT;
  /**
   * Called with (slot, {bitmap, inSrgb}) before a decoded photo is reported, so the picture can use it.
   * @type {(slot: number, photo: import('../../../types/worker-messages').PhotoBitmap) => void}
   */
  onDecoded = () => {};

  /**
   * @param {object} parts
   * @param {import('../core/core-api.js').Core} parts.core
   * @param {import('../core/flow.js').Flow} parts.flow
   * @param {import('./decoder.js').PhotoDecoder} parts.decoder
   * @param {import('./page-leaving.js').PageLeaving} parts.leaving
   */
  constructor({ core, flow, decoder, leaving }) {
    this.#core = core;
    this.#flow = flow;
    this.#decoder = decoder;
    this.#leaving = leaving;
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
   * Several files at once, in their order: `event` (photosPicked, photosDropped) for `slot`
   * (−1: none) and their count. The reducer starts a load for each file it takes (past nine
   * photos in the grid, the rest are left out), tickets ascending in the files' order.
   * @param {number} event @param {number} slot @param {File[]} files
   */
  pickMany(event, slot, files) {
    const before = this.#flow.state.slots.map(({ ticket }) => ticket);
    this.#flow.sendPrepared(({ slots }) => {
      // The slots with a new ticket are the loads the reducer started (it may also take none).
      const started = slots.filter(({ ticket, loading }, at) => loading && ticket !== before[at]).map(({ ticket }) => ticket);
      started.sort((a, b) => a - b).forEach((ticket, index) => this.#files.set(ticket, files[index]));
    }, event, slot, files.length);
  }

  /**
   * Load `ticket` is of `file`: a kept draft's photo, or a set-aside photo Undo or Redo brings
   * back; `recalled`: what is kept of it (its thumbnail, kept again with what it shows).
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
      if (this.#waitsForPageToStay(slot, ticket, () => this.readHeader(slot, ticket, count))) return;
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
    // A kept draft's copy covers any cell the frame can hold at the largest side (the core's
    // NeedReach.anyCell); the screen's preview covers the spec's three layouts too, so the grid
    // adapts at once to their buttons.
    const copyNeed = this.#flow.slotNeed(slot, this.#core.keeping().draftSide, NeedReach.anyCell);
    const preview = this.#flow.slotNeed(slot, previewSide, NeedReach.switchable);
    // A new photo's file goes into the draft now, whatever its size, and the photo shows only
    // once it is stored. An enlargement of the same photo, or one that comes back, has its
    // bytes in the draft already; a copy made there for a smaller frame is made again.
    const photo = state.slots[slot].coming;
    const held = this.drafts.held(photo);
    const stored = held === undefined ? this.drafts.keepFile(photo, file) : null;
    const outgrown = held != null && !copyCovers(held, copyNeed);
    const known = this.#recalled.get(ticket) ?? (this.shown[slot]?.file === file ? this.shown[slot] : undefined);
    this.#recalled.delete(ticket);
    /** @type {LoadingPhoto} */
    const record = { file, thumb: known?.thumb ?? null };
    const { promise, cancel } = this.#decoder.decode(
      file,
      { need, preview, draftNeed: held === undefined || outgrown ? copyNeed : null, draftHolds: held !== undefined },
      (draft, whole, keepsFile) => this.drafts.lastWord(photo, file, copyNeed, draft, whole, keepsFile),
      (thumb) => {
        record.thumb = thumb;
        this.drafts.keepThumb(photo, thumb);
      },
    );
    this.#decodes.set(slot, { ticket, cancel });
    // A new photo that never shows lets its stored bytes go.
    const dropped = () => stored && this.drafts.forget(photo);
    let decoded;
    try {
      decoded = await promise;
      await stored; // it shows only once it is in the draft
    } catch (error) {
      if (!(error instanceof CancelledDecode) && this.#waitsForPageToStay(slot, ticket, () => this.decode(slot, ticket, need, previewSide))) return;
      dropped();
      if (error instanceof CancelledDecode) return;
      console.warn(error);
      this.#finish(slot, ticket);
      this.#flow.send(Event.photoFailed, slot, ticket);
      return;
    }
    this.#finish(slot, ticket);
    const { bitmap, inSrgb, preview: small, width, height, full, source } = decoded;
    if (this.#flow.state.slots[slot].ticket !== ticket) {
      // Stale: a newer load for this slot won, or the grid was started over.
      bitmap.close();
      small.close();
      dropped();
      return;
    }
    const shownPreview = ownedPreview(small, inSrgb);
    if (isBlank(shownPreview)) {
      release(shownPreview);
      bitmap.close();
      dropped();
      this.#flow.send(Event.photoBlank, slot, ticket);
      return;
    }
    // The photo is in place before the screen is drawn and the picture asked for.
    const taken = () => {
      const previous = this.shown[slot];
      // The photo it replaces left the grid: its pixels go now, its file stays while a step refers to it.
      if (previous && previous !== record) {
        release(previous.preview);
        if (previous.photo !== photo) this.aside.keep(previous.photo, previous);
      }
      this.shown[slot] = Object.assign(record, { preview: shownPreview, width, height, source, version: ticket, photo });
      this.onDecoded(slot, { bitmap, inSrgb }); // posted to the picture before the reducer's render effect runs
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

  /**
   * A load that failed as the page began to go away is not reported (page-leaving.js): it is
   * tried again by `retry` if the page stays and the slot still waits for it. True when it waits.
   * @param {number} slot @param {number} ticket @param {() => void} retry
   */
  #waitsForPageToStay(slot, ticket, retry) {
    if (!this.#leaving.leaving) return false;
    this.#leaving.whenStaying(() => {
      if (this.#flow.state.slots[slot].ticket === ticket) retry();
      else this.#files.delete(ticket); // another load took the slot meanwhile
    });
    return true;
  }

  /** @param {number} slot @param {number} ticket */
  #finish(slot, ticket) {
    this.#files.delete(ticket);
    if (this.#decodes.get(slot)?.ticket === ticket) this.#decodes.delete(slot);
  }
}
