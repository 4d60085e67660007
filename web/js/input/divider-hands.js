// Dividers by hand: a press on a divider's hit area then a drag across it moves the divider (touch,
// pen or mouse), a double tap or double click puts it back, and on a focused divider the arrows
// move it (Shift: ten times as far), Home and End take it to its limits and Enter puts it back.
// The core snaps, clamps and keeps the history; these modules measure the pointer in the
// picture's pixels and report it.
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

import { watchDividerDrags } from './divider-drags.js';
import { watchDividerKeys } from './divider-keys.js';
import { watchDividerTaps } from './divider-taps.js';

/** @typedef {import('../screen/dividers.js').DividerLayer} DividerLayer */

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
 * Wires the dividers of `layer` (in `grid`) to `on`: pointers (divider-drags.js), taps
 * (divider-taps.js) and keys (divider-keys.js). `rules` are the core's (slop, hold, flick, double
 * tap, steps, rest of a run of keys); `cancelSwipe()` stops the grid's swipe when a drag takes
 * the gesture. Returns `{abandon()}`: the press under way is not the divider's (a photo lifted
 * under it).
 * @param {HTMLElement} grid @param {DividerLayer} layer @param {import('../core/core-api.js').ScreenRules} rules
 * @param {DividerHands} on @param {() => void} cancelSwipe
 * @returns {{abandon: () => void}}
 */
export function watchDividers(grid, layer, rules, on, cancelSwipe) {
  const keys = watchDividerKeys(layer, rules, on);
  const taps = watchDividerTaps(grid, rules, on.reset);
  return watchDividerDrags(grid, layer, rules, on, { taps, keys, cancelSwipe });
}
