// What the page says, in plain words, through one polite live region. The reducer decides
// what to say (message kind and argument); this module words it.

import { Change, FORMAT_LABELS, FrameProperty, Message, PICTUREFORMAT_LABELS, Place } from './abi.js';

/** @typedef {import('./flow.js').FlowState} FlowState */
/** @typedef {import('./flow.js').FlowMessage} FlowMessage */
/**
 * What a message's words need besides its arguments.
 * @typedef {object} WordsContext
 * @property {number} [maxPixels] the most pixels a photo may have
 * @property {string} [detail] why a share failed, in words
 * @property {string} [direction] where to swipe to share: 'up' or 'left'
 */

/** Small counts in words (a larger one is written in digits). */
export const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

/** Place code → its words: `topLeft` is "top left". */
const PLACE_WORDS = new Map(Object.entries(Place).map(([name, code]) => [code, name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)]));

/**
 * A cell's place in words (a Place code from the core): "top left", "bottom".
 * @param {number} place
 */
export function placeWords(place) {
  return PLACE_WORDS.get(place) ?? 'other';
}

/** The frame colours the core offers, in words; any other is said as its code. */
const COLOUR_WORDS = new Map([[0x106698, 'Blue'], [0xffffff, 'White'], [0x000000, 'Black']]);

/**
 * A frame colour (0xRRGGBB) in words: "Blue", or "#12AB34".
 * @param {number} colour
 */
export function colourWords(colour) {
  return COLOUR_WORDS.get(colour) ?? `#${colour.toString(16).padStart(6, '0').toUpperCase()}`;
}

/**
 * What is said when a layout is chosen: "Layout 7: Big top, small below."
 * @param {{number: number, name: string}} layout
 */
export function layoutChosenWords({ number, name }) {
  return `Layout ${number}: ${name}.`;
}

/**
 * What is said when a format is chosen: "Story 9:16, 1080 × 1920 pixels."
 * @param {number} format a PictureFormat code @param {{width: number, height: number}} size the picture's pixels
 */
export function formatChosenWords(format, { width, height }) {
  return `${PICTUREFORMAT_LABELS[format] ?? 'Format'}, ${width} × ${height} pixels.`;
}

/**
 * Words for a reducer message `{kind, a, b, c}`; `context` adds the limit and a share failure's reason.
 * @param {FlowMessage} message @param {WordsContext} context (optional) @returns {string}
 */
export function wordsFor({ kind, a, b, c }, { maxPixels = 0, detail = '', direction = 'up' } = {}) {
  switch (kind) {
    case Message.photosMissing: {
      const count = capital(NUMBER_WORDS[a] ?? String(a));
      return a === 1
        ? `${count} photo is missing: add it to the highlighted cell.`
        : `${count} photos are missing: add them to the highlighted cells.`;
    }
    case Message.photosLoading:
      return a === 1 ? 'One photo is still loading: share once it appears.' : `${capital(NUMBER_WORDS[a] ?? String(a))} photos are still loading: share once they appear.`;
    case Message.photoUnreadable:
      return 'That photo could not be opened. The cell keeps what it had.';
    case Message.photoFormatUnknown:
      return 'That file is not a photo Instagrid can open (JPEG, PNG, GIF, WebP, BMP, HEIC or AVIF). The cell keeps what it had.';
    case Message.photoFormatUnsupported:
      return `This browser cannot open ${FORMAT_LABELS[b] ?? 'such'} photos. Choose a JPEG or PNG copy; the cell keeps what it had.`;
    case Message.photoTooLarge:
      return `That photo is ${b.toLocaleString('en')} × ${c.toLocaleString('en')} pixels (${megapixels(b * c)} megapixels), more than the ${megapixels(maxPixels)} megapixels Instagrid takes. The cell keeps what it had.`;
    case Message.photoBlank:
      return 'That photo came out blank in this browser, larger than it can draw. The cell keeps what it had.';
    case Message.pictureMadeSmaller:
      return `There was not enough memory for the picture at the size chosen: it is made ${a} pixels on its short side instead.`;
    case Message.pictureOutOfMemory:
      return 'There is not enough memory to make the picture. Close other tabs and try again; your photos are still here.';
    case Message.preparingPicture:
      return 'The picture is being prepared: one moment.';
    case Message.pictureReady:
      return `The picture is ready: swipe ${direction} to share.`;
    case Message.shareFailed:
      return `The picture could not be shared${detail ? `: ${detail}` : ''}. Your photos are still here.`;
    case Message.photoMoved:
      return `Photo moved to the ${placeWords(c)} cell.`;
    case Message.zoomChanged:
      return `Zoom ${b} %.`;
    case Message.startedOver:
      return 'The grid is cleared. Undo brings it back.';
    case Message.undid:
      return `Undid: ${changeWords(a, b)}.`;
    case Message.redid:
      return `Redid: ${changeWords(a, b)}.`;
    case Message.draftRestored:
      return a ? 'Your collage is back, as a copy: the one open in your other tab stays as it is there.' : 'Your collage is back.';
    default:
      return '';
  }
}

