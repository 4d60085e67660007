// Dividers by hand: a press on a divider's hit area then a drag across it moves the divider (touch,
// pen or mouse), a double tap or double click puts it back, and on a focused divider the arrows
// move it (Shift: ten times as far), Home and End take it to its limits and Enter puts it back.
// The core snaps, clamps and keeps the history; this module measures the pointer in the
// picture's pixels and reports it.
//
// Who takes a gesture. The hit area is 44 px across even where the gutter is 0 wide, so it lies
// over the edges of the cells on either side, and the spec's layouts have a divider right across
// the middle of the grid, where a person swipes to share. So the hit area takes nothing at
// pointerdown: the cells' and the grid's watchers see every press as before, and the divider
// takes the gesture only once it is clearly its own:
// - a movement beyond the core's slop mostly ACROSS the divider, from a press (the finger or the
//   mouse rested on it first: the slop was not crossed within the core's flickMilliseconds).
//   A flick that was already moving as it landed is the grid's swipe, wherever it starts, so
//   "swipe up from the middle" still shares; a movement mostly along the divider is a swipe too;
// - a tap is the cell's: it opens the picker as before (at once, unless the divider under it has
//   been moved: then it waits the core's doubleTapMilliseconds for a second tap, which would put the
//   divider back, and goes through when none comes);
// - a second finger is a reframe, and a press held until the photo lifts is a move (the lift
//   hands the gesture back: `abandon()`).
// The hit area itself takes no pointer events (app.css): the cell under it gets its own press,
// its tap and its hold exactly as before, and no cell's gesture has to be handed back.

import { guardClicks } from './gesture-click.js';

/** @typedef {import('../screen/dividers.js').DividerLayer} DividerLayer */
/** @typedef {import('../core/flow-state.js').DividerView} Divider */


/**
 * What a person's hands do to the dividers: events for the core (`at` in thousandths of a
 * picture pixel along the divider's axis, `pixelsPerPoint` in thousandths), `letGo()` when a
 * run of keys has rested, and `quick(on)` while a drag draws at the display's frame rate.
 * @typedef {object} DividerHands
 * @property {(divider: number, at: number, pixelsPerPoint: number) => void} drag
 * @property {(divider: number) => void} settle
 * @property {(divider: number, percent: number) => void} step
 * @property {(divider: number, toEnd: boolean) => void} toLimit
 * @property {(divider: number) => void} reset
 * @property {() => void} letGo
 * @property {(on: boolean) => void} quick
 */
/**
 * A press on a hit area, not yet anyone's.
 * @typedef {{id: number, x: number, y: number, time: number, candidates: Divider[], cell: HTMLElement | null}} Press
 */
/**
 * A drag under way: where the grid starts on screen along the divider's axis, picture pixels per
 * CSS px, and where on the divider the pointer holds it (CSS px from its middle line).
 * @typedef {{id: number, index: number, vertical: boolean, start: number, scale: number, grab: number, element: HTMLElement}} Drag
 */

/**
 * Wires the dividers of `layer` (in `grid`) to `on`; `rules` are the core's (slop, hold, rest of
 * a run of keys); `cancelSwipe()` stops the grid's swipe when a drag takes the gesture.
 * Returns `{abandon()}`: the press under way is not the divider's (a photo lifted under it).
 * @param {HTMLElement} grid @param {DividerLayer} layer @param {import('../core/core-api.js').ScreenRules} rules
 * @param {DividerHands} on @param {() => void} cancelSwipe
 * @returns {{abandon: () => void}}
 */
