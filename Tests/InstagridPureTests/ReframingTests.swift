import Testing

@testable import InstagridPure

@Suite("Framing and moving photos")
struct ReframingTests {
  @Test("framings: pan and zoom change the crop, settle asks for the picture, a new photo starts centred")
  func framings() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let centred = flow.state.crop(ofSlot: 2)!
    let revision = flow.state.pictureRevision
    #expect(
      flow.run(.reframing(.zoomed(slot: 2, factor: 2, anchorX: 0.5, anchorY: 0.5))).first
        == .reframed(slot: 2))
    #expect(flow.state.message == .zoomChanged(slot: 2, percent: 200), "said when it settles")
    #expect(flow.run(.reframing(.panned(slot: 2, dx: 0.25, dy: 0))) == [.reframed(slot: 2)])
    let moved = flow.state.crop(ofSlot: 2)!
    #expect(moved.rect.width < centred.rect.width && moved.rect.x < centred.rect.x + centred.rect.width / 4)
    #expect(!flow.state.isPictureReady && flow.state.pictureRevision > revision, "the picture is stale")
    #expect(flow.run(.sharing(.swiped(.up))) == [.nudge(.up), .announce(.preparingPicture)])
    flow.saveWindowPassed()
    #expect(
      flow.run(.reframing(.settled(slot: 2)))
        == [.renderPicture(revision: flow.state.pictureRevision)] + FlowDriver.keepsDraft)
    flow.run(.reframing(.zoomed(slot: 2, factor: 1.5, anchorX: 0.5, anchorY: 0.5)))
    flow.saveWindowPassed()
    #expect(
      flow.run(.reframing(.settled(slot: 2)))
        == [
          .renderPicture(revision: flow.state.pictureRevision),
          .announce(.zoomChanged(slot: 2, percent: 300)),
        ] + FlowDriver.keepsDraft,
      "the zoom is said once it settles")
    let framed = flow.state.crop(ofSlot: 2)
    #expect(flow.run(.reframing(.panned(slot: 3, dx: 0.1, dy: 0))).isEmpty, "a hidden slot")
    // A layout switch keeps the framing; a reset goes back to the centred fill.
    flow.run(.grid(.layoutChosen(.numbered(1)!)), .grid(.layoutChosen(.numbered(2)!)))
    #expect(flow.state.crop(ofSlot: 2) == framed)
    flow.run(.reframing(.reset(slot: 2)))
    #expect(flow.state.crop(ofSlot: 2) == centred)
    flow.run(.reframing(.zoomed(slot: 2, factor: 3, anchorX: 0, anchorY: 0)))
    flow.add(2)
    #expect(flow.state.slots[2].framing == .centred, "a new photo starts centred")
  }

  @Test("moving a photo exchanges slots and framings; onto an empty cell it moves")
  func moves() {
    var flow = FlowDriver()
    flow.ready([0, 1])
    flow.run(.reframing(.zoomed(slot: 0, factor: 2, anchorX: 0, anchorY: 0)), .reframing(.settled(slot: 0)))
    let zero = flow.state.slots[0]
    let one = flow.state.slots[1]
    #expect(zero.framing != one.framing)
    let effects = flow.run(.reframing(.moved(from: 0, to: 1)))
    #expect(
      effects.first == .photosMoved(from: 0, to: 1)
        && effects.last == .announce(.photoMoved(from: 0, to: 1, place: .topRight)))
    #expect(flow.state.slots[1] == zero, "the photo takes its framing along")
    #expect(flow.state.slots[0] == one)
    flow.run(.reframing(.moved(from: 1, to: 2)))
    #expect(
      flow.state.slots[1].content == .empty && flow.state.slots[2] == zero,
      "onto an empty cell the photo moves")
    #expect(flow.run(.reframing(.moved(from: 1, to: 0))).isEmpty, "an empty cell has nothing to move")
    #expect(flow.run(.reframing(.moved(from: 0, to: 3))).isEmpty, "slot 3 is hidden in Layout 2")
  }
}
