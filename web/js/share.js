// Handing the picture over: the system share sheet with the file alone (iOS shares files
// reliably only that way), or, where files cannot be shared, our own sheet offering Download,
// Copy image and Cancel. Every path ends in an Outcome for the reducer.

import { Outcome } from './flow.js';

/** `instagrid-YYYYMMDD-HHMMSS.jpg`, in local time. */
export function pictureFileName(date = new Date()) {
  const two = (n) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}`;
  const time = `${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
  return `instagrid-${day}-${time}.jpg`;
}

function canShareFile(file) {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/**
 * Shares `file`; resolves to {outcome, error?}. `sheet` is the fallback ShareSheet and
 * `png()` makes a PNG copy for the clipboard.
 */
export async function sharePicture(file, { sheet, png }) {
  if (!canShareFile(file)) return sheet.offer(file, png);
  try {
    await navigator.share({ files: [file] });
    return { outcome: Outcome.completed };
  } catch (error) {
    if (error?.name === 'AbortError') return { outcome: Outcome.cancelled };
    return { outcome: Outcome.failed, error };
  }
}

/** The fallback sheet: a modal <dialog> with Download, Copy image and Cancel. */
export class ShareSheet {
  #dialog;
  #download;
  #copy;
  #cancel;
  #finish = null;

  constructor(dialog) {
    this.#dialog = dialog;
    this.#download = dialog.querySelector('[data-action="download"]');
    this.#copy = dialog.querySelector('[data-action="copy"]');
    this.#cancel = dialog.querySelector('[data-action="cancel"]');
    // The clipboard takes images only through ClipboardItem; without it, do not offer Copy.
    this.#copy.hidden = !(navigator.clipboard?.write && typeof ClipboardItem === 'function');
    this.#cancel.addEventListener('click', () => this.#end({ outcome: Outcome.cancelled }));
    // Escape closes a modal dialog: that is a cancel too.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      this.#end({ outcome: Outcome.cancelled });
    });
  }

  /** Opens the sheet for `file`; resolves with the outcome once the person chose. */
  offer(file, png) {
    this.#download.onclick = () => {
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.click();
      // Revoke later: some browsers start reading the URL after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
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

  #end(result) {
    if (!this.#finish) return;
    const finish = this.#finish;
    this.#finish = null;
    this.#dialog.close();
    finish(result);
  }
}
