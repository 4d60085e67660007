// What the page says, through one polite live region (and one for screen readers alone): the
// reducer's messages as message-words.js words them, and the page's own notices.

/** @typedef {import('../core/flow-state.js').FlowState} FlowState */

/** The message's type sizes in design units (app.css's --message-size), largest first. */
const MESSAGE_SIZES = [15, 14, 13, 12, 11];

export class Announcer {
  /** @type {HTMLElement} the polite live region */
  #region;
  /** @type {HTMLElement | null} the one screen readers alone hear */
  #spoken;
  #fromFlow = false;
  #timer = 0;
  /** The next frame's words for the region, or for the spoken one (the same words again). */
  #again = 0;
  #spokenAgain = 0;
  /** How long a notice of the page's own stays (the core's passing time); 0: until replaced. */
  #noticeMilliseconds = 0;

  #fittedFormat = -1; // its frame moves the message's box

  /** @param {HTMLElement} region @param {HTMLElement | null} [spoken] */
  constructor(region, spoken = null) {
    this.#region = region;
    this.#spoken = spoken;
    addEventListener('resize', () => this.#fit());
  }

  /**
   * Says what a person's choice changed ("Layout 7: …"), to screen readers only: on screen the
   * choice shows itself, and the visible message stays for news.
   * @param {string} text
   */
  speak(text) {
    const spoken = this.#spoken;
    if (!spoken) return;
    // Emptied first: the same words twice in a row are said again. Words said meanwhile win.
    cancelAnimationFrame(this.#spokenAgain);
    spoken.textContent = '';
    this.#spokenAgain = requestAnimationFrame(() => {
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
    if (state.format !== this.#fittedFormat) {
      this.#fittedFormat = state.format;
      this.#fit();
    }
  }

  /** @param {string} text */
  #show(text) {
    clearTimeout(this.#timer);
    // Words still waiting for the next frame are out of date: these replace them.
    cancelAnimationFrame(this.#again);
    // The same words twice in a row are not announced again unless the region changes first.
    if (text && this.#region.textContent === text) {
      this.#region.textContent = '';
      this.#again = requestAnimationFrame(() => this.#set(text));
    } else {
      this.#set(text);
    }
  }

  // The region stays in the document when empty (CSS makes it invisible): a live region that
  // appears together with its text is often not announced.
  /** @param {string} text */
  #set(text) {
    this.#region.textContent = text;
    this.#fit();
  }

  /** The largest type size at which the words fit the region's box (app.css bounds it). */
  #fit() {
    const region = this.#region;
    for (const size of MESSAGE_SIZES) {
      region.style.setProperty('--message-size', String(size));
      if (!region.textContent || region.scrollHeight <= region.clientHeight + 1) return;
    }
  }
}
