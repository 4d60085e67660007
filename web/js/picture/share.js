// Handing the picture over: the system share sheet with the file alone (iOS shares files
// reliably only that way), or, where files cannot be shared, our own sheet offering Download,
// Copy image and Cancel. Every path ends in an Outcome for the reducer.

import { Outcome } from '../core/abi.js';

// How long a download's object URL lives: some browsers start reading it after click() returns.
const DOWNLOAD_URL_MS = 60_000;

/**
 * How a share ended: an Outcome code; `error` when it failed (whatever was thrown).
 * @typedef {{outcome: number, error?: unknown}} ShareResult
 */
/** @typedef {(picture: Blob) => Promise<Blob>} MakePng a PNG copy of the picture, for the clipboard */

/**
 * Hands the picture `pictures` made (or is finishing) to the share sheet or the fallback
 * `sheet`; resolves to {outcome, error?}, never rejects. `onSystemSheet()` runs as the system's
 * sheet opens.
 * @param {import('./picture.js').PictureMaker} pictures
 * @param {ShareSheet} sheet
 * @param {() => void} onSystemSheet
 * @returns {Promise<ShareResult>}
 */
export async function presentPicture(pictures, sheet, onSystemSheet) {
  try {
    const blob = await pictures.picture();
    const file = new File([blob], pictureFileName(), { type: 'image/jpeg' });
    return await sharePicture(file, { sheet, png: (picture) => pictures.png(picture), onSystemSheet });
  } catch (error) {
    console.warn(error);
    const failure = new Error('it could not be prepared');
    failure.name = 'PictureError';
    return { outcome: Outcome.failed, error: failure };
  }
}

/**
 * `instagrid-YYYYMMDD-HHMMSS.jpg`, in local time.
 * @param {Date} date (optional)
 */
export function pictureFileName(date = new Date()) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}`;
  const time = `${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
  return `instagrid-${day}-${time}.jpg`;
}

/** @param {File} file */
function canShareFile(file) {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/**
 * Shares `file`; resolves to {outcome, error?}. `sheet` is the fallback ShareSheet, `png()`
 * makes a PNG copy for the clipboard, `onSystemSheet()` runs as the system's sheet opens.
 * @param {File} file
 * @param {{sheet: ShareSheet, png: MakePng, onSystemSheet?: () => void}} fallback
 * @returns {Promise<ShareResult>}
 */
export async function sharePicture(file, { sheet, png, onSystemSheet = () => {} }) {
  if (!canShareFile(file)) return sheet.offer(file, png);
  onSystemSheet();
  const sharing = navigator.share({ files: [file] }).then(
    () => ({ outcome: Outcome.completed }),
    (error) => (error?.name === 'AbortError' ? { outcome: Outcome.cancelled } : { outcome: Outcome.failed, error }),
  );
  // A sheet that never answers (iOS sometimes never settles share()) is the core's to give up
  // on: its share timer, cut short when the page is back in view.
  return sharing;
}

// What the sheet says in a home-screen app, where the picture is held rather than downloaded.
const HOLD_TEXT = 'Touch and hold the picture, then choose Save to Photos or Share.';

/** In a home-screen (standalone) web app, where iOS ignores `<a download>` (DESIGN.md §11). */
function inHomeScreenApp() {
  // `standalone`: Safari's own, on iOS only (not in TypeScript's Navigator).
  return /** @type {Navigator & {standalone?: boolean}} */ (navigator).standalone === true || matchMedia('(display-mode: standalone)').matches;
}

/**
 * The fallback sheet: a modal <dialog> with Download, Copy image and Cancel; in a home-screen
 * app, the picture itself to touch and hold (iOS's own Save to Photos), Copy image and Done.
 */
export class ShareSheet {
  /** @type {HTMLDialogElement} */
  #dialog;
  /** @type {HTMLElement} */
  #text;
  /** @type {string | null} */
  #downloadText;
  /** @type {HTMLImageElement} */
  #picture;
  /** @type {HTMLButtonElement} */
  #download;
  /** @type {HTMLButtonElement} */
  #copy;
  /** @type {HTMLButtonElement} */
  #cancel;
  /** @type {string | null} */
  #cancelLabel;
  #pictureUrl = '';
  /** @type {((result: ShareResult) => void) | null} */
  #finish = null;

  /** @param {HTMLDialogElement} dialog index.html's sheet, which holds the elements below */
  constructor(dialog) {
    this.#dialog = dialog;
    this.#text = /** @type {HTMLElement} */ (dialog.querySelector('#sheet-text'));
    this.#downloadText = this.#text.textContent;
    this.#picture = /** @type {HTMLImageElement} */ (dialog.querySelector('#sheet-picture'));
    this.#download = /** @type {HTMLButtonElement} */ (dialog.querySelector('[data-action="download"]'));
    this.#copy = /** @type {HTMLButtonElement} */ (dialog.querySelector('[data-action="copy"]'));
    this.#cancel = /** @type {HTMLButtonElement} */ (dialog.querySelector('[data-action="cancel"]'));
    this.#cancelLabel = this.#cancel.textContent;
    // The clipboard takes images only through ClipboardItem; without it, do not offer Copy.
    // (`write` is missing in older engines, whatever TypeScript's Clipboard says.)
    const clipboard = /** @type {Partial<Clipboard> | undefined} */ (navigator.clipboard);
    this.#copy.hidden = !(clipboard?.write && typeof ClipboardItem === 'function');
    this.#cancel.addEventListener('click', () => this.#end({ outcome: Outcome.cancelled }));
    // Escape closes a modal dialog: that is a cancel too.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      this.#end({ outcome: Outcome.cancelled });
    });
  }

  /**
   * Opens the sheet for `file`; resolves with the outcome once the person chose.
   * @param {File} file @param {MakePng} png @returns {Promise<ShareResult>}
   */
  offer(file, png) {
    this.#showPictureIfHeld(file);
    this.#download.onclick = () => {
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_MS);
      this.#end({ outcome: Outcome.completed });
    };
    this.#copy.onclick = async () => {
      try {
        // A promise for the data keeps the click's permission while the PNG is made.
        await navigator.clipboard.write([new ClipboardItem({ 'image/png': png(file) })]);
        this.#end({ outcome: Outcome.completed });
      } catch (error) {
        this.#end({ outcome: Outcome.failed, error });
      }
    };
    return new Promise((resolve) => {
      this.#finish = resolve;
      this.#dialog.showModal();
    });
  }

  /** @param {File} file */
  #showPictureIfHeld(file) {
    const held = inHomeScreenApp();
    this.#download.hidden = held;
    this.#text.textContent = held ? HOLD_TEXT : this.#downloadText;
    this.#cancel.textContent = held ? 'Done' : this.#cancelLabel;
    this.#picture.hidden = !held;
    this.#dialog.classList.toggle('holding', held);
    if (!held) return;
    this.#pictureUrl = URL.createObjectURL(file);
    this.#picture.src = this.#pictureUrl;
  }

  /** @param {ShareResult} result */
  #end(result) {
    if (!this.#finish) return;
    const finish = this.#finish;
    this.#finish = null;
    this.#dialog.close();
    if (this.#pictureUrl) {
      this.#picture.removeAttribute('src');
      URL.revokeObjectURL(this.#pictureUrl);
      this.#pictureUrl = '';
    }
    finish(result);
  }
}
