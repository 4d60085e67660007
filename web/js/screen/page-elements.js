// The elements of index.html the page wires, found by id and typed as what they are, so the
// wiring needs no casts of its own.

/**
 * The elements of index.html the page wires, by id, as what they are.
 * @typedef {object} PageElements
 * @property {HTMLElement} message the live region
 * @property {HTMLElement} spoken the live region for screen readers alone
 * @property {HTMLElement} grid
 * @property {HTMLElement} hint
 * @property {HTMLInputElement} picker
 * @property {HTMLDialogElement} sheet
 * @property {HTMLElement} layouts
 * @property {HTMLSelectElement} size
 * @property {HTMLButtonElement} start-over
 * @property {HTMLButtonElement} undo
 * @property {HTMLButtonElement} redo
 * @property {HTMLButtonElement} share
 * @property {HTMLButtonElement} open-catalogue
 * @property {HTMLDialogElement} catalogue
 * @property {HTMLElement} catalogue-entries
 * @property {HTMLButtonElement} open-frame
 * @property {HTMLButtonElement} open-photos
 * @property {HTMLDialogElement} photo-sheet
 * @property {HTMLElement} photo-rows
 * @property {HTMLDialogElement} frame-sheet
 * @property {HTMLElement} formats
 * @property {HTMLInputElement} spacing
 * @property {HTMLOutputElement} spacing-value
 * @property {HTMLInputElement} radius
 * @property {HTMLOutputElement} radius-value
 * @property {HTMLElement} colours
 * @property {HTMLInputElement} colour
 */
/**
 * @template {keyof PageElements} K
 * @param {K} id @returns {PageElements[K]}
 */
export const $ = (id) => /** @type {PageElements[K]} index.html has each of them */ (document.getElementById(id));
