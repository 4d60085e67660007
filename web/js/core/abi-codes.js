// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.
// The C ABI's codes (docs/abi.md), by name, and how those with labels read.

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
  photoTurnedRight: 37,
  photoTurnedLeft: 38,
  photoMirrored: 39,
  photoRemoved: 40,
  photosPicked: 41,
  photosDropped: 42,
  madeLayoutChosen: 43,
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
  photoTurned: 20,
  photoRemoved: 21,
  layoutMade: 22,
  photosLeftOut: 23,
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
  turned: 8,
  mirrored: 9,
  photoRemoved: 10,
  photosPicked: 11,
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
