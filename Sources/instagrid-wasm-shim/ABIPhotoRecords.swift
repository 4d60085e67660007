// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.
// The fields of the records of photos composed, decoded and kept, and drafts read back.

/// The fields of a Photo record: a slot's photo for `ig_compose`, one record per slot in slot order.
enum PhotoField: Int, RecordField {
  case address
  case width
  case height
  case zoom
  case focusX
  case focusY
  case orientation
  static let words = 7
}

/// The fields of a Draft record: a kept draft, as the page read it back; one DraftSlot record per slot follows it.
enum DraftField: Int, RecordField {
  case layout
  case pictureSide
  case copied
  case format
  case framed
  case spacing
  case colour
  case radius
  case past
  case future
  static let words = 10
}

/// The fields of a DraftSlot record: one slot of a kept draft or of a step of its history, in slot order.
enum DraftSlotField: Int, RecordField {
  case kept
  case zoom
  case focusX
  case focusY
  case photo
  static let words = 5
}

/// The fields of a Step record: a step of the history: the document on its other side (one DraftSlot record per slot follows), and the change.
enum StepField: Int, RecordField {
  case change
  case changeArgument
  case layout
  case format
  case spacing
  case colour
  case radius
  static let words = 7
}

/// The fields of a DecodePlan record: how one photo is decoded and kept.
enum DecodePlanField: Int, RecordField {
  case width
  case height
  case full
  case previewWidth
  case previewHeight
  case draftWidth
  case draftHeight
  case draftFull
  case keepsFile
  static let words = 9
}

/// The fields of a Keeping record: how pictures and drafts are encoded and kept.
enum KeepingField: Int, RecordField {
  case pictureQuality
  case draftPhotoQuality
  case draftThumbnailQuality
  case draftsKept
  case draftSide
  static let words = 5
}

/// The fields of a SharpRegion record: a part of a photo to decode on its own.
enum SharpRegionField: Int, RecordField {
  case x
  case y
  case width
  case height
  case decodeWidth
  case decodeHeight
  static let words = 6
}
