// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.
// The C ABI's codes and record layouts (docs/abi.md), for the page, its workers and the
// benchmarks.

/** The most i32s a call writes at `out`: the block passed is this long. */
export const RESULT_WORDS = 256;

/** A fraction (a zoom, a focus, a pan) crosses the ABI as this many parts of one. */
export const FRACTION_SCALE = 1000000;

/** Negative results, by name. */
export const Status = Object.freeze({
  invalidArgument: -1,
  outOfMemory: -2,
  unknownLayout: -3,
  sideOutOfRange: -4,
  unknownFormat: -5,
});

/** A negative result in words. */
export const STATUS_WORDS = new Map([
  [-1, 'an argument is out of its documented range, an address is null, or a record would not fit'],
  [-2, 'memory could not be allocated, or a size overflowed 32 bits'],
  [-3, 'no layout has that number, or the form writes no layout'],
  [-4, 'the canvas side is outside the sides the geometry supports'],
  [-5, 'no picture format has that code'],
]);

/** What happened, for `ig_flow_dispatch`. */
export const Event = Object.freeze({
  layoutTapped: 0,
  cellTapped: 1,
  photoPicked: 2,
  photoDecoded: 3,
  photoFailed: 4,
  pictureSideChosen: 5,
  pictureRendered: 6,
  orientationChanged: 7,
  swiped: 8,
  shareButtonPressed: 9,
  animationFinished: 10,
  shareFinished: 11,
  startOverPressed: 12,
  undoPressed: 13,
  redoPressed: 14,
  timerFired: 15,
  framePanned: 16,
  frameZoomed: 17,
  frameSettled: 18,
  frameReset: 19,
  frameSet: 20,
  photoMoved: 21,
  photoRestoring: 22,
  photoPreviewed: 23,
  pageReturned: 24,
  systemSheetOpened: 25,
  pageHidden: 26,
  formatChosen: 27,
  frameChosen: 28,
  photoBlank: 29,
  pictureOutOfMemory: 30,
  changeEnded: 31,
  dividerDragged: 32,
  dividerSettled: 33,
  dividerStepped: 34,
  dividerToLimit: 35,
  dividerReset: 36,
});

/** Work the page performs, from `ig_flow_dispatch` and `ig_flow_header_read`. */
export const Effect = Object.freeze({
  openPicker: 0,
  startLeaveAnimation: 1,
  presentShare: 2,
  startReturnAnimation: 3,
  nudge: 4,
  announce: 5,
  readPhotoHeader: 6,
  decodePhoto: 7,
  renderPicture: 8,
  saveDraft: 9,
  reframed: 10,
  photosMoved: 11,
  startTimer: 12,
  cancelTimer: 13,
  releasePhoto: 14,
  recallPhoto: 15,
  forgetPhoto: 16,
  keepDocument: 17,
});

/** What the page says, in the State and in the announce effect; 0 is none. */
export const Message = Object.freeze({
  photosMissing: 1,
  photoUnreadable: 2,
  shareFailed: 3,
  photosLoading: 4,
  photoFormatUnknown: 5,
  photoFormatUnsupported: 6,
  photoTooLarge: 7,
  preparingPicture: 8,
  pictureReady: 9,
  startedOver: 10,
  undid: 11,
  redid: 12,
  draftRestored: 13,
  photoMoved: 14,
  zoomChanged: 15,
  photoBlank: 16,
  pictureMadeSmaller: 17,
  pictureOutOfMemory: 18,
  dividerMoved: 19,
});

/** Where the share flow is. */
export const Phase = Object.freeze({
  idle: 0,
  leaving: 1,
  sharing: 2,
  returning: 3,
});

/** The timers the flow starts: time passes for the rules only through them. */
export const Timer = Object.freeze({
  shareAnswer: 0,
  passingMessage: 1,
  draftSave: 2,
});

