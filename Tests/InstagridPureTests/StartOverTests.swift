import Testing

@testable import InstagridPure

@Suite("Start over and Undo")
struct StartOverTests {
  @Test("Start over clears the grid; Undo brings it back until it expires or the grid changes")
  func startOverAndUndo() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2, 3], layout: 1)
    let effects = flow.run(.startOver(.pressed))
    #expect(effects.contains(.announce(.startedOver)))
    #expect(effects.last == .startTimer(.undo, milliseconds: StartOver.undoMilliseconds))
    #expect(!effects.contains(.saveDraft), "the draft keeps the grid while Undo can bring it back")
    #expect(flow.state.slots.allSatisfy { $0 == .empty } && flow.state.layout == .standard)
    #expect(flow.state.undoable != nil)
    let undo = flow.run(.startOver(.undoPressed))
    #expect(undo.first == .cancelTimer(.undo))
    #expect(undo.dropFirst().first.map { if case .renderPicture = $0 { true } else { false } } == true)
    #expect(flow.state.layout == .wideTop && flow.state.slots[0].shownPhoto != nil)
    #expect(
      flow.state.slots[2].loading == nil && flow.state.slots[2].shownPhoto != nil,
      "a load under way is dropped, its photo kept")
    #expect(flow.state.undoable == nil && flow.state.message == nil)
    flow.run(.startOver(.pressed))
    flow.saveWindowPassed()
    #expect(
      flow.run(.timerFired(.undo)) == (0..<4).map { .releasePhoto(slot: $0) } + FlowDriver.keepsDraft,
      "the kept photos can go, and now the cleared grid is kept")
    #expect(flow.run(.timerFired(.undo)).isEmpty)
    #expect(flow.run(.startOver(.undoPressed)).isEmpty && flow.state.slots[0] == .empty)
    #expect(flow.run(.startOver(.pressed)).isEmpty, "nothing to clear")
    // A change ends the offer early, and "The grid is cleared." with it, as expiry does.
    for change: ShareFlowEvent in [.loads(.picked(slot: 0)), .grid(.layoutTapped(3))] {
      var again = FlowDriver()
      again.ready([0, 1, 2])
      again.run(.startOver(.pressed))
      #expect(again.state.message == .startedOver)
      let ended = again.run(change)
      #expect(again.state.undoable == nil && again.state.message == nil, "\(change)")
      #expect(ended.first == .cancelTimer(.undo), "\(change)")
      let released = ended.compactMap { if case .releasePhoto(let slot) = $0 { slot } else { nil } }
      #expect(
        released == (change == .loads(.picked(slot: 0)) ? [1, 2] : [0, 1, 2]),
        "a slot loading keeps its pixels")
    }
  }

  @Test("Start over waits while a photo loads, and a late load's message leads to the picture")
  func startOverWhileLoading() {
    var flow = FlowDriver()
    flow.add(0)
    flow.add(1)
    let ticket = flow.pick(2)
    #expect(!flow.state.canStartOver && flow.run(.startOver(.pressed)).isEmpty)
    #expect(flow.run(.sharing(.swiped(.up))) == [.nudge(.up), .announce(.photosLoading(count: 1))])
    let header = PhotoHeader(format: .jpeg, size: PixelSize(width: 40, height: 30))
    flow.run(.loads(.headerRead(slot: 2, ticket: ticket, reading: .header(header))))
    let effects = flow.run(
      .loads(.decoded(slot: 2, ticket: ticket, size: header.size, isLargestDecode: true)))
    #expect(
      effects.filter { if case .announce = $0 { true } else { false } } == [.announce(.preparingPicture)],
      "the person waiting hears what comes next")
    #expect(
      flow.run(.sharing(.pictureRendered(revision: flow.state.pictureRevision)))
        == [
          .announce(.pictureReady), .startTimer(.passingMessage, milliseconds: Messages.passingMilliseconds),
        ]
    )
    #expect(flow.state.canStartOver)
  }
}
