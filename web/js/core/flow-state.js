// The reducer's state as the page reads it: one snapshot of the core's State and Slot records
// after each event (flow.js takes it), the kept history's shape, and the picture a state holds.

import { FRACTION_SCALE } from './abi-records.js';

/** @typedef {import('./core-grid.js').Rect} Rect */
/** @typedef {{zoom: number, focusX: number, focusY: number}} Framing in millionths */
/** @typedef {{kind: number, a: number, b: number, c: number}} FlowMessage a Message code and its arguments */
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
 * @property {number} orientation how the cell shows its photo, turned and mirrored: an EXIF orientation, 1–8 (the crop is in the photo's own axes)
 */
/**
 * A divider between cells: where it lies and may go, in percent of its span; its gutter on the
 * picture (0 wide at spacing 0); the slots of the cells on either side.
 * @typedef {object} DividerView
 * @property {number} index its place among the layout's dividers (the events' divider argument)
 * @property {boolean} vertical it stands upright, between cells side by side
 * @property {number} percent
 * @property {number} originalPercent where its layout puts it
 * @property {number} lowestPercent
 * @property {number} highestPercent
 * @property {Rect} gutter in the picture's pixels
 * @property {number[]} before the slots on its left (or above)
 * @property {number[]} after the slots on its right (or below)
 */
/**
 * A snapshot of the reducer's state.
 * @typedef {object} FlowState
 * @property {number} layout the catalogue layout it came from
 * @property {string} form the layout as it is, dividers moved, in the core's textual form: what the cells and the picture are asked with
 * @property {DividerView[]} dividers
 * @property {number} orientation a ScreenOrientation code: how the screen is held
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
 * @property {boolean} canChangePicture
 * @property {boolean} restoresDraft a kept draft is coming back: its saves wait for its photos
 * @property {number} shareDirection the Direction code a swipe shares in, as the screen is held
 * @property {SlotView[]} slots
 */

/** Fractions cross the ABI in millionths (the schema's fraction scale). */
export const MILLION = FRACTION_SCALE;

/**
 * The picture `state` holds (its layout, format and frame) with the short side `side`: the
 * picture's own side by default, or the screen's.
 * @param {FlowState} state @param {number} [side] @returns {import('./core-grid.js').PictureSpec}
 */
export function pictureSpec(state, side = state.pictureSide) {
  return { layout: state.form, format: state.format, side, frame: state.frame };
}

/**
 * The core's State and Slot records as the page reads them.
 * @param {import('./core-flow.js').StateRecord} record @returns {FlowState}
 */
export function snapshot(record) {
  return Object.freeze({
    layout: record.layout,
    form: record.form,
    dividers: record.dividers.map((divider) => ({
      index: divider.index,
      vertical: divider.vertical === 1,
      percent: divider.percent,
      originalPercent: divider.originalPercent,
      lowestPercent: divider.lowestPercent,
      highestPercent: divider.highestPercent,
      gutter: { x: divider.x, y: divider.y, width: divider.width, height: divider.height },
      before: slotsOf(divider.before),
      after: slotsOf(divider.after),
    })),
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
    canChangePicture: record.canChangePicture === 1,
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
      orientation: slot.orientation || 1,
    })),
  });
}

/**
 * The slots a mask holds, one bit each (1 << slot), in slot order.
 * @param {number} mask @returns {number[]}
 */
function slotsOf(mask) {
  return Array.from({ length: 32 }, (_, slot) => slot).filter((slot) => (mask >> slot) & 1);
}