/** A change a person made, as it is named when undone or redone; its argument in brackets. */
export const Change = Object.freeze({
  layout: 0,
  format: 1,
  frame: 2,
  photoPicked: 3,
  photoMoved: 4,
  reframed: 5,
  startOver: 6,
  divider: 7,
});

/** The part of the frame a change touched. */
export const FrameProperty = Object.freeze({
  spacing: 0,
  colour: 1,
  radius: 2,
});

/** Where a cell sits in the grid, for the words that name it (the page words `topLeft` as "top left"). */
export const Place = Object.freeze({
  topLeft: 0,
  top: 1,
  topRight: 2,
  left: 3,
  centre: 4,
  right: 5,
  bottomLeft: 6,
  bottom: 7,
  bottomRight: 8,
});

/** The picture's proportions, in the order the format control shows them. */
export const PictureFormat = Object.freeze({
  square: 0,
  portrait: 1,
  tall: 2,
  story: 3,
  landscape: 4,
});

/** How PictureFormat codes read, by code. */
export const PICTUREFORMAT_LABELS = Object.freeze(['Square', 'Portrait 4:5', 'Portrait 3:4', 'Story 9:16', 'Landscape 16:9']);

/** A swipe's or a slide's direction. */
export const Direction = Object.freeze({
  up: 0,
  down: 1,
  left: 2,
  right: 3,
});

/** Which layouts a photo's pixels are sized for (`ig_slot_need`). */
export const NeedReach = Object.freeze({
  shown: 0,
  switchable: 1,
  anyCell: 2,
});

/** The colour space a picture's pixels are in (`ig_compose`): Display P3 where the engine's canvases decode, compose and encode in it, sRGB elsewhere. */
export const ColourSpace = Object.freeze({
  sRGB: 0,
  displayP3: 1,
});

/** How the screen is held. */
export const ScreenOrientation = Object.freeze({
  portrait: 0,
  landscape: 1,
});

/** How the share sheet closed. */
export const Outcome = Object.freeze({
  completed: 0,
  cancelled: 1,
  failed: 2,
});

/** A photo file's format, read from its header. */
export const PhotoFormat = Object.freeze({
  jpeg: 0,
  png: 1,
  gif: 2,
  webp: 3,
  bmp: 4,
  heic: 5,
  avif: 6,
});

/** How PhotoFormat codes read, by code. */
export const PHOTOFORMAT_LABELS = Object.freeze(['JPEG', 'PNG', 'GIF', 'WebP', 'BMP', 'HEIC', 'AVIF']);

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
  Photo: Object.freeze({ address: 0, width: 1, height: 2, zoom: 3, focusX: 4, focusY: 5, words: 6 }),
  Draft: Object.freeze({ layout: 0, pictureSide: 1, copied: 2, format: 3, framed: 4, spacing: 5, colour: 6, radius: 7, past: 8, future: 9, words: 10 }),
  DraftSlot: Object.freeze({ kept: 0, zoom: 1, focusX: 2, focusY: 3, photo: 4, words: 5 }),
  Step: Object.freeze({ change: 0, changeArgument: 1, layout: 2, format: 3, spacing: 4, colour: 5, radius: 6, words: 7 }),
  DecodePlan: Object.freeze({ width: 0, height: 1, full: 2, previewWidth: 3, previewHeight: 4, draftWidth: 5, draftHeight: 6, draftFull: 7, keepsFile: 8, words: 9 }),
  Keeping: Object.freeze({ pictureQuality: 0, draftPhotoQuality: 1, draftThumbnailQuality: 2, draftsKept: 3, draftSide: 4, words: 5 }),
  ScreenRules: Object.freeze({ slop: 0, holdMilliseconds: 1, runEndsMilliseconds: 2, keyPan: 3, keyZoom: 4, slideMilliseconds: 5, nudgeMilliseconds: 6, flickMilliseconds: 7, doubleTapMilliseconds: 8, dividerHit: 9, dividerStep: 10, dividerBigStep: 11, words: 12 }),
  Effect: Object.freeze({ kind: 0, a: 1, b: 2, c: 3, d: 4, words: 5 }),
  State: Object.freeze({ layout: 0, orientation: 1, phase: 2, direction: 3, message: 4, messageA: 5, messageB: 6, messageC: 7, highlightsEmptyCells: 8, missingCount: 9, pictureSide: 10, format: 11, pictureWidth: 12, pictureHeight: 13, spacing: 14, colour: 15, radius: 16, pictureRevision: 17, pictureReady: 18, canUndo: 19, canRedo: 20, historyPast: 21, historyFuture: 22, complete: 23, showsStartOver: 24, canStartOver: 25, canChangePicture: 26, restoresDraft: 27, shareDirection: 28, slotCount: 29, words: 30 }),
  Slot: Object.freeze({ shown: 0, loading: 1, ticket: 2, standIn: 3, photoWidth: 4, photoHeight: 5, cropped: 6, cropX: 7, cropY: 8, cropWidth: 9, cropHeight: 10, zoom: 11, focusX: 12, focusY: 13, zoomPercent: 14, place: 15, photo: 16, coming: 17, words: 18 }),
  SharpRegion: Object.freeze({ x: 0, y: 1, width: 2, height: 3, decodeWidth: 4, decodeHeight: 5, words: 6 }),
});

