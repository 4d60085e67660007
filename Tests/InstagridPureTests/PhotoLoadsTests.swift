import Testing

@testable import InstagridPure

@Suite("Photo loads")
struct PhotoLoadsTests {
  @Test("a pick loads: header, decode at the slot's need, photo; the picture is rendered ahead")
  func pickLifecycle() {
    var flow = FlowDriver()
    flow.add(0)
    flow.add(1)
    let ticket = flow.pick(2)
    #expect(flow.state.slots[2].loading?.reason == .picked)
    #expect(flow.state.loadingSlots == [2] && flow.state.missingSlots.isEmpty)
    let header = PhotoHeader(format: .png, size: PixelSize(width: 800, height: 600))
    let need = Picture(shortSide: 2048).need(ofSlot: 2, showing: .standard)
    #expect(
      flow.run(.loads(.headerRead(slot: 2, ticket: ticket, reading: .header(header))))
        == [.decodePhoto(slot: 2, ticket: ticket, need: need)])
    #expect(flow.state.slots[2].loading?.format == .png)
    let revision = flow.state.pictureRevision
    flow.saveWindowPassed()
    let effects = flow.run(
      .loads(
        .decoded(
          slot: 2, ticket: ticket, size: PixelSize(width: 800, height: 600), isLargestDecode: true)))
    #expect(effects == [.renderPicture(revision: revision + 1)] + FlowDriver.keepsDraft)
    #expect(flow.state.isComplete && !flow.state.isPictureReady)
    flow.run(.sharing(.pictureRendered(revision: revision + 1)))
    #expect(flow.state.isPictureReady)
  }

  @Test("the header loop asks for more bytes until it can tell")
  func headerNeedsMore() {
    var flow = FlowDriver()
    let ticket = flow.pick(0)
    #expect(
      flow.run(.loads(.headerRead(slot: 0, ticket: ticket, reading: .needsBytes(200_000))))
        == [.readPhotoHeader(slot: 0, ticket: ticket, count: 200_000)])
    #expect(flow.state.slots[0].loading?.ticket == ticket)
  }

  @Test("a later pick for the same slot wins; results of the earlier one are ignored")
  func staleTicketsIgnored() {
    var flow = FlowDriver()
    let first = flow.pick(0)
    let second = flow.pick(0)
    #expect(first != second)
    let header = PhotoHeaderReading.header(PhotoHeader(format: .jpeg, size: PixelSize(width: 10, height: 10)))
    #expect(flow.run(.loads(.headerRead(slot: 0, ticket: first, reading: header))).isEmpty)
    #expect(
      flow.run(
        .loads(
          .decoded(
            slot: 0, ticket: first, size: PixelSize(width: 10, height: 10), isLargestDecode: true))
      )
      .isEmpty)
    #expect(flow.run(.loads(.failed(slot: 0, ticket: first))).isEmpty)
    #expect(flow.state.slots[0].loading?.ticket == second)
    #expect(flow.state.message == nil)
  }

  @Test("a photo over 100 megapixels is refused before decoding; the cell keeps its photo")
  func tooLarge() {
    var flow = FlowDriver()
    flow.add(0)
    let kept = flow.state.slots[0]
    let ticket = flow.pick(0)
    #expect(flow.state.slots[0].shownPhoto == kept.shownPhoto, "the old photo stays shown while loading")
    let huge = PixelSize(width: 20000, height: 20000)
    let effects = flow.run(
      .loads(.headerRead(slot: 0, ticket: ticket, reading: .header(PhotoHeader(format: .jpeg, size: huge)))))
    #expect(effects == [.announce(.photoTooLarge(slot: 0, size: huge))])
    #expect(flow.state.slots[0] == kept)
    _ = flow.pick(2)
    #expect(flow.state.message == nil, "a new pick, in any cell, makes the refusal old news")
    // Exactly at the limit is fine.
    let edge = flow.pick(1)
    let atLimit = PhotoHeader(format: .jpeg, size: PixelSize(width: 10_000, height: 10_000))
    #expect(flow.run(.loads(.headerRead(slot: 1, ticket: edge, reading: .header(atLimit)))).count == 1)
    #expect(flow.state.slots[1].loading?.format == .jpeg)
  }

  @Test("unknown, damaged and undecodable files each say what went wrong, and change nothing else")
  func failures() {
    var flow = FlowDriver()
    var ticket = flow.pick(0)
    #expect(
      flow.run(.loads(.headerRead(slot: 0, ticket: ticket, reading: .unrecognised))) == [
        .announce(.photoFormatUnknown(slot: 0))
      ])
    #expect(flow.state.slots[0].content == .empty)
    ticket = flow.pick(0)
    #expect(
      flow.run(.loads(.headerRead(slot: 0, ticket: ticket, reading: .malformed(.png)))) == [
        .announce(.photoUnreadable(slot: 0))
      ])
    ticket = flow.pick(0)
    let heic = PhotoHeader(format: .heic, size: PixelSize(width: 4032, height: 3024))
    flow.run(.loads(.headerRead(slot: 0, ticket: ticket, reading: .header(heic))))
    #expect(
      flow.run(.loads(.failed(slot: 0, ticket: ticket))) == [
        .announce(.photoFormatUnsupported(slot: 0, format: .heic))
      ])
    ticket = flow.pick(0)
    flow.run(
      .loads(
        .headerRead(slot: 0, ticket: ticket, reading: .header(PhotoHeader(format: .jpeg, size: heic.size))))
    )
    #expect(flow.run(.loads(.failed(slot: 0, ticket: ticket))) == [.announce(.photoUnreadable(slot: 0))])
    #expect(flow.state.slots == [Slot](repeating: Slot(), count: Layout.slotCount))
    flow.add(0)
    #expect(flow.state.message == nil, "a good photo in that slot clears the notice")
  }

  @Test("a replacement that fails after another photo landed asks for the picture the grid now needs")
  func failedReplacementAsksForThePicture() {
    let heic = PhotoHeader(format: .heic, size: PixelSize(width: 4032, height: 3024))
    for refusal in ["undecodable", "unrecognised"] {
      var flow = FlowDriver()
      flow.ready([0, 1, 2])
      let replacement = flow.pick(1)  // its old photo stays shown while it loads
      flow.saveWindowPassed()
      #expect(flow.add(2) == FlowDriver.keepsDraft, "slot 1 loads: no picture can be made yet")
      let effects: [ShareFlowEffect]
      if refusal == "undecodable" {
        flow.run(.loads(.headerRead(slot: 1, ticket: replacement, reading: .header(heic))))
        effects = flow.run(.loads(.failed(slot: 1, ticket: replacement)))
      } else {
        effects = flow.run(.loads(.headerRead(slot: 1, ticket: replacement, reading: .unrecognised)))
      }
      #expect(flow.state.isComplete && !flow.state.isPictureReady)
      #expect(effects.first == .renderPicture(revision: flow.state.pictureRevision), "\(refusal): \(effects)")
      flow.run(.sharing(.pictureRendered(revision: flow.state.pictureRevision)))
      #expect(flow.run(.sharing(.swiped(.up))) == [.startLeaveAnimation(.up)])
    }
    // A refusal in a grid whose picture is made asks for nothing.
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let ticket = flow.pick(1)
    #expect(
      flow.run(.loads(.headerRead(slot: 1, ticket: ticket, reading: .unrecognised))) == [
        .announce(.photoFormatUnknown(slot: 1))
      ])
    #expect(flow.state.isPictureReady)
  }

  @Test("a photo decoded for a smaller side than is now chosen is decoded again at once")
  func sideGrewDuringLoad() {
    var flow = FlowDriver()
    flow.add(0)
    flow.add(1)
    let ticket = flow.pick(2)
    let header = PhotoHeader(format: .jpeg, size: PixelSize(width: 4032, height: 3024))
    guard
      case .decodePhoto(_, _, let need) = flow.run(
        .loads(.headerRead(slot: 2, ticket: ticket, reading: .header(header)))
      ).first
    else {
      Issue.record("no decode")
      return
    }
    flow.run(.grid(.pictureSideChosen(4096)))
    let effects = flow.run(
      .loads(.decoded(slot: 2, ticket: ticket, size: covering(header.size, need), isLargestDecode: false)))
    #expect(
      effects.contains {
        if case .decodePhoto(2, _, Picture(shortSide: 4096).need(ofSlot: 2, showing: .standard)) = $0 {
          true
        } else {
          false
        }
      })
    #expect(flow.state.slots[2].loading?.reason == .enlarged && flow.state.slots[2].shownPhoto != nil)
  }

  @Test(
    "a restored photo shows its thumbnail while it loads, keeps its framing, and never shares the stand-in")
  func restoredPhotoWithPreview() {
    var flow = FlowDriver()
    flow.ready([0, 1])
    let zoomed = Framing(zoom: 2, focusX: 0.3, focusY: 0.6)
    let restoring = flow.run(.loads(.restoring(slot: 2)))
    guard case .readPhotoHeader(2, let ticket, PhotoHeader.firstRead) = restoring.first else {
      Issue.record("a restore reads the header as a pick does, got \(restoring)")
      return
    }
    flow.run(.reframing(.set(slot: 2, framing: zoomed)))
    let thumbnail = PixelSize(width: 400, height: 300)
    #expect(
      flow.run(.loads(.previewed(slot: 2, ticket: ticket + 1, size: thumbnail))).isEmpty, "a stale stand-in")
    #expect(flow.state.slots[2].shownPhoto == nil && !flow.state.slots[2].showsStandIn)
    #expect(flow.run(.loads(.previewed(slot: 2, ticket: ticket, size: thumbnail))) == [.reframed(slot: 2)])
    #expect(flow.state.slots[2].showsStandIn, "taken: the state says so")
    // The cell shows the stand-in, with the framing; the slot still loads: no picture, no share.
    #expect(
      flow.state.slots[2].shownPhoto == SlotPhoto(id: ticket, decoded: thumbnail, isLargestDecode: false))
    #expect(flow.state.crop(ofSlot: 2) == zoomed.crop(of: thumbnail, in: flow.state.cell(showing: 2)!.size))
    #expect(flow.state.slots[2].heldPhoto == nil && !flow.state.isComplete)
    #expect(flow.state.loadingSlots == [2])
    #expect(flow.run(.sharing(.swiped(.up))).contains(.announce(.photosLoading(count: 1))))
    // Decoded: the photo replaces the stand-in and keeps the draft's framing.
    let size = PixelSize(width: 4032, height: 3024)
    flow.run(
      .loads(.headerRead(slot: 2, ticket: ticket, reading: .header(PhotoHeader(format: .jpeg, size: size)))))
    let effects = flow.run(
      .loads(
        .decoded(
          slot: 2, ticket: ticket,
          size: covering(size, Picture(shortSide: 2048).need(ofSlot: 2, showing: .standard)),
          isLargestDecode: false)))
    #expect(effects.contains(.renderPicture(revision: flow.state.pictureRevision)))
    #expect(
      flow.state.slots[2].framing == zoomed && flow.state.isComplete && !flow.state.slots[2].showsStandIn)
    // A restore that fails leaves the cell empty: the stand-in is never kept as a photo.
    let again = flow.run(.loads(.restoring(slot: 3)))
    guard case .readPhotoHeader(3, let failing, _) = again.first else { return }
    flow.run(
      .loads(.previewed(slot: 3, ticket: failing, size: thumbnail)), .loads(.failed(slot: 3, ticket: failing))
    )
    #expect(flow.state.slots[3].content == .empty)
    // A stand-in is only for a cell with nothing else to show.
    let replacing = flow.pick(0)
    flow.run(.loads(.previewed(slot: 0, ticket: replacing, size: thumbnail)))
    #expect(
      flow.state.slots[0].shownPhoto != SlotPhoto(id: ticket, decoded: thumbnail, isLargestDecode: false))
    #expect(!flow.state.slots[0].showsStandIn, "not taken")
  }
}
