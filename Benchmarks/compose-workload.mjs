// One workload of plan.json composed by the page's own core wrapper (web/js/core/core.js, its
// records laid out by web/js/core/abi.js), in Node (wasm-node.mjs) or a browser (wasm-bench.js).
// Inputs go into wasm memory once, as the page's worker keeps them; only composing is timed.
import { Core } from '../web/js/core/core.js';

/**
 * Composes `workload` `repeats` times after one warm-up run (the baseline tier).
 * @param {WebAssembly.Exports} exports a fresh instance of the module
 * @param {{layout: number, side: number, inputs: {path: string, width: number, height: number}[]}} workload
 * @param {(path: string) => Promise<Uint8Array>} read an input's RGBA bytes
 * @param {number} repeats
 * @param {number} [orientation] how every photo is shown, an EXIF orientation (none: upright)
 * @returns {Promise<{times_ms: number[], cpu_ms: number[], wasm_memory_bytes: number, rgba: Uint8Array}>}
 *   `cpu_ms`: the process's CPU time per run, in Node (none in a browser)
 */
export async function composeWorkload(exports, workload, read, repeats, orientation = 0) {
  const core = new Core(exports, 'bench');
  const { side } = workload;
  const layout = core.layouts().find((entry) => entry.number === workload.layout)?.form ?? '';
  // A square in the spec's frame, as every workload is.
  const picture = { layout, format: 0, side, frame: core.frameChoices() };
  // Inputs are listed in cell order; compose takes them by slot.
  const photos = [];
  for (const [cell, { slot }] of core.cells(picture).entries()) {
    const input = workload.inputs[cell];
    const bytes = await read(input.path);
    const address = core.alloc(bytes.length);
    core.bytes(address, bytes.length).set(bytes);
    photos[slot] = { address, width: input.width, height: input.height, orientation };
  }
  const out = core.alloc(side * side * 4);
  const times = [];
  const cpu = [];
  const cpuUsage = globalThis.process?.cpuUsage;
  for (let run = 0; run <= repeats; run++) {
    const start = performance.now();
    const startCPU = cpuUsage?.();
    core.compose(picture, out, photos);
    if (run > 0) {
      times.push(performance.now() - start);
      if (startCPU) {
        const used = cpuUsage(startCPU);
        cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  return { times_ms: times, cpu_ms: cpu, wasm_memory_bytes: core.memoryBytes(), rgba: core.bytes(out, side * side * 4) };
}
