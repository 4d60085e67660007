// Loads the Swift core, compiled to instagrid.wasm, in the build this engine can run; the calls
// into it are core-api.js (see docs/abi.md). Used by the page and by the compose worker.

import { EXPORTS } from './abi-exports.js';
import { Core } from './core-api.js';
import { corePath } from './engine.js';

export { Core, CoreError } from './core-api.js';

/** @typedef {import('./core-api.js').CoreExports} CoreExports */
/** @typedef {import('./core-api.js').CorePath} CorePath */

// The three builds of the same module (scripts/build-wasm.sh); web/js/core/engine.js picks one.
/** @type {Record<Exclude<CorePath, 'bench'>, URL>} */
const BUILDS = {
  simd: new URL('../../instagrid.wasm', import.meta.url),
  scalar: new URL('../../instagrid-scalar.wasm', import.meta.url),
  wasm2js: new URL('../../instagrid-wasm2js.js', import.meta.url),
};

/**
 * Loads the build of the module this engine can run (`path`: 'simd', 'scalar' or 'wasm2js';
 * by default found by feature detection). Every build imports nothing and exports the same ABI.
 * @param {string} [path] @returns {Promise<Core>}
 */
export async function loadCore(path) {
  path ??= await corePath();
  if (!isCorePath(path)) throw new Error(`unknown core build: ${path}`);
  /** @type {CoreExports} the wasm2js build is a JS module tsc cannot see (generated, excluded) */
  const exports = path === 'wasm2js' ? (await import(BUILDS.wasm2js.href)).instantiate() : await instantiate(BUILDS[path]);
  const missing = EXPORTS.filter((name) => typeof exports[name] !== 'function');
  if (missing.length > 0) throw new Error(`the ${path} core does not export ${missing.join(', ')}: a stale build?`);
  return new Core(exports, path);
}

/** @param {string} path @returns {path is Exclude<CorePath, 'bench'>} */
function isCorePath(path) {
  return Object.hasOwn(BUILDS, path);
}

/**
 * The exports of the module at `url`; EXPORTS (checked by the caller) says what they hold.
 * @param {URL} url @returns {Promise<CoreExports>}
 */
async function instantiate(url) {
  const response = fetch(url);
  let instance;
  try {
    ({ instance } = await WebAssembly.instantiateStreaming(response, {}));
  } catch (error) {
    // A server without the application/wasm type: compile from the bytes instead.
    if (!(error instanceof TypeError)) throw error;
    const bytes = await (await fetch(url)).arrayBuffer();
    ({ instance } = await WebAssembly.instantiate(bytes, {}));
  }
  return /** @type {CoreExports} */ (/** @type {unknown} */ (instance.exports)); // checked against EXPORTS by loadCore
}
