// One share at a time: the picture goes to the share sheet, and its answer reaches the reducer
// only if the core still waits for it (it gives up on a sheet that never answers).

import { Event, Outcome, Phase } from '../core/abi.js';
import { presentPicture } from './share.js';
import { shareFailureReason } from '../screen/words.js';

export class ShareSession {
  #parts;
  #token = 0; // the share whose answer still counts
  /** Why the last share failed, in words, while its answer is being said; '' otherwise. */
  failureDetail = '';

  /**
   * @param {object} parts
   * @param {import('../core/flow.js').Flow} parts.flow
   * @param {import('../core/flow.js').Send} parts.send
   * @param {import('./picture.js').PictureMaker} parts.pictures
   * @param {import('./share.js').ShareSheet} parts.sheet
   */
  constructor(parts) {
    this.#parts = parts;
  }

  /** Effect: open the share sheet with the rendered picture, and report its answer. */
  async present() {
    const { flow, send, pictures, sheet } = this.#parts;
    const token = ++this.#token;
    const result = await presentPicture(pictures, sheet, () => send(Event.systemSheetOpened));
    // Given up on (the core's share timer ran out), and perhaps a later share owns the flow now.
    if (token !== this.#token || flow.state.phase !== Phase.sharing) return;
    this.failureDetail = result.outcome === Outcome.failed ? shareFailureReason(result.error) : '';
    send(Event.shareFinished, result.outcome);
    this.failureDetail = '';
  }
}
