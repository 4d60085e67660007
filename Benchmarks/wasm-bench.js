// The wasm module in the browser, timed on one workload (called by run.py through Playwright),
// with the same steps as wasm-node.mjs; and the search for layouts made for the photos, with
// the same steps as fit-node.mjs.
import { composeWorkload } from './compose-workload.mjs';
import { timeFit } from './fit-workload.mjs';

window.runWorkload = async (planUrl, moduleUrl, name, repeats) => {
  const plan = await (await fetch(planUrl)).json();
  const workload = plan.find((w) => w.name === name);
  const { instance } = await WebAssembly.instantiateStreaming(fetch(moduleUrl), {});
  const read = async (path) => new Uint8Array(await (await fetch('/' + path)).arrayBuffer());
  const { times_ms, wasm_memory_bytes } = await composeWorkload(instance.exports, workload, read, repeats);
  return { times_ms, wasm_memory_bytes };
};

window.runFit = async (setsUrl, moduleUrl, repeats) => {
  const sets = await (await fetch(setsUrl)).json();
  const { instance } = await WebAssembly.instantiateStreaming(fetch(moduleUrl), {});
  return timeFit(instance.exports, sets, repeats);
};
