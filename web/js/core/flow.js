// Bridge to the core's share-flow reducer. The core owns the state and the rules; the page
// sends events, and every event goes one way (`#run`): the reducer answers, the screen is drawn
// from `state`, and every effect it returned is performed, in order. Codes: abi-codes.js.

import { NeedReach } from './abi-codes.js';
import { FlowCalls } from './core-flow.js';
import { snapshot } from './flow-state.js';

/** @typedef {import('./core-api.js').Core} Core */
/** @typedef {import('./core-api.js').Effect} Effect */
/** @typedef {import('./flow-state.js').FlowState} FlowState */
/** @typedef {import('./flow-state.js').Framing} Framing */
/** @typedef {import('./flow-state.js').DraftGrid} DraftGrid */
/** @typedef {import('./flow-state.js').KeptHistory} KeptHistory */
/** @typedef {import('./core-grid.js').Cell} Cell */
/** @typedef {import('./core-grid.js').Size} Size */
/** @typedef {(event: number, ...args: number[]) => void} Send dispatches an event, renders, performs its effects */
/**
 * Puts in place, from the state the event left, what its effects will need (a file under its
 * load's ticket, a decoded photo's pixels), before the screen is drawn and they are performed.
 * @typedef {(state: FlowState) => void} Prepare
 */
/**
 * How the screen follows an event: `render` draws all of it; `reframed` only the cells a
 * `reframed` effect names (a pan or zoom at the display's frame rate).
 * @typedef {'render' | 'reframed'} Drawing
 */
/**
 * What performs the effects: `perform(effect, drawing)` for each effect, in order; throws on
 * one it does not know.
 * @typedef {{render: () => void, perform: (effect: Effect, drawing: Drawing) => void}} Performer
 */
export class Flow {
  #calls;
  /** @type {FlowState | null} the state read after the last event; null until asked again */
  #state = null;
  /** @type {Performer | null} */
  #performer = null;
  /** @type {{state: FlowState, side: number, cells: readonly Cell[]} | null} the cells last asked for */
  #cells = null;

  /** @param {Core} core */
  constructor(core) {
    this.#calls = new FlowCalls(core);
  }

  /**
   * Says how the screen is drawn and the effects performed (the parts that perform them are
   * made with this flow, so they come after it). Events sent before are refused.
   * @param {Performer} performer
   */
  connect(performer) {
    this.#performer = performer;
  }

  /**
   * Sends an event with up to five integer arguments: the screen is drawn and its effects performed.
   * @param {number} event @param {...number} args
   */
  send(event, ...args) {
    this.#run(() => this.#calls.dispatch(event, args));
  }

  /**
   * Sends an event as `send` does, with `prepare` run on the state it left first.
   * @param {Prepare} prepare @param {number} event @param {...number} args
   */
  sendPrepared(prepare, event, ...args) {
    this.#run(() => this.#calls.dispatch(event, args), prepare);
  }

  /**
   * A pan or zoom at the display's frame rate: every effect is performed, but only the cells
   * it reframed are drawn (the rest of the screen follows when the gesture settles).
   * @param {number} event @param {...number} args
   */
  sendReframing(event, ...args) {
    this.#run(() => this.#calls.dispatch(event, args), undefined, 'reframed');
  }

  /**
   * Hands the first bytes of a load's file to the core, which reads the header and decides.
   * @param {number} slot @param {number} ticket @param {Uint8Array} bytes @param {number} fileSize
   */
  headerRead(slot, ticket, bytes, fileSize) {
    this.#run(() => this.#calls.headerRead(slot, ticket, bytes, fileSize));
  }

  /**
   * Brings a kept draft back (its layout, side and each kept photo's framing, null where none):
   * the core starts a load for each kept photo; `prepare` puts each file under its ticket.
   * @param {DraftGrid} draft @param {(Framing | null)[]} framings
   * @param {number[]} photos each kept slot's photo id (0: a draft from before ids)
   * @param {KeptHistory | null} history @param {Prepare} prepare
   */
  restore(draft, framings, photos, history, prepare) {
    this.#run(() => this.#calls.restore(draft, framings, photos, history), prepare);
  }

