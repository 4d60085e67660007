// The shape of what draft-parts.js keeps, and the checks that a value read back has it (storage may
// hold anything: an older page's drafts, or a damaged value).
//
// A draft's document, in localStorage (document-record.js) and in IndexedDB under the draft's
// id: {version: 3, savedAt (ms), photos: the ids of every photo it refers to, saved: the core's
// text}. The text is the document, the picture side and the history as the core writes and
// reads them (its own versioned form): the page stores it and never looks inside. Each photo it
// refers to is stored once, in IndexedDB: `<draft id>/photo/<photo id>` holds {bytes: ArrayBuffer, type, covers} (the file
// itself, `covers` null; or a JPEG copy covering `covers`, the frame's inside it was made for;
// null also for a copy as large as any can be), and `<draft id>/thumb/<photo id>` {bytes, type},
// a screen-sized JPEG shown while the photo is decoded again. The index maps every draft's id
// to when it was saved.
//
// A document kept by an older page (`version` 2) is the same draft in the page's own shape:
// {version: 2, savedAt, layout, side, format: a PictureFormat code, frame: {spacing, colour,
// radius}, framings: [{zoom, focusX, focusY} in millionths] × 6, photos: [the photo's id, 0 for
// none] × 6, history: {past, steps} (flow-state.js's KeptHistory)}; it is read into the core's
// records (core-flow.js's restore) and kept anew as the core writes it at the next save.
//
// A draft kept by an older page still (no `version`): {layout, side, slots: [null | {bytes, type,
// thumb, photo}] × slots, framings, format, frame, history, kept: the ids of the photos only the
// history holds, each under `<draft id>/photo/<photo id>` as {bytes, type, thumb}}; drafts before
// reframing lack framings, before formats format and frame, before undo history, kept and the
// slots' photo ids, before thumbnails the thumbs. draft-parts.js reads it and keeps it anew.

/** @typedef {import('../../../types/worker-messages').StoredBytes} StoredBytes */
/** @typedef {import('../../../types/worker-messages').Size} Size */
/** @typedef {StoredBytes & {thumb?: StoredBytes | null, photo?: number}} DraftSlot a photo as an older page's draft kept it */
/**
 * A draft as an older page kept it (the shape described above).
 * @typedef {object} Draft
 * @property {number} layout
 * @property {number} side the picture side
 * @property {(DraftSlot | null)[]} slots
 * @property {import('../core/flow-state.js').Framing[]} [framings] drafts before reframing lack them
 * @property {number} [format] drafts before formats lack it (square)
 * @property {import('../core/core-grid.js').Frame} [frame] and this (the spec's frame)
 * @property {import('../core/flow-state.js').KeptHistory} [history] drafts before undo lack it
 * @property {number[]} [kept] the photos only the history holds, stored by key
 */
/**
 * A draft's document: the core's text, and the photos it refers to.
 * @typedef {object} SavedDocument
 * @property {3} version
 * @property {number} savedAt when it was kept, ms since the epoch
 * @property {number[]} photos every photo it refers to, by id (their bytes are stored by it)
 * @property {string} saved the document, the side and the history as the core writes them
 */
/**
 * A draft's document as an older page kept it (the shape described above).
 * @typedef {object} DraftDocument
 * @property {2} version
 * @property {number} savedAt when it was kept, ms since the epoch
 * @property {number} layout
 * @property {number} side the picture side
 * @property {number} format a PictureFormat code
 * @property {import('../core/core-grid.js').Frame | null} frame null: a draft from before frames (the spec's)
 * @property {import('../core/flow-state.js').Framing[]} framings one per slot (zoom 0: none kept, centred)
 * @property {number[]} photos one per slot: the photo's id, 0 where none
 * @property {import('../core/flow-state.js').KeptHistory} history
 */
/**
 * A photo's bytes as a draft stores them: the file itself (`covers` null), or a copy covering
 * `covers` (null too for one as large as any copy can be); `thumb`, where kept.
 * @typedef {StoredBytes & {covers: Size | null, thumb: StoredBytes | null}} StoredPhoto
 */
/**
 * A draft as read back: its document and the bytes of each photo it refers to that are stored
 * (one missing does not come back).
 * @typedef {{document: SavedDocument | DraftDocument, photos: Map<number, StoredPhoto>}} FullDraft
 */
/** @typedef {Record<string, number>} DraftIndex id → savedAt (ms) */

/** @param {unknown} value @returns {value is DraftIndex} */
export function isIndex(value) {
  return value !== null && typeof value === 'object' && Object.values(value).every(Number.isFinite);
}

/**
 * Whether a stored value is a draft's document this page can restore: the core's text (which
 * the core checks when it reads it), or an older page's document.
 * @param {any} value anything read from storage: this looks at its shape
 * @returns {value is SavedDocument | DraftDocument}
 */
export function isDocument(value) {
  if (value?.version === 3) {
    return (
      Number.isFinite(value.savedAt) &&
      typeof value.saved === 'string' &&
      Array.isArray(value.photos) &&
      value.photos.every(Number.isInteger)
    );
  }
  return (
    value?.version === 2 &&
    [value.savedAt, value.layout, value.side, value.format].every(Number.isFinite) &&
    (value.frame === null || isFrame(value.frame)) &&
    Array.isArray(value.framings) &&
    value.framings.every(isFraming) &&
    Array.isArray(value.photos) &&
    value.photos.length === value.framings.length &&
    value.photos.every(Number.isInteger) &&
    isHistory(value.history)
  );
}

/**
 * Whether a stored value is a photo's bytes as this page stores them (`thumb` and `covers`
 * may be missing: an older page's).
 * @param {any} value read from storage: this looks at its shape
 * @returns {boolean}
 */
export function isStoredPhoto(value) {
  return (
    isBytes(value) &&
    (value.covers == null || [value.covers.width, value.covers.height].every(Number.isInteger)) &&
    (value.thumb == null || isBytes(value.thumb))
  );
}

/** @param {any} value read from storage @returns {boolean} */
function isFrame(value) {
  return [value?.spacing, value?.colour, value?.radius].every(Number.isInteger);
}

/** @param {any} value read from storage @returns {boolean} */
function isFraming(value) {
  return [value?.zoom, value?.focusX, value?.focusY].every(Number.isInteger);
}

/**
 * Whether a stored value is a draft an older page kept, which this page can restore.
 * @param {any} value anything read from storage: this looks at its shape
 * @returns {value is Draft}
 */
export function isOlderDraft(value) {
  // Its slots and framings are of any shape too, until checked: `any` below as above.
  return (
    value &&
    Number.isInteger(value.layout) &&
    Number.isInteger(value.side) &&
    Array.isArray(value.slots) &&
    value.slots.every((/** @type {any} */ slot) => slot === null || (isBytes(slot) && (slot.thumb == null || isBytes(slot.thumb)))) &&
    (value.framings === undefined || (Array.isArray(value.framings) && value.framings.every(isFraming))) &&
    (value.format === undefined || Number.isInteger(value.format)) &&
    (value.history === undefined || isHistory(value.history)) &&
    (value.kept === undefined || (Array.isArray(value.kept) && value.kept.every(Number.isInteger))) &&
    (value.frame === undefined || isFrame(value.frame))
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
 * Whether a stored value (a photo, a thumbnail, an older draft's slot) holds bytes and their type.
 * @param {any} value read from storage: this looks at its shape
 * @returns {boolean}
 */
export function isBytes(value) {
  return value?.bytes instanceof ArrayBuffer && typeof value.type === 'string';
}
