// The click a browser sends after a gesture that was not a tap (a swipe, a divider's tap that
// waits for a second): held back before it reaches a cell, whose click opens the picker.

/**
 * Watches `element`'s clicks in the capture phase: after `swallow()`, the next click a pointer
 * makes there stops before it reaches what is under it; `letThrough()` takes that back. A click
 * with `detail` 0 (a key's, or `click()`'s) always goes through and keeps the swallow waiting.
 * @param {HTMLElement} element @returns {{swallow: () => void, letThrough: () => void}}
 */
export function guardClicks(element) {
  let swallowing = false;
  element.addEventListener(
    'click',
    (event) => {
      if (!swallowing || event.detail === 0) return;
      swallowing = false;
      event.stopPropagation();
      event.preventDefault();
    },
    true,
  );
  return {
    swallow: () => {
      swallowing = true;
    },
    letThrough: () => {
      swallowing = false;
    },
  };
}