export function watchDividers(grid, layer, rules, on, cancelSwipe) {
  // A press that reaches the slop sooner than flickMilliseconds was already moving as it landed:
  // a flick, the grid's swipe (a person who drags a divider presses it first).
  const { slop, holdMilliseconds, runEndsMilliseconds, flickMilliseconds, doubleTapMilliseconds, dividerStep, dividerBigStep } = rules;
  /** @type {Press | null} */
  let press = null;
  /** @type {Drag | null} */
  let drag = null;
  let frame = 0;
  /** @type {number | null} the latest position, sent at the next animation frame */
  let pending = null;
  /** @type {{index: number, x: number, y: number, time: number, cell: HTMLElement | null, timer: number} | null} */
  let lastTap = null; // a tap that may be the first of two; its cell's tap waits when `timer`
  // The click of a tap that waits (or of a double tap's taps) is held back; `click()` sends it
  // on (detail 0: not a pointer's).
  const clicks = guardClicks(grid);
  let keysResting = 0;
  /** @type {HTMLElement | null} the divider a mouse is over */
  let hovered = null;

  // --- pointers: a press, then a drag across, or a tap ---

  grid.addEventListener(
    'pointerdown',
    (event) => {
      if (drag) {
        // A second finger during a drag is not a pinch: nothing else starts under it.
        event.stopImmediatePropagation();
        return;
      }
      if (press && event.pointerId !== press.id && !event.isPrimary) {
        endPress(); // a second finger: the press was the start of a reframe
        return;
      }
      clicks.letThrough();
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const candidates = layer.at(event.clientX, event.clientY).map((found) => found.divider);
      if (candidates.length === 0) return;
      const target = /** @type {Element} */ (event.target);
      const cell = /** @type {HTMLElement | null} */ (target.closest?.('.cell') ?? null);
      press = { id: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp, candidates, cell };
      if (lastTap) clearTimeout(lastTap.timer); // whether this press is its second tap decides
    },
    true,
  );

  addEventListener('pointermove', (event) => {
    if (drag && event.pointerId === drag.id) {
      follow(event);
      return;
    }
    if (!press || event.pointerId !== press.id) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (Math.hypot(dx, dy) <= slop) return;
    // Across a vertical divider is sideways; the nearest divider the movement crosses takes it.
    const across = press.candidates.find((divider) => (divider.vertical ? Math.abs(dx) >= Math.abs(dy) : Math.abs(dy) > Math.abs(dx)));
    const flick = event.timeStamp - press.time < flickMilliseconds;
    if (!across || flick) {
      endPress(); // the grid's swipe (or the lifted photo's move) goes on
      return;
    }
    take(across, event);
  });

  const up = (/** @type {PointerEvent} */ event) => {
    if (drag && event.pointerId === drag.id) {
      finish();
      return;
    }
    if (!press || event.pointerId !== press.id) return;
    const tap = event.type === 'pointerup' && event.timeStamp - press.time < holdMilliseconds;
    const { candidates, cell } = press;
    press = null;
    if (tap) tapped(candidates[0], event, cell);
    else endPress();
  };
  addEventListener('pointerup', up);
  addEventListener('pointercancel', up);

  /**
   * A tap on `divider`'s hit area: the second of a double tap puts it back; the first waits
   * for a second only when there is something to put back, and its cell's tap then waits too.
   * @param {Divider} divider @param {PointerEvent} event @param {HTMLElement | null} cell
   */
  function tapped(divider, event, cell) {
    const first = lastTap;
    lastTap = null;
    if (
      first &&
      first.index === divider.index &&
      event.timeStamp - first.time <= doubleTapMilliseconds &&
      Math.hypot(event.clientX - first.x, event.clientY - first.y) <= 2 * slop
    ) {
      clicks.swallow(); // neither tap is the cell's
      on.reset(divider.index);
      return;
    }
    if (first) sendOn(first.cell, first.timer); // not its second tap: the first goes through now
    const moved = divider.percent !== divider.originalPercent;
    const waits = moved && cell !== null;
    if (waits) clicks.swallow();
    lastTap = {
      index: divider.index, x: event.clientX, y: event.clientY, time: event.timeStamp, cell: waits ? cell : null,
      timer: waits ? setTimeout(() => {
        const tap = lastTap;
        lastTap = null;
        sendOn(tap?.cell ?? null, 0);
      }, doubleTapMilliseconds) : 0,
    };
  }

  /**
   * Sends a held cell's tap on (a timer set for it is cleared). Within the user activation of the
   * taps: the picker still opens.
   * @param {HTMLElement | null} cell @param {number} timer
   */
  function sendOn(cell, timer) {
    clearTimeout(timer);
    if (cell && !cell.hidden) cell.click();
  }

  /** The press is not the divider's (a swipe, a lift): a tap waiting for it goes through now. */
  function endPress() {
    press = null;
    if (lastTap?.timer) {
      const { cell, timer } = lastTap;
      lastTap = null;
      sendOn(cell, timer);
    }
  }

  /**
   * The drag takes the gesture: the swipe stops (its click is swallowed), keys end their run.
   * @param {Divider} divider @param {PointerEvent} event
   */
  function take(divider, event) {
    const state = layer.state;
    const element = layer.element(divider.index);
    if (!state || !element || !press) return;
    endKeys();
    cancelSwipe();
    if (lastTap) sendOn(lastTap.cell, lastTap.timer);
    lastTap = null;
    const box = grid.getBoundingClientRect();
    const vertical = divider.vertical;
    const scale = vertical ? state.pictureSize.width / box.width : state.pictureSize.height / box.height;
    const start = vertical ? box.left : box.top;
    const { x, y, width, height } = divider.gutter;
    const middle = (vertical ? x + width / 2 : y + height / 2) / scale;
    const grab = (vertical ? press.x : press.y) - start - middle;
    drag = { id: press.id, index: divider.index, vertical, start, scale, grab, element };
    press = null;
    element.classList.add('is-dragging');
    grid.dataset.resize = vertical ? 'col' : 'row';
    try {
      element.setPointerCapture(drag.id); // a mouse that leaves the window keeps the divider
    } catch {}
    on.quick(true);
    follow(event);
  }

  /**
   * The divider follows the pointer, one move per animation frame.
   * @param {PointerEvent} event
   */
  function follow(event) {
    if (!drag) return;
    const along = (drag.vertical ? event.clientX : event.clientY) - drag.start - drag.grab;
    pending = along * drag.scale * 1000;
    frame ||= requestAnimationFrame(flush);
  }

  function flush() {
    cancelAnimationFrame(frame);
    frame = 0;
    if (!drag || pending === null) return;
    const at = Math.round(pending);
    pending = null;
    on.drag(drag.index, at, Math.round(drag.scale * 1000));
  }

  function finish() {
    if (!drag) return;
    flush();
    const { index, element, id } = drag;
    drag = null;
    element.classList.remove('is-dragging');
    hovered?.classList.remove('is-hovered');
    hovered = null; // the next mouse move says again what is under it
    delete grid.dataset.resize;
    try {
      element.releasePointerCapture(id);
    } catch {}
    on.quick(false); // the render that follows draws the cells at full quality
    on.settle(index);
  }

  // --- a mouse over a hit area shows the resize cursor (the hit area takes no pointer events) ---

  grid.addEventListener('pointermove', (event) => {
    if (event.pointerType !== 'mouse' || drag || event.buttons !== 0) return;
    const found = layer.at(event.clientX, event.clientY)[0]?.divider;
    const element = found ? layer.element(found.index) ?? null : null;
    if (element === hovered) return;
    hovered?.classList.remove('is-hovered');
    hovered = element;
    hovered?.classList.add('is-hovered');
    if (found) grid.dataset.resize = found.vertical ? 'col' : 'row';
    else delete grid.dataset.resize;
  });
  grid.addEventListener('pointerleave', () => {
    if (drag || !hovered) return;
    hovered.classList.remove('is-hovered');
    hovered = null;
    delete grid.dataset.resize;
  });

  // --- keys on a focused divider ---

  layer.root.addEventListener('keydown', (event) => {
    const element = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest?.('.divider') ?? null);
    const divider = element ? layer.state?.dividers[Number(element.dataset.index)] : undefined;
    if (!divider || event.altKey || event.ctrlKey || event.metaKey) return;
    const [back, forth] = divider.vertical ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    const step = event.shiftKey ? dividerBigStep : dividerStep;
    if (event.key === back || event.key === forth) on.step(divider.index, event.key === back ? -step : step);
    else if (event.key === 'Home' || event.key === 'End') on.toLimit(divider.index, event.key === 'End');
    else if (event.key === 'Enter') on.reset(divider.index);
    else return;
    event.preventDefault();
    // A run of keys is one step for Undo: it ends once the keys have rested.
    clearTimeout(keysResting);
    keysResting = setTimeout(endKeys, runEndsMilliseconds);
  });
  layer.root.addEventListener('focusout', () => endKeys());

  function endKeys() {
    if (!keysResting) return;
    clearTimeout(keysResting);
    keysResting = 0;
    on.letGo();
  }

  return { abandon: () => endPress() };
}
