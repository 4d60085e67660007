import Testing

@testable import InstagridPure

@Suite("Messages: what is said stays while true; passing news fades")
struct MessagesTests {
  private let fade = ShareFlowEffect.startTimer(.passingMessage, milliseconds: Messages.passingMilliseconds)

  /// A full grid whose share waited for the picture: "the picture is ready" was said.
  private func waitedForPicture() -> FlowDriver {
    var flow = FlowDriver()
    for slot in [0, 1, 2] { flow.add(slot) }
    flow.run(.sharing(.swiped(.up)))
    #expect(flow.run(.sharing(.pictureRendered(revision: flow.state.pictureRevision))).contains(fade))
    return flow
  }

  @Test("the picture being ready is passing news: it fades when its timer runs out")
  func pictureReadyFades() {
    var flow = waitedForPicture()
    #expect(flow.state.message == .pictureReady)
    #expect(flow.run(.timerFired(.passingMessage)).isEmpty)
    #expect(flow.state.message == nil)
  }

  @Test("something said since the news is not cut short by its timer")
  func laterMessageStays() {
    var flow = waitedForPicture()
    flow.run(.grid(.layoutChosen(.numbered(3)!)), .sharing(.swiped(.up)))
    #expect(flow.state.message == .photosMissing(count: 1))
    flow.run(.timerFired(.passingMessage))
    #expect(flow.state.message == .photosMissing(count: 1))
  }

  @Test("only passing news starts a fade; a refusal stays while it is true")
  func onlyPassingNewsFades() {
    var flow = FlowDriver()
    let refused = flow.run(.sharing(.swiped(.up)))
    #expect(!refused.contains(fade) && flow.state.message == .photosMissing(count: 3))
    flow.run(.timerFired(.passingMessage))
    #expect(flow.state.message == .photosMissing(count: 3))
    var fresh = FlowDriver()
    let back = fresh.run(
      .draftRestored(
        DraftRestore.Draft(
          layout: .standard, pictureSide: 2048, slots: [Document.Slot(photo: nil), nil, nil, nil],
          copied: false)))
    #expect(back.suffix(2) == [.announce(.draftRestored(copied: false)), fade])
    fresh.run(.timerFired(.passingMessage))
    #expect(fresh.state.message == nil)
  }
}
