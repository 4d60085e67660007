// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.
// The fields of the records of numbers, sizes, cells, layouts, dividers and the frame.

/// The fields of a Number record: one number.
enum NumberField: Int, RecordField {
  case value
  static let words = 1
}

/// The fields of a Size record: a size in pixels.
enum SizeField: Int, RecordField {
  case width
  case height
  static let words = 2
}

/// The fields of a HeaderSize record: a photo's size as shown, read from its file's first bytes.
enum HeaderSizeField: Int, RecordField {
  case width
  case height
  case more
  static let words = 3
}

/// The fields of a Rect record: a rectangle in pixels.
enum RectField: Int, RecordField {
  case x
  case y
  case width
  case height
  static let words = 4
}

/// The fields of a Cell record: a cell of a layout on a picture.
enum CellField: Int, RecordField {
  case x
  case y
  case width
  case height
  case slot
  case radius
  static let words = 6
}

/// The fields of a Layout record: a layout of the catalogue (`ig_layout_form` gives its form).
enum LayoutField: Int, RecordField {
  case number
  case cellCount
  case dividers
  static let words = 3
}

/// The fields of a Divider record: a divider between cells: where it lies and may go, in percent of its split's span, and its gutter on the picture.
enum DividerField: Int, RecordField {
  case index
  case vertical
  case percent
  case originalPercent
  case lowestPercent
  case highestPercent
  case x
  case y
  case width
  case height
  case before
  case after
  static let words = 12
}

/// The fields of a FrameChoices record: the frame at launch and what can be chosen.
enum FrameChoicesField: Int, RecordField {
  case spacing
  case colour
  case radius
  case spacingMax
  case radiusMax
  static let words = 5
}
