import Testing

@testable import InstagridPure

/// Builds states through events, as the page would.
struct FlowDriver {
  var state = ShareFlowState()

  /// Runs `events` and returns every effect, in order, but `keepDocument`, which follows every
  /// change to the document, the picture side or the history whatever else an event does: the
  /// draft's tests check it (`runKeeping`), and the property test below checks it after every
  /// random event.
  @discardableResult
  mutating func run(_ events: ShareFlowEvent...) -> [ShareFlowEffect] {
    events.flatMap { ShareFlow.reduce(&state, $0) }.filter {
      if case .keepDocument = $0 { false } else { true }
    }
  }

  /// Runs `events` and returns every effect, in order, `keepDocument` included.
  @discardableResult
  mutating func runKeeping(_ events: ShareFlowEvent...) -> [ShareFlowEffect] {
    events.flatMap { ShareFlow.reduce(&state, $0) }
  }

  /// What keeping the draft at once returns: the write, and the window in which later changes wait.
  static let keepsDraft: [ShareFlowEffect] = [
    .saveDraft, .startTimer(.draftSave, milliseconds: DraftKeeping.saveWindowMilliseconds),
  ]

  /// Lets time pass until no save window is open, keeping any change that waited in one; returns
  /// the effects.
  @discardableResult
  mutating func saveWindowPassed() -> [ShareFlowEffect] {
    var effects: [ShareFlowEffect] = []
    while state.draftSaveWindow != .closed { effects += run(.timerFired(.draftSave)) }
    return effects
  }

  /// Picks a file for `slot`; returns the load's ticket.
  mutating func pick(_ slot: Int) -> Int {
    let effects = run(.loads(.picked(slot: slot)))
    guard case .readPhotoHeader(slot, let ticket, PhotoHeader.firstRead) = effects.first else {
      Issue.record("a pick must ask for the header, got \(effects)")
      return -1
    }
    return ticket
  }

  /// Picks, reads a JPEG header of `size` and decodes `slot` as the need asks; returns the effects
  /// of the decode.
  @discardableResult
  mutating func add(_ slot: Int, size: PixelSize = PixelSize(width: 4032, height: 3024), full: Bool = false)
    -> [ShareFlowEffect]
  {
    let ticket = pick(slot)
    let decode = run(
      .loads(
        .headerRead(slot: slot, ticket: ticket, reading: .header(PhotoHeader(format: .jpeg, size: size)))))
    guard case .decodePhoto(slot, ticket, let need) = decode.first else {
      Issue.record("a good header must ask for a decode, got \(decode)")
      return []
    }
    return run(
      .loads(.decoded(slot: slot, ticket: ticket, size: covering(size, need), isLargestDecode: full)))
  }

  /// Fills `slots` and reports the picture of the latest revision rendered.
  mutating func ready(_ slots: [Int], layout: Int = 2, orientation: ScreenOrientation = .portrait) {
    run(.sharing(.orientationChanged(orientation)), .grid(.layoutChosen(.numbered(layout)!)))
    for slot in slots { add(slot) }
    run(.sharing(.pictureRendered(revision: state.pictureRevision)))
  }
}

/// `size` scaled to cover `need`, as the page's decoder does (by the core's plan).
func covering(_ size: PixelSize, _ need: PixelSize) -> PixelSize {
  size.covering(need)
}

@Suite("Share flow: the domains composed")
struct ShareFlowTests {
  @Test("launch state: Layout 2, empty slots, portrait, idle, 2048 px, nothing said")
  func launch() {
    let state = ShareFlowState()
    #expect(state.layout.number == 2)
    #expect(state.slots == [Slot](repeating: Slot(), count: 9), "nine slots")
    #expect(state.format == .square && state.frame == .standard)
    #expect(state.picture.size == PixelSize(width: 2048, height: 2048))
    #expect(state.orientation == .portrait && state.phase == .idle)
    #expect(state.pictureSide == 2048)
    #expect(state.message == nil && !state.highlightsEmptyCells)
    #expect(state.missingSlots == [0, 1, 2])
    #expect(!state.isComplete && !state.isPictureReady)
  }

