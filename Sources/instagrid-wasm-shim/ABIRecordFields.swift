// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.

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
