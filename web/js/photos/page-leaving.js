// Whether the page has begun to go away. A reload or a navigation stops the file reads under
// way in the photos' worker (WebKit fails them as it begins, before the page is hidden): a load
// that fails then says nothing about its photo, and reporting it would empty the photo's cell in
// the draft the next page restores. Such a load waits instead; the next sign that the page stays
// after all (the navigation was cancelled: it is shown again, or a person touches or types)
// tries it again.

export class PageLeaving {
  #leaving = false;
  /** @type {(() => void)[]} */
  #waiting = [];

  /** @param {Window} page */
  constructor(page) {
    page.addEventListener('beforeunload', () => {
      this.#leaving = true;
    });
    const stays = () => this.#stays();
    for (const type of ['pageshow', 'pointerdown', 'keydown']) page.addEventListener(type, stays, true);
  }

  /** Whether the page is on its way out: a failure now is the navigation's, not the photo's. */
  get leaving() {
    return this.#leaving;
  }

  /**
   * Runs `retry` once the page shows it stays (never, if it goes).
   * @param {() => void} retry
   */
  whenStaying(retry) {
    this.#waiting.push(retry);
  }

  #stays() {
    if (!this.#leaving) return;
    this.#leaving = false;
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const retry of waiting) retry();
  }
}
