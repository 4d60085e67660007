// Photos brought in without the picker: files dropped on the grid (on a cell: it and the empty
// cells after it; elsewhere on the frame: the empty cells) and photos pasted (⌘/Ctrl + V: the
// focused cell, or the first empty one). Each becomes a reducer event with the files' count;
// the reducer decides where each file goes and refuses what is no photo, as for a pick. What
// is not a file (text dragged or pasted) is left to the browser.

import { Event } from '../core/abi-codes.js';

/**
 * Files for the grid: `event` (photosPicked or photosDropped), `slot` (−1: no cell), the files in order.
 * @typedef {(event: number, slot: number, files: File[]) => void} Bring
 */

/**
 * Whether a drag carries files (their names and bytes are only known at the drop).
 * @param {DragEvent} event
 */
function carriesFiles(event) {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * The visible cell `target` lies in, or null.
 * @param {EventTarget | null} target @returns {HTMLElement | null}
 */
function cellOf(target) {
  return target instanceof Element ? /** @type {HTMLElement | null} */ (target.closest('.cell:not([hidden])')) : null;
}

/**
 * Files dragged over the grid show where they would go (the cell under them, or the frame and
 * its empty cells) and are taken where they are dropped. Anywhere else on the page a drop of
 * files is refused, so that the browser does not open the file in the page's place.
 * @param {HTMLElement} grid @param {Bring} bring
 */
export function watchPhotoDrops(grid, bring) {
  /** @type {HTMLElement | null} what shows that the files are welcome: a cell, or the frame */
  let shown = null;
  const show = (/** @type {HTMLElement | null} */ target) => {
    if (shown === target) return;
    shown?.classList.remove('is-drop-target');
    target?.classList.add('is-drop-target');
    grid.classList.toggle('is-dropping', target !== null);
    shown = target;
  };
  /** Where files over `target` would go: a cell, the frame, or nowhere (null). */
  const targetOf = (/** @type {EventTarget | null} */ target) =>
    cellOf(target) ?? (target instanceof Node && grid.contains(target) ? grid : null);

  document.addEventListener('dragover', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault(); // taken here, or refused: never opened in the page's place
    const target = targetOf(event.target);
    if (event.dataTransfer) event.dataTransfer.dropEffect = target ? 'copy' : 'none';
    show(target);
  });
  // Out of the window, or the drag given up (the browser then leaves the last target with no
  // element to go to); moving between the grid's parts has one, and a dragover follows at once.
  document.addEventListener('dragleave', (event) => {
    if (!event.relatedTarget) show(null);
  });
  document.addEventListener('drop', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    show(null);
    const target = targetOf(event.target);
    const files = [...(event.dataTransfer?.files ?? [])];
    if (!target || files.length === 0) return;
    if (target === grid) bring(Event.photosPicked, -1, files);
    else bring(Event.photosDropped, Number(target.dataset.slot), files);
  });
}

/**
 * Photos pasted go into the focused cell (a photo there is replaced by the first), or, with no
 * cell focused, into the empty cells; a paste while a sheet covers the grid is not the grid's.
 * @param {HTMLElement} grid @param {Bring} bring
 */
export function watchPhotoPastes(grid, bring) {
  document.addEventListener('paste', (event) => {
    const files = [...(event.clipboardData?.files ?? [])];
    if (files.length === 0 || document.querySelector('dialog[open]')) return; // text, or a sheet's
    event.preventDefault();
    const cell = cellOf(document.activeElement);
    bring(Event.photosPicked, cell && grid.contains(cell) ? Number(cell.dataset.slot) : -1, files);
  });
}