  /**
   * The one way an event goes: the reducer answers (`ask`), `prepare` sees the state it left,
   * the screen is drawn as `drawing` says, and every effect is performed, in order.
   * @param {() => Effect[]} ask @param {Prepare} [prepare] @param {Drawing} [drawing]
   */
  #run(ask, prepare, drawing = 'render') {
    const performer = this.#performer;
    if (!performer) throw new Error('The flow has no performer yet: an event came before the page was wired.');
    this.#state = null;
    const effects = ask();
    this.#state = null;
    prepare?.(this.state);
    if (drawing === 'render') performer.render();
    for (const effect of effects) performer.perform(effect, drawing);
  }

  /**
   * Brings back a draft kept as `saved()` wrote it, as `restore` does, with the photos whose
   * bytes are at hand (`photos`, by id; the others' cells come back empty); throws (a
   * CoreError) for a text this core does not read, and nothing changes.
   * @param {string} text @param {boolean} copied @param {number[]} photos @param {Prepare} prepare
   */
  restoreSaved(text, copied, photos, prepare) {
    this.#run(() => this.#calls.restoreSaved(text, copied, photos), prepare);
  }

  /**
   * The draft as the core keeps it: text the page stores as it is and never reads.
   * @returns {string}
   */
  saved() {
    return this.#calls.saved();
  }

  /**
   * Every photo the draft refers to, by id: the photos whose bytes a draft keeps.
   * @returns {number[]}
   */
  keptPhotos() {
    return this.#calls.keptPhotos();
  }

  /**
   * The region of its photo that `slot` should get decoded sharp, given the full `source` size
   * its decode came from: {crop in the source's pixels, size to decode it to}; null when the
   * decoded pixels suffice (a zoomed-in crop at full sharpness).
   * @param {number} slot @param {{width: number, height: number}} source
   */
  sharpRegion(slot, source) {
    const region = this.#calls.sharpRegion(slot, source.width, source.height);
    if (!region) return null;
    const { x, y, width, height, decodeWidth, decodeHeight } = region;
    return { crop: { x, y, width, height }, size: { width: decodeWidth, height: decodeHeight } };
  }

  /**
   * The cells of the grid as it is, on its picture with short side `side` (the picture's own
   * by default, or the screen's), in cell order; asked once per state and side.
   * @param {number} [side] @returns {readonly Cell[]}
   */
  cells(side = this.state.pictureSide) {
    const state = this.state;
    if (this.#cells?.state !== state || this.#cells.side !== side) this.#cells = { state, side, cells: Object.freeze(this.#calls.cells(side)) };
    return this.#cells.cells;
  }

  /**
   * What a photo in `slot` must cover so that it fills its cell on the grid's picture with
   * short side `side` (`reach`, a NeedReach code: and in each of the spec's three layouts, or in
   * any cell the frame can hold).
   * @param {number} slot @param {number} [side] @param {number} [reach] @returns {Size}
   */
  slotNeed(slot, side = this.state.pictureSide, reach = NeedReach.shown) {
    return this.#calls.slotNeed(slot, side, reach);
  }

  /**
   * The best few layouts made for the grid's photos as they are now (2 to 9), best first, each
   * with its cells on the grid's picture: what the catalogue sheet offers first and
   * `Event.madeLayoutChosen` takes by index. Asked anew each time: the core's search is not
   * free (up to 50 ms for nine photos), so ask only when the answer is shown.
   * @returns {import('./core-flow.js').MadeLayout[]}
   */
  madeLayouts() {
    return this.#calls.madeLayouts();
  }

  /**
   * The catalogue's layouts for as many photos as the grid has, those that keep most of them first.
   * @returns {import('./core-flow.js').CatalogueFit[]}
   */
  catalogueFits() {
    return this.#calls.catalogueFits();
  }

  /**
   * A snapshot of the reducer's state, read in one call after each event.
   * @returns {FlowState}
   */
  get state() {
    this.#state ??= snapshot(this.#calls.snapshot());
    return this.#state;
  }
}
