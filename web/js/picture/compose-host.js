// The compose worker's life on the page: starting one, hearing only the current one, and
// posting the photos to a new one before it may render (a worker that failed is thrown away
// with its module's memory; picture.js decides when).

import { answerWorker } from './canvas-steps.js';

const WORKER_URL = new URL('../../worker/compose-worker.js', import.meta.url);

/** @typedef {import('../../../types/worker-messages').ComposeWorkerIn} ComposeWorkerIn */
/** @typedef {import('../../../types/worker-messages').ComposeWorkerOut} ComposeWorkerOut */

export class ComposeHost {
  /** @type {Worker | null} never null once start() ran */
  #worker = null;
  #hooks;
  #resending = false; // photos are being posted again: renders wait

  /**
   * `resend()` posts every photo again to a new worker (it may return a promise); `onMessage`
   * hears the current worker's answers (its requests to the page are answered here);
   * `onReady()` follows a resend, `onResendFailed(error)` a resend that failed, and
   * `onFailure(error)` a worker that failed.
   * @param {object} hooks
   * @param {() => unknown} hooks.resend
   * @param {(message: ComposeWorkerOut) => void} hooks.onMessage
   * @param {() => void} hooks.onReady
   * @param {(error: Error) => void} hooks.onResendFailed
   * @param {(error: Error) => void} hooks.onFailure
   */
  constructor(hooks) {
    this.#hooks = hooks;
  }

  /** Whether renders may be posted: the photos are in the current worker. */
  get ready() {
    return !this.#resending;
  }

  /**
   * Posts `message` to the current worker (typed: the worker's messages in).
   * @param {ComposeWorkerIn} message @param {Transferable[]} [transfer]
   */
  post(message, transfer = []) {
    /** @type {Worker} */ (this.#worker).postMessage(message, transfer);
  }

  /** Throws the current worker away, with the memory it holds. */
  terminate() {
    this.#worker?.terminate();
  }

  /** Starts a worker and posts the photos to it; renders wait until then. */
  start() {
    const worker = new Worker(WORKER_URL, { type: 'module', name: 'compose' });
    // Only the current worker speaks: a replaced one may still have an event in flight.
    /** @type {<E extends Event>(handle: (event: E) => void) => (event: E) => void} */
    const current = (handle) => (event) => this.#worker === worker && handle(event);
    worker.addEventListener('message', current((/** @type {MessageEvent<ComposeWorkerOut>} */ { data }) => {
      if (data.type === 'ask-page') answerWorker(worker, data); // a worker without OffscreenCanvas has the page read or encode pixels
      else this.#hooks.onMessage(data);
    }));
    worker.addEventListener('error', current((/** @type {ErrorEvent} */ event) => {
      event.preventDefault();
      this.#hooks.onFailure(new Error(event.message || 'The compose worker stopped'));
    }));
    worker.addEventListener('messageerror', current(() => this.#hooks.onFailure(new Error('A message to the worker was lost'))));
    this.#worker = worker;
    // A render posted before the photos would paint empty cells: hold renders until then.
    this.#resending = true;
    Promise.resolve()
      .then(() => this.#hooks.resend())
      .then(
        () => {
          if (this.#worker !== worker) return;
          this.#resending = false;
          this.#hooks.onReady();
        },
        (error) => {
          if (this.#worker !== worker) return;
          // Without every photo the worker would paint empty cells: make no picture.
          this.#resending = false;
          this.#hooks.onResendFailed(error);
        },
      );
  }
}
