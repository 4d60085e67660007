// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.

/// The most `i32`s a call writes at `out`: the block the page passes is this long.
let resultWords = 256

/// A fraction (a zoom, a focus, a pan) crosses the ABI as this many parts of one.
let fractionScale = 1000000.0

/// Negative results of the C ABI: the module never traps on bad arguments.
enum ABIStatus: Int32 {
  case ok = 0
  /// An argument is out of its documented range, an address is null, or a record would not fit.
  case invalidArgument = -1
  /// Memory could not be allocated, or a size overflowed 32 bits.
  case outOfMemory = -2
  /// No layout has that number.
  case unknownLayout = -3
  /// The canvas side is outside the sides the geometry supports.
  case sideOutOfRange = -4
}

/// What happened, for `ig_flow_dispatch`.
enum EventCode: Int32 {
  case layoutTapped = 0
  case cellTapped = 1
  case photoPicked = 2
  case photoDecoded = 3
  case photoFailed = 4
  case pictureSideChosen = 5
  case pictureRendered = 6
  case orientationChanged = 7
  case swiped = 8
  case shareButtonPressed = 9
  case animationFinished = 10
  case shareFinished = 11
  case startOverPressed = 12
  case undoPressed = 13
  case timerFired = 14
  case framePanned = 15
  case frameZoomed = 16
  case frameSettled = 17
  case frameReset = 18
  case frameSet = 19
  case photoMoved = 20
  case photoRestoring = 21
  case photoPreviewed = 22
  case pageReturned = 23
  case systemSheetOpened = 24
}

/// Work the page performs, from `ig_flow_dispatch` and `ig_flow_header_read`.
enum EffectCode: Int32 {
  case openPicker = 0
  case startLeaveAnimation = 1
  case presentShare = 2
  case startReturnAnimation = 3
  case nudge = 4
  case announce = 5
  case readPhotoHeader = 6
  case decodePhoto = 7
  case renderPicture = 8
  case saveDraft = 9
  case reframed = 10
  case photosMoved = 11
  case startTimer = 12
  case cancelTimer = 13
  case releasePhoto = 14
}

/// What the page says, in the State and in the announce effect; 0 is none.
enum MessageCode: Int32 {
  case photosMissing = 1
  case photoUnreadable = 2
  case shareFailed = 3
  case photosLoading = 4
  case photoFormatUnknown = 5
  case photoFormatUnsupported = 6
  case photoTooLarge = 7
  case preparingPicture = 8
  case pictureReady = 9
  case startedOver = 10
  case draftRestored = 11
  case photoMoved = 12
  case zoomChanged = 13
}

/// Where the share flow is.
enum PhaseCode: Int32 {
  case idle = 0
  case leaving = 1
  case sharing = 2
  case returning = 3
}

/// The timers the flow starts: time passes for the rules only through them.
enum TimerCode: Int32 {
  case undo = 0
  case shareAnswer = 1
  case passingMessage = 2
}

/// Where a cell sits in the grid, for the words that name it (the page words `topLeft` as "top left").
enum PlaceCode: Int32 {
  case topLeft = 0
  case top = 1
  case topRight = 2
  case left = 3
  case centre = 4
  case right = 5
  case bottomLeft = 6
  case bottom = 7
  case bottomRight = 8
}

/// A swipe's or a slide's direction.
enum DirectionCode: Int32 {
  case up = 0
  case down = 1
  case left = 2
  case right = 3
}

/// How the screen is held.
enum OrientationCode: Int32 {
  case portrait = 0
  case landscape = 1
}

/// How the share sheet closed.
enum OutcomeCode: Int32 {
  case completed = 0
  case cancelled = 1
  case failed = 2
}

/// A photo file's format, read from its header.
enum FormatCode: Int32 {
  case jpeg = 0
  case png = 1
  case gif = 2
  case webp = 3
  case bmp = 4
  case heic = 5
  case avif = 6
}

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

/// The fields of a Rect record: a rectangle in pixels.
enum RectField: Int, RecordField {
  case x
  case y
  case width
  case height
  static let words = 4
}

/// The fields of a Cell record: a cell of a layout on a square canvas.
enum CellField: Int, RecordField {
  case x
  case y
  case width
  case height
  case slot
  static let words = 5
}

/// The fields of a Photo record: a slot's photo for `ig_compose`, one record per slot in slot order.
enum PhotoField: Int, RecordField {
  case address
  case width
  case height
  case zoom
  case focusX
  case focusY
  static let words = 6
}

/// The fields of a Draft record: a kept draft, as the page read it back; one DraftSlot record per slot follows it.
enum DraftField: Int, RecordField {
  case layout
  case pictureSide
  case copied
  static let words = 3
}

/// The fields of a DraftSlot record: one slot of a kept draft, in slot order.
enum DraftSlotField: Int, RecordField {
  case kept
  case zoom
  case focusX
  case focusY
  static let words = 4
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
  case keepsFileFirst
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
  case saveWindowMilliseconds
  static let words = 6
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
  case pictureRevision
  case pictureReady
  case canUndo
  case complete
  case showsStartOver
  case canStartOver
  case canChoosePictureSide
  case restoresDraft
  case shareDirection
  case slotCount
  static let words = 21
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
  static let words = 14
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
