// The wasm module in Node, timed on one workload of plan.json.
// Usage: node wasm-node.mjs MODULE.wasm PLAN WORKLOAD REPEATS [OUTPUT.rgba]
import { readFileSync, writeFileSync } from 'node:fs';
import { composeWorkload } from './compose-workload.mjs';

const [modulePath, planPath, name, repeatsText, output] = process.argv.slice(2);
const workload = JSON.parse(readFileSync(planPath, 'utf8')).find((w) => w.name === name);
if (!workload) throw new Error(`no workload ${name} in ${planPath}`);
const { instance } = await WebAssembly.instantiate(readFileSync(modulePath), {});
const result = await composeWorkload(instance.exports, workload, async (path) => readFileSync(path), Number(repeatsText));
if (output) writeFileSync(output, result.rgba);
console.log(JSON.stringify({ times_ms: result.times_ms, wasm_memory_bytes: result.wasm_memory_bytes }));
