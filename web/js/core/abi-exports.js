// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.
// The C ABI's functions (docs/abi.md): their names, and what a negative result means.

/** Negative results, by name. */
export const Status = Object.freeze({
  invalidArgument: -1,
  outOfMemory: -2,
  unknownLayout: -3,
  sideOutOfRange: -4,
  unknownFormat: -5,
});

/** A negative result in words. */
export const STATUS_WORDS = new Map([
  [-1, 'an argument is out of its documented range, an address is null, or a record would not fit'],
  [-2, 'memory could not be allocated, or a size overflowed 32 bits'],
  [-3, 'no layout has that number, or the form writes no layout'],
  [-4, 'the canvas side is outside the sides the geometry supports'],
  [-5, 'no picture format has that code'],
]);

/** The name of a function the module exports (for JSDoc types, checked by tsc). */
/** @typedef {'ig_alloc' | 'ig_free' | 'ig_clamp_side' | 'ig_layouts' | 'ig_layout_form' | 'ig_layout_name' | 'ig_formats' | 'ig_picture_size' | 'ig_frame' | 'ig_frame_colours' | 'ig_layout_cells' | 'ig_layout_neighbour' | 'ig_crop' | 'ig_picture_sides' | 'ig_slot_count' | 'ig_slot_need' | 'ig_photo_max_pixels' | 'ig_canvas_max_pixels' | 'ig_photo_size' | 'ig_compose' | 'ig_decode_plan' | 'ig_keeping' | 'ig_passing_milliseconds' | 'ig_screen_rules' | 'ig_flow_new' | 'ig_flow_free' | 'ig_flow_dispatch' | 'ig_flow_header_read' | 'ig_flow_restore' | 'ig_flow_snapshot' | 'ig_flow_layout' | 'ig_flow_cells' | 'ig_flow_slot_need' | 'ig_flow_dividers' | 'ig_flow_saved' | 'ig_flow_kept_photos' | 'ig_flow_restore_saved' | 'ig_flow_sharp_region' | 'ig_fit_layouts' | 'ig_flow_made_layouts' | 'ig_flow_catalogue_fits'} ExportName */

/**
 * Every function the module exports, besides its `memory`.
 * @type {readonly ExportName[]}
 */
export const EXPORTS = Object.freeze(['ig_alloc', 'ig_free', 'ig_clamp_side', 'ig_layouts', 'ig_layout_form', 'ig_layout_name', 'ig_formats', 'ig_picture_size', 'ig_frame', 'ig_frame_colours', 'ig_layout_cells', 'ig_layout_neighbour', 'ig_crop', 'ig_picture_sides', 'ig_slot_count', 'ig_slot_need', 'ig_photo_max_pixels', 'ig_canvas_max_pixels', 'ig_photo_size', 'ig_compose', 'ig_decode_plan', 'ig_keeping', 'ig_passing_milliseconds', 'ig_screen_rules', 'ig_flow_new', 'ig_flow_free', 'ig_flow_dispatch', 'ig_flow_header_read', 'ig_flow_restore', 'ig_flow_snapshot', 'ig_flow_layout', 'ig_flow_cells', 'ig_flow_slot_need', 'ig_flow_dividers', 'ig_flow_saved', 'ig_flow_kept_photos', 'ig_flow_restore_saved', 'ig_flow_sharp_region', 'ig_fit_layouts', 'ig_flow_made_layouts', 'ig_flow_catalogue_fits']);
