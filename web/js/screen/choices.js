// A person's choice of layout or format, sent to the reducer and said to screen readers only
// once the reducer has taken it: a choice it refuses is not announced.

import { Event } from '../core/abi-codes.js';
import { layoutChosenWords } from './words.js';

/**
 * The page's ways to choose, each sending its event with `send` and speaking through `announcer`.
 * @param {object} parts
 * @param {import('../core/core-api.js').Core} parts.core
 * @param {import('../core/flow.js').Flow} parts.flow
 * @param {import('../core/flow.js').Send} parts.send
 * @param {import('./messages.js').Announcer} parts.announcer
 */
export function choices({ core, flow, send, announcer }) {
  /**
   * Sends a person's choice of `value`; once the reducer has taken it (`read` of the state went
   * from another value to it), says `words()` to screen readers.
   * @param {number} event @param {number} value @param {(state: import('../core/flow-state.js').FlowState) => number} read
   * @param {() => string} words
   */
  function choose(event, value, read, words) {
    const before = read(flow.state);
    send(event, value);
    if (before !== value && read(flow.state) === value) announcer.speak(words());
  }

  return {
    choose,

    /**
     * A layout button or the catalogue chose `number`: said once the reducer has taken it.
     * @param {number} number
     */
    chooseLayout(number) {
      const layout = core.layouts().find((each) => each.number === number);
      if (layout) choose(Event.layoutTapped, number, (state) => state.layout, () => layoutChosenWords(layout));
    },

    /**
     * The catalogue chose the layout made for the photos at `index`: `name` (its entry's) is
     * said once the grid shows it.
     * @param {number} index @param {string} name
     */
    chooseMadeLayout(index, name) {
      const before = flow.state.form;
      send(Event.madeLayoutChosen, index);
      if (flow.state.form !== before) announcer.speak(`${name}.`);
    },
  };
}
