// A layout drawn small, for its button and the catalogue: the frame in the format's shape
// with the layout's cells where the core puts them (the chosen one with its dividers where they
// are), at the spec's frame (5 % margin and gutter).

/** The short side the drawings are asked for: the design's 80-unit button. */
const DRAWING_SIDE = 80;

/**
 * A `.shape` element (the frame, centred in its square button by CSS) holding one `.tile` per cell.
 * @param {import('../core/core-api.js').Core} core @param {string} layout its form @param {number} format
 * @returns {HTMLSpanElement}
 */
export function layoutDrawing(core, layout, format) {
  const frame = core.frameChoices();
  const size = core.pictureSize(format, DRAWING_SIDE);
  const long = Math.max(size.width, size.height);
  const shape = document.createElement('span');
  shape.className = 'shape';
  shape.style.width = percent(size.width, long);
  shape.style.height = percent(size.height, long);
  for (const cell of core.cells({ layout, format, side: DRAWING_SIDE, frame: { ...frame, radius: 0 } })) {
    const tile = document.createElement('span');
    tile.className = 'tile';
    tile.style.left = percent(cell.x, size.width);
    tile.style.top = percent(cell.y, size.height);
    tile.style.width = percent(cell.width, size.width);
    tile.style.height = percent(cell.height, size.height);
    shape.append(tile);
  }
  return shape;
}

/** @param {number} part @param {number} whole */
function percent(part, whole) {
  return `${(part / whole) * 100}%`;
}