/** The name of a function the module exports (for JSDoc types, checked by tsc). */
/** @typedef {'ig_alloc' | 'ig_free' | 'ig_clamp_side' | 'ig_layouts' | 'ig_layout_form' | 'ig_layout_name' | 'ig_formats' | 'ig_picture_size' | 'ig_frame' | 'ig_frame_colours' | 'ig_layout_cells' | 'ig_layout_neighbour' | 'ig_crop' | 'ig_picture_sides' | 'ig_slot_count' | 'ig_slot_need' | 'ig_photo_max_pixels' | 'ig_canvas_max_pixels' | 'ig_photo_size' | 'ig_compose' | 'ig_decode_plan' | 'ig_keeping' | 'ig_passing_milliseconds' | 'ig_screen_rules' | 'ig_flow_new' | 'ig_flow_free' | 'ig_flow_dispatch' | 'ig_flow_header_read' | 'ig_flow_restore' | 'ig_flow_snapshot' | 'ig_flow_layout' | 'ig_flow_cells' | 'ig_flow_slot_need' | 'ig_flow_dividers' | 'ig_flow_saved' | 'ig_flow_kept_photos' | 'ig_flow_restore_saved' | 'ig_flow_sharp_region' | 'ig_fit_layouts'} ExportName */

/**
 * Every function the module exports, besides its `memory`.
 * @type {readonly ExportName[]}
 */
export const EXPORTS = Object.freeze(['ig_alloc', 'ig_free', 'ig_clamp_side', 'ig_layouts', 'ig_layout_form', 'ig_layout_name', 'ig_formats', 'ig_picture_size', 'ig_frame', 'ig_frame_colours', 'ig_layout_cells', 'ig_layout_neighbour', 'ig_crop', 'ig_picture_sides', 'ig_slot_count', 'ig_slot_need', 'ig_photo_max_pixels', 'ig_canvas_max_pixels', 'ig_photo_size', 'ig_compose', 'ig_decode_plan', 'ig_keeping', 'ig_passing_milliseconds', 'ig_screen_rules', 'ig_flow_new', 'ig_flow_free', 'ig_flow_dispatch', 'ig_flow_header_read', 'ig_flow_restore', 'ig_flow_snapshot', 'ig_flow_layout', 'ig_flow_cells', 'ig_flow_slot_need', 'ig_flow_dividers', 'ig_flow_saved', 'ig_flow_kept_photos', 'ig_flow_restore_saved', 'ig_flow_sharp_region', 'ig_fit_layouts']);
