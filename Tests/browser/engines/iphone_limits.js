// Test only, never shipped: what iOS Safari allows, in whatever engine runs the tests
// (DESIGN.md §13). The test server puts this in front of the page's scripts and of each
// worker's module, after a line that sets `self.__iphoneLimitsConfig`:
//
// - a canvas or OffscreenCanvas over 16,777,216 px draws nothing (so it reads back
//   transparent and encodes blank), and an ImageBitmap over it comes back transparent;
// - live canvas memory (every canvas with a context, page and workers together) is capped
//   (`canvasCapBytes`): past it getContext gives null, as iOS does;
// - the module's memory can be given a maximum (`wasmMaxBytes`), so memory.grow fails as it
//   does on a phone that will not give more;
// - the canvases can be made an engine's without Display P3 (`srgbCanvases`): a context asked
//   for `colorSpace: 'display-p3'` is sRGB, as such an engine silently makes it, so the page
//   works in sRGB (a test and make bench compare its two paths in one engine);
// - every overflow is recorded, and the page's pixel memory (canvases, bitmaps and module
//   memory, in every realm) is counted, with its peak.
//
// Realms tell each other their counts over a BroadcastChannel; the page's realm keeps the
// totals for the tests (`window.__iphoneLimits`). Counts from other realms arrive a moment
// late: the peak is of the sums as the page hears them.
(() => {
  const config = /** @type {any} */ (self).__iphoneLimitsConfig ?? {};
  const CEILING = 16_777_216;
  const capBytes = config.canvasCapBytes ?? 384 * 2 ** 20;
  const wasmMaxBytes = config.wasmMaxBytes ?? 0;
  const srgbCanvases = Boolean(config.srgbCanvases);
  const isPage = typeof document !== 'undefined';
  const realm = isPage ? 'page' : self.name || 'worker';
  const channel = new BroadcastChannel('iphone-limits');

  const contexts = new WeakSet(); // canvases with a context: their pixels count
  const emptied = new WeakSet(); // OffscreenCanvases whose pixels went to a bitmap
  const canvases = new Set(); // WeakRefs
  const bitmaps = new Set(); // WeakRefs
  const memories = [];
  const others = new Map(); // realm → its latest counts
  const overflows = [];
  let largest = { width: 0, height: 0 };
  const peak = { total: 0, canvas: 0, bitmap: 0, wasm: 0 };
  let lastPosted = '';

  const area = (o) => o.width * o.height;
  const over = (canvas) => canvas && area(canvas) > CEILING;

  function live(set, bytes) {
    let sum = 0;
    for (const ref of set) {
      const object = ref.deref();
      const size = object ? bytes(object) : 0;
      if (!object || (size === 0 && !contexts.has(object))) set.delete(ref);
      else sum += size;
    }
    return sum;
  }

  function own() {
    const canvas = live(canvases, (c) => (contexts.has(c) && !emptied.has(c) ? Math.min(area(c), CEILING) * 4 : 0));
    const bitmap = live(bitmaps, (b) => area(b) * 4);
    const wasm = memories.reduce((sum, memory) => sum + memory.buffer.byteLength, 0);
    return { canvas, bitmap, wasm, largest };
  }

  function othersSum(field) {
    let sum = 0;
    for (const counts of others.values()) sum += counts[field];
    return sum;
  }

  function seen(object) {
    if (area(object) > area(largest)) largest = { width: object.width, height: object.height };
  }

  function record(what, object) {
    const overflow = { realm, what, width: object?.width ?? 0, height: object?.height ?? 0 };
    if (isPage) overflows.push(overflow);
    else channel.postMessage({ overflow });
  }

  function update() {
    const counts = own();
    if (isPage) {
      const total = { canvas: counts.canvas + othersSum('canvas'), bitmap: counts.bitmap + othersSum('bitmap'), wasm: counts.wasm + othersSum('wasm') };
      const sum = total.canvas + total.bitmap + total.wasm;
      if (sum > peak.total) Object.assign(peak, total, { total: sum });
      for (const counts of others.values()) if (area(counts.largest) > area(largest)) largest = counts.largest;
      return;
    }
    const text = JSON.stringify(counts);
    if (text === lastPosted) return;
    lastPosted = text;
    channel.postMessage({ realm, counts });
  }

  if (!isPage) {
    // A bitmap posted to the page stops counting here at once (it is detached), not 50 ms later.
    const post = self.postMessage.bind(self);
    self.postMessage = (...args) => {
      post(...args);
      update();
    };
  }

  channel.addEventListener('message', ({ data }) => {
    if (data.counts) others.set(data.realm, data.counts);
    if (isPage && data.overflow) overflows.push(data.overflow);
    if (isPage) update();
  });

  function track(set, object) {
    set.add(new WeakRef(object));
    seen(object);
  }

  // ---- Canvases: the ceiling, and the memory cap ----
  const canvasClasses = [self.HTMLCanvasElement, self.OffscreenCanvas].filter(Boolean);
  for (const Canvas of canvasClasses) {
    const getContext = Canvas.prototype.getContext;
    Canvas.prototype.getContext = function (type, ...rest) {
      if (!contexts.has(this) && type === '2d') {
        const bytes = Math.min(area(this), CEILING) * 4;
        if (bytes > 0 && own().canvas + othersSum('canvas') + bytes > capBytes) {
          record('canvas memory over the cap', this);
          return null;
        }
        if (over(this)) record('canvas over the ceiling', this);
      }
      const [options] = rest;
      if (srgbCanvases && options && typeof options === 'object') rest = [{ ...options, colorSpace: 'srgb' }];
      const context = getContext.call(this, type, ...rest);
      if (context && !contexts.has(this)) {
        contexts.add(this);
        track(canvases, this);
      }
      update();
      return context;
    };
    for (const side of ['width', 'height']) {
      const descriptor = Object.getOwnPropertyDescriptor(Canvas.prototype, side);
      Object.defineProperty(Canvas.prototype, side, {
        ...descriptor,
        set(value) {
          descriptor.set.call(this, value);
          if (!contexts.has(this)) return;
          emptied.delete(this);
          seen(this);
          if (over(this)) record('canvas over the ceiling', this);
          update();
        },
      });
    }
  }
  if (self.OffscreenCanvas) {
    const transfer = OffscreenCanvas.prototype.transferToImageBitmap;
    OffscreenCanvas.prototype.transferToImageBitmap = function () {
      const bitmap = transfer.call(this);
      emptied.add(this);
      track(bitmaps, bitmap);
      update();
      return bitmap;
    };
  }

  // Over the ceiling, a 2D context draws nothing: what it reads back stays transparent.
  const contextClasses = [self.CanvasRenderingContext2D, self.OffscreenCanvasRenderingContext2D].filter(Boolean);
  const drawing = ['drawImage', 'putImageData', 'fillRect', 'strokeRect', 'fill', 'stroke', 'fillText', 'strokeText'];
  for (const Context of contextClasses) {
    for (const name of drawing) {
      const draw = Context.prototype[name];
      if (typeof draw !== 'function') continue;
      Context.prototype[name] = function (...args) {
        if (over(this.canvas)) return undefined;
        if (emptied.has(this.canvas)) {
          emptied.delete(this.canvas);
          update();
        }
        return draw.apply(this, args);
      };
    }
  }

  // ---- Bitmaps: over the ceiling they come back transparent ----
  const createImageBitmap = self.createImageBitmap.bind(self);
  self.createImageBitmap = async function (...args) {
    const bitmap = await createImageBitmap(...args);
    if (area(bitmap) > CEILING) {
      record('bitmap over the ceiling', bitmap);
      const { width, height } = bitmap;
      bitmap.close();
      return createImageBitmap(new ImageData(1, 1), { resizeWidth: width, resizeHeight: height });
    }
    track(bitmaps, bitmap);
    update();
    return bitmap;
  };

  // Bitmaps that arrive from another realm count here from then on (they stopped counting
  // there when they were transferred: a detached bitmap is 0×0).
  function adopt(value, depth = 0) {
    if (value instanceof ImageBitmap) {
      if (area(value) > 0) track(bitmaps, value);
    } else if (value && typeof value === 'object' && depth < 2) {
      for (const key of Object.keys(value)) adopt(value[key], depth + 1);
    }
  }
  if (isPage) {
    const NativeWorker = self.Worker;
    self.Worker = class extends NativeWorker {
      constructor(url, options) {
        super(url, options);
        this.realmName = options?.name || 'worker';
        this.addEventListener('message', ({ data }) => {
          adopt(data);
          update();
        });
      }

      terminate() {
        others.delete(this.realmName); // its memory goes with it
        super.terminate();
      }
    };
  } else {
    self.addEventListener('message', ({ data }) => {
      adopt(data);
      update();
    });
  }

  // ---- Module memory: counted, and given a maximum where asked ----
  function withMaximum(bytes) {
    const view = new Uint8Array(bytes instanceof ArrayBuffer ? bytes : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const leb = (at) => {
      let value = 0;
      let shift = 0;
      let byte;
      do {
        byte = view[at++];
        value += (byte & 0x7f) * 2 ** shift;
        shift += 7;
      } while (byte & 0x80);
      return [value, at];
    };
    const encode = (value) => {
      const out = [];
      do {
        let byte = value & 0x7f;
        value = Math.floor(value / 128);
        if (value) byte |= 0x80;
        out.push(byte);
      } while (value);
      return out;
    };
    let at = 8;
    while (at < view.length) {
      const id = view[at];
      const [size, content] = leb(at + 1);
      if (id === 5) {
        const [count, limits] = leb(content);
        if (count !== 1) break;
        const [minimum] = leb(limits + 1);
        const pages = Math.max(minimum, Math.floor(wasmMaxBytes / 65536));
        const section = [1, 1, ...encode(minimum), ...encode(pages)];
        const patched = [...view.subarray(0, at), 5, ...encode(section.length), ...section, ...view.subarray(content + size)];
        return new Uint8Array(patched);
      }
      at = content + size;
    }
    return view;
  }

  const instantiate = WebAssembly.instantiate.bind(WebAssembly);
  const keep = (result) => {
    const memory = (result.instance ?? result).exports?.memory;
    if (memory instanceof WebAssembly.Memory) memories.push(memory);
    return result;
  };
  WebAssembly.instantiate = (source, imports) =>
    instantiate(wasmMaxBytes && !(source instanceof WebAssembly.Module) ? withMaximum(source) : source, imports).then(keep);
  if (WebAssembly.instantiateStreaming) {
    const streaming = WebAssembly.instantiateStreaming.bind(WebAssembly);
    WebAssembly.instantiateStreaming = async (response, imports) => {
      if (!wasmMaxBytes) return keep(await streaming(response, imports));
      return keep(await instantiate(withMaximum(await (await response).arrayBuffer()), imports));
    };
  }
  // Module memory grows inside calls: it is counted whenever something else is (a worker counts
  // each time it posts, as after every picture), and twice a second besides.
  setInterval(update, 500);

  if (isPage) {
    /** @type {any} */ (self).__iphoneLimits = {
      overflows,
      /** The page's pixel memory now and at its peak, in bytes, and the largest canvas or bitmap. */
      report() {
        update();
        const now = own();
        return {
          overflows,
          peak: { ...peak },
          now: { canvas: now.canvas + othersSum('canvas'), bitmap: now.bitmap + othersSum('bitmap'), wasm: now.wasm + othersSum('wasm') },
          largest,
        };
      },
      resetPeak() {
        update();
        Object.assign(peak, { total: 0, canvas: 0, bitmap: 0, wasm: 0 });
        update();
      },
    };
  }
})();
