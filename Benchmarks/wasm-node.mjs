// The wasm module in Node, timed on one workload of plan.json.
// Usage: node wasm-node.mjs MODULE.wasm PLAN WORKLOAD REPEATS [OUTPUT.rgba]
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const [modulePath, planPath, name, repeatsText, output] = process.argv.slice(2);
const workload = JSON.parse(readFileSync(planPath, "utf8")).find((w) => w.name === name);
const { instance } = await WebAssembly.instantiate(readFileSync(modulePath), {});
const core = instance.exports;

// Inputs go into wasm memory once, as the page's worker keeps them; only composing is timed.
const table = core.ig_alloc(4 * 12);
const slots = [0, 0, 0, 0];
const cells = workload.inputs;
for (const [index, input] of cells.entries()) {
  const bytes = readFileSync(input.path);
  const address = core.ig_alloc(bytes.length) >>> 0;
  if (address === 0) throw new Error("out of wasm memory");
  new Uint8Array(core.memory.buffer, address, bytes.length).set(bytes);
  // Inputs are listed in cell order; the table is indexed by slot.
  slots[index] = { address, width: input.width, height: input.height };
}
const layoutSlots = [];
for (let i = 0; i < core.ig_layout_cell_count(workload.layout); i++) {
  layoutSlots.push(core.ig_layout_cell(workload.layout, workload.side, i, 4));
}
const side = workload.side;
const out = core.ig_alloc(side * side * 4) >>> 0;
// Any call may grow the memory and detach views: make this one after the last call.
const records = new Int32Array(core.memory.buffer, table, 12).fill(0);
layoutSlots.forEach((slot, cell) => {
  const photo = slots[cell];
  records.set([photo.address, photo.width, photo.height], slot * 3);
});
const times = [];
for (let run = 0; run <= Number(repeatsText); run++) {
  const start = performance.now();
  const status = core.ig_compose(workload.layout, side, out, table);
  const elapsed = performance.now() - start;
  if (status !== 0) throw new Error(`ig_compose returned ${status}`);
  if (run > 0) times.push(elapsed); // run 0 warms up (baseline tier)
}
if (output) writeFileSync(output, new Uint8Array(core.memory.buffer, out, side * side * 4));
console.log(JSON.stringify({ times_ms: times, wasm_memory_bytes: core.memory.buffer.byteLength }));
