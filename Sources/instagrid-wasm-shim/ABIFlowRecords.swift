// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.
// The fields of the records of the share flow: the screen's rules, its effects and its state.

/// The fields of a ScreenRules record: how the screen tells gestures apart and moves the grid.
enum ScreenRulesField: Int, RecordField {
  case slop
  case holdMilliseconds
  case runEndsMilliseconds
  case keyPan
  case keyZoom
  case slideMilliseconds
  case nudgeMilliseconds
  case flickMilliseconds
  case doubleTapMilliseconds
  case dividerHit
  case dividerStep
  case dividerBigStep
  static let words = 12
}

/// The fields of a Effect record: an effect the page performs after a dispatch.
enum EffectField: Int, RecordField {
  case kind
  case a
  case b
  case c
  case d
  static let words = 5
}

/// The fields of a State record: what the page renders, as the reducer holds it.
enum StateField: Int, RecordField {
  case layout
  case orientation
  case phase
  case direction
  case message
  case messageA
  case messageB
  case messageC
  case highlightsEmptyCells
  case missingCount
  case pictureSide
  case format
  case pictureWidth
  case pictureHeight
  case spacing
  case colour
  case radius
  case pictureRevision
  case pictureReady
  case canUndo
  case canRedo
  case historyPast
  case historyFuture
  case complete
  case showsStartOver
  case canStartOver
  case canChangePicture
  case restoresDraft
  case shareDirection
  case slotCount
  static let words = 30
}

/// The fields of a Slot record: one slot of the State, in slot order.
enum SlotField: Int, RecordField {
  case shown
  case loading
  case ticket
  case standIn
  case photoWidth
  case photoHeight
  case cropped
  case cropX
  case cropY
  case cropWidth
  case cropHeight
  case zoom
  case focusX
  case focusY
  case zoomPercent
  case place
  case photo
  case coming
  case orientation
  static let words = 19
}
