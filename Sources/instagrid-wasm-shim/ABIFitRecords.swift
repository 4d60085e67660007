// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.
// The fields of the records of layouts made for the photos, and how well the catalogue's fit them.

/// The fields of a FitLayout record: a layout made for the photos (`ig_fit_layouts`); `count` Number records follow it, each photo's fraction kept.
enum FitLayoutField: Int, RecordField {
  case kept
  case worstKept
  case formOffset
  case formLength
  static let words = 4
}

/// The fields of a MadeLayout record: a layout made for the grid's photos (`ig_flow_made_layouts`); its `cellCount` Cell records follow it.
enum MadeLayoutField: Int, RecordField {
  case kept
  case worstKept
  case cellCount
  static let words = 3
}

/// The fields of a CatalogueFit record: a catalogue layout and how much of the grid's photos it keeps (`ig_flow_catalogue_fits`).
enum CatalogueFitField: Int, RecordField {
  case number
  case kept
  static let words = 2
}
