// Pointers on the dividers (input/divider-hands.js): a press on a hit area, then a movement
// across it, drags the divider (touch, pen or mouse), one move per animation frame, measured in
// the picture's pixels; a press that ends soon without moving is a tap (divider-taps.js); a mouse
// over a hit area shows the resize cursor.

/** @typedef {import('../screen/dividers.js').DividerLayer} DividerLayer */
/** @typedef {import('../core/flow-state.js').DividerView} Divider */
/** @typedef {import('./divider-hands.js').DividerHands} DividerHands */
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
 * Wires the pointers over `layer`'s dividers (in `grid`) to `on`. `taps` takes the presses that
 * are taps, `keys` ends its run when a drag begins, and `cancelSwipe()` stops the grid's swipe.
 * Returns `{abandon()}`: the press under way is not the divider's (a photo lifted under it).
 * @param {HTMLElement} grid @param {DividerLayer} layer @param {import('../core/core-api.js').ScreenRules} rules
 * @param {DividerHands} on
 * @param {{taps: import('./divider-taps.js').DividerTaps, keys: {end: () => void}, cancelSwipe: () => void}} parts
 * @returns {{abandon: () => void}}
 */
export function watchDividerDrags(grid, layer, rules, on, { taps, keys, cancelSwipe }) {
  // A press that reaches the slop sooner than flickMilliseconds was already moving as it landed:
  // a flick, the grid's swipe (a person who drags a divider presses it first).
  const { slop, holdMilliseconds, flickMilliseconds } = rules;
  /** @type {Press | null} */
  let press = null;
  /** @type {Drag | null} */
  let drag = null;
  let frame = 0;
  /** @type {number | null} the latest position, sent at the next animation frame */
  let pending = null;
  /** @type {HTMLElement | null} the divider a mouse is over */
  let hovered = null;

  // --- a press, then a drag across, or a tap ---

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
      taps.press();
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const candidates = layer.at(event.clientX, event.clientY).map((found) => found.divider);
      if (candidates.length === 0) return;
      const target = /** @type {Element} */ (event.target);
      const cell = /** @type {HTMLElement | null} */ (target.closest?.('.cell') ?? null);
      press = { id: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp, candidates, cell };
      taps.mayBeSecond(); // whether this press is its second tap decides
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
    if (tap) taps.tapped(candidates[0], event, cell);
    else endPress();
  };
  addEventListener('pointerup', up);
  addEventListener('pointercancel', up);

  /** The press is not the divider's (a swipe, a lift): a tap waiting for it goes through now. */
  function endPress() {
    press = null;
    taps.goOn();
  }

  /**
   * The drag takes the gesture: the swipe stops (its click is swallowed), keys end their run.
   * @param {Divider} divider @param {PointerEvent} event
   */
  function take(divider, event) {
    const state = layer.state;
    const element = layer.element(divider.index);
    if (!state || !element || !press) return;
    keys.end();
    cancelSwipe();
    taps.drop();
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

  return { abandon: () => endPress() };
}
