import Testing

@testable import InstagridPure

@Suite("Several photos at once")
struct PhotoPicksTests {
  /// Sizes of phone photos, as shown.
  static let shapes = [
    PixelSize(width: 3024, height: 4032), PixelSize(width: 4032, height: 3024),
    PixelSize(width: 1080, height: 1920), PixelSize(width: 3000, height: 3000),
  ]

  /// The loads a pick started: (slot, ticket) in the files' order.
  static func loads(_ effects: [ShareFlowEffect]) -> [(slot: Int, ticket: Int)] {
    effects.compactMap {
      if case .readPhotoHeader(let slot, let ticket, _) = $0 { (slot, ticket) } else { nil }
    }
  }

  /// Reads each load's header (a JPEG of the `i`th shape) and decodes what is asked for.
  static func arrive(_ loads: [(slot: Int, ticket: Int)], in flow: inout FlowDriver, failing: Set<Int> = []) {
    var decodes: [ShareFlowEffect] = []
    for (index, load) in loads.enumerated() {
      if failing.contains(index) {
        decodes += flow.run(.loads(.headerRead(slot: load.slot, ticket: load.ticket, reading: .unrecognised)))
        continue
      }
      let header = PhotoHeader(format: .jpeg, size: shapes[index % shapes.count])
      decodes += flow.run(.loads(.headerRead(slot: load.slot, ticket: load.ticket, reading: .header(header))))
    }
    for case .decodePhoto(let slot, let ticket, let need) in decodes {
      let index = loads.firstIndex { $0.ticket == ticket }!
      flow.run(
        .loads(
          .decoded(
            slot: slot, ticket: ticket, size: covering(shapes[index % shapes.count], need),
            isLargestDecode: true)))
    }
  }

  @Test("the picker of an empty cell takes several photos; a cell with a photo takes one")
  func pickerTakesSeveral() {
    var flow = FlowDriver()
    #expect(flow.run(.grid(.cellTapped(slot: 1))) == [.openPicker(slot: 1, many: true)])
    flow.add(1)
    #expect(flow.run(.grid(.cellTapped(slot: 1))) == [.openPicker(slot: 1, many: false)])
    let effects = flow.run(.picks(.picked(slot: 1, count: 3)))
    #expect(Self.loads(effects).map(\.slot) == [1], "a photo's cell takes the first file alone")
  }

  @Test("the first photo goes to the cell tapped, the others into the empty cells in reading order")
  func fillsEmptyCells() {
    var flow = FlowDriver()
    flow.run(.grid(.layoutChosen(.quad)))
    flow.add(0)
    let loads = Self.loads(flow.run(.picks(.picked(slot: 2, count: 2))))
    #expect(loads.map(\.slot) == [2, 1])
    Self.arrive(loads, in: &flow)
    #expect(flow.state.layout == .quad, "no more photos than empty cells: the layout stays")
    #expect(flow.state.slots[1].shownPhoto != nil && flow.state.slots[2].shownPhoto != nil)
    #expect(flow.state.history.past.count == 3, "the layout, the first photo, then the pick: one step")
    flow.run(.history(.undo))
    #expect(flow.state.slots[1].content == .empty && flow.state.slots[2].content == .empty)
    #expect(flow.state.message == .undid(.photosPicked(count: 2)))
  }

  @Test("dropped on a cell: it and the empty cells after it, then those before")
  func dropFillsAfter() {
    var flow = FlowDriver()
    flow.run(.grid(.layoutChosen(.quad)))
    #expect(Self.loads(flow.run(.picks(.dropped(slot: 2, count: 3)))).map(\.slot) == [2, 3, 0])
    var other = FlowDriver()
    other.run(.grid(.layoutChosen(.quad)))
    #expect(Self.loads(other.run(.picks(.picked(slot: nil, count: 2)))).map(\.slot) == [0, 1])
    // Dropped on a photo: it is replaced by the first, the others go into the empty cells after it.
    var full = FlowDriver()
    full.run(.grid(.layoutChosen(.quad)))
    full.add(1)
    #expect(Self.loads(full.run(.picks(.dropped(slot: 1, count: 3)))).map(\.slot) == [1, 2, 3])
    #expect(full.state.slots[1].shownPhoto != nil, "the photo shows until the new one arrives")
  }

