// Swipes on the grid, from pointer events (touch, pen or mouse). A movement within the core's
// slop is a tap and its click goes through to the cell; beyond it, the gesture is a swipe in its
// dominant direction and the click it may produce is swallowed. The grid needs
// `touch-action: none`, or the browser pans and cancels the pointer.

import { Direction } from '../core/abi-codes.js';
import { guardClicks } from './gesture-click.js';

/**
 * Calls `onSwipe(direction)` (a Direction code) for each swipe that starts on `element` and
 * moves further than `slop` CSS px.
 * Returns `{cancel()}`: the gesture under way becomes neither a swipe nor a tap (a second
 * finger, or a press held to lift a photo, took it over).
 * @param {HTMLElement} element @param {number} slop @param {(direction: number) => void} onSwipe
 * @returns {{cancel: () => void}}
 */
export function watchSwipes(element, slop, onSwipe) {
  /** @type {{id: number, x: number, y: number} | null} the primary pointer's down */
  let start = null;
  // A swipe is not a tap: its click is stopped before it reaches a cell.
  const clicks = guardClicks(element);

  const end = (/** @type {PointerEvent} */ event) => {
    if (!start || event.pointerId !== start.id) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    stop();
    if (Math.max(Math.abs(dx), Math.abs(dy)) <= slop) return;
    clicks.swallow();
    if (Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? Direction.left : Direction.right);
    else onSwipe(dy < 0 ? Direction.up : Direction.down);
  };
  const cancel = (/** @type {PointerEvent} */ event) => {
    if (start && event.pointerId === start.id) stop();
  };
  // Follow the pointer on the window: a mouse may leave the grid mid-swipe. (No pointer
  // capture: it would retarget the click from the cell to the grid.)
  const stop = () => {
    start = null;
    window.removeEventListener('pointerup', end);
    window.removeEventListener('pointercancel', cancel);
  };

  element.addEventListener('pointerdown', (event) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    clicks.letThrough();
    start = { id: event.pointerId, x: event.clientX, y: event.clientY };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', cancel);
  });

  const cancel_ = () => {
    if (!start) return;
    stop();
    clicks.swallow();
  };
  return { cancel: cancel_ };
}
