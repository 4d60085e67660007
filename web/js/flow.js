// Bridge to the core's share-flow reducer. The core owns the state and the rules; the page
// dispatches events, performs the effects it gets back and renders `state`. Codes: ABI.md.

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
  sharePressed: 9,
  animationFinished: 10,
  shareFinished: 11,
  startOverPressed: 12,
  undoPressed: 13,
  undoExpired: 14,
  draftRestored: 15,
  framePanned: 16,
  frameZoomed: 17,
  frameSettled: 18,
  frameReset: 19,
  frameSet: 20,
  photoMoved: 21,
  photoRestoring: 22,
  photoPreviewed: 23,
});

/** Fractions cross the ABI in millionths. */
export const MILLION = 1_000_000;

export const Effect = Object.freeze({
  openPicker: 0,
  startLeave: 1,
  presentShare: 2,
  startReturn: 3,
  nudge: 4,
  announce: 5,
  readPhotoHeader: 6,
  decodePhoto: 7,
  renderPicture: 8,
  saveDraft: 9,
  reframed: 10,
  photosMoved: 11,
});

export const Direction = Object.freeze({ up: 0, down: 1, left: 2, right: 3 });
export const Orientation = Object.freeze({ portrait: 0, landscape: 1 });
export const Phase = Object.freeze({ idle: 0, leaving: 1, sharing: 2, returning: 3 });
export const Outcome = Object.freeze({ completed: 0, cancelled: 1, failed: 2 });
export const Message = Object.freeze({
  none: 0,
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
  draftRestored: 11,
  photoMoved: 12,
  zoomChanged: 13,
});
export const FORMAT_NAMES = Object.freeze(['JPEG', 'PNG', 'GIF', 'WebP', 'BMP', 'HEIC', 'AVIF']);

const SLOTS = 4;

export class Flow {
  #core;
  #handle;

  constructor(core) {
    this.#core = core;
    this.#handle = core.flowNew();
  }

  /** Applies an event with up to five integer arguments; returns its effects, in order. */
  dispatch(event, ...args) {
    return this.#effects(this.#core.flowDispatch(this.#handle, event, args));
  }

  /** Hands the first bytes of a load's file to the core, which reads the header and decides. */
  headerRead(slot, ticket, bytes, fileSize) {
    return this.#effects(this.#core.flowHeaderRead(this.#handle, slot, ticket, bytes, fileSize));
  }

  #effects(count) {
    const effects = [];
    for (let i = 0; i < count; i++) {
      const field = (f) => this.#core.flowEffect(this.#handle, i, f);
      effects.push({ kind: field(0), a: field(1), b: field(2), c: field(3), d: field(4) });
    }
    return effects;
  }

  /** The crop `slot` shows, in its decoded photo's pixels, at the picture side; null when none. */
  crop(slot) {
    const field = (f) => this.#core.flowSlotCrop(this.#handle, slot, f);
    const width = field(2);
    return width > 0 ? { x: field(0), y: field(1), width, height: field(3) } : null;
  }

  /**
   * The region of its photo that `slot` should get decoded sharp, given the full `source` size
   * its decode came from: {crop: {x, y, width, height} in the source's pixels, size: {width,
   * height} to decode it to}; null when the decoded pixels suffice (DESIGN.md §9: a zoomed-in
   * crop at full sharpness).
   */
  sharpRegion(slot, source) {
    const field = (f) => this.#core.flowSlotSharpRegion(this.#handle, slot, source.width, source.height, f);
    const width = field(2);
    if (width <= 0) return null;
    return { crop: { x: field(0), y: field(1), width, height: field(3) }, size: { width: field(4), height: field(5) } };
  }

  /** The framing of `slot`, in millionths: {zoom, focusX, focusY}. */
  framing(slot) {
    const field = (f) => this.#core.flowSlotFraming(this.#handle, slot, f);
    return { zoom: field(0), focusX: field(1), focusY: field(2) };
  }

  /** A snapshot of the reducer's state. */
  get state() {
    const field = (f) => this.#core.flowState(this.#handle, f);
    const photos = Array.from({ length: SLOTS }, (_, slot) => {
      const width = this.#core.flowSlotPhoto(this.#handle, slot, 0);
      return width > 0 ? { width, height: this.#core.flowSlotPhoto(this.#handle, slot, 1) } : null;
    });
    return {
      layout: field(0),
      shownMask: field(1),
      orientation: field(2),
      phase: field(3),
      direction: field(4),
      message: { kind: field(5), a: field(6), b: field(14), c: field(15) },
      highlightsEmptyCells: field(7) === 1,
      missingCount: field(8),
      loadingMask: field(9),
      pictureSide: field(10),
      pictureRevision: field(11),
      pictureReady: field(12) === 1,
      canUndo: field(13) === 1,
      complete: field(16) === 1,
      canStartOver: field(17) === 1,
      crops: Array.from({ length: SLOTS }, (_, slot) => this.crop(slot)), // slot → crop, or null
      framings: Array.from({ length: SLOTS }, (_, slot) => this.framing(slot)),
      photos, // slot → decoded size of the photo shown, or null
    };
  }
}

/** Whether `slot` shows a photo in a state snapshot. */
export function isShown(state, slot) {
  return (state.shownMask & (1 << slot)) !== 0;
}

/** Whether `slot` is loading in a state snapshot. */
export function isLoading(state, slot) {
  return (state.loadingMask & (1 << slot)) !== 0;
}