  @Test("more photos than empty cells: once every header is read, a layout made for all of them, one step")
  func outgrowsTheGrid() {
    var flow = FlowDriver()
    flow.add(0)
    let before = flow.state.document
    let loads = Self.loads(flow.run(.picks(.picked(slot: 1, count: 6))))
    #expect(loads.map(\.slot) == [1, 2, 3, 4, 5, 6])
    // Nothing is decoded, and the layout stays, until every header is read.
    var decodes: [ShareFlowEffect] = []
    for (index, load) in loads.enumerated().dropLast() {
      let header = PhotoHeader(format: .jpeg, size: Self.shapes[index % 4])
      decodes += flow.run(.loads(.headerRead(slot: load.slot, ticket: load.ticket, reading: .header(header))))
    }
    #expect(!decodes.contains { if case .decodePhoto = $0 { true } else { false } })
    #expect(flow.state.layout == .standard)
    let held = flow.run(
      .loads(
        .headerRead(
          slot: 6, ticket: loads[5].ticket,
          reading: .header(PhotoHeader(format: .jpeg, size: Self.shapes[1])))))
    let asked = held.compactMap { if case .decodePhoto(let slot, _, _) = $0 { slot } else { nil } }
    #expect(asked == [1, 2, 3, 4, 5, 6], "the held decodes, for the layout made")
    #expect(flow.state.layout.cellCount == 7 && flow.state.layout.number == 0)
    #expect(Set(flow.state.layout.visibleSlots) == Set(0...6))
    #expect(flow.state.message == .layoutMade(photos: 7, leftOut: 0))
    #expect(flow.state.layout == flow.state.madeLayouts.first?.layout, "the best made for them")
    for case .decodePhoto(let slot, let ticket, let need) in held {
      let shape = Self.shapes[(slot - 1) % 4]
      flow.run(
        .loads(.decoded(slot: slot, ticket: ticket, size: covering(shape, need), isLargestDecode: true)))
    }
    #expect(flow.state.isComplete)
    #expect(flow.state.history.past.count == 2, "the first photo, then the whole pick")
    flow.run(.history(.undo))
    #expect(flow.state.document.layout == before.layout && flow.state.document.photos == before.photos)
  }

  @Test("past nine: the first nine are taken and the rest said to be left out")
  func pastNine() {
    var flow = FlowDriver()
    flow.add(0)
    let loads = Self.loads(flow.run(.picks(.picked(slot: 1, count: 12))))
    #expect(loads.count == 8, "the grid's own photo and eight more")
    Self.arrive(loads, in: &flow)
    #expect(flow.state.layout.cellCount == 9)
    #expect(flow.state.message == .layoutMade(photos: 9, leftOut: 4))
    #expect(flow.state.isComplete)
    flow.run(.history(.undo))
    #expect(flow.state.layout == .standard && flow.state.slots[1...].allSatisfy { $0.content == .empty })
  }

