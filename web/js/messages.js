// What the page says, in plain words, through one polite live region. The reducer decides
// what to say (message kind and argument); this module words it.

import { Message } from './flow.js';

const NUMBERS = ['no', 'one', 'two', 'three', 'four'];
const NOTICE_MS = 8000;

/** Words for a reducer message; `detail` may add the reason of a failed share. */
export function wordsFor(kind, argument, detail = '') {
  switch (kind) {
    case Message.photosMissing: {
      const count = NUMBERS[argument] ?? String(argument);
      const capital = count[0].toUpperCase() + count.slice(1);
      return argument === 1
        ? `${capital} photo is missing: add it to the highlighted cell.`
        : `${capital} photos are missing: add them to the highlighted cells.`;
    }
    case Message.photoUnreadable:
      return 'That photo could not be opened. The cell keeps what it had.';
    case Message.shareFailed:
      return `The picture could not be shared${detail ? `: ${detail}` : ''}. Your photos are still here.`;
    default:
      return '';
  }
}

/** A plain-words reason for a failed share, from the error's name ('' when none helps). */
export function shareFailureReason(error) {
  switch (error?.name) {
    case 'NotAllowedError':
      return 'the browser did not allow it';
    case 'DataError':
    case 'TypeError':
      return 'this browser cannot share it';
    case 'PictureError':
      return error.message;
    default:
      return '';
  }
}

export class Announcer {
  #region;
  #fromFlow = false;
  #timer = 0;

  constructor(region) {
    this.#region = region;
  }

  /** Says `text` for the reducer; it stays while the reducer keeps the message. */
  say(text) {
    this.#fromFlow = true;
    this.#show(text);
  }

  /** A page notice (not a reducer message): shown for a while. */
  notice(text) {
    this.#fromFlow = false;
    this.#show(text);
    this.#timer = setTimeout(() => this.#show(''), NOTICE_MS);
  }

  /** Clears a reducer message the reducer no longer holds. */
  renderState(state) {
    if (this.#fromFlow && state.messageKind === Message.none) this.#show('');
  }

  #show(text) {
    clearTimeout(this.#timer);
    // The same words twice in a row are not announced again unless the region changes first.
    if (text && this.#region.textContent === text) {
      this.#region.textContent = '';
      requestAnimationFrame(() => this.#set(text));
    } else {
      this.#set(text);
    }
  }

  // The region stays in the document when empty (CSS makes it invisible): a live region that
  // appears together with its text is often not announced.
  #set(text) {
    this.#region.textContent = text;
  }
}
