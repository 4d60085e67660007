// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.
// The C ABI's records (docs/abi.md): each field's index, and the block a call writes them in.

/** The most i32s a call writes at `out`: the block passed is this long. */
export const RESULT_WORDS = 256;

/** A fraction (a zoom, a focus, a pan) crosses the ABI as this many parts of one. */
export const FRACTION_SCALE = 1000000;

/** Record layouts: each field's index, and `words`, the record's length. */
export const Record = Object.freeze({
  Number: Object.freeze({ value: 0, words: 1 }),
  Size: Object.freeze({ width: 0, height: 1, words: 2 }),
  HeaderSize: Object.freeze({ width: 0, height: 1, more: 2, words: 3 }),
  Rect: Object.freeze({ x: 0, y: 1, width: 2, height: 3, words: 4 }),
  Cell: Object.freeze({ x: 0, y: 1, width: 2, height: 3, slot: 4, radius: 5, words: 6 }),
  Layout: Object.freeze({ number: 0, cellCount: 1, dividers: 2, words: 3 }),
  Divider: Object.freeze({ index: 0, vertical: 1, percent: 2, originalPercent: 3, lowestPercent: 4, highestPercent: 5, x: 6, y: 7, width: 8, height: 9, before: 10, after: 11, words: 12 }),
  FrameChoices: Object.freeze({ spacing: 0, colour: 1, radius: 2, spacingMax: 3, radiusMax: 4, words: 5 }),
  FitLayout: Object.freeze({ kept: 0, worstKept: 1, formOffset: 2, formLength: 3, words: 4 }),
  MadeLayout: Object.freeze({ kept: 0, worstKept: 1, cellCount: 2, words: 3 }),
  CatalogueFit: Object.freeze({ number: 0, kept: 1, words: 2 }),
  Photo: Object.freeze({ address: 0, width: 1, height: 2, zoom: 3, focusX: 4, focusY: 5, orientation: 6, words: 7 }),
  Draft: Object.freeze({ layout: 0, pictureSide: 1, copied: 2, format: 3, framed: 4, spacing: 5, colour: 6, radius: 7, past: 8, future: 9, words: 10 }),
  DraftSlot: Object.freeze({ kept: 0, zoom: 1, focusX: 2, focusY: 3, photo: 4, words: 5 }),
  Step: Object.freeze({ change: 0, changeArgument: 1, layout: 2, format: 3, spacing: 4, colour: 5, radius: 6, words: 7 }),
  DecodePlan: Object.freeze({ width: 0, height: 1, full: 2, previewWidth: 3, previewHeight: 4, draftWidth: 5, draftHeight: 6, draftFull: 7, keepsFile: 8, words: 9 }),
  Keeping: Object.freeze({ pictureQuality: 0, draftPhotoQuality: 1, draftThumbnailQuality: 2, draftsKept: 3, draftSide: 4, words: 5 }),
  ScreenRules: Object.freeze({ slop: 0, holdMilliseconds: 1, runEndsMilliseconds: 2, keyPan: 3, keyZoom: 4, slideMilliseconds: 5, nudgeMilliseconds: 6, flickMilliseconds: 7, doubleTapMilliseconds: 8, dividerHit: 9, dividerStep: 10, dividerBigStep: 11, words: 12 }),
  Effect: Object.freeze({ kind: 0, a: 1, b: 2, c: 3, d: 4, words: 5 }),
  State: Object.freeze({ layout: 0, orientation: 1, phase: 2, direction: 3, message: 4, messageA: 5, messageB: 6, messageC: 7, highlightsEmptyCells: 8, missingCount: 9, pictureSide: 10, format: 11, pictureWidth: 12, pictureHeight: 13, spacing: 14, colour: 15, radius: 16, pictureRevision: 17, pictureReady: 18, canUndo: 19, canRedo: 20, historyPast: 21, historyFuture: 22, complete: 23, showsStartOver: 24, canStartOver: 25, canChangePicture: 26, restoresDraft: 27, shareDirection: 28, slotCount: 29, words: 30 }),
  Slot: Object.freeze({ shown: 0, loading: 1, ticket: 2, standIn: 3, photoWidth: 4, photoHeight: 5, cropped: 6, cropX: 7, cropY: 8, cropWidth: 9, cropHeight: 10, zoom: 11, focusX: 12, focusY: 13, zoomPercent: 14, place: 15, photo: 16, coming: 17, orientation: 18, words: 19 }),
  SharpRegion: Object.freeze({ x: 0, y: 1, width: 2, height: 3, decodeWidth: 4, decodeHeight: 5, words: 6 }),
});
