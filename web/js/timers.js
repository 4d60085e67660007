// The flow's timers: the core says when one starts and stops (startTimer / cancelTimer
// effects) and hears timerFired when one runs out, so the rules about time live in Swift and
// are tested without a clock. The page only keeps the handles.

export class FlowTimers {
  /** @type {Map<number, ReturnType<typeof setTimeout>>} timer code → its running handle */
  #running = new Map();
  #fired;

  /** @param {(timer: number) => void} fired runs when a timer runs out */
  constructor(fired) {
    this.#fired = fired;
  }

  /**
   * Starts `timer` to run out in `milliseconds`, from now if it was running.
   * @param {number} timer
   * @param {number} milliseconds
   */
  start(timer, milliseconds) {
    this.cancel(timer);
    this.#running.set(
      timer,
      setTimeout(() => {
        this.#running.delete(timer);
        this.#fired(timer);
      }, milliseconds),
    );
  }

  /**
   * Stops `timer`: it will not fire.
   * @param {number} timer
   */
  cancel(timer) {
    clearTimeout(this.#running.get(timer));
    this.#running.delete(timer);
  }
}
