// The core's share flow through the C ABI: one flow's handle, and a typed method per call that
// dispatches an event or reads the state (docs/abi.md). flow.js turns these records into the
// page's view of the state.

import { Record } from './abi-records.js';

/** @typedef {import('./core-api.js').Core} Core */
/** @typedef {import('./core-api.js').Effect} Effect */
/** @typedef {import('./core-module.js').RecordOf<typeof Record.Divider>} DividerRecord */
/**
 * The flow's State record, with its Slot records, its layout's form and its dividers.
 * @typedef {import('./core-module.js').RecordOf<typeof Record.State> & {slots: import('./core-module.js').RecordOf<typeof Record.Slot>[], form: string, dividers: DividerRecord[]}} StateRecord
 */
/** @typedef {import('./core-module.js').RecordOf<typeof Record.SharpRegion>} SharpRegionRecord */
/**
 * A layout made for the grid's photos: how much of them it keeps (mean and worst photo,
 * millionths) and its cells on the flow's picture, in cell order.
 * @typedef {{kept: number, worstKept: number, cells: import('./core-grid.js').Cell[]}} MadeLayout
 */
/** @typedef {import('./core-module.js').RecordOf<typeof Record.CatalogueFit>} CatalogueFit a catalogue layout and how much of the grid's photos it keeps (millionths) */

export class FlowCalls {
  #core;
  #handle;

  /**
   * A new share flow in its first state, in `core`.
   * @param {Core} core
   */
  constructor(core) {
    this.#core = core;
    this.#handle = core.callForAddress('ig_flow_new');
  }

  /** Releases the flow. */
  free() {
    this.#core.call('ig_flow_free', this.#handle);
  }

  /**
   * Applies `event` with up to five arguments; returns its effects, in order.
   * @param {number} event @param {number[]} args @returns {Effect[]}
   */
  dispatch(event, [a = 0, b = 0, c = 0, d = 0, e = 0]) {
    return this.#core.records('ig_flow_dispatch', Record.Effect, this.#handle, event, a, b, c, d, e);
  }

