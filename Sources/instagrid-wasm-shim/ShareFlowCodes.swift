import InstagridPure

// The core's events, effects and state as the ABI's codes (generated from ABI.toml into
// ABICodes.swift). The mapping lives here, at the edge, so the core keeps its enums; each switch
// is exhaustive, so a code added to the schema does not build until it is mapped.

extension ShareFlowEvent {
  /// Decodes an event from its ABI `code` and arguments; `nil` for anything out of range.
  /// (The header-read event has its own export, `ig_flow_header_read`.)
  init?(code: Int32, _ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32, _ e: Int32) {
    guard let code = EventCode(rawValue: code) else { return nil }
    switch code {
    case .layoutTapped: self = .grid(.layoutTapped(Int(a)))
    case .cellTapped: self = .grid(.cellTapped(slot: Int(a)))
    case .pictureSideChosen: self = .grid(.pictureSideChosen(Int(a)))
    case .formatChosen:
      guard let format = Format(code: a) else { return nil }
      self = .grid(.formatChosen(format))
    case .frameChosen:
      self = .grid(.frameChosen(Frame(spacing: Int(a), colour: RGBAColor(rgb: Int(b)), radius: Int(c))))
    case .photoPicked: self = .loads(.picked(slot: Int(a)))
    case .photoRestoring: self = .loads(.restoring(slot: Int(a)))
    case .photoPreviewed:
      self = .loads(.previewed(slot: Int(a), ticket: Int(b), size: PixelSize(width: Int(c), height: Int(d))))
    case .photoDecoded:
      guard e == 0 || e == 1 else { return nil }
      self = .loads(
        .decoded(
          slot: Int(a), ticket: Int(b), size: PixelSize(width: Int(c), height: Int(d)),
          isFullResolution: e == 1))
    case .photoFailed: self = .loads(.failed(slot: Int(a), ticket: Int(b)))
    case .pictureRendered: self = .sharing(.pictureRendered(revision: Int(a)))
    case .orientationChanged:
      guard let orientation = Orientation(code: a) else { return nil }
      self = .sharing(.orientationChanged(orientation))
    case .swiped:
      guard let direction = SwipeDirection(code: a) else { return nil }
      self = .sharing(.swiped(direction))
    case .shareButtonPressed: self = .sharing(.shareButtonPressed)
    case .animationFinished: self = .sharing(.animationFinished)
    case .shareFinished:
      guard let outcome = ShareOutcome(code: a) else { return nil }
      self = .sharing(.shareFinished(outcome))
    case .pageReturned: self = .sharing(.pageReturned)
    case .systemSheetOpened: self = .sharing(.systemSheetOpened)
    case .draftPhotoBytesMade: self = .draftSaving(.photoBytesMade(slot: Int(a)))
    case .pageHidden: self = .draftSaving(.pageHidden)
    case .startOverPressed: self = .startOver(.pressed)
    case .undoPressed: self = .startOver(.undoPressed)
    case .timerFired:
      guard let timer = FlowTimer(code: a) else { return nil }
      self = .timerFired(timer)
    case .framePanned: self = .reframing(.panned(slot: Int(a), dx: fraction(b), dy: fraction(c)))
    case .frameZoomed:
      self = .reframing(
        .zoomed(slot: Int(a), factor: fraction(b), anchorX: fraction(c), anchorY: fraction(d)))
    case .frameSettled: self = .reframing(.settled(slot: Int(a)))
    case .frameReset: self = .reframing(.reset(slot: Int(a)))
    case .frameSet:
      self = .reframing(
        .set(slot: Int(a), framing: Framing(zoom: fraction(b), focusX: fraction(c), focusY: fraction(d))))
    case .photoMoved: self = .reframing(.moved(from: Int(a), to: Int(b)))
    }
  }
}

extension FlowTimer {
  init?(code: Int32) {
    switch TimerCode(rawValue: code) {
    case .undo: self = .undo
    case .shareAnswer: self = .shareAnswer
    case .passingMessage: self = .passingMessage
    case .draftSave: self = .draftSave
    case nil: return nil
    }
  }

  var code: Int32 {
    let code: TimerCode =
      switch self {
      case .undo: .undo
      case .shareAnswer: .shareAnswer
      case .passingMessage: .passingMessage
      case .draftSave: .draftSave
      }
    return code.rawValue
  }
}

extension Orientation {
  init?(code: Int32) {
    switch OrientationCode(rawValue: code) {
    case .portrait: self = .portrait
    case .landscape: self = .landscape
    case nil: return nil
    }
  }

  var code: Int32 { (self == .portrait ? OrientationCode.portrait : .landscape).rawValue }
}

extension SwipeDirection {
  init?(code: Int32) {
    switch DirectionCode(rawValue: code) {
    case .up: self = .up
    case .down: self = .down
    case .left: self = .left
    case .right: self = .right
    case nil: return nil
    }
  }

  var code: Int32 {
    let code: DirectionCode =
      switch self {
      case .up: .up
      case .down: .down
      case .left: .left
      case .right: .right
      }
    return code.rawValue
  }
}

extension ShareOutcome {
  init?(code: Int32) {
    switch OutcomeCode(rawValue: code) {
    case .completed: self = .completed
    case .cancelled: self = .cancelled
    case .failed: self = .failed
    case nil: return nil
    }
  }
}

