import Testing

@testable import InstagridPure

@Suite("Turning, mirroring and removing a photo in its cell")
struct TurningTests {
  /// Layout 2 with three landscape photos (4032 × 3024), the picture rendered.
  static func flow() -> FlowDriver {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    return flow
  }

  @Test("a turn is one step: the photo turns, its focus point with it, and Undo and Redo go through it")
  func turnIsAStep() {
    var flow = Self.flow()
    flow.run(
      .reframing(.zoomed(slot: 0, factor: 2, anchorX: 0.2, anchorY: 0.3)), .reframing(.settled(slot: 0)))
    let framing = flow.state.slots[0].framing
    let steps = flow.state.history.past.count
    let effects = flow.run(.reframing(.turned(slot: 0, clockwise: true)))
    #expect(flow.state.slots[0].orientation.exif == 6)
    #expect(
      flow.state.slots[0].framing == framing.turnedRight && flow.state.slots[0].framing.zoom == framing.zoom)
    #expect(
      flow.state.history.past.count == steps + 1 && flow.state.history.past.last?.change == .turned(.topLeft))
    #expect(effects.contains(.renderPicture(revision: flow.state.pictureRevision)))
    #expect(effects.contains(.announce(.photoTurned(slot: 0, orientation: PhotoOrientation(exif: 6)!))))
    flow.run(.history(.undo))
    #expect(flow.state.slots[0].orientation == .upright && flow.state.slots[0].framing == framing)
    #expect(flow.state.message == .undid(.turned(.topLeft)))
    flow.run(.history(.redo))
    #expect(flow.state.slots[0].orientation.exif == 6 && flow.state.slots[0].framing == framing.turnedRight)
  }

  @Test("four turns either way, or two mirrors, bring the photo back as it was; the eight are reached")
  func group() {
    var flow = Self.flow()
    let before = flow.state.slots[1]
    for _ in 0..<4 { flow.run(.reframing(.turned(slot: 1, clockwise: false))) }
    #expect(flow.state.slots[1] == before)
    flow.run(.reframing(.mirrored(slot: 1)), .reframing(.mirrored(slot: 1)))
    #expect(flow.state.slots[1] == before)
    var seen: Set<Int> = []
    for step in 0..<8 {
      flow.run(step == 4 ? .reframing(.mirrored(slot: 1)) : .reframing(.turned(slot: 1, clockwise: true)))
      seen.insert(flow.state.slots[1].orientation.exif)
    }
    #expect(seen == Set(1...8))
  }

  @Test(
    "the crop covers the cell from the turned photo's sides, and the core says where it lies in the pixels")
  func cropAndNeed() throws {
    var flow = Self.flow()
    let cell = try #require(flow.state.cell(showing: 2))  // the wide cell below
    let photo = try #require(flow.state.slots[2].heldPhoto).decoded
    let upright = try #require(flow.state.crop(ofSlot: 2)).rect
    #expect(upright == CropRect(aspectFilling: cell.size, from: photo).rect)
    flow.run(.reframing(.turned(slot: 2, clockwise: true)))
    let turned = try #require(flow.state.crop(ofSlot: 2)).rect
    // Shown turned, the stored crop is as tall as the cell is wide: its height spans the cell's width.
    let shown = PixelSize(width: photo.height, height: photo.width)
    let expected = PhotoOrientation(exif: 6)!.storedRect(
      of: CropRect(aspectFilling: cell.size, from: shown).rect, in: photo)
    #expect(turned == expected)
    #expect(turned.maxX <= photo.width && turned.maxY <= photo.height)
    #expect(
      Double(turned.height) / Double(turned.width) > 1, "a wide cell takes a tall part of the stored photo")
    let need = flow.state.picture.need(ofSlot: 2, showing: flow.state.layout)
    #expect(flow.state.need(ofSlot: 2) == PixelSize(width: need.height, height: need.width))
  }

  @Test("turned a quarter into a wide cell, a photo decoded for it upright is decoded again, larger")
  func decodesAgain() throws {
    var flow = FlowDriver()
    flow.ready([0, 1])
    flow.add(2, size: PixelSize(width: 4032, height: 3024))
    let held = try #require(flow.state.slots[2].heldPhoto)
    let effects = flow.run(.reframing(.turned(slot: 2, clockwise: false)))
    let need = flow.state.need(ofSlot: 2)
    #expect(!held.suffices(for: need))
    guard
      case .decodePhoto(2, let ticket, need)? = effects.first(where: {
        if case .decodePhoto = $0 { true } else { false }
      })
    else {
      Issue.record("no decode again: \(effects)")
      return
    }
    #expect(flow.state.slots[2].loading?.reason == .enlarged)
    // Meanwhile the photo can still be turned, and the decode that lands covers it as it is turned then.
    flow.run(.reframing(.turned(slot: 2, clockwise: false)))
    #expect(flow.state.slots[2].orientation.exif == 3)
    flow.run(
      .loads(
        .decoded(slot: 2, ticket: ticket, size: PixelSize(width: 4032, height: 3024), isLargestDecode: true)))
    #expect(
      flow.state.slots[2].content
        == .photo(
          SlotPhoto(id: held.id, decoded: PixelSize(width: 4032, height: 3024), isLargestDecode: true)))
  }

  @Test("a moved photo takes its turn along; a photo picked in its place starts upright")
  func moveAndReplace() {
    var flow = Self.flow()
    flow.run(.reframing(.turned(slot: 0, clockwise: true)), .reframing(.mirrored(slot: 0)))
    let turned = flow.state.slots[0].orientation
    flow.run(.reframing(.moved(from: 0, to: 1)))
    #expect(flow.state.slots[1].orientation == turned && flow.state.slots[0].orientation == .upright)
    flow.run(.history(.undo))
    #expect(flow.state.slots[0].orientation == turned && flow.state.slots[1].orientation == .upright)
    flow.add(0)
    #expect(flow.state.slots[0].orientation == .upright && flow.state.slots[0].framing == .centred)
    flow.run(.history(.undo))
    flow.finishLoads()
    #expect(flow.state.slots[0].orientation == turned, "Undo brings back the photo replaced, turned")
  }

  @Test("a photo picked into a turned cell is decoded for the cell upright")
  func replacementNeed() {
    var flow = Self.flow()
    flow.run(.reframing(.turned(slot: 2, clockwise: true)))
    let ticket = flow.pick(2)
    let effects = flow.run(
      .loads(
        .headerRead(
          slot: 2, ticket: ticket,
          reading: .header(PhotoHeader(format: .jpeg, size: PixelSize(width: 4032, height: 3024))))))
    #expect(
      effects == [
        .decodePhoto(
          slot: 2, ticket: ticket, need: flow.state.picture.need(ofSlot: 2, showing: flow.state.layout))
      ])
  }

  @Test("removing a photo empties its cell as one step; Undo brings it back from its file, turned as it was")
  func remove() throws {
    var flow = Self.flow()
    flow.run(.reframing(.turned(slot: 1, clockwise: true)))
    let id = try #require(flow.state.slots[1].heldPhoto?.id)
    let effects = flow.run(.reframing(.removed(slot: 1)))
    #expect(flow.state.slots[1].content == .empty && flow.state.slots[1].orientation == .upright)
    #expect(effects.first == .releasePhoto(slot: 1))
    #expect(
      !effects.contains { if case .forgetPhoto = $0 { true } else { false } }, "the step keeps its file")
    #expect(effects.contains(.announce(.photoRemoved(place: .topRight))))
    #expect(flow.state.history.past.last?.change == .photoRemoved(.topRight))
    #expect(!flow.state.isComplete && flow.state.missingSlots == [1])
    let undo = flow.run(.history(.undo))
    guard case .recallPhoto(1, let ticket, id)? = undo.first else {
      Issue.record("no recall: \(undo)")
      return
    }
    #expect(undo.contains(.decodePhoto(slot: 1, ticket: ticket, need: flow.state.need(ofSlot: 1))))
    #expect(flow.state.slots[1].orientation.exif == 6, "turned before its decode is asked for")
    flow.finishLoads()
    #expect(flow.state.slots[1].heldPhoto?.id == id && flow.state.isComplete)
    flow.run(.history(.redo))
    #expect(flow.state.slots[1].content == .empty)
  }

  @Test("no turn, mirror or removal of an empty, hidden or loading cell, nor while the grid is away")
  func refused() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    for event: ShareFlowEvent in [
      .reframing(.turned(slot: 3, clockwise: true)), .reframing(.mirrored(slot: 5)),
      .reframing(.removed(slot: 4)),
      .reframing(.turned(slot: -1, clockwise: true)), .reframing(.removed(slot: 9)),
    ] {
      let before = flow.state
      #expect(flow.run(event).isEmpty && flow.state == before)
    }
    _ = flow.pick(0)
    #expect(flow.run(.reframing(.turned(slot: 0, clockwise: true))).isEmpty, "a photo on its way")
    #expect(flow.run(.reframing(.removed(slot: 0))).isEmpty)
    flow = Self.flow()
    flow.run(.sharing(.swiped(.up)))
    #expect(flow.state.phase != .idle)
    #expect(flow.run(.reframing(.mirrored(slot: 0))).isEmpty)
  }

  @Test("a pan moves the photo as it is shown: turned, a drag across still moves it across")
  func panTurned() {
    var flow = Self.flow()
    flow.run(.reframing(.turned(slot: 0, clockwise: true)))
    flow.run(
      .reframing(.zoomed(slot: 0, factor: 3, anchorX: 0.5, anchorY: 0.5)), .reframing(.settled(slot: 0)))
    let before = flow.state.slots[0].framing
    flow.run(.reframing(.panned(slot: 0, dx: -0.2, dy: 0)), .reframing(.settled(slot: 0)))
    let after = flow.state.slots[0].framing
    #expect(after.focusX > before.focusX && after.focusY == before.focusY)
  }

  @Test("the sharp region of a turned, zoomed photo lies in its own pixels, its size in their axes")
  func sharpRegion() throws {
    var flow = Self.flow()
    flow.run(.reframing(.turned(slot: 2, clockwise: true)))
    flow.run(
      .reframing(.zoomed(slot: 2, factor: 4, anchorX: 0.1, anchorY: 0.9)), .reframing(.settled(slot: 2)))
    let source = PixelSize(width: 8064, height: 6048)
    let region = try #require(flow.state.sharpRegion(ofSlot: 2, source: source))
    let cell = try #require(flow.state.cell(showing: 2))
    let orientation = flow.state.slots[2].orientation
    let shown = flow.state.slots[2].framing.crop(of: orientation.shownSize(of: source), in: cell.size).rect
    #expect(region.crop == orientation.storedRect(of: shown, in: source))
    #expect(region.size == PixelSize(width: cell.height, height: cell.width))
  }
}
