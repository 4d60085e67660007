// Bridge to the core's share-flow reducer. The core owns the state and the rules; the page
// dispatches events, performs the effects it gets back and renders `state`.

export const Event = Object.freeze({
  layoutTapped: 0,
  cellTapped: 1,
  photoAdded: 2,
  photoFailed: 3,
  orientationChanged: 4,
  swiped: 5,
  sharePressed: 6,
  animationFinished: 7,
  shareFinished: 8,
});

export const Effect = Object.freeze({
  openPicker: 0,
  startLeave: 1,
  presentShare: 2,
  startReturn: 3,
  nudge: 4,
  announce: 5,
});

export const Direction = Object.freeze({ up: 0, down: 1, left: 2, right: 3 });
export const Orientation = Object.freeze({ portrait: 0, landscape: 1 });
export const Phase = Object.freeze({ idle: 0, leaving: 1, sharing: 2, returning: 3 });
export const Outcome = Object.freeze({ completed: 0, cancelled: 1, failed: 2 });
export const Message = Object.freeze({ none: 0, photosMissing: 1, photoUnreadable: 2, shareFailed: 3 });

export class Flow {
  #core;
  #handle;

  constructor(core) {
    this.#core = core;
    this.#handle = core.flowNew();
  }

  /** Applies an event; returns its effects, in order: {kind, first, second}. */
  dispatch(event, argument = 0) {
    const count = this.#core.flowDispatch(this.#handle, event, argument);
    const effects = [];
    for (let i = 0; i < count; i++) {
      const field = (f) => this.#core.flowEffect(this.#handle, i, f);
      effects.push({ kind: field(0), first: field(1), second: field(2) });
    }
    return effects;
  }

  /** A snapshot of the reducer's state. */
  get state() {
    const field = (f) => this.#core.flowState(this.#handle, f);
    return {
      layout: field(0),
      filledMask: field(1),
      orientation: field(2),
      phase: field(3),
      direction: field(4),
      messageKind: field(5),
      messageArgument: field(6),
      highlightsEmptyCells: field(7) === 1,
      missingCount: field(8),
    };
  }
}

/** Whether `slot` holds a photo in a state snapshot. */
export function isFilled(state, slot) {
  return (state.filledMask & (1 << slot)) !== 0;
}
