// The decode worker's order of work: one decode at a time, since four photos picked (or
// restored) at once must not hold four full-size decodes in memory together; and a draft's
// scaled copy, which is nobody's wait, only once the page has taken in the photo's bitmaps, no
// picture is being made (on a two-core phone it would slow the picture a person waits for) and
// no decode the page asked for is waiting.

export class WorkQueue {
  /** @type {Promise<void>} the work under way, and what follows it */
  #queue = Promise.resolve();
  /** requests from the page not yet done */
  #asked = 0;
  /** @type {(() => Promise<void>)[]} copies that can be made, oldest first */
  #copies = [];
  #copying = false;
  #pictureBusy = false;
  /** @type {Map<number, () => void>} request id → what follows once the page has its bitmaps */
  #heard = new Map();
  /** @type {Set<number>} requests whose bitmaps the page has not yet taken in (it may be about to ask for a picture) */
  #unheard = new Set();

  /**
   * Runs `work`, which the page waits for, after the work before it.
   * @param {() => Promise<void>} work
   */
  asked(work) {
    this.#asked++;
    this.#queue = this.#queue.then(work).finally(() => {
      this.#asked--;
      this.#next();
    });
  }

  /**
   * Runs `work`, which nobody waits for, when nothing else is under way.
   * @param {() => Promise<void>} work
   */
  whenIdle(work) {
    this.#copies.push(work);
    this.#next();
  }

  /**
   * Runs `work` for request `id` when idle, once the page has taken in its bitmaps (and asked
   * for the picture they complete).
   * @param {number} id @param {() => Promise<void>} work
   */
  afterHeard(id, work) {
    this.#heard.set(id, () => this.#copies.push(work));
  }

  /**
   * Request `id`'s bitmaps are on their way to the page.
   * @param {number} id
   */
  sent(id) {
    this.#unheard.add(id);
  }

  /**
   * The page has taken in request `id`'s bitmaps.
   * @param {number} id
   */
  heard(id) {
    this.#unheard.delete(id);
    this.#heard.get(id)?.();
    this.#heard.delete(id);
    this.#next();
  }

  /**
   * The page's picture is being made (`busy`), or no longer.
   * @param {boolean} busy
   */
  pictureBusy(busy) {
    this.#pictureBusy = busy;
    this.#next();
  }

  /** Starts the oldest copy waiting, when nothing the page waits for is under way. */
  #next() {
    if (this.#copying || this.#asked > 0 || this.#unheard.size > 0 || this.#pictureBusy || this.#copies.length === 0) return;
    this.#copying = true;
    const copy = /** @type {() => Promise<void>} not empty */ (this.#copies.shift());
    this.#queue = this.#queue.then(copy).finally(() => {
      this.#copying = false;
      this.#next();
    });
  }
}
