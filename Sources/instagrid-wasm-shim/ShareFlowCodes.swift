import InstagridPure

// Integer codes for the share flow's events, effects and state, as documented in
// `Sources/instagrid-wasm-shim/ABI.md`. The mapping lives here, at the edge, so the core keeps
// its enums.

extension ShareFlowEvent {
  /// Decodes an event from its ABI `code` and arguments; `nil` for anything out of range.
  /// (The header-read event has its own export, `ig_flow_header_read`.)
  init?(code: Int32, _ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32, _ e: Int32) {
    switch code {
    case 0: self = .layoutTapped(Int(a))
    case 1: self = .cellTapped(slot: Int(a))
    case 2: self = .photoPicked(slot: Int(a))
    case 3:
      guard e == 0 || e == 1 else { return nil }
      self = .photoDecoded(
        slot: Int(a), ticket: Int(b), decoded: PixelSize(width: Int(c), height: Int(d)),
        isFullResolution: e == 1)
    case 4: self = .photoFailed(slot: Int(a), ticket: Int(b))
    case 5: self = .pictureSideChosen(Int(a))
    case 6: self = .pictureRendered(revision: Int(a))
    case 7:
      guard let orientation = Orientation(code: a) else { return nil }
      self = .orientationChanged(orientation)
    case 8:
      guard let direction = SwipeDirection(code: a) else { return nil }
      self = .swiped(direction)
    case 9: self = .shareButtonPressed
    case 10: self = .animationFinished
    case 11:
      switch a {
      case 0: self = .shareFinished(.completed)
      case 1: self = .shareFinished(.cancelled)
      case 2: self = .shareFinished(.failed)
      default: return nil
      }
    case 12: self = .startOverPressed
    case 13: self = .undoPressed
    case 14: self = .undoExpired
    case 15: self = .draftRestored(copied: a != 0)
    case 16: self = .framePanned(slot: Int(a), dx: fraction(b), dy: fraction(c))
    case 17:
      self = .frameZoomed(slot: Int(a), factor: fraction(b), anchorX: fraction(c), anchorY: fraction(d))
    case 18: self = .frameSettled(slot: Int(a))
    case 19: self = .frameReset(slot: Int(a))
    case 20:
      self = .frameSet(
        slot: Int(a), framing: Framing(zoom: fraction(b), focusX: fraction(c), focusY: fraction(d)))
    case 21: self = .photoMoved(from: Int(a), to: Int(b))
    case 22: self = .photoRestoring(slot: Int(a))
    case 23:
      self = .photoPreviewed(slot: Int(a), ticket: Int(b), size: PixelSize(width: Int(c), height: Int(d)))
    default: return nil
    }
  }
}

extension Orientation {
  init?(code: Int32) {
    switch code {
    case 0: self = .portrait
    case 1: self = .landscape
    default: return nil
    }
  }

  var code: Int32 { self == .portrait ? 0 : 1 }
}

extension SwipeDirection {
  init?(code: Int32) {
    switch code {
    case 0: self = .up
    case 1: self = .down
    case 2: self = .left
    case 3: self = .right
    default: return nil
    }
  }

  var code: Int32 {
    switch self {
    case .up: 0
    case .down: 1
    case .left: 2
    case .right: 3
    }
  }
}

extension PhotoFormat {
  /// 0 JPEG, 1 PNG, 2 GIF, 3 WebP, 4 BMP, 5 HEIC, 6 AVIF.
  var code: Int32 {
    switch self {
    case .jpeg: 0
    case .png: 1
    case .gif: 2
    case .webp: 3
    case .bmp: 4
    case .heic: 5
    case .avif: 6
    }
  }
}

extension ShareMessage {
  /// Kind code and up to three arguments, as listed in ABI.md.
  var codes: (kind: Int32, first: Int32, second: Int32, third: Int32) {
    switch self {
    case .photosMissing(let count): (1, Int32(count), 0, 0)
    case .photoUnreadable(let slot): (2, Int32(slot), 0, 0)
    case .shareFailed: (3, 0, 0, 0)
    case .photosLoading(let count): (4, Int32(count), 0, 0)
    case .photoFormatUnknown(let slot): (5, Int32(slot), 0, 0)
    case .photoFormatUnsupported(let slot, let format): (6, Int32(slot), format.code, 0)
    case .photoTooLarge(let slot, let size): (7, Int32(slot), clamped(size.width), clamped(size.height))
    case .preparingPicture: (8, 0, 0, 0)
    case .pictureReady: (9, 0, 0, 0)
    case .startedOver: (10, 0, 0, 0)
    case .draftRestored(let copied): (11, copied ? 1 : 0, 0, 0)
    case .photoMoved(let from, let to): (12, Int32(from), Int32(to), 0)
    case .zoomChanged(let slot, let percent): (13, Int32(slot), clamped(percent), 0)
    }
  }
}

extension ShareFlowEffect {
  /// Kind code and four arguments, as listed in ABI.md.
  var codes: (kind: Int32, a: Int32, b: Int32, c: Int32, d: Int32) {
    switch self {
    case .openPicker(let slot): (0, Int32(slot), 0, 0, 0)
    case .startLeaveAnimation(let direction): (1, direction.code, 0, 0, 0)
    case .presentShare: (2, 0, 0, 0, 0)
    case .startReturnAnimation(let direction): (3, direction.code, 0, 0, 0)
    case .nudge(let direction): (4, direction.code, 0, 0, 0)
    case .announce(let message):
      (5, message.codes.kind, message.codes.first, message.codes.second, message.codes.third)
    case .readPhotoHeader(let slot, let ticket, let count):
      (6, Int32(slot), clamped(ticket), clamped(count), 0)
    case .decodePhoto(let slot, let ticket, let need):
      (7, Int32(slot), clamped(ticket), clamped(need.width), clamped(need.height))
    case .renderPicture(let revision): (8, clamped(revision), 0, 0, 0)
    case .saveDraft: (9, 0, 0, 0, 0)
    case .reframed(let slot): (10, Int32(slot), 0, 0, 0)
    case .photosMoved(let from, let to): (11, Int32(from), Int32(to), 0, 0)
    }
  }
}

extension SharePhase {
  /// Phase code (0 idle, 1 leaving, 2 sharing, 3 returning) and its direction code (−1 when idle).
  var codes: (phase: Int32, direction: Int32) {
    switch self {
    case .idle: (0, -1)
    case .leaving(let direction): (1, direction.code)
    case .sharing(let direction): (2, direction.code)
    case .returning(let direction): (3, direction.code)
    }
  }
}

/// Fractions cross the ABI as integers in millionths (zoom factors, focus points, cell fractions).
let fractionScale = 1_000_000.0

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
