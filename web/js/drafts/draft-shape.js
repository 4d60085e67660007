// The shape of what drafts.js keeps in IndexedDB, and the checks that a value read back has it
// (storage may hold anything: an older page's drafts, or a damaged value).
//
// A draft: {layout, side, slots: [null | {bytes: ArrayBuffer, type: string, thumb}] × slots,
//           framings: [{zoom, focusX, focusY} in millionths] × slots (drafts before reframing lack it),
//           format: a PictureFormat code, frame: {spacing, colour, radius} (drafts before formats lack both)}.
// `thumb`: null or {bytes, type}, a screen-sized JPEG shown while the photo is decoded again
// (older drafts lack it). A slot's `photo` is its id, as the history refers to it (older drafts
// lack both). `history`: the steps Undo and Redo go through ({past, steps}, flow.js's
// KeptHistory); `kept`: the ids of the photos only those steps hold, each stored once under its
// own key (drafts.js: `<draft id>/photo/<photo id>`), not rewritten with every save. The index
// maps every draft's id to when it was saved.

/** @typedef {import('../../../types/worker-messages').StoredBytes} StoredBytes */
/** @typedef {StoredBytes & {thumb?: StoredBytes | null, photo?: number}} DraftSlot a photo as a draft keeps it */
/**
 * A kept grid (the shape described above).
 * @typedef {object} Draft
 * @property {number} layout
 * @property {number} side the picture side
 * @property {(DraftSlot | null)[]} slots
 * @property {import('../core/flow.js').Framing[]} [framings] drafts before reframing lack them
 * @property {number} [format] drafts before formats lack it (square)
 * @property {import('../core/core-grid.js').Frame} [frame] and this (the spec's frame)
 * @property {import('../core/flow.js').KeptHistory} [history] drafts before undo lack it
 * @property {number[]} [kept] the photos only the history holds, stored by key
 */
/**
 * A draft as read back or about to be kept, with the photos only its history holds (null: one
 * stored already, whose bytes the page let go).
 * @typedef {Draft & {aside: Map<number, DraftSlot | null>}} FullDraft
 */
/** @typedef {Record<string, number>} DraftIndex id → savedAt (ms) */

/** @param {unknown} value @returns {value is DraftIndex} */
export function isIndex(value) {
  return value !== null && typeof value === 'object' && Object.values(value).every(Number.isFinite);
}

/**
 * Whether a stored value is a draft this page can restore.
 * @param {any} value anything read from storage: this looks at its shape
 * @returns {value is Draft}
 */
export function isDraft(value) {
  // Its slots and framings are of any shape too, until checked: `any` below as above.
  return (
    value &&
    Number.isInteger(value.layout) &&
    Number.isInteger(value.side) &&
    Array.isArray(value.slots) &&
    value.slots.every((/** @type {any} */ slot) => slot === null || (isBytes(slot) && (slot.thumb == null || isBytes(slot.thumb)))) &&
    (value.framings === undefined ||
      (Array.isArray(value.framings) && value.framings.every((/** @type {any} */ f) => [f?.zoom, f?.focusX, f?.focusY].every(Number.isInteger)))) &&
    (value.format === undefined || Number.isInteger(value.format)) &&
    (value.history === undefined || isHistory(value.history)) &&
    (value.kept === undefined || (Array.isArray(value.kept) && value.kept.every(Number.isInteger))) &&
    (value.frame === undefined || [value.frame?.spacing, value.frame?.colour, value.frame?.radius].every(Number.isInteger))
  );
}

/**
 * Whether a stored value is a kept history: {past, steps}, each step's numbers and slots.
 * @param {any} value read from storage: this looks at its shape
 * @returns {boolean}
 */
function isHistory(value) {
  return (
    Number.isInteger(value?.past) &&
    Array.isArray(value.steps) &&
    value.past <= value.steps.length &&
    value.steps.every(
      (/** @type {any} */ step) =>
        [step?.change, step?.argument, step?.layout, step?.format, step?.frame?.spacing, step?.frame?.colour, step?.frame?.radius].every(Number.isInteger) &&
        Array.isArray(step.slots) &&
        step.slots.every((/** @type {any} */ s) => s === null || [s.photo, s.zoom, s.focusX, s.focusY].every(Number.isInteger)),
    )
  );
}

/**
 * Whether a draft's slot or thumb holds bytes and their type.
 * @param {any} value read from storage: this looks at its shape
 * @returns {boolean}
 */
function isBytes(value) {
  return value?.bytes instanceof ArrayBuffer && typeof value.type === 'string';
}
