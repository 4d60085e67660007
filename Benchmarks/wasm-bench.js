// The wasm module in the browser, timed on one workload (called by run.py through Playwright).
// The same steps as wasm-node.mjs: inputs copied into wasm memory once, composing timed.
window.runWorkload = async (planUrl, moduleUrl, name, repeats) => {
  const plan = await (await fetch(planUrl)).json();
  const workload = plan.find((w) => w.name === name);
  const { instance } = await WebAssembly.instantiateStreaming(fetch(moduleUrl), {});
  const core = instance.exports;
  const table = core.ig_alloc(4 * 12) >>> 0;
  const photos = [];
  for (const input of workload.inputs) {
    const bytes = new Uint8Array(await (await fetch("/" + input.path)).arrayBuffer());
    const address = core.ig_alloc(bytes.length) >>> 0;
    if (address === 0) throw new Error("out of wasm memory");
    new Uint8Array(core.memory.buffer, address, bytes.length).set(bytes);
    photos.push({ address, width: input.width, height: input.height });
  }
  const slots = [];
  for (let cell = 0; cell < core.ig_layout_cell_count(workload.layout); cell++) {
    slots.push(core.ig_layout_cell(workload.layout, workload.side, cell, 4));
  }
  const out = core.ig_alloc(workload.side * workload.side * 4) >>> 0;
  // Any call may grow the memory and detach views: make this one after the last call.
  const records = new Int32Array(core.memory.buffer, table, 12).fill(0);
  slots.forEach((slot, cell) => records.set([photos[cell].address, photos[cell].width, photos[cell].height], slot * 3));
  const times = [];
  for (let run = 0; run <= repeats; run++) {
    const start = performance.now();
    const status = core.ig_compose(workload.layout, workload.side, out, table);
    if (status !== 0) throw new Error(`ig_compose returned ${status}`);
    if (run > 0) times.push(performance.now() - start);
  }
  return { times_ms: times, wasm_memory_bytes: core.memory.buffer.byteLength };
};
