import InstagridPure

// Integer codes for the share flow's events, effects and state, as documented in
// `Sources/instagrid-wasm-shim/ABI.md`. The mapping lives here, at the edge, so the core keeps
// its enums.

extension ShareFlowEvent {
  /// Decodes an event from its ABI `code` and argument; `nil` for anything out of range.
  init?(code: Int32, argument: Int32) {
    switch code {
    case 0: self = .layoutTapped(Int(argument))
    case 1: self = .cellTapped(slot: Int(argument))
    case 2: self = .photoAdded(slot: Int(argument))
    case 3: self = .photoFailed(slot: Int(argument))
    case 4:
      guard let orientation = Orientation(code: argument) else { return nil }
      self = .orientationChanged(orientation)
    case 5:
      guard let direction = SwipeDirection(code: argument) else { return nil }
      self = .swiped(direction)
    case 6: self = .shareButtonPressed
    case 7: self = .animationFinished
    case 8:
      switch argument {
      case 0: self = .shareFinished(.completed)
      case 1: self = .shareFinished(.cancelled)
      case 2: self = .shareFinished(.failed)
      default: return nil
      }
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

extension ShareMessage {
  /// Kind code and argument: 1 photos missing (count), 2 photo unreadable (slot), 3 share failed.
  var codes: (kind: Int32, argument: Int32) {
    switch self {
    case .photosMissing(let count): (1, Int32(count))
    case .photoUnreadable(let slot): (2, Int32(slot))
    case .shareFailed: (3, 0)
    }
  }
}

extension ShareFlowEffect {
  /// Kind code and two arguments, as listed in ABI.md.
  var codes: (kind: Int32, first: Int32, second: Int32) {
    switch self {
    case .openPicker(let slot): (0, Int32(slot), 0)
    case .startLeaveAnimation(let direction): (1, direction.code, 0)
    case .presentShare: (2, 0, 0)
    case .startReturnAnimation(let direction): (3, direction.code, 0)
    case .nudge(let direction): (4, direction.code, 0)
    case .announce(let message): (5, message.codes.kind, message.codes.argument)
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
