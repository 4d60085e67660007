import Testing

@testable import InstagridPure

@Suite("Grid choices: layout, picture side, cells")
struct GridChoicesTests {
  @Test("a layout tap selects that layout; the same or an unknown one changes nothing")
  func layoutTap() {
    var flow = FlowDriver()
    #expect(flow.run(.grid(.layoutTapped(3))) == FlowDriver.keepsDraft)
    #expect(flow.state.layout == .quad)
    #expect(flow.run(.grid(.layoutTapped(3))).isEmpty)
    #expect(flow.run(.grid(.layoutTapped(7))).isEmpty)
    #expect(flow.state.layout == .quad)
  }

  @Test("a layout change asks for a new picture; photos keep their slots and come back")
  func layoutsAndPhotos() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2, 3], layout: 3)
    let revision = flow.state.pictureRevision
    flow.saveWindowPassed()
    #expect(
      flow.run(.grid(.layoutTapped(1))) == [.renderPicture(revision: revision + 1)] + FlowDriver.keepsDraft)
    #expect(!flow.state.isPictureReady)
    flow.run(.grid(.layoutTapped(2)))
    #expect(flow.state.slots.allSatisfy { $0.shownPhoto != nil } && flow.state.isComplete)
  }

  @Test("a larger picture decodes again only the photos too small for it; a smaller one reuses them")
  func pictureSides() {
    var flow = FlowDriver()
    flow.run(.grid(.pictureSideChosen(1080)))
    flow.add(0)  // 12 MP, decoded for 1080
    flow.add(1, size: PixelSize(width: 640, height: 480), full: true)  // smaller than any need: kept whole
    flow.add(2)
    flow.run(.sharing(.pictureRendered(revision: flow.state.pictureRevision)))
    flow.saveWindowPassed()
    let effects = flow.run(.grid(.pictureSideChosen(4096)))
    let decodes = effects.compactMap { effect -> Int? in
      if case .decodePhoto(let slot, _, let need) = effect, need == Layout.need(ofSlot: slot, side: 4096) {
        slot
      } else {
        nil
      }
    }
    #expect(decodes == [0, 2])
    #expect(Array(effects.suffix(2)) == FlowDriver.keepsDraft)
    #expect(flow.state.slots[0].loading?.reason == .enlarged && flow.state.slots[0].shownPhoto != nil)
    #expect(flow.state.loadingSlots.isEmpty, "an enlargement is not a photo still loading")
    #expect(flow.run(.sharing(.swiped(.up))) == [.nudge(.up), .announce(.preparingPicture)])
    // Back to 2048 while enlarging: the larger decodes still suffice when they land.
    for slot in [0, 2] {
      let ticket = flow.state.slots[slot].loading!.ticket
      flow.run(
        .loads(
          .decoded(
            slot: slot, ticket: ticket, size: PixelSize(width: 3686, height: 2765), isFullResolution: false)))
    }
    #expect(flow.state.isComplete)
    flow.saveWindowPassed()
    let smaller = flow.run(.grid(.pictureSideChosen(2048)))
    #expect(
      smaller == [.renderPicture(revision: flow.state.pictureRevision)] + FlowDriver.keepsDraft,
      "no decode to go smaller")
    #expect(flow.run(.grid(.pictureSideChosen(1234))).isEmpty, "only offered sides")
  }
}
