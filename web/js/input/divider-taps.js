// Taps on a divider's hit area (input/divider-hands.js). A tap there is the cell's, as ever: it
// opens the picker, at once unless the divider has been moved. Then the tap waits the core's
// doubleTapMilliseconds for a second, which would put the divider back (and neither tap is the
// cell's), and goes through when none comes, or as soon as the next press is not that second.

import { guardClicks } from './gesture-click.js';

/** @typedef {import('../core/flow-state.js').DividerView} Divider */
/**
 * A tap that may be the first of two; its cell's tap waits while `timer` runs.
 * @typedef {{index: number, x: number, y: number, time: number, cell: HTMLElement | null, timer: number}} Tap
 */
/**
 * What the presses on `grid` tell the taps: `press()`, any new press (the click of a tap before
 * it is no longer held back); `mayBeSecond()`, a press on a hit area (a first tap's wait stops
 * until the press says what it is); `tapped(divider, event, cell)`, the press was a tap on
 * `divider` over `cell`; `goOn()`, the press was not the divider's (a swipe, a lift): a tap
 * waiting goes through now; `drop()`, a drag took the gesture: a first tap goes through now and
 * no second is waited for.
 * @typedef {object} DividerTaps
 * @property {() => void} press
 * @property {() => void} mayBeSecond
 * @property {(divider: Divider, event: PointerEvent, cell: HTMLElement | null) => void} tapped
 * @property {() => void} goOn
 * @property {() => void} drop
 */

/**
 * Taps on `grid`'s dividers; `rules` are the core's (the slop, the double tap's time), and
 * `reset(divider)` puts a divider back.
 * @param {HTMLElement} grid @param {import('../core/core-api.js').ScreenRules} rules
 * @param {(divider: number) => void} reset @returns {DividerTaps}
 */
export function watchDividerTaps(grid, rules, reset) {
  const { slop, doubleTapMilliseconds } = rules;
  /** @type {Tap | null} */
  let lastTap = null;
  // The click of a tap that waits (or of a double tap's taps) is held back; `click()` sends it
  // on (detail 0: not a pointer's).
  const clicks = guardClicks(grid);

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
      reset(divider.index);
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

  return {
    press: () => clicks.letThrough(),
    mayBeSecond: () => {
      if (lastTap) clearTimeout(lastTap.timer);
    },
    tapped,
    goOn: () => {
      if (!lastTap?.timer) return;
      const { cell, timer } = lastTap;
      lastTap = null;
      sendOn(cell, timer);
    },
    drop: () => {
      if (lastTap) sendOn(lastTap.cell, lastTap.timer);
      lastTap = null;
    },
  };
}
