import Testing

@testable import InstagridPure

@Suite("Start over")
struct StartOverTests {
  @Test("Start over clears the grid as one step: the photos' pixels go, Undo brings them back")
  func startOver() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2, 3], layout: 1)
    flow.saveWindowPassed()
    let effects = flow.run(.startOver(.pressed))
    #expect(Array(effects.prefix(4)) == (0..<4).map { .releasePhoto(slot: $0) })
    #expect(effects.contains(.announce(.startedOver)) && effects.contains(.saveDraft))
    #expect(flow.state.slots.allSatisfy { $0.content == .empty } && flow.state.layout == .standard)
    #expect(flow.state.history.past.last?.change == .startOver && flow.state.canUndo)
    #expect(flow.run(.startOver(.pressed)).isEmpty, "nothing to clear")
    flow.run(.history(.undo))
    flow.finishLoads()
    #expect(flow.state.layout == .wideTop && (0..<4).allSatisfy { flow.state.slots[$0].heldPhoto != nil })
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
