// The decode worker: turns a picked file into bitmaps off the main thread. Chromium decodes a
// Blob off-thread by itself, but resizing a 12-megapixel bitmap is a 100–200 ms task wherever it
// runs: here it cannot freeze the page.
//
// Message in:  {id, file, needs: {export: [{width, height}…], preview: […]}} — the cells the
//              photo's slot can take (from the core), at the export size and on screen
// Message out: {id, bitmap, preview} (both transferred) · {id, unreadable: true}

const HEADROOM = 2; // decode up to twice the pixels per side that the largest cell needs
const PREVIEW_HEADROOM = 1.25;

self.addEventListener('message', async ({ data: { id, file, needs } }) => {
  try {
    const { bitmap, preview } = await decode(file, needs);
    self.postMessage({ id, bitmap, preview }, [bitmap, preview]);
  } catch {
    // Whatever failed (the decode, a resize past the engine's limits), the page must hear back.
    self.postMessage({ id, unreadable: true });
  }
});

async function decode(file, needs) {
  let full;
  try {
    full = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    // An engine that does not know 'from-image' throws a TypeError for the option itself;
    // those apply EXIF orientation by default.
    if (error?.name !== 'TypeError') throw error;
    full = await createImageBitmap(file);
  }
  const bitmap = await resized(full, Math.min(1, HEADROOM * coverScale(needs.export, full)));
  if (bitmap !== full) full.close();
  const preview = await resized(bitmap, Math.min(1, PREVIEW_HEADROOM * coverScale(needs.preview, bitmap)), true);
  return { bitmap, preview };
}

/** The scale at which the picture aspect-fills (covers) the largest of `cells`. */
function coverScale(cells, { width, height }) {
  return Math.max(0, ...cells.map((cell) => Math.max(cell.width / width, cell.height / height)));
}

/**
 * `bitmap` scaled by `scale` (≤ 1) with a good filter. When the size would not change this is
 * `bitmap` itself, unless `copy` asks for a separate bitmap.
 */
async function resized(bitmap, scale, copy = false) {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  if (width >= bitmap.width && height >= bitmap.height && !copy) return bitmap;
  try {
    const result = await createImageBitmap(bitmap, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
    if (result.width === width && result.height === height) return result;
    result.close(); // an engine that ignored the resize options
  } catch {
    // fall through to drawing
  }
  // issue 9: no OffscreenCanvas here (Safari 15.4–16.3) and no resizing createImageBitmap:
  // keep the full size (the crop follows the decoded size; the compose worker resamples).
  if (typeof OffscreenCanvas !== 'function') return copy ? createImageBitmap(bitmap) : bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas.transferToImageBitmap();
}
