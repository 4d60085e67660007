// The grid in a person's hands: swipes share, two fingers / wheel / keys reframe, a held press
// moves a photo, a press and a drag across a divider moves it. Each gesture becomes a reducer
// event; a pan or zoom at the display's frame rate draws only its cell (the flow's
// `sendReframing`), a divider's drag draws the cells quickly until it settles, and every effect
// is still performed.

import { Event } from '../core/abi-codes.js';
import { MILLION } from '../core/flow-state.js';
import { watchSwipes } from './gestures.js';
import { watchReframing } from './reframe.js';
import { watchDividers } from './divider-hands.js';

/**
 * Wires the grid's gestures; `send` dispatches and renders, `flow` serves the frame-rate path.
 * @param {HTMLElement} gridElement
 * @param {object} parts
 * @param {import('../core/core-api.js').Core} parts.core
 * @param {import('../core/flow.js').Flow} parts.flow
 * @param {import('../core/flow.js').Send} parts.send
 * @param {import('../screen/grid.js').GridView} parts.grid draws the cells quickly during a divider's drag
 * @param {import('../screen/dividers.js').DividerLayer} parts.dividers
 */
export function wireGridHands(gridElement, { core, flow, send, grid, dividers }) {
  const rules = core.screenRules();
  const swipes = watchSwipes(gridElement, rules.slop, (direction) => send(Event.swiped, direction));
  const dividerHands = watchDividers(
    gridElement,
    dividers,
    rules,
    {
      drag: (divider, at, pixelsPerPoint) => send(Event.dividerDragged, divider, at, pixelsPerPoint),
      settle: (divider) => send(Event.dividerSettled, divider),
      step: (divider, percent) => send(Event.dividerStepped, divider, percent),
      toLimit: (divider, toEnd) => send(Event.dividerToLimit, divider, toEnd ? 1 : 0),
      reset: (divider) => send(Event.dividerReset, divider),
      letGo: () => send(Event.changeEnded),
      quick: (on) => grid.drawQuickly(on),
    },
    () => swipes.cancel(),
  );

  /**
   * A pan or zoom, at the display's frame rate: one dispatch, its cell drawn with one drawImage;
   * the rest of the page (and the picture) waits for the gesture to settle.
   * @param {number} event @param {number} slot @param {...number} args
   */
  const reframe = (event, slot, ...args) => flow.sendReframing(event, slot, ...args.map(Math.round));
  const lifted = (/** @type {number} */ slot) => {
    dividerHands.abandon(); // a photo lifted under a divider's hit area: the press moves the photo
    gridElement.querySelector(`.cell[data-slot="${slot}"]`)?.classList.add('is-lifted');
  };

  watchReframing(
    gridElement,
    rules,
    {
      pan: (slot, dx, dy) => reframe(Event.framePanned, slot, dx * MILLION, dy * MILLION),
      zoom: (slot, factor, ax, ay) => reframe(Event.frameZoomed, slot, factor * MILLION, ax * MILLION, ay * MILLION),
      settle: (slot) => send(Event.frameSettled, slot),
      reset: (slot) => send(Event.frameReset, slot),
      move: (from, to) => send(Event.photoMoved, from, to),
      moveToward: (slot, direction) => {
        const to = core.layoutNeighbour(flow.state.form, slot, direction);
        if (to !== null) send(Event.photoMoved, slot, to);
      },
      lift: lifted,
      turn: (slot, clockwise) => send(clockwise ? Event.photoTurnedRight : Event.photoTurnedLeft, slot),
      mirror: (slot) => send(Event.photoMirrored, slot),
      remove: (slot) => send(Event.photoRemoved, slot),
      drop: () => gridElement.querySelectorAll('.is-lifted').forEach((cell) => cell.classList.remove('is-lifted')),
    },
    () => swipes.cancel(),
  );
}
