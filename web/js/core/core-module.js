// The module underneath the core's calls: its exports, its memory, and the records calls read
// and write there (docs/abi.md). The core's questions (core-grid.js, core-photos.js,
// core-api.js) and its share flow (core-flow.js) build on it.

import { RESULT_WORDS } from './abi-records.js';
import { STATUS_WORDS } from './abi-exports.js';

/** @typedef {import('./abi-exports.js').ExportName} ExportName */
/** @typedef {'simd' | 'scalar' | 'wasm2js' | 'bench'} CorePath a build of the module (bench: a harness's own instance) */
/**
 * The module's exports: its linear memory and the functions of EXPORTS, which take and return
 * i32s (those that return nothing are never read).
 * @typedef {{memory: WebAssembly.Memory} & Record<ExportName, (...args: number[]) => number>} CoreExports
 */
/**
 * A record the module wrote, read as an object: one number per field of `L` (a Record of
 * abi-records.js), `words` aside.
 * @template L
 * @typedef {{[K in Exclude<keyof L, 'words'>]: number}} RecordOf
 */
/**
 * Records for the module to read: `layout` (a Record of abi-records.js) and one object per
 * record, its fields by name (a missing field, or a null record, is 0).
 * @typedef {{layout: {words: number}, rows: (Record<string, number | undefined> | null | undefined)[]}} RecordsIn
 */

/** A negative status returned by the module. */
export class CoreError extends Error {
  /** @param {string} call @param {number} status */
  constructor(call, status) {
    super(`${call} failed: ${STATUS_WORDS.get(status) ?? `status ${status}`}`);
    this.name = 'CoreError';
    this.status = status;
  }
}

/**
 * A Record layout of abi-records.js → its fields as [name, index] pairs, `words` aside.
 * @type {WeakMap<object, [string, number][]>}
 */
const FIELDS = new WeakMap();

/**
 * The fields of `layout`, a Record of abi-records.js (frozen, so its fields are worked out once).
 * @param {{words: number}} layout @returns {[string, number][]}
 */
function fieldsOf(layout) {
  let fields = FIELDS.get(layout);
  if (!fields) {
    fields = Object.entries(layout).filter(([name]) => name !== 'words');
    FIELDS.set(layout, fields);
  }
  return fields;
}

export class CoreModule {
  /** @type {CoreExports} */
  #x;
  /** @type {CorePath} */
  #path;
  /** The block calls write their records into (`RESULT_WORDS` i32s), made on first use. */
  #out = 0;

  /** @param {CoreExports} exports @param {CorePath} path */
  constructor(exports, path) {
    this.#x = exports;
    this.#path = path;
  }

  /**
   * Which build runs: 'simd', 'scalar' or 'wasm2js'.
   * @returns {CorePath}
   */
  get path() {
    return this.#path;
  }

  /**
   * Calls `call` with `args`; its value, or a CoreError for a negative status.
   * @param {ExportName} call @param {...number} args @returns {number}
   */
  call(call, ...args) {
    const value = this.#x[call](...args);
    if (value < 0) throw new CoreError(call, value);
    return value;
  }

  /**
   * Calls `call`, which returns an address (0: out of memory), with `args`.
   * @param {ExportName} call @param {...number} args @returns {number}
   */
  callForAddress(call, ...args) {
    const address = this.#x[call](...args) >>> 0;
    if (address === 0) throw new CoreError(call, -2);
    return address;
  }

