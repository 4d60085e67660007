import InstagridPure

// The core's small enums (timers, orientations, directions, outcomes, photo formats, phases,
// places) as the ABI's codes, both ways where both are needed. The mapping lives at the edge, so
// the core keeps its enums; each switch is exhaustive.

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
