// The search for layouts made for the photos (ig_fit_layouts), timed in a build of the module
// on the nine-photo sets `instagrid-bench fit-sets` writes: in Node (fit-node.mjs) or a
// browser (wasm-bench.js), with the same steps as instagrid-bench times the native core.
import { RESULT_WORDS, Record } from '../web/js/core/abi.js';

/**
 * Each set's search once as a warm-up (the baseline tier), then `repeats` times; its median.
 * @param {WebAssembly.Exports} exports a fresh instance of the module
 * @param {{format: number, sizes: number[][]}[]} sets the last three: nine different shapes
 * @param {number} repeats
 * @returns {{median_ms: number, max_ms: number, distinct_ms: number, layouts: number}}
 */
export function timeFit(exports, sets, repeats) {
  const call = /** @type {(...args: number[]) => number} */ (exports.ig_fit_layouts);
  const alloc = /** @type {(bytes: number) => number} */ (exports.ig_alloc);
  const memory = /** @type {WebAssembly.Memory} */ (exports.memory);
  const sizes = alloc(9 * Record.Size.words * 4) >>> 0;
  const out = alloc(RESULT_WORDS * 4) >>> 0;
  const medians = [];
  let layouts = 0;
  for (const set of sets) {
    new Int32Array(memory.buffer, sizes, 18).set(set.sizes.flat());
    const times = [];
    for (let run = 0; run <= repeats; run++) {
      const start = performance.now();
      const count = call(sizes, 9, set.format, 2048, 50, out);
      if (run > 0) times.push(performance.now() - start);
      if (count < 1) throw new Error(`ig_fit_layouts gave ${count} for ${JSON.stringify(set)}`);
      layouts = Math.max(layouts, count);
    }
    times.sort((a, b) => a - b);
    medians.push(times[Math.floor(times.length / 2)]);
  }
  const phone = medians.slice(0, -3).sort((a, b) => a - b);
  return {
    median_ms: phone[Math.floor(phone.length / 2)],
    max_ms: phone[phone.length - 1],
    distinct_ms: Math.max(...medians.slice(-3)),
    layouts,
  };
}