  /**
   * Copies `bytes` (a file's first bytes) into the module and lets the reducer read them.
   * @param {number} slot @param {number} ticket @param {Uint8Array} bytes @param {number} fileSize
   * @returns {Effect[]}
   */
  headerRead(slot, ticket, bytes, fileSize) {
    const core = this.#core;
    const address = core.alloc(Math.max(1, bytes.length));
    try {
      core.bytes(address, bytes.length).set(bytes);
      return core.records('ig_flow_header_read', Record.Effect, this.#handle, slot, ticket, address, bytes.length, fileSize);
    } finally {
      core.free(address);
    }
  }

  /**
   * Brings a kept draft back into an untouched grid; returns the effects (a header read for each
   * kept photo). `framings[slot]` is that slot's framing in millionths, or null where the draft
   * keeps no photo.
   * @param {import('./flow-state.js').DraftGrid} draft
   * @param {(import('./flow-state.js').Framing | null)[]} framings @param {number[]} photos each kept slot's photo id
   * @param {import('./flow-state.js').KeptHistory | null} history @returns {Effect[]}
   */
  restore({ layout, pictureSide, copied, format, frame }, framings, photos, history) {
    const steps = history?.steps ?? [];
    const past = history ? history.past : 0;
    const draft = { layout, pictureSide, copied: copied ? 1 : 0, format, framed: frame ? 1 : 0, ...frame, past, future: steps.length - past };
    const count = this.#core.slotCount();
    const slots = Array.from({ length: count }, (_, slot) => framings[slot] && { kept: 1, ...framings[slot], photo: photos[slot] ?? 0 });
    /** @type {import('./core-module.js').RecordsIn[]} */
    const records = [{ layout: Record.Draft, rows: [draft] }, { layout: Record.DraftSlot, rows: slots }];
    for (const { change, argument, layout, format, frame, slots } of steps) {
      records.push({ layout: Record.Step, rows: [{ change, changeArgument: argument, layout, format, ...frame }] });
      records.push({ layout: Record.DraftSlot, rows: Array.from({ length: count }, (_, slot) => slots[slot] && { kept: 1, ...slots[slot] }) });
    }
    return this.#core.withRecords(records, (address) => this.#core.records('ig_flow_restore', Record.Effect, this.#handle, address));
  }

  /**
   * Brings back a draft kept as `saved()` wrote it; returns the effects (a header read for each
   * kept photo among `photos`, the ids whose bytes are at hand: a slot whose photo is not comes
   * back empty). Throws (a CoreError) for a text this core does not read.
   * @param {string} text @param {boolean} copied a copy of a draft another tab has open
   * @param {number[]} photos @returns {Effect[]}
   */
  restoreSaved(text, copied, photos) {
    const core = this.#core;
    return core.withText(text, (address, length) =>
      core.withRecords([{ layout: Record.Number, rows: photos.map((value) => ({ value })) }], (ids) =>
        core.records('ig_flow_restore_saved', Record.Effect, this.#handle, address, length, copied ? 1 : 0, ids, photos.length),
      ),
    );
  }

  /**
   * The draft as the core keeps it (the document, the picture side and the history): text the
   * page stores as it is.
   * @returns {string}
   */
  saved() {
    const core = this.#core;
    const length = core.call('ig_flow_saved', this.#handle, 0, 0);
    const address = core.alloc(Math.max(1, length));
    try {
      core.call('ig_flow_saved', this.#handle, address, length);
      return new TextDecoder().decode(core.bytes(address, length));
    } finally {
      core.free(address);
    }
  }

  /**
   * Every photo the draft refers to (the grid's and its history's), by id, each once.
   * @returns {number[]}
   */
  keptPhotos() {
    return this.#core.records('ig_flow_kept_photos', Record.Number, this.#handle).map((record) => record.value);
  }

  /**
   * The flow's state: its State record's fields, with `slots`, one Slot record each, its
   * layout's form and its dividers.
   * @returns {StateRecord}
   */
  snapshot() {
    const core = this.#core;
    const [state] = core.records('ig_flow_snapshot', Record.State, this.#handle);
    const slots = core.recordsAfter(Record.State.words, state.slotCount, Record.Slot);
    return { ...state, slots, form: core.text('ig_flow_layout', this.#handle), dividers: core.records('ig_flow_dividers', Record.Divider, this.#handle) };
  }

  /**
   * The cells of the flow's layout on its picture with short side `side`, in cell order.
   * @param {number} side @returns {import('./core-grid.js').Cell[]}
   */
  cells(side) {
    return this.#core.records('ig_flow_cells', Record.Cell, this.#handle, side);
  }

  /**
   * What a photo in `slot` must cover on the flow's picture with short side `side` (`reach`, a
   * NeedReach code: in its cell, or in each of the spec's three layouts, or in any cell).
   * @param {number} slot @param {number} side @param {number} reach @returns {import('./core-grid.js').Size}
   */
  slotNeed(slot, side, reach) {
    return this.#core.records('ig_flow_slot_need', Record.Size, this.#handle, slot, side, reach)[0];
  }

  /**
   * The best few layouts made for the grid's photos (2 to 9), best first; none for fewer.
   * @returns {MadeLayout[]}
   */
  madeLayouts() {
    return this.#core
      .groups('ig_flow_made_layouts', Record.MadeLayout, 'cellCount', Record.Cell, this.#handle)
      .map(({ head, tail }) => ({ kept: head.kept, worstKept: head.worstKept, cells: tail }));
  }

  /**
   * The catalogue's layouts for as many photos as the grid has, those that keep most first.
   * @returns {CatalogueFit[]}
   */
  catalogueFits() {
    return this.#core.records('ig_flow_catalogue_fits', Record.CatalogueFit, this.#handle);
  }

  /**
   * The region of its photo `slot` should get decoded sharp, or null when none is needed.
   * @param {number} slot @param {number} sourceWidth @param {number} sourceHeight
   * @returns {SharpRegionRecord | null}
   */
  sharpRegion(slot, sourceWidth, sourceHeight) {
    return this.#core.records('ig_flow_sharp_region', Record.SharpRegion, this.#handle, slot, sourceWidth, sourceHeight)[0] ?? null;
  }
}
