// Decoding photos in the browser: EXIF orientation applied, and no bigger than the largest
// cell the photo's slot can take at the export size (with headroom for a good resampling),
// so that four 12-megapixel photos do not need hundreds of MB. The crop is then asked of the
// core for the decoded size.

const HEADROOM = 2; // decode up to twice the pixels per side that the largest cell needs
const PREVIEW_HEADROOM = 1.25;

/** The photo could not be decoded (corrupt, or a format this browser lacks). */
export class UnreadablePhoto extends Error {
  constructor(cause) {
    super('The photo could not be decoded', { cause });
    this.name = 'UnreadablePhoto';
  }
}

/**
 * Decodes `file` for `slot`: `{bitmap, width, height}` with `bitmap` sized for the export side
 * `exportSide`, and `preview`, a smaller copy for the screen (whose grid is `previewSide`
 * device pixels).
 */
export async function decodePhoto(core, file, slot, exportSide, previewSide) {
  let full;
  try {
    full = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    // An engine that does not know 'from-image' throws a TypeError for the option itself;
    // those apply EXIF orientation by default.
    if (error?.name !== 'TypeError') throw new UnreadablePhoto(error);
    try {
      full = await createImageBitmap(file);
    } catch (again) {
      throw new UnreadablePhoto(again);
    }
  }
  const exportScale = Math.min(1, HEADROOM * largestNeed(core, slot, full.width, full.height, exportSide));
  const bitmap = await resized(full, exportScale);
  if (bitmap !== full) full.close();
  const previewScale = Math.min(
    1,
    PREVIEW_HEADROOM * largestNeed(core, slot, bitmap.width, bitmap.height, previewSide),
  );
  const preview = await resized(bitmap, previewScale, true);
  return { bitmap, width: bitmap.width, height: bitmap.height, preview };
}

/**
 * The scale at which a `width × height` photo covers (aspect-fill) the largest cell that
 * `slot` takes in any layout, on a `side`-pixel picture. Cell sizes come from the core.
 */
function largestNeed(core, slot, width, height, side) {
  let need = 0;
  for (const layout of core.layoutNumbers()) {
    for (const cell of core.cells(layout, side)) {
      if (cell.slot === slot) need = Math.max(need, cell.width / width, cell.height / height);
    }
  }
  return need;
}

/**
 * `bitmap` scaled by `scale` (≤ 1) with a good filter. When the size would not change this is
 * `bitmap` itself, unless `copy` asks for a separate bitmap (the export one gets transferred).
 */
async function resized(bitmap, scale, copy = false) {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  if (width >= bitmap.width && height >= bitmap.height && !copy) return bitmap;
  try {
    const result = await createImageBitmap(bitmap, {
      resizeWidth: width,
      resizeHeight: height,
      resizeQuality: 'high',
    });
    if (result.width === width && result.height === height) return result;
    result.close(); // an engine that ignored the resize options
  } catch {
    // fall through to drawing
  }
  const canvas = makeCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return createImageBitmap(canvas);
}

/** An OffscreenCanvas, or a detached <canvas> where there is none (Safari before 16.4). */
function makeCanvas(width, height) {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}
