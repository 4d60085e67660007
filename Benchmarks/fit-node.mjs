// The search for layouts made for nine photos in a build of the module, in Node: a .wasm file,
// or the wasm2js build (a .js module whose instantiate() gives the same exports).
// Usage: node fit-node.mjs MODULE.wasm|MODULE.js SETS.json REPEATS
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { timeFit } from './fit-workload.mjs';

const [modulePath, setsPath, repeatsText] = process.argv.slice(2);
const sets = JSON.parse(readFileSync(setsPath, 'utf8'));
const exports = modulePath.endsWith('.js')
  ? (await import(pathToFileURL(resolve(modulePath)).href)).instantiate()
  : (await WebAssembly.instantiate(readFileSync(modulePath), {})).instance.exports;
console.log(JSON.stringify(timeFit(exports, sets, Number(repeatsText))));
