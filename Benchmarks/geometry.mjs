// The cells and crops of workloads, from the core itself (the SIMD module in Node), for the
// plan run.py --smoke writes (the full plan comes from `instagrid-bench generate`).
// Usage: node geometry.mjs MODULE.wasm '[{"layout": 3, "side": 256, "sizes": [[w, h], …]}, …]'
// Prints, per workload, [{cell: [x, y, w, h], crop: [x, y, w, h]}, …] in cell order.
import { readFileSync } from 'node:fs';
import { Core } from '../web/js/core/core.js';

const [modulePath, specText] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(modulePath), {});
const core = new Core(instance.exports, 'bench');
const rect = ({ x, y, width, height }) => [x, y, width, height];
// The workloads are squares in the spec's frame.
const frame = core.frameChoices();
const formOf = (number) => core.layouts().find((entry) => entry.number === number)?.form ?? '';
const result = JSON.parse(specText).map(({ layout, side, sizes }) =>
  core.cells({ layout: formOf(layout), format: 0, side, frame }).map((cell, index) => {
    const [width, height] = sizes[index];
    return { cell: rect(cell), crop: rect(core.crop(width, height, cell.width, cell.height)) };
  }));
console.log(JSON.stringify(result));
