// The colour space the picture is made in: Display P3 where this engine's canvases have it
// (Safari from 15.2, Chrome and Edge from 92), sRGB elsewhere (Firefox, WebKitGTK 2.50). An
// engine without it ignores the option silently, so a context made with it is asked what it
// got. Photos are decoded with their own profiles (never `colorSpaceConversion: 'none'`, which
// drops them), drawn and read in this space, composed by the core (which writes the frame's
// sRGB colour in it) and encoded from a canvas in it, so the shared JPEG carries its profile.
// One path: the space is a parameter of each canvas step, never a second way of doing them.

import { ColourSpace } from '../core/abi.js';
import { release } from './canvases.js';

/** @typedef {'srgb' | 'display-p3'} CanvasSpace */

/** @type {CanvasSpace | null} what this context (page or worker) found, asked once */
let found = null;

/**
 * The space this context's canvases make pictures in: the page asks a canvas, a worker an
 * OffscreenCanvas (a worker without one has the page do its canvas work, and asks the page).
 * @returns {CanvasSpace}
 */
export function canvasSpace() {
  found ??= ask();
  return found;
}

/** @returns {CanvasSpace} */
function ask() {
  try {
    // A page's canvas answers as an OffscreenCanvas does, for what is asked here.
    const page = /** @type {{document?: {createElement(name: 'canvas'): OffscreenCanvas}}} */ (globalThis).document; // none in a worker
    const canvas = page ? page.createElement('canvas') : typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1) : null;
    if (!canvas) return 'srgb';
    // (TypeScript's OffscreenCanvas context lacks getContextAttributes; the engines have it.)
    const context = /** @type {{getContextAttributes?: () => {colorSpace?: string}} | null} */ (canvas.getContext('2d', { colorSpace: 'display-p3' }));
    const space = context?.getContextAttributes?.().colorSpace;
    release(canvas);
    return space === 'display-p3' ? 'display-p3' : 'srgb';
  } catch {
    return 'srgb';
  }
}

/**
 * The core's code for `space` (ig_compose writes the frame's colour in it).
 * @param {CanvasSpace} space @returns {number}
 */
export function spaceCode(space) {
  return space === 'display-p3' ? ColourSpace.displayP3 : ColourSpace.sRGB;
}
