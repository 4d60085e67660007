// Reframing and moving photos by hand: two fingers pinch and pan a photo, a wheel or trackpad
// pans it (ctrl/⌘ + wheel, a trackpad pinch, zooms about the pointer), arrow keys pan, +/−
// zoom, 0 resets, Shift + arrow moves the photo to the neighbouring cell, R turns it right
// (Shift + R left), M mirrors it, Delete or Backspace removes it; press and hold (~0.5 s) lifts
// a photo to drag onto another cell. The core clamps and owns every framing;
// this module only measures fingers in fractions of the cell and reports them.

import { Direction } from '../core/abi-codes.js';

/**
 * What a person's hands do to the photos, in fractions of the cell (`ax`, `ay`: the zoom's
 * anchor); slots and Direction codes.
 * @typedef {object} ReframeHands
 * @property {(slot: number, dx: number, dy: number) => void} pan
 * @property {(slot: number, factor: number, ax: number, ay: number) => void} zoom
 * @property {(slot: number) => void} settle
 * @property {(slot: number) => void} reset
 * @property {(from: number, to: number) => void} move
 * @property {(slot: number, direction: number) => void} moveToward
 * @property {(slot: number) => void} lift
 * @property {() => void} drop
 * @property {(slot: number, clockwise: boolean) => void} turn
 * @property {(slot: number) => void} mirror
 * @property {(slot: number) => void} remove
 */
/** @typedef {{x: number, y: number}} Point in CSS px, in the viewport */
/** @typedef {{id: number, slot: number, x: number, y: number, timer?: number, lifted: boolean}} Hold */

/**
 * `grid` holds the cells (`.cell[data-slot]`, photos marked `.is-filled`). `on` gets
 * pan(slot, dx, dy), zoom(slot, factor, ax, ay), settle(slot), reset(slot), move(from, to),
 * moveToward(slot, direction), lift(slot), drop(), turn(slot, clockwise), mirror(slot) and
 * remove(slot); `cancelSwipe()` stops the swipe watcher's
 * gesture. `rules` (the core's) say how long a hold takes, how far it may drift, when a run of
 * wheel turns or keys has ended, and what one key does.
 * @param {HTMLElement} grid @param {import('../core/core-api.js').ScreenRules} rules
 * @param {ReframeHands} on @param {() => void} cancelSwipe
 */
