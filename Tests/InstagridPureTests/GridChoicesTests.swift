import Testing

@testable import InstagridPure

@Suite("Grid choices: layout, picture side, cells")
struct GridChoicesTests {
  @Test("a layout tap selects that layout; the same or an unknown one changes nothing")
  func layoutTap() {
    var flow = FlowDriver()
    #expect(flow.run(.grid(.layoutChosen(.numbered(3)!))) == FlowDriver.keepsDraft)
    #expect(flow.state.layout == .quad)
    #expect(flow.run(.grid(.layoutChosen(.numbered(3)!))).isEmpty)
    flow.run(.grid(.layoutChosen(Layout(form: "0|1|2|3|4|5")!)))
    #expect(flow.state.layout.number == 0 && flow.state.layout.cellCount == 6, "any layout, by its form")
    flow.run(.grid(.layoutChosen(.quad)))
    #expect(flow.state.layout == .quad)
  }

  @Test("a layout change asks for a new picture; photos keep their slots and come back")
  func layoutsAndPhotos() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2, 3], layout: 3)
    flow.saveWindowPassed()
    // Layout 1's wide cell is larger than slot 0's square: that photo alone decodes again,
    // still shown meanwhile; the others already cover their cells.
    let need = flow.state.picture.need(ofSlot: 0, showing: .wideTop)
    #expect(
      flow.run(.grid(.layoutChosen(.numbered(1)!))) == [.decodePhoto(slot: 0, ticket: 5, need: need)]
        + FlowDriver.keepsDraft)
    #expect(!flow.state.isPictureReady && flow.state.slots[0].shownPhoto != nil)
    #expect(flow.state.slots[0].loading?.reason == .enlarged)
    let revision = flow.state.pictureRevision
    #expect(
      flow.run(
        .loads(
          .decoded(
            slot: 0, ticket: 5, size: covering(PixelSize(width: 4032, height: 3024), need),
            isLargestDecode: false))
      )
      .contains(.renderPicture(revision: revision + 1)))
    // Back to the squares: the larger pixels serve them, nothing decodes.
    flow.saveWindowPassed()
    #expect(
      flow.run(.grid(.layoutChosen(.numbered(3)!))) == [.renderPicture(revision: revision + 2)]
        + FlowDriver.keepsDraft)
    flow.run(.grid(.layoutChosen(.numbered(2)!)))
    #expect(flow.state.slots.prefix(4).allSatisfy { $0.shownPhoto != nil })
    flow.finishLoads()
    #expect(flow.state.isComplete)
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
      if case .decodePhoto(let slot, _, let need) = effect,
        need == Picture(shortSide: 4096).need(ofSlot: slot, showing: .standard)
      {
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
            slot: slot, ticket: ticket, size: PixelSize(width: 3686, height: 2765), isLargestDecode: false)))
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

@Suite("Grid choices: format and frame")
struct FormatAndFrameChoiceTests {
  @Test("a format changes the picture's size, decodes again what its cells need, and asks for the picture")
  func format() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2], layout: 2)
    flow.saveWindowPassed()
    let effects = flow.run(.grid(.formatChosen(.story)))
    #expect(flow.state.format == .story && flow.state.picture.size == PixelSize(width: 2048, height: 3641))
    // The story's cells are taller than the square's: each photo's need grew.
    let decodes = effects.compactMap { effect -> Int? in
      if case .decodePhoto(let slot, _, let need) = effect {
        #expect(need == flow.state.picture.need(ofSlot: slot, showing: flow.state.layout))
        return slot
      }
      return nil
    }
    #expect(decodes == [0, 1, 2])
    #expect(effects.suffix(2) == FlowDriver.keepsDraft[...])
    #expect(flow.run(.grid(.formatChosen(.story))).isEmpty, "the same format changes nothing")
  }

  @Test("a frame asks for the picture; a wider spacing needs no more pixels; not while the grid is away")
  func frame() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2], layout: 2)
    flow.saveWindowPassed()
    let revision = flow.state.pictureRevision
    let white = Frame(spacing: 100, colour: RGBAColor(rgb: 0xFFFFFF), radius: 250)
    #expect(
      flow.run(.grid(.frameChosen(white))) == [.renderPicture(revision: revision + 1)] + FlowDriver.keepsDraft
    )
    #expect(flow.state.frame == white)
    #expect(flow.run(.grid(.frameChosen(white))).isEmpty)
    flow.run(.sharing(.pictureRendered(revision: flow.state.pictureRevision)), .sharing(.swiped(.up)))
    #expect(flow.state.phase != .idle)
    #expect(flow.run(.grid(.frameChosen(.standard))).isEmpty && flow.state.frame == white)
    #expect(flow.run(.grid(.formatChosen(.portrait))).isEmpty && flow.state.format == .square)
  }

  @Test("a catalogue layout with six cells shows six slots; its photos decode for its cells")
  func sixSlots() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2, 3, 4, 5], layout: 20)
    #expect(flow.state.isComplete && flow.state.layout.cellCount == 6)
    flow.saveWindowPassed()
    // Back to Layout 2: slots 3 to 5 are hidden, kept, and come back with a six-cell layout.
    // Of its cells only the wide one is larger than Layout 20's: slot 2 decodes again.
    let decodes = { (effects: [ShareFlowEffect]) in
      effects.compactMap { if case .decodePhoto(let slot, _, _) = $0 { slot } else { nil } }
    }
    #expect(decodes(flow.run(.grid(.layoutChosen(.numbered(2)!)))) == [2])
    #expect(flow.state.missingSlots.isEmpty && flow.state.slots[5].shownPhoto != nil)
    flow.finishLoads()
    // Layout 22: the big corner alone needs more than its photo has.
    #expect(decodes(flow.run(.grid(.layoutChosen(.numbered(22)!)))) == [0])
    flow.finishLoads()
    #expect(flow.state.isComplete)
    // Slot 1 takes a third in Layout 22, the whole width in Layout 5.
    #expect(decodes(flow.run(.grid(.layoutChosen(.numbered(5)!)))) == [1])
    #expect(flow.state.slots[1].shownPhoto != nil, "a photo being decoded again still shows")
  }
}