/** FrameProperty code → its words. */
const FRAME_WORDS = new Map([[FrameProperty.spacing, 'spacing'], [FrameProperty.colour, 'frame colour'], [FrameProperty.radius, 'corners']]);

/**
 * A step of the history in words (a Change code and its argument): "layout 3", "photo moved to
 * the top right".
 * @param {number} change @param {number} argument
 */
export function changeWords(change, argument) {
  switch (change) {
    case Change.layout:
      return `layout ${argument}`;
    case Change.format:
      return `format ${PICTUREFORMAT_LABELS[argument] ?? ''}`.trim();
    case Change.frame:
      return FRAME_WORDS.get(argument) ?? 'frame';
    case Change.photoPicked:
      return `photo in the ${placeWords(argument)}`;
    case Change.photoMoved:
      return `photo moved to the ${placeWords(argument)}`;
    case Change.reframed:
      return `framing of the ${placeWords(argument)} photo`;
    case Change.startOver:
      return 'Start over';
    default:
      return 'change';
  }
}

/**
 * `word` with a capital first letter: "Two photos".
 * @param {string} word
 */
export function capital(word) {
  return word[0].toUpperCase() + word.slice(1);
}

/**
 * Megapixels with up to two decimals: 10001 × 10000 is 100.01, never a rounded-down "100".
 * @param {number} pixels
 */
function megapixels(pixels) {
  return (Math.floor(pixels / 1e4) / 100).toLocaleString('en', { maximumFractionDigits: 2 });
}

/**
 * A plain-words reason for a failed share, from the error's name ('' when none helps).
 * @param {unknown} error whatever the share or the copy threw (read as an Error, through ?.)
 * @returns {string}
 */
export function shareFailureReason(error) {
  switch (/** @type {Error | null | undefined} */ (error)?.name) {
    case 'NotAllowedError':
      return 'the browser did not allow it';
    case 'DataError':
    case 'TypeError':
      return 'this browser cannot share it';
    case 'PictureError':
      return /** @type {Error} */ (error).message;
    default:
      return '';
  }
}

export class Announcer {
  /** @type {HTMLElement} the polite live region */
  #region;
  /** @type {HTMLElement | null} the one screen readers alone hear */
  #spoken;
  #fromFlow = false;
  #timer = 0;
  /** How long a notice of the page's own stays (the core's passing time); 0: until replaced. */
  #noticeMilliseconds = 0;

  /** @param {HTMLElement} region @param {HTMLElement | null} [spoken] */
  constructor(region, spoken = null) {
    this.#region = region;
    this.#spoken = spoken;
  }

  /**
   * Says what a person's choice changed ("Layout 7: …"), to screen readers only: on screen the
   * choice shows itself, and the visible message stays for news.
   * @param {string} text
   */
  speak(text) {
    const spoken = this.#spoken;
    if (!spoken) return;
    // Emptied first: the same words twice in a row are said again.
    spoken.textContent = '';
    requestAnimationFrame(() => {
      spoken.textContent = text;
    });
  }

  /**
   * From now on the page's own notices fade after `milliseconds` (the core's passing time).
   * Before the core is loaded there is none: the one notice then (no WebAssembly) stays.
   * @param {number} milliseconds
   */
  fadeNoticesAfter(milliseconds) {
    this.#noticeMilliseconds = milliseconds;
  }

  /**
   * Says `text` for the reducer; it stays while the reducer keeps the message (passing news
   * goes when the core's timer drops it).
   * @param {string} text
   */
  say(text) {
    this.#fromFlow = true;
    this.#show(text);
  }

  /**
   * A page notice (not a reducer message): shown for the core's passing time.
   * @param {string} text
   */
  notice(text) {
    this.#fromFlow = false;
    this.#show(text);
    if (this.#noticeMilliseconds > 0) this.#timer = setTimeout(() => this.#show(''), this.#noticeMilliseconds);
  }

  /**
   * Clears a reducer message the reducer no longer holds.
   * @param {FlowState} state
   */
  renderState(state) {
    if (this.#fromFlow && state.message.kind === 0) this.#show('');
  }

  /** @param {string} text */
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
  /** @param {string} text */
  #set(text) {
    this.#region.textContent = text;
  }
}
