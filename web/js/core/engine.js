// What this engine can run, found by feature detection (never the user agent), so that every
// iPhone from iOS 15.4 gets a path (DESIGN.md §11). The same Swift module comes in three builds
// (scripts/build-wasm.sh); this picks one for the page and, separately, for each worker.

/** Which build of the core to load: 'simd', 'scalar' or 'wasm2js'. */
export async function corePath() {
  if (!(await canCompileWasm())) return 'wasm2js';
  return WebAssembly.validate(SIMD_PROBE) ? 'simd' : 'scalar';
}

// The smallest valid module: instantiating it fails only where WebAssembly is off (iOS Lockdown
// Mode) or a CSP forbids it (Safari before 16 ignores 'wasm-unsafe-eval'). Blink refuses the
// compile, WebKit only the instance: try both.
const EMPTY_MODULE = Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00);

// A function using SIMD128 (i32.const 0; i8x16.splat; i8x16.popcnt): it validates only in an
// engine with WebAssembly SIMD (Safari 16.4+). Validating compiles nothing, so no CSP applies.
const SIMD_PROBE = Uint8Array.of(
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, 0x03,
  0x02, 0x01, 0x00, 0x0a, 0x0a, 0x01, 0x08, 0x00, 0x41, 0x00, 0xfd, 0x0f, 0xfd, 0x62, 0x0b,
);

async function canCompileWasm() {
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') return false;
  try {
    await WebAssembly.instantiate(EMPTY_MODULE, {});
    return true;
  } catch {
    return false; // a CSP refusal (a CompileError in Blink and WebKit)
  }
}

/**
 * Whether this context (page or worker) has OffscreenCanvas with a 2D context and JPEG
 * encoding (Safari 16.4+). Without it, pixels are read and pictures encoded on the page with a
 * plain canvas, in small steps (web/js/picture/canvas-steps.js).
 */
export function hasOffscreen2d() {
  if (typeof OffscreenCanvas !== 'function') return false;
  try {
    const canvas = new OffscreenCanvas(1, 1);
    return Boolean(canvas.getContext('2d')) && typeof canvas.convertToBlob === 'function';
  } catch {
    return false;
  }
}
