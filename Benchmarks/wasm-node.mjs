// A build of the wasm module in Node, timed on one workload of plan.json: a .wasm file, or the
// wasm2js build (a .js module whose instantiate() gives the same exports).
// Usage: node wasm-node.mjs MODULE.wasm|MODULE.js PLAN WORKLOAD REPEATS [OUTPUT.rgba] [--turn EXIF]
// (--turn: every photo shown so, an EXIF orientation; 6 is a quarter turn right)
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { composeWorkload } from './compose-workload.mjs';

const args = process.argv.slice(2);
const turn = args.indexOf('--turn');
const orientation = turn >= 0 ? Number(args.splice(turn, 2)[1]) : 0;
const [modulePath, planPath, name, repeatsText, output] = args;
const workload = JSON.parse(readFileSync(planPath, 'utf8')).find((w) => w.name === name);
if (!workload) throw new Error(`no workload ${name} in ${planPath}`);
const exports = modulePath.endsWith('.js')
  ? (await import(pathToFileURL(resolve(modulePath)).href)).instantiate()
  : (await WebAssembly.instantiate(readFileSync(modulePath), {})).instance.exports;
const result = await composeWorkload(exports, workload, async (path) => readFileSync(path), Number(repeatsText), orientation);
if (output) writeFileSync(output, result.rgba);
console.log(JSON.stringify({ times_ms: result.times_ms, cpu_ms: result.cpu_ms, wasm_memory_bytes: result.wasm_memory_bytes }));
