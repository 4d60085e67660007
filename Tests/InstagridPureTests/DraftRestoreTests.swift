import Testing

@testable import InstagridPure

@Suite("Draft restore: a kept grid comes back in one event")
struct DraftRestoreTests {
  private let zoomed = Framing(zoom: 2, focusX: 0.25, focusY: 0.75)

  private let frame = Frame(spacing: 20, colour: RGBAColor(rgb: 0xFFFFFF), radius: 120)

  /// A draft kept before there were nine slots: four framings (the other slots come back empty).
  private func draft(copied: Bool = false) -> DraftRestore.Draft {
    DraftRestore.Draft(
      layout: Layout.numbered(3)!, pictureSide: 1080, format: .story, frame: frame,
      slots: [Document.Slot(photo: nil, framing: zoomed), nil, Document.Slot(photo: nil), nil], copied: copied
    )
  }

  /// Decodes the restored load in `slot` as the need asks; returns the effects.
  private func arrive(_ slot: Int, in flow: inout FlowDriver) -> [ShareFlowEffect] {
    guard let ticket = flow.state.slots[slot].loading?.ticket else {
      Issue.record("slot \(slot) is not loading")
      return []
    }
    let size = PixelSize(width: 4032, height: 3024)
    let decode = flow.run(
      .loads(
        .headerRead(slot: slot, ticket: ticket, reading: .header(PhotoHeader(format: .jpeg, size: size)))))
    guard case .decodePhoto(slot, ticket, let need) = decode.first else {
      Issue.record("a good header must ask for a decode, got \(decode)")
      return []
    }
    return decode
      + flow.run(
        .loads(.decoded(slot: slot, ticket: ticket, size: covering(size, need), isLargestDecode: false)))
  }

  @Test("sets the layout, side, format, frame and framings, starts each kept photo's load and says so")
  func restores() {
    var flow = FlowDriver()
    let effects = flow.run(.draftRestored(draft(copied: true)))
    #expect(flow.state.layout.number == 3 && flow.state.pictureSide == 1080)
    #expect(flow.state.format == .story && flow.state.frame == frame)
    #expect(
      flow.state.slots.map(\.framing) == [zoomed]
        + [Framing](repeating: .centred, count: Layout.slotCount - 1))
    #expect(
      flow.state.slots[0].loading?.reason == .restored && flow.state.slots[2].loading?.reason == .restored)
    #expect(flow.state.slots[1].content == .empty && flow.state.slots[3].content == .empty)
    let tickets = [0, 2].compactMap { flow.state.slots[$0].loading?.ticket }
    #expect(
      effects == [
        .readPhotoHeader(slot: 0, ticket: tickets[0], count: PhotoHeader.firstRead),
        .readPhotoHeader(slot: 2, ticket: tickets[1], count: PhotoHeader.firstRead),
        .announce(.draftRestored(copied: true)),
        .startTimer(.passingMessage, milliseconds: Messages.passingMilliseconds),
      ])
    #expect(flow.state.restoresDraft)
  }

  @Test("no save until every kept photo has ended its load, then exactly one")
  func holdsSaves() {
    var flow = FlowDriver()
    flow.run(.draftRestored(draft()))
    #expect(!arrive(0, in: &flow).contains(.saveDraft), "one photo of two is back")
    let meanwhile = flow.runKeeping(.reframing(.set(slot: 0, framing: .centred)))
    #expect(!meanwhile.contains(.saveDraft), "a change meanwhile")
    #expect(
      meanwhile.first == .keepDocument,
      "its document is kept at once all the same: the photos coming back count in it by id")
    #expect(flow.state.restoresDraft)
    let last = arrive(2, in: &flow)
    #expect(last.filter { $0 == .saveDraft }.count == 1)
    #expect(!flow.state.restoresDraft)
    #expect(flow.state.slots[0].framing == .centred, "the change made meanwhile is what is kept")
    flow.saveWindowPassed()
    #expect(flow.run(.reframing(.set(slot: 2, framing: zoomed))).contains(.saveDraft), "saves flow again")
  }

  @Test("a kept photo that fails still ends the restore, and the grid is kept without it")
  func failedPhotoEndsRestore() {
    var flow = FlowDriver()
    flow.run(.draftRestored(draft()))
    _ = arrive(0, in: &flow)
    let ticket = flow.state.slots[2].loading!.ticket
    let effects = flow.run(.loads(.failed(slot: 2, ticket: ticket)))
    #expect(effects.contains(.saveDraft) && !flow.state.restoresDraft)
    #expect(flow.state.slots[2].content == .empty)
  }

  @Test("Start over right after the last photo arrives: the restore's save came first, then a step")
  func startOverAfterRestore() {
    var flow = FlowDriver()
    flow.run(.draftRestored(draft()))
    _ = arrive(0, in: &flow)
    #expect(arrive(2, in: &flow).contains(.saveDraft))
    flow.run(.startOver(.pressed))
    #expect(flow.state.history.past.map(\.change) == [.startOver], "the restore is no step; Start over is")
    #expect(flow.state.canUndo)
  }

  @Test("a draft with no photos, too many slots, or a grid already in use changes nothing")
  func refused() {
    var flow = FlowDriver()
    let empty = DraftRestore.Draft(
      layout: .standard, pictureSide: 1080, slots: [nil, nil, nil, nil], copied: false)
    #expect(flow.run(.draftRestored(empty)).isEmpty && flow.state == ShareFlowState())
    let long = DraftRestore.Draft(
      layout: .standard, pictureSide: 1080,
      slots: [Document.Slot?](repeating: Document.Slot(photo: nil), count: Layout.slotCount + 1),
      copied: false
    )
    #expect(flow.run(.draftRestored(long)).isEmpty && flow.state == ShareFlowState())
    flow.add(1)
    let before = flow.state
    #expect(flow.run(.draftRestored(draft())).isEmpty && flow.state == before)
  }

  @Test("a side no longer offered keeps the standard side")
  func unknownSide() {
    var flow = FlowDriver()
    var odd = draft()
    odd.pictureSide = 1234
    flow.run(.draftRestored(odd))
    #expect(flow.state.pictureSide == PictureSide.standard && flow.state.restoresDraft)
  }
}