  @Test("random event sequences keep the invariants", arguments: 0..<200)
  func randomSequences(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0x5EED) &+ UInt64(run))
    var flow = FlowDriver()
    for _ in 0..<200 {
      let slot = Int.random(in: -1...Layout.slotCount, using: &generator)
      let ticket = Int.random(in: 0...flow.state.nextTicket, using: &generator)
      let size = PixelSize(
        width: Int.random(in: 0...30000, using: &generator),
        height: Int.random(in: 0...30000, using: &generator))
      let events: [ShareFlowEvent] = [
        .grid(.layoutChosen(Layout.all.randomElement(using: &generator)!)),
        .grid(.cellTapped(slot: slot)),
        .grid(.formatChosen(PictureFormat.all.randomElement(using: &generator)!)),
        .grid(
          .frameChosen(
            Frame(
              spacing: Int.random(in: -10...120, using: &generator), colour: RGBAColor(rgb: 0xFFFFFF),
              radius: Int.random(in: -10...300, using: &generator)))),
        .loads(.picked(slot: slot)),
        .loads(
          .headerRead(
            slot: slot, ticket: ticket, reading: .header(PhotoHeader(format: .jpeg, size: size)))),
        .loads(.headerRead(slot: slot, ticket: ticket, reading: .needsBytes(100))),
        .loads(
          .decoded(
            slot: slot, ticket: ticket, size: size, isLargestDecode: Bool.random(using: &generator))),
        .loads(.failed(slot: slot, ticket: ticket)),
        .grid(.pictureSideChosen(PictureSide.offered.randomElement(using: &generator)!)),
        .sharing(
          .pictureRendered(revision: flow.state.pictureRevision - Int.random(in: 0...1, using: &generator))),
        .sharing(.orientationChanged(Bool.random(using: &generator) ? .portrait : .landscape)),
        .sharing(.swiped(.up)),
        .sharing(.swiped(.left)),
        .sharing(.shareButtonPressed), .sharing(.animationFinished), .sharing(.shareFinished(.cancelled)),
        .startOver(.pressed), .history(.undo), .history(.redo),
        .timerFired(FlowTimer.allCases.randomElement(using: &generator)!),
        .draftSaving(.pageHidden),
        .reframing(.panned(slot: slot, dx: Double.random(in: -2...2, using: &generator), dy: 0.3)),
        .reframing(
          .zoomed(
            slot: slot, factor: Double.random(in: 0.1...10, using: &generator), anchorX: 0.2, anchorY: 0.9)),
        .reframing(.settled(slot: slot)), .reframing(.reset(slot: slot)),
        .reframing(.moved(from: slot, to: Int.random(in: -1...Layout.slotCount, using: &generator))),
        .reframing(.turned(slot: slot, clockwise: Bool.random(using: &generator))),
        .reframing(.mirrored(slot: slot)),
        .reframing(.removed(slot: slot)),
        .loads(.restoring(slot: slot)), .loads(.previewed(slot: slot, ticket: ticket, size: size)),
        .draftRestored(
          DraftRestore.Draft(
            layout: .standard, pictureSide: 1080,
            slots: [Document.Slot(photo: nil), nil, nil, Document.Slot(photo: nil)], copied: false)),
      ]
      let before = flow.state
      let event = events.randomElement(using: &generator)!
      let effects = flow.runKeeping(event)
      let state = flow.state
      #expect(state.slots.count == Layout.slotCount)
      #expect(
        Frame.spacingRange.contains(state.frame.spacing) && Frame.radiusRange.contains(state.frame.radius))
      for slot in 0..<Layout.slotCount {
        guard let crop = state.crop(ofSlot: slot), let photo = state.slots[slot].shownPhoto else { continue }
        #expect(
          crop.rect.x >= 0 && crop.rect.maxX <= photo.decoded.width && crop.rect.maxY <= photo.decoded.height)
      }
      #expect(!state.isPictureReady || state.isComplete)
      // The history is bounded, a document never holds a photo twice, and a photo is forgotten
      // only once nothing refers to it.
      #expect(state.history.past.count <= History.limit && state.history.future.count <= History.limit)
      let ids = state.document.photos.compactMap { $0 }
      #expect(Set(ids).count == ids.count)
      let kept = History.keptPhotos(state)
      for case .forgetPhoto(let id) in effects { #expect(!kept.contains(id)) }
      for content in state.slots {
        // A stand-in is shown only while its load runs, never held as the slot's photo.
        if content.loading?.preview != nil { #expect(content.loading?.previous == nil) }
      }
      #expect(state.pictureRevision >= before.pictureRevision)
      // Every change to what a draft keeps is kept at once, by one keepDocument before any
      // other effect, which says whether the history changed; nothing else asks for it.
      // The core tells a change of the steps by the history's revision, without comparing them:
      // every change of the steps (a new one, an Undo, a Redo, a restore) counts one.
      let revised = before.history.revision != state.history.revision
      if before.history.past != state.history.past || before.history.future != state.history.future {
        #expect(revised)
      }
      let documentChanged =
        revised || before.document != state.document || before.pictureSide != state.pictureSide
      let keeps = effects.filter { if case .keepDocument = $0 { true } else { false } }
      #expect(keeps == (documentChanged ? [.keepDocument] : []))
      if let keep = keeps.first {
        #expect(effects.first == keep, "kept before the page performs anything else")
      }
      // While a draft comes back no save is asked for; it is asked for once its loads end.
      if state.restoresDraft { #expect(!effects.contains(.saveDraft)) }
      if before.restoresDraft && !state.restoresDraft {
        #expect(effects.contains(.saveDraft) || state.draftSaveWindow == .changesWaiting)
      }
      // At most one write per save window: a write opens one, and none comes while it is open.
      let saves = effects.filter { $0 == .saveDraft }.count
      #expect(saves <= 1)
      if saves == 1 {
        #expect(
          before.draftSaveWindow == .closed || event == .timerFired(.draftSave)
            || DraftSaving.keepsAtOnce(event))
        #expect(state.draftSaveWindow == .open)
      }
      for effect in effects {
        if case .renderPicture(let revision) = effect {
          #expect(revision == state.pictureRevision && state.isComplete)
        }
        if case .startLeaveAnimation = effect { #expect(before.isPictureReady && before.phase == .idle) }
      }
      if state.phase != before.phase {
        switch (before.phase, state.phase) {
        case (.idle, .leaving), (.leaving, .sharing), (.sharing, .returning), (.returning, .idle): break
        default: Issue.record("phase \(before.phase) → \(state.phase)")
        }
      }
    }
  }
}