  @Test("a file that is no photo is refused; the layout is made for the others")
  func refusalAmongThem() {
    var flow = FlowDriver()
    let loads = Self.loads(flow.run(.picks(.picked(slot: 0, count: 5))))
    Self.arrive(loads, in: &flow, failing: [1])
    #expect(flow.state.layout.cellCount == 4)
    #expect(flow.state.slots[loads[1].slot].content == .empty)
    #expect(flow.state.isComplete)
    #expect(
      flow.state.message == .photoFormatUnknown(slot: loads[1].slot),
      "the refusal stays said: the layout made shows itself")
  }

  @Test("files refused where the grid had no cell for them leave its layout as it was")
  func refusedPastTheGrid() {
    var flow = FlowDriver()
    flow.add(1)
    flow.add(2)
    let loads = Self.loads(flow.run(.picks(.picked(slot: nil, count: 2))))
    #expect(loads.map(\.slot) == [0, 3], "the empty cell, then a slot the layout hides")
    Self.arrive(loads, in: &flow, failing: [1])
    #expect(flow.state.layout == .standard, "the photo that arrived had a cell: no layout made")
    #expect(flow.state.isComplete && flow.state.slots[3].content == .empty)
    #expect(flow.state.message == .photoFormatUnknown(slot: 3))
    // Twelve, of which only those for the grid's three cells are photos: the layout stays, and
    // the refusal is what is said.
    var other = FlowDriver()
    let twelve = Self.loads(other.run(.picks(.picked(slot: 0, count: 12))))
    #expect(twelve.count == 9)
    Self.arrive(twelve, in: &other, failing: Set(3..<9))
    #expect(other.state.layout == .standard && other.state.isComplete)
    #expect(other.state.message == .photoFormatUnknown(slot: 8))
  }

  @Test("a photo pasted into a full grid makes room for itself: one step, kept in a draft and read back")
  func pasteMakesRoom() {
    var flow = FlowDriver()
    for slot in 0..<3 { flow.add(slot) }
    let loads = Self.loads(flow.run(.picks(.picked(slot: nil, count: 1))))
    #expect(loads.map(\.slot) == [3])
    Self.arrive(loads, in: &flow)
    #expect(flow.state.layout.cellCount == 4 && flow.state.isComplete)
    #expect(flow.state.message == .layoutMade(photos: 4, leftOut: 0))
    let text = SavedDraft.text(of: flow.state)
    #expect(text.contains("undo pickedMany 1"))
    let read = SavedDraft.draft(from: text, copied: false)
    #expect(read?.history.past.last?.change == .photosPicked(count: 1), "read back, history and all")
    flow.run(.history(.undo))
    #expect(flow.state.layout == .standard && flow.state.slots[3].content == .empty)
  }

  @Test("layouts are made for the photos' own sizes, not the sizes they were decoded at")
  func fittedToTheFiles() {
    // The same four files, decoded small for a 1080 picture and large for a 4096 one: their
    // headers' sizes decide, so the layouts made are the same.
    var small = FlowDriver()
    var large = FlowDriver()
    small.run(.grid(.layoutChosen(.quad)), .grid(.pictureSideChosen(1080)))
    large.run(.grid(.layoutChosen(.quad)), .grid(.pictureSideChosen(4096)))
    let files = [
      PixelSize(width: 4000, height: 3000), PixelSize(width: 3024, height: 4032),
      PixelSize(width: 1080, height: 1920), PixelSize(width: 3001, height: 2999),
    ]
    for (slot, size) in files.enumerated() {
      small.add(slot, size: size)
      large.add(slot, size: size)
    }
    #expect(small.state.slots[0].shownPhoto?.decoded != large.state.slots[0].shownPhoto?.decoded)
    #expect(small.state.fittedPhotos.sizes == files && large.state.fittedPhotos.sizes == files)
    small.run(.grid(.pictureSideChosen(4096)))
    #expect(small.state.madeLayouts.map { $0.layout } == large.state.madeLayouts.map { $0.layout })
  }

  @Test("the sheet's choices: the best made for the photos, then the catalogue's, most kept first")
  func sheetChoices() {
    var flow = FlowDriver()
    flow.run(.grid(.layoutChosen(.quad)))
    for (slot, size) in Self.shapes.enumerated() { flow.add(slot, size: size) }
    let made = flow.state.madeLayouts
    #expect((1...PhotoFit.bestCount).contains(made.count))
    let fits = flow.state.catalogueFits
    #expect(fits.layouts.allSatisfy { $0.cellCount == 4 } && !fits.layouts.isEmpty)
    #expect(zip(fits.kept, fits.kept.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(made[0].meanKept >= fits.kept[0])
    flow.run(.grid(.madeLayoutChosen(index: 0)))
    #expect(flow.state.layout == made[0].layout)
    #expect(flow.state.history.past.last?.change == .layout(0))
    flow.run(.grid(.madeLayoutChosen(index: 7)))
    #expect(flow.state.layout == made[0].layout, "an index past the list changes nothing")
  }

  @Test("a pick of several is kept in a draft's history and read back")
  func savedStep() {
    var flow = FlowDriver()
    let loads = Self.loads(flow.run(.picks(.picked(slot: 0, count: 3))))
    Self.arrive(loads, in: &flow)
    let text = SavedDraft.text(of: flow.state)
    #expect(text.contains("undo pickedMany 3"))
    let read = SavedDraft.draft(from: text, copied: false)
    #expect(read?.history.past.last?.change == .photosPicked(count: 3))
  }
}
