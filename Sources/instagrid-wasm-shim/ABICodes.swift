// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.

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
  case redoPressed = 14
  case timerFired = 15
  case framePanned = 16
  case frameZoomed = 17
  case frameSettled = 18
  case frameReset = 19
  case frameSet = 20
  case photoMoved = 21
  case photoRestoring = 22
  case photoPreviewed = 23
  case pageReturned = 24
  case systemSheetOpened = 25
  case pageHidden = 26
  case formatChosen = 27
  case frameChosen = 28
  case photoBlank = 29
  case pictureOutOfMemory = 30
  case changeEnded = 31
  case dividerDragged = 32
  case dividerSettled = 33
  case dividerStepped = 34
  case dividerToLimit = 35
  case dividerReset = 36
  case photoTurnedRight = 37
  case photoTurnedLeft = 38
  case photoMirrored = 39
  case photoRemoved = 40
  case photosPicked = 41
  case photosDropped = 42
  case madeLayoutChosen = 43
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
  case recallPhoto = 15
  case forgetPhoto = 16
  case keepDocument = 17
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
  case undid = 11
  case redid = 12
  case draftRestored = 13
  case photoMoved = 14
  case zoomChanged = 15
  case photoBlank = 16
  case pictureMadeSmaller = 17
  case pictureOutOfMemory = 18
  case dividerMoved = 19
  case photoTurned = 20
  case photoRemoved = 21
  case layoutMade = 22
  case photosLeftOut = 23
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
  case shareAnswer = 0
  case passingMessage = 1
  case draftSave = 2
}

/// A change a person made, as it is named when undone or redone; its argument in brackets.
enum ChangeCode: Int32 {
  case layout = 0
  case format = 1
  case frame = 2
  case photoPicked = 3
  case photoMoved = 4
  case reframed = 5
  case startOver = 6
  case divider = 7
  case turned = 8
  case mirrored = 9
  case photoRemoved = 10
  case photosPicked = 11
}

/// The part of the frame a change touched.
enum FramePropertyCode: Int32 {
  case spacing = 0
  case colour = 1
  case radius = 2
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

/// The picture's proportions, in the order the format control shows them.
enum PictureFormatCode: Int32 {
  case square = 0
  case portrait = 1
  case tall = 2
  case story = 3
  case landscape = 4
}

/// A swipe's or a slide's direction.
enum DirectionCode: Int32 {
  case up = 0
  case down = 1
  case left = 2
  case right = 3
}

/// Which layouts a photo's pixels are sized for (`ig_slot_need`).
enum NeedReachCode: Int32 {
  case shown = 0
  case switchable = 1
  case anyCell = 2
}

/// The colour space a picture's pixels are in (`ig_compose`): Display P3 where the engine's canvases decode, compose and encode in it, sRGB elsewhere.
enum ColourSpaceCode: Int32 {
  case sRGB = 0
  case displayP3 = 1
}

/// How the screen is held.
enum ScreenOrientationCode: Int32 {
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
enum PhotoFormatCode: Int32 {
  case jpeg = 0
  case png = 1
  case gif = 2
  case webp = 3
  case bmp = 4
  case heic = 5
  case avif = 6
}