export function watchReframing(grid, rules, on, cancelSwipe) {
  const { slop, holdMilliseconds, runEndsMilliseconds, keyPan, keyZoom } = rules;
  /** @type {Map<number, Point>} */
  const pointers = new Map(); // pointerId → {x, y}
  /** @type {{slot: number, rect: DOMRect, mid: Point, distance: number} | null} */
  let pinch = null; // {slot, rect, mid, distance}
  /** @type {Hold | null} */
  let hold = null; // {id, slot, x, y, timer, lifted}
  let frame = 0;
  /** @type {{slot: number, dx: number, dy: number, factor: number, ax: number, ay: number} | null} */
  let pending = null; // pan and zoom gathered until the next animation frame
  let settleTimer = 0;

  /** @param {number} x @param {number} y @returns {HTMLElement | null} */
  const photoCellAt = (x, y) => {
    // The cells are buttons: an HTMLElement.
    const cell = /** @type {HTMLElement | null | undefined} */ (document.elementFromPoint(x, y)?.closest?.('.cell'));
    return cell && grid.contains(cell) && !cell.hidden ? cell : null;
  };
  /** @param {HTMLElement | null | undefined} cell @returns {number | null} */
  const slotOf = (cell) => (cell?.classList.contains('is-filled') && !cell.classList.contains('is-loading') ? Number(cell.dataset.slot) : null);
  /** @param {number} slot @returns {HTMLElement} every slot has its cell */
  const cellOf = (slot) => /** @type {HTMLElement} */ (grid.querySelector(`.cell[data-slot="${slot}"]`));

  // One pan and one zoom per animation frame, however many events the fingers send.
  /** @param {number} slot @param {number} dx @param {number} dy @param {number} factor @param {number} ax @param {number} ay */
  const queue = (slot, dx, dy, factor, ax, ay) => {
    if (pending && pending.slot !== slot) flush();
    pending ??= { slot, dx: 0, dy: 0, factor: 1, ax, ay };
    pending.dx += dx;
    pending.dy += dy;
    pending.factor *= factor;
    pending.ax = ax;
    pending.ay = ay;
    frame ||= requestAnimationFrame(flush);
  };
  const flush = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    const step = pending;
    pending = null;
    if (!step) return;
    if (step.factor !== 1) on.zoom(step.slot, step.factor, step.ax, step.ay);
    if (step.dx !== 0 || step.dy !== 0) on.pan(step.slot, step.dx, step.dy);
  };
  const settleSoon = (/** @type {number} */ slot) => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      flush();
      on.settle(slot);
    }, runEndsMilliseconds);
  };

  // --- two fingers ---
  const measure = () => {
    const [a, b] = [...pointers.values()];
    return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, distance: Math.hypot(a.x - b.x, a.y - b.y) };
  };

  grid.addEventListener('pointerdown', (event) => {
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 2 && event.pointerType === 'touch') {
      endHold();
      const { mid, distance } = measure();
      const cell = photoCellAt(mid.x, mid.y) ?? photoCellAt(event.clientX, event.clientY);
      const slot = slotOf(cell);
      cancelSwipe(); // two fingers are never a swipe or a tap
      if (slot !== null) pinch = { slot, rect: /** @type {HTMLElement} it has a slot */ (cell).getBoundingClientRect(), mid, distance };
      return;
    }
    if (pointers.size === 1 && event.isPrimary && (event.pointerType !== 'mouse' || event.button === 0)) {
      const slot = slotOf(photoCellAt(event.clientX, event.clientY));
      if (slot === null) return;
      hold = { id: event.pointerId, slot, x: event.clientX, y: event.clientY, lifted: false };
      // endHold() clears this timer before it lets the hold go: `hold` is set when it fires.
      hold.timer = setTimeout(() => {
        /** @type {Hold} */ (hold).lifted = true;
        cancelSwipe(); // the drag that follows moves the photo; it does not share
        on.lift(/** @type {Hold} */ (hold).slot);
      }, holdMilliseconds);
    }
  });

  addEventListener('pointermove', (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch && pointers.size === 2) {
      const { mid, distance } = measure();
      const { rect } = pinch;
      const factor = pinch.distance > 0 && distance > 0 ? distance / pinch.distance : 1;
      queue(
        pinch.slot, (mid.x - pinch.mid.x) / rect.width, (mid.y - pinch.mid.y) / rect.height, factor,
        (mid.x - rect.left) / rect.width, (mid.y - rect.top) / rect.height,
      );
      pinch.mid = mid;
      pinch.distance = distance;
      return;
    }
    if (hold && event.pointerId === hold.id) {
      if (hold.lifted) {
        const cell = cellOf(hold.slot);
        cell.style.translate = `${event.clientX - hold.x}px ${event.clientY - hold.y}px`;
      } else if (Math.hypot(event.clientX - hold.x, event.clientY - hold.y) > slop) {
        endHold(); // moved before the hold: a swipe
      }
    }
  });

  const up = (/** @type {PointerEvent} */ event) => {
    if (!pointers.delete(event.pointerId)) return;
    if (pinch && pointers.size < 2) {
      flush();
      on.settle(pinch.slot);
      pinch = null;
    }
    if (hold && event.pointerId === hold.id) {
      if (hold.lifted && event.type === 'pointerup') {
        const from = hold.slot;
        const cell = cellOf(from);
        cell.style.pointerEvents = 'none'; // look under the lifted photo
        const target = photoCellAt(event.clientX, event.clientY);
        cell.style.pointerEvents = '';
        endHold();
        const to = target ? Number(target.dataset.slot) : null;
        if (to !== null && to !== from) on.move(from, to);
      } else {
        endHold();
      }
    }
  };
  addEventListener('pointerup', up);
  addEventListener('pointercancel', up);

  function endHold() {
    if (!hold) return;
    clearTimeout(hold.timer);
    if (hold.lifted) {
      const cell = cellOf(hold.slot);
      cell.style.translate = '';
      on.drop();
    }
    hold = null;
  }

  // --- wheel and trackpad ---
  grid.addEventListener(
    'wheel',
    (event) => {
      const cell = photoCellAt(event.clientX, event.clientY);
      const slot = slotOf(cell);
      if (slot === null) return;
      event.preventDefault(); // the page does not scroll under a photo
      const rect = /** @type {HTMLElement} it has a slot */ (cell).getBoundingClientRect();
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? rect.height : 1;
      if (event.ctrlKey || event.metaKey) {
        const factor = Math.exp((-event.deltaY * unit) / 200);
        queue(slot, 0, 0, factor, (event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height);
      } else {
        // Content follows the fingers on a trackpad: scrolling down shows what is further down.
        queue(slot, (-event.deltaX * unit) / rect.width, (-event.deltaY * unit) / rect.height, 1, 0.5, 0.5);
      }
      settleSoon(slot);
    },
    { passive: false },
  );

  // --- keyboard, on a focused photo cell ---
  grid.addEventListener('keydown', (event) => {
    const cell = /** @type {HTMLElement | null | undefined} a cell is an HTMLElement */ (/** @type {Element} */ (event.target).closest?.('.cell'));
    const slot = slotOf(cell);
    if (slot === null || event.altKey || event.ctrlKey || event.metaKey) return;
    /** @type {Record<string, [number, number, number]>} key → x, y, Direction */
    const arrows = { ArrowLeft: [-1, 0, Direction.left], ArrowRight: [1, 0, Direction.right], ArrowUp: [0, -1, Direction.up], ArrowDown: [0, 1, Direction.down] };
    if (event.key in arrows) {
      const [x, y, direction] = arrows[event.key];
      event.preventDefault();
      if (event.shiftKey) {
        on.moveToward(slot, direction); // the core knows which cell is next that way
        return;
      }
      // An arrow shows more of the photo on that side: the photo moves the other way.
      on.pan(slot, -x * keyPan, -y * keyPan);
      settleSoon(slot);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      on.zoom(slot, keyZoom, 0.5, 0.5);
      settleSoon(slot);
    } else if (event.key === '-' || event.key === '_' || event.key === '−') {
      event.preventDefault();
      on.zoom(slot, 1 / keyZoom, 0.5, 0.5);
      settleSoon(slot);
    } else if (event.key === '0') {
      event.preventDefault();
      on.reset(slot);
    } else if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      on.turn(slot, !event.shiftKey);
    } else if (event.key === 'm' || event.key === 'M') {
      event.preventDefault();
      on.mirror(slot);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      on.remove(slot);
    }
  });
}