  /**
   * Calls `call` with `args` and the result block, and reads back the records it wrote, each as
   * an object with `layout`'s field names (a Record of abi-records.js).
   * @template {{words: number}} L
   * @param {ExportName} call @param {L} layout @param {...number} args @returns {RecordOf<L>[]}
   */
  records(call, layout, ...args) {
    const count = this.call(call, ...args, this.#block);
    return this.read(this.#block, count, layout);
  }

  /**
   * Calls `call` with `args` and the result block, and reads back the UTF-8 text it wrote.
   * @param {ExportName} call @param {...number} args @returns {string}
   */
  text(call, ...args) {
    const length = this.call(call, ...args, this.#block);
    return new TextDecoder().decode(this.bytes(this.#block, length));
  }

  /**
   * Writes `text` as UTF-8 into a block of its own, calls `use` with its address and length,
   * and frees it (a layout's form, for the calls that take one).
   * @template T
   * @param {string} text @param {(address: number, length: number) => T} use @returns {T}
   */
  withText(text, use) {
    const bytes = new TextEncoder().encode(text);
    const address = this.alloc(Math.max(1, bytes.length));
    try {
      this.bytes(address, bytes.length).set(bytes);
      return use(address, bytes.length);
    } finally {
      this.free(address);
    }
  }

  /**
   * `count` records laid out as `layout` in the result block, after its first `skip` words
   * (the records a call wrote before them).
   * @template {{words: number}} L
   * @param {number} skip @param {number} count @param {L} layout @returns {RecordOf<L>[]}
   */
  recordsAfter(skip, count, layout) {
    return this.read(this.#block + skip * 4, count, layout);
  }

  /**
   * Calls `call` with `args` and the result block, where it wrote groups: each a `head` record
   * followed by as many `tail` records as the head's field `count` says (a made layout and its
   * cells); reads them back, one {head, tail} per group.
   * @template {{words: number}} H
   * @template {{words: number}} T
   * @param {ExportName} call @param {H} head @param {Exclude<keyof H, 'words'>} count @param {T} tail
   * @param {...number} args @returns {{head: RecordOf<H>, tail: RecordOf<T>[]}[]}
   */
  groups(call, head, count, tail, ...args) {
    const groups = this.call(call, ...args, this.#block);
    /** @type {{head: RecordOf<H>, tail: RecordOf<T>[]}[]} */
    const read = [];
    let skip = 0;
    for (let group = 0; group < groups; group++) {
      const [first] = this.recordsAfter(skip, 1, head);
      const tails = first[count];
      read.push({ head: first, tail: this.recordsAfter(skip + head.words, tails, tail) });
      skip += head.words + tails * tail.words;
    }
    return read;
  }

  /**
   * Writes `records` one after another into a block of its own, calls `use` with its address,
   * and frees it.
   * @template T
   * @param {RecordsIn[]} records @param {(address: number) => T} use @returns {T}
   */
  withRecords(records, use) {
    const total = records.reduce((sum, { layout, rows }) => sum + layout.words * rows.length, 0);
    const address = this.alloc(Math.max(1, total) * 4);
    try {
      const words = this.int32s(address, total).fill(0);
      let at = 0;
      for (const { layout, rows } of records) {
        const fields = fieldsOf(layout);
        for (const row of rows) {
          if (row) for (const [name, index] of fields) words[at + index] = row[name] ?? 0;
          at += layout.words;
        }
      }
      return use(address);
    } finally {
      this.free(address);
    }
  }

  /**
   * `count` records laid out as `layout` at `address`, as objects.
   * @template {{words: number}} L
   * @param {number} address @param {number} count @param {L} layout @returns {RecordOf<L>[]}
   */
  read(address, count, layout) {
    const words = this.int32s(address, count * layout.words);
    const fields = fieldsOf(layout);
    return Array.from({ length: count }, (_, i) =>
      // Object.fromEntries cannot carry the field names: they are `layout`'s, by construction.
      /** @type {RecordOf<L>} */ (Object.fromEntries(fields.map(([name, index]) => [name, words[i * layout.words + index]]))),
    );
  }

  get #block() {
    if (this.#out === 0) this.#out = this.alloc(RESULT_WORDS * 4);
    return this.#out;
  }

  /**
   * A 16-byte-aligned block of `bytes`; throws when memory is exhausted.
   * @param {number} bytes @returns {number}
   */
  alloc(bytes) {
    return this.callForAddress('ig_alloc', bytes);
  }

  /** @param {number} address a block from alloc */
  free(address) {
    this.#x.ig_free(address);
  }

  /**
   * A fresh view of module memory: any allocation may grow (and detach) the old buffer.
   * @param {number} address @param {number} length @returns {Uint8Array}
   */
  bytes(address, length) {
    return new Uint8Array(this.#x.memory.buffer, address, length);
  }

  /**
   * The module's linear memory size: it only grows, so this is its peak.
   * @returns {number}
   */
  memoryBytes() {
    return this.#x.memory.buffer.byteLength;
  }

  /**
   * A fresh view of `count` i32s of module memory at `address`.
   * @param {number} address @param {number} count
   */
  int32s(address, count) {
    return new Int32Array(this.#x.memory.buffer, address, count);
  }
}
