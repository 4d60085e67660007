// Bridge to the core's share-flow reducer. The core owns the state and the rules; the page
// sends events, and every event goes one way (`#run`): the reducer answers, the screen is drawn
// from `state`, and every effect it returned is performed, in order. Codes: abi.js.

import { FRACTION_SCALE } from './abi.js';
import { FlowCalls } from './core-flow.js';

/** @typedef {import('./core-api.js').Core} Core */
/** @typedef {import('./core-api.js').Effect} Effect */
/** @typedef {import('./core-grid.js').Rect} Rect */
/** @typedef {{zoom: number, focusX: number, focusY: number}} Framing in millionths */
/** @typedef {{kind: number, a: number, b: number, c: number}} FlowMessage a Message code and its arguments */
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
/**
 * A kept draft's grid as the page read it back (`frame` null: a draft from before frames).
 * @typedef {{layout: number, pictureSide: number, copied: boolean, format: number, frame: import('./core-grid.js').Frame | null}} DraftGrid
 */
/**
 * A slot of a kept step: its photo's id and framing, or null where it holds none.
 * @typedef {(Framing & {photo: number}) | null} StepSlot
 */
/**
 * A step of the history as a draft keeps it: the change (a Change code and its argument) and
 * the document on its other side.
 * @typedef {{change: number, argument: number, layout: number, format: number, frame: import('./core-grid.js').Frame, slots: StepSlot[]}} HistoryStep
 */
/**
 * The history as a draft keeps it: `past` of `steps` are Undo's (oldest first), the rest Redo's.
 * @typedef {{past: number, steps: HistoryStep[]}} KeptHistory
 */
/**
 * One slot of a state snapshot.
 * @typedef {object} SlotView
 * @property {boolean} shown a photo shows in it (a photo being replaced counts)
 * @property {boolean} loading a photo is being read or decoded for it
 * @property {number} ticket that load's ticket (0: none): a result with another is stale
 * @property {boolean} standIn the photo shown is a load's stand-in, never in the picture
 * @property {{width: number, height: number} | null} photo the decoded size of the photo shown
 * @property {Rect | null} crop the part of it shown, at the picture side; null when none
 * @property {Framing} framing how the photo sits in its cell
 * @property {number} zoomPercent the zoom as people read it (the core's rounding)
 * @property {number} place the Place code of the cell showing the slot; −1 when hidden
 * @property {number} photoId the id of the photo the slot holds (0: none), which the history refers to
 * @property {number} coming the id of the photo its load brings (0: no load)
 */
/**
 * A snapshot of the reducer's state.
 * @typedef {object} FlowState
 * @property {number} layout
 * @property {number} orientation an Orientation code
 * @property {number} phase a Phase code
 * @property {number} direction the phase's Direction code; −1 when idle
 * @property {FlowMessage} message kind 0: none
 * @property {boolean} highlightsEmptyCells
 * @property {number} missingCount
 * @property {number} pictureSide the picture's short side as chosen
 * @property {number} format a PictureFormat code
 * @property {{width: number, height: number}} pictureSize the picture's pixels
 * @property {import('./core-grid.js').Frame} frame
 * @property {number} pictureRevision
 * @property {boolean} pictureReady
 * @property {boolean} canUndo Undo can act now
 * @property {boolean} canRedo Redo can act now
 * @property {number} historyPast how many steps Undo can take back
 * @property {number} historyFuture how many undone steps Redo can make again
 * @property {boolean} complete
 * @property {boolean} showsStartOver
 * @property {boolean} canStartOver
 * @property {boolean} canChoosePictureSide
 * @property {boolean} restoresDraft a kept draft is coming back: its saves wait for its photos
 * @property {number} shareDirection the Direction code a swipe shares in, as the screen is held
 * @property {SlotView[]} slots
 */

/** Fractions cross the ABI in millionths (the schema's fraction scale). */
export const MILLION = FRACTION_SCALE;

export class Flow {
  #calls;
  /** @type {FlowState | null} the state read after the last event; null until asked again */
  #state = null;
  /** @type {Performer | null} */
  #performer = null;

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
   * The history, for a kept draft.
   * @returns {KeptHistory}
   */
  history() {
    const { historyPast, historyFuture } = this.state;
    return { past: historyPast, steps: this.#calls.historySteps(historyPast + historyFuture) };
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
   * A snapshot of the reducer's state, read in one call after each event.
   * @returns {FlowState}
   */
  get state() {
    this.#state ??= snapshot(this.#calls.snapshot());
    return this.#state;
  }
}

/**
 * The picture `state` holds (its layout, format and frame) with the short side `side`: the
 * picture's own side by default, or the screen's.
 * @param {FlowState} state @param {number} [side] @returns {import('./core-grid.js').PictureSpec}
 */
export function pictureSpec(state, side = state.pictureSide) {
  return { layout: state.layout, format: state.format, side, frame: state.frame };
}

/**
 * The core's State and Slot records as the page reads them.
 * @param {import('./core-flow.js').StateRecord} record @returns {FlowState}
 */
function snapshot(record) {
  return Object.freeze({
    layout: record.layout,
    orientation: record.orientation,
    phase: record.phase,
    direction: record.direction,
    message: { kind: record.message, a: record.messageA, b: record.messageB, c: record.messageC },
    highlightsEmptyCells: record.highlightsEmptyCells === 1,
    missingCount: record.missingCount,
    pictureSide: record.pictureSide,
    format: record.format,
    pictureSize: { width: record.pictureWidth, height: record.pictureHeight },
    frame: { spacing: record.spacing, colour: record.colour, radius: record.radius },
    pictureRevision: record.pictureRevision,
    pictureReady: record.pictureReady === 1,
    canUndo: record.canUndo === 1,
    canRedo: record.canRedo === 1,
    historyPast: record.historyPast,
    historyFuture: record.historyFuture,
    complete: record.complete === 1,
    showsStartOver: record.showsStartOver === 1,
    canStartOver: record.canStartOver === 1,
    canChoosePictureSide: record.canChoosePictureSide === 1,
    restoresDraft: record.restoresDraft === 1,
    shareDirection: record.shareDirection,
    slots: record.slots.map((slot) => ({
      shown: slot.shown === 1,
      loading: slot.loading === 1,
      ticket: slot.ticket,
      standIn: slot.standIn === 1,
      photo: slot.photoWidth > 0 ? { width: slot.photoWidth, height: slot.photoHeight } : null,
      crop: slot.cropped === 1 ? { x: slot.cropX, y: slot.cropY, width: slot.cropWidth, height: slot.cropHeight } : null,
      framing: { zoom: slot.zoom, focusX: slot.focusX, focusY: slot.focusY },
      zoomPercent: slot.zoomPercent,
      place: slot.place,
      photoId: slot.photo,
      coming: slot.coming,
    })),
  });
}
