import InstagridPure

// The ABI's event codes and arguments as the core's events (the codes are generated from
// ABI.toml into ABICodes.swift). The switch is exhaustive: a code added to the schema does not
// build until it is mapped here.

extension ShareFlowEvent {
  /// Decodes an event from its ABI `code` and arguments; `nil` for anything out of range.
  /// (The header-read event has its own export, `ig_flow_header_read`.)
  init?(code: Int32, _ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32, _ e: Int32) {
    guard let code = EventCode(rawValue: code) else { return nil }
    switch code {
    case .layoutTapped:
      guard let layout = Layout.numbered(Int(a)) else { return nil }
      self = .grid(.layoutChosen(layout))
    case .cellTapped: self = .grid(.cellTapped(slot: Int(a)))
    case .pictureSideChosen: self = .grid(.pictureSideChosen(Int(a)))
    case .formatChosen:
      guard let format = PictureFormat(code: a) else { return nil }
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
          isLargestDecode: e == 1))
    case .photoFailed: self = .loads(.failed(slot: Int(a), ticket: Int(b)))
    case .photoBlank: self = .loads(.blank(slot: Int(a), ticket: Int(b)))
    case .pictureOutOfMemory: self = .sharing(.pictureOutOfMemory(revision: Int(a)))
    case .pictureRendered: self = .sharing(.pictureRendered(revision: Int(a)))
    case .orientationChanged:
      guard let orientation = ScreenOrientation(code: a) else { return nil }
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
    case .pageHidden: self = .draftSaving(.pageHidden)
    case .startOverPressed: self = .startOver(.pressed)
    case .undoPressed: self = .history(.undo)
    case .redoPressed: self = .history(.redo)
    case .changeEnded: self = .history(.changeEnded)
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
    case .dividerDragged: self = .dividers(.dragged(divider: Int(a), at: Int(b), pixelsPerPoint: Int(c)))
    case .dividerSettled: self = .dividers(.settled(divider: Int(a)))
    case .dividerStepped: self = .dividers(.stepped(divider: Int(a), percent: Int(b)))
    case .dividerToLimit:
      guard b == 0 || b == 1 else { return nil }
      self = .dividers(.toLimit(divider: Int(a), toEnd: b == 1))
    case .dividerReset: self = .dividers(.reset(divider: Int(a)))
    case .photoTurnedRight: self = .reframing(.turned(slot: Int(a), clockwise: true))
    case .photoTurnedLeft: self = .reframing(.turned(slot: Int(a), clockwise: false))
    case .photoMirrored: self = .reframing(.mirrored(slot: Int(a)))
    case .photoRemoved: self = .reframing(.removed(slot: Int(a)))
    case .photosPicked:
      guard a >= -1, b >= 1 else { return nil }
      self = .picks(.picked(slot: a == -1 ? nil : Int(a), count: Int(b)))
    case .photosDropped:
      guard b >= 1 else { return nil }
      self = .picks(.dropped(slot: Int(a), count: Int(b)))
    case .madeLayoutChosen: self = .grid(.madeLayoutChosen(index: Int(a)))
    }
  }
}
