import InstagridPure

// The core's small enums (timers, a need's reach, orientations, directions, outcomes, photo formats, phases,
// places) as the ABI's codes, both ways where both are needed. The mapping lives at the edge, so
// the core keeps its enums; each switch is exhaustive.

extension FlowTimer {
  init?(code: Int32) {
    switch TimerCode(rawValue: code) {
    case .shareAnswer: self = .shareAnswer
    case .passingMessage: self = .passingMessage
    case .draftSave: self = .draftSave
    case nil: return nil
    }
  }

  var code: Int32 {
    let code: TimerCode =
      switch self {
      case .shareAnswer: .shareAnswer
      case .passingMessage: .passingMessage
      case .draftSave: .draftSave
      }
    return code.rawValue
  }
}

extension NeedReach {
  init?(code: Int32) {
    switch NeedReachCode(rawValue: code) {
    case .shown: self = .shown
    case .switchable: self = .switchable
    case .anyCell: self = .anyCell
    case nil: return nil
    }
  }
}

extension ColourSpace {
  init?(code: Int32) {
    switch ColourSpaceCode(rawValue: code) {
    case .sRGB: self = .sRGB
    case .displayP3: self = .displayP3
    case nil: return nil
    }
  }
}

extension ScreenOrientation {
  init?(code: Int32) {
    switch ScreenOrientationCode(rawValue: code) {
    case .portrait: self = .portrait
    case .landscape: self = .landscape
    case nil: return nil
    }
  }

  var code: Int32 { (self == .portrait ? ScreenOrientationCode.portrait : .landscape).rawValue }
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
    let code: PhotoFormatCode =
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

extension Change {
  /// Its Change code and argument.
  var codes: (kind: ChangeCode, argument: Int32) {
    switch self {
    case .layout(let number): (.layout, Int32(clamping: number))
    case .format(let format): (.format, format.code)
    case .frame(let property): (.frame, property.code)
    case .photoPicked(let place): (.photoPicked, place.code)
    case .photosPicked(let count): (.photosPicked, Int32(count))
    case .photoMoved(let place): (.photoMoved, place.code)
    case .reframed(let place): (.reframed, place.code)
    case .startOver: (.startOver, 0)
    case .divider: (.divider, 0)
    case .turned(let place): (.turned, place.code)
    case .mirrored(let place): (.mirrored, place.code)
    case .photoRemoved(let place): (.photoRemoved, place.code)
    }
  }

  /// The change of a Change code and argument (a kept draft's history); `nil` when out of range.
  init?(code: Int32, argument: Int32) {
    switch ChangeCode(rawValue: code) {
    case .layout:
      guard Layout.numbered(Int(argument)) != nil else { return nil }
      self = .layout(Int(argument))
    case .format:
      guard let format = PictureFormat(code: argument) else { return nil }
      self = .format(format)
    case .frame:
      guard let property = FrameProperty(code: argument) else { return nil }
      self = .frame(property)
    case .photoPicked:
      guard let place = CellPlace(code: argument) else { return nil }
      self = .photoPicked(place)
    case .photosPicked:
      guard PhotoPicks.counts.contains(Int(argument)) else { return nil }
      self = .photosPicked(count: Int(argument))
    case .photoMoved:
      guard let place = CellPlace(code: argument) else { return nil }
      self = .photoMoved(place)
    case .reframed:
      guard let place = CellPlace(code: argument) else { return nil }
      self = .reframed(place)
    case .startOver: self = .startOver
    case .divider: self = .divider
    case .turned, .mirrored, .photoRemoved:
      guard let place = CellPlace(code: argument) else { return nil }
      let kind = ChangeCode(rawValue: code)
      self = kind == .turned ? .turned(place) : kind == .mirrored ? .mirrored(place) : .photoRemoved(place)
    case nil: return nil
    }
  }
}

extension FrameProperty {
  init?(code: Int32) {
    switch FramePropertyCode(rawValue: code) {
    case .spacing: self = .spacing
    case .colour: self = .colour
    case .radius: self = .radius
    case nil: return nil
    }
  }

  var code: Int32 {
    let code: FramePropertyCode =
      switch self {
      case .spacing: .spacing
      case .colour: .colour
      case .radius: .radius
      }
    return code.rawValue
  }
}

extension CellPlace {
  init?(code: Int32) {
    switch PlaceCode(rawValue: code) {
    case .topLeft: self = .topLeft
    case .top: self = .top
    case .topRight: self = .topRight
    case .left: self = .left
    case .centre: self = .centre
    case .right: self = .right
    case .bottomLeft: self = .bottomLeft
    case .bottom: self = .bottom
    case .bottomRight: self = .bottomRight
    case nil: return nil
    }
  }

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