extension PhotoFormat {
  var code: Int32 {
    let code: FormatCode =
      switch self {
      case .jpeg: .jpeg
      case .png: .png
      case .gif: .gif
      case .webp: .webp
      case .bmp: .bmp
      case .heic: .heic
      case .avif: .avif
      }
    return code.rawValue
  }
}

extension ShareMessage {
  /// Its Message code and up to three arguments.
  var codes: (kind: MessageCode, first: Int32, second: Int32, third: Int32) {
    switch self {
    case .photosMissing(let count): (.photosMissing, Int32(count), 0, 0)
    case .photoUnreadable(let slot): (.photoUnreadable, Int32(slot), 0, 0)
    case .shareFailed: (.shareFailed, 0, 0, 0)
    case .photosLoading(let count): (.photosLoading, Int32(count), 0, 0)
    case .photoFormatUnknown(let slot): (.photoFormatUnknown, Int32(slot), 0, 0)
    case .photoFormatUnsupported(let slot, let format): (.photoFormatUnsupported, Int32(slot), format.code, 0)
    case .photoTooLarge(let slot, let size):
      (.photoTooLarge, Int32(slot), clamped(size.width), clamped(size.height))
    case .preparingPicture: (.preparingPicture, 0, 0, 0)
    case .pictureReady: (.pictureReady, 0, 0, 0)
    case .startedOver: (.startedOver, 0, 0, 0)
    case .draftRestored(let copied): (.draftRestored, copied ? 1 : 0, 0, 0)
    case .photoMoved(let from, let to, let place): (.photoMoved, Int32(from), Int32(to), place.code)
    case .zoomChanged(let slot, let percent): (.zoomChanged, Int32(slot), clamped(percent), 0)
    }
  }
}

extension Record where Field == EffectField {
  /// The Effect record of `effect`: its code and four arguments.
  init(_ effect: ShareFlowEffect) {
    self.init()
    let (kind, a, b, c, d): (EffectCode, Int32, Int32, Int32, Int32) =
      switch effect {
      case .openPicker(let slot): (.openPicker, Int32(slot), 0, 0, 0)
      case .startLeaveAnimation(let direction): (.startLeaveAnimation, direction.code, 0, 0, 0)
      case .presentShare: (.presentShare, 0, 0, 0, 0)
      case .startReturnAnimation(let direction): (.startReturnAnimation, direction.code, 0, 0, 0)
      case .nudge(let direction): (.nudge, direction.code, 0, 0, 0)
      case .announce(let message):
        (
          .announce, message.codes.kind.rawValue, message.codes.first, message.codes.second,
          message.codes.third
        )
      case .readPhotoHeader(let slot, let ticket, let count):
        (.readPhotoHeader, Int32(slot), clamped(ticket), clamped(count), 0)
      case .decodePhoto(let slot, let ticket, let need):
        (.decodePhoto, Int32(slot), clamped(ticket), clamped(need.width), clamped(need.height))
      case .renderPicture(let revision): (.renderPicture, clamped(revision), 0, 0, 0)
      case .saveDraft: (.saveDraft, 0, 0, 0, 0)
      case .reframed(let slot): (.reframed, Int32(slot), 0, 0, 0)
      case .photosMoved(let from, let to): (.photosMoved, Int32(from), Int32(to), 0, 0)
      case .startTimer(let timer, let milliseconds): (.startTimer, timer.code, clamped(milliseconds), 0, 0)
      case .cancelTimer(let timer): (.cancelTimer, timer.code, 0, 0, 0)
      case .releasePhoto(let slot): (.releasePhoto, Int32(slot), 0, 0, 0)
      }
    self[.kind] = kind.rawValue
    self[.a] = a
    self[.b] = b
    self[.c] = c
    self[.d] = d
  }
}

extension SharePhase {
  /// Its Phase code and its direction's code (−1 when idle).
  var codes: (phase: PhaseCode, direction: Int32) {
    switch self {
    case .idle: (.idle, -1)
    case .leaving(let direction): (.leaving, direction.code)
    case .sharing(let direction): (.sharing, direction.code)
    case .returning(let direction): (.returning, direction.code)
    }
  }
}

/// An ABI integer in millionths as a fraction.
func fraction(_ value: Int32) -> Double {
  Double(value) / fractionScale
}

/// A fraction as ABI millionths, saturating.
func millionths(_ value: Double) -> Int32 {
  let scaled = (value * fractionScale).rounded()
  return scaled.isFinite ? Int32(clamping: Int(max(min(scaled, 2e9), -2e9))) : 0
}

/// `value` as an ABI `i32`, saturating (a header may declare sides past 2^31 natively).
func clamped(_ value: Int) -> Int32 {
  Int32(clamping: value)
}

extension CellPlace {
  var code: Int32 {
    let code: PlaceCode =
      switch self {
      case .topLeft: .topLeft
      case .top: .top
      case .topRight: .topRight
      case .left: .left
      case .centre: .centre
      case .right: .right
      case .bottomLeft: .bottomLeft
      case .bottom: .bottom
      case .bottomRight: .bottomRight
      }
    return code.rawValue
  }
}
