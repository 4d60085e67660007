import Testing

@testable import InstagridPure

/// Builds states through events, as the page would.
struct FlowDriver {
  var state = ShareFlowState()

  /// Runs `events` and returns every effect, in order.
  @discardableResult
  mutating func run(_ events: ShareFlowEvent...) -> [ShareFlowEffect] {
    events.flatMap { ShareFlow.reduce(&state, $0) }
  }

  /// Picks a file for `slot`; returns the load's ticket.
  mutating func pick(_ slot: Int) -> Int {
    let effects = run(.photoPicked(slot: slot))
    guard case .readPhotoHeader(slot, let ticket, PhotoHeader.firstRead) = effects.first else {
      Issue.record("a pick must ask for the header, got \(effects)")
      return -1
    }
    return ticket
  }

  /// Picks, reads a JPEG header of `size` and decodes `slot` as the need asks; returns the effects
  /// of the decode.
  @discardableResult
  mutating func add(_ slot: Int, size: PixelSize = PixelSize(width: 4032, height: 3024), full: Bool = false)
    -> [ShareFlowEffect]
  {
    let ticket = pick(slot)
    let decode = run(
      .photoHeaderRead(slot: slot, ticket: ticket, reading: .header(PhotoHeader(format: .jpeg, size: size))))
    guard case .decodePhoto(slot, ticket, let need) = decode.first else {
      Issue.record("a good header must ask for a decode, got \(decode)")
      return []
    }
    return run(
      .photoDecoded(slot: slot, ticket: ticket, decoded: covering(size, need), isFullResolution: full))
  }

  /// Fills `slots` and reports the picture of the latest revision rendered.
  mutating func ready(_ slots: [Int], layout: Int = 2, orientation: Orientation = .portrait) {
    run(.orientationChanged(orientation), .layoutTapped(layout))
    for slot in slots { add(slot) }
    run(.pictureRendered(revision: state.pictureRevision))
  }
}

/// `size` scaled to cover `need`, as the page's decoder does.
func covering(_ size: PixelSize, _ need: PixelSize) -> PixelSize {
  let scale = min(1, max(Double(need.width) / Double(size.width), Double(need.height) / Double(size.height)))
  return PixelSize(
    width: Int((Double(size.width) * scale).rounded(.up)),
    height: Int((Double(size.height) * scale).rounded(.up)))
}

@Suite("Share flow reducer")
struct ShareFlowTests {
  @Test("launch state: Layout 2, empty slots, portrait, idle, 2048 px, nothing said")
  func launch() {
    let state = ShareFlowState()
    #expect(state.layout.number == 2)
    #expect(state.slots == [.empty, .empty, .empty, .empty])
    #expect(state.orientation == .portrait && state.phase == .idle)
    #expect(state.pictureSide == 2048)
    #expect(state.message == nil && !state.highlightsEmptyCells)
    #expect(state.missingSlots == [0, 1, 2])
    #expect(!state.isComplete && !state.isPictureReady)
  }

  @Test("a layout tap selects that layout; the same or an unknown one changes nothing")
  func layoutTap() {
    var flow = FlowDriver()
    #expect(flow.run(.layoutTapped(3)) == [.saveDraft])
    #expect(flow.state.layout == .quad)
    #expect(flow.run(.layoutTapped(3)).isEmpty)
    #expect(flow.run(.layoutTapped(7)).isEmpty)
    #expect(flow.state.layout == .quad)
  }

  @Test("a pick loads: header, decode at the slot's need, photo; the picture is rendered ahead")
  func pickLifecycle() {
    var flow = FlowDriver()
    flow.add(0)
    flow.add(1)
    let ticket = flow.pick(2)
    #expect(flow.state.slots[2].loading?.reason == .picked)
    #expect(flow.state.loadingSlots == [2] && flow.state.missingSlots.isEmpty)
    let header = PhotoHeader(format: .png, size: PixelSize(width: 800, height: 600))
    let need = Layout.need(ofSlot: 2, side: 2048)
    #expect(
      flow.run(.photoHeaderRead(slot: 2, ticket: ticket, reading: .header(header)))
        == [.decodePhoto(slot: 2, ticket: ticket, need: need)])
    #expect(flow.state.slots[2].loading?.format == .png)
    let revision = flow.state.pictureRevision
    let effects = flow.run(
      .photoDecoded(
        slot: 2, ticket: ticket, decoded: PixelSize(width: 800, height: 600), isFullResolution: true))
    #expect(effects == [.renderPicture(revision: revision + 1), .saveDraft])
    #expect(flow.state.isComplete && !flow.state.isPictureReady)
    flow.run(.pictureRendered(revision: revision + 1))
    #expect(flow.state.isPictureReady)
  }

  @Test("the header loop asks for more bytes until it can tell")
  func headerNeedsMore() {
    var flow = FlowDriver()
    let ticket = flow.pick(0)
    #expect(
      flow.run(.photoHeaderRead(slot: 0, ticket: ticket, reading: .needsBytes(200_000)))
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
    #expect(flow.run(.photoHeaderRead(slot: 0, ticket: first, reading: header)).isEmpty)
    #expect(
      flow.run(
        .photoDecoded(
          slot: 0, ticket: first, decoded: PixelSize(width: 10, height: 10), isFullResolution: true)
      )
      .isEmpty)
    #expect(flow.run(.photoFailed(slot: 0, ticket: first)).isEmpty)
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
      .photoHeaderRead(slot: 0, ticket: ticket, reading: .header(PhotoHeader(format: .jpeg, size: huge))))
    #expect(effects == [.announce(.photoTooLarge(slot: 0, size: huge))])
    #expect(flow.state.slots[0] == kept)
    _ = flow.pick(2)
    #expect(flow.state.message == nil, "a new pick, in any cell, makes the refusal old news")
    // Exactly at the limit is fine.
    let edge = flow.pick(1)
    let atLimit = PhotoHeader(format: .jpeg, size: PixelSize(width: 10_000, height: 10_000))
    #expect(flow.run(.photoHeaderRead(slot: 1, ticket: edge, reading: .header(atLimit))).count == 1)
    #expect(flow.state.slots[1].loading?.format == .jpeg)
  }

  @Test("unknown, damaged and undecodable files each say what went wrong, and change nothing else")
  func failures() {
    var flow = FlowDriver()
    var ticket = flow.pick(0)
    #expect(
      flow.run(.photoHeaderRead(slot: 0, ticket: ticket, reading: .unrecognised)) == [
        .announce(.photoFormatUnknown(slot: 0))
      ])
    #expect(flow.state.slots[0] == .empty)
    ticket = flow.pick(0)
    #expect(
      flow.run(.photoHeaderRead(slot: 0, ticket: ticket, reading: .malformed(.png))) == [
        .announce(.photoUnreadable(slot: 0))
      ])
    ticket = flow.pick(0)
    let heic = PhotoHeader(format: .heic, size: PixelSize(width: 4032, height: 3024))
    flow.run(.photoHeaderRead(slot: 0, ticket: ticket, reading: .header(heic)))
    #expect(
      flow.run(.photoFailed(slot: 0, ticket: ticket)) == [
        .announce(.photoFormatUnsupported(slot: 0, format: .heic))
      ])
    ticket = flow.pick(0)
    flow.run(
      .photoHeaderRead(slot: 0, ticket: ticket, reading: .header(PhotoHeader(format: .jpeg, size: heic.size)))
    )
    #expect(flow.run(.photoFailed(slot: 0, ticket: ticket)) == [.announce(.photoUnreadable(slot: 0))])
    #expect(flow.state.slots == [.empty, .empty, .empty, .empty])
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
      #expect(flow.add(2) == [.saveDraft], "slot 1 loads: no picture can be made yet")
      let effects: [ShareFlowEffect]
      if refusal == "undecodable" {
        flow.run(.photoHeaderRead(slot: 1, ticket: replacement, reading: .header(heic)))
        effects = flow.run(.photoFailed(slot: 1, ticket: replacement))
      } else {
        effects = flow.run(.photoHeaderRead(slot: 1, ticket: replacement, reading: .unrecognised))
      }
      #expect(flow.state.isComplete && !flow.state.isPictureReady)
      #expect(effects.first == .renderPicture(revision: flow.state.pictureRevision), "\(refusal): \(effects)")
      flow.run(.pictureRendered(revision: flow.state.pictureRevision))
      #expect(flow.run(.swiped(.up)) == [.startLeaveAnimation(.up)])
    }
    // A refusal in a grid whose picture is made asks for nothing.
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let ticket = flow.pick(1)
    #expect(
      flow.run(.photoHeaderRead(slot: 1, ticket: ticket, reading: .unrecognised)) == [
        .announce(.photoFormatUnknown(slot: 1))
      ])
    #expect(flow.state.isPictureReady)
  }

  @Test("share refused while a cell is empty, then while one loads, then while the picture is made")
  func shareGates() {
    var flow = FlowDriver()
    flow.add(2)
    #expect(flow.run(.swiped(.up)) == [.nudge(.up), .announce(.photosMissing(count: 2))])
    #expect(flow.state.highlightsEmptyCells)
    flow.add(0)
    #expect(flow.state.message == .photosMissing(count: 1), "the count follows the photos")
    _ = flow.pick(1)
    #expect(flow.state.message == nil && !flow.state.highlightsEmptyCells, "a loading cell is not missing")
    #expect(flow.run(.shareButtonPressed) == [.nudge(.up), .announce(.photosLoading(count: 1))])
    #expect(flow.state.phase == .idle)
    flow.add(1)
    #expect(flow.state.message == .preparingPicture, "nothing loads any more: the picture is coming")
    #expect(flow.run(.swiped(.up)) == [.nudge(.up), .announce(.preparingPicture)])
    #expect(flow.state.phase == .idle, "the grid never leaves before the picture is ready")
    #expect(flow.run(.pictureRendered(revision: flow.state.pictureRevision - 1)).isEmpty, "a stale picture")
    #expect(flow.run(.pictureRendered(revision: flow.state.pictureRevision)) == [.announce(.pictureReady)])
    #expect(flow.run(.swiped(.up)) == [.startLeaveAnimation(.up)])
  }

  @Test("a hidden slot loading does not hold the share back, and needs no new picture")
  func hiddenSlot() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let revision = flow.state.pictureRevision
    #expect(flow.add(3) == [.saveDraft])
    #expect(flow.state.pictureRevision == revision && flow.state.isPictureReady)
    _ = flow.pick(3)
    #expect(flow.run(.swiped(.up)) == [.startLeaveAnimation(.up)])
  }

  @Test("a layout change asks for a new picture; photos keep their slots and come back")
  func layoutsAndPhotos() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2, 3], layout: 3)
    let revision = flow.state.pictureRevision
    #expect(flow.run(.layoutTapped(1)) == [.renderPicture(revision: revision + 1), .saveDraft])
    #expect(!flow.state.isPictureReady)
    flow.run(.layoutTapped(2))
    #expect(flow.state.slots.allSatisfy { $0.shownPhoto != nil } && flow.state.isComplete)
  }

  @Test("a larger picture decodes again only the photos too small for it; a smaller one reuses them")
  func pictureSides() {
    var flow = FlowDriver()
    flow.run(.pictureSideChosen(1080))
    flow.add(0)  // 12 MP, decoded for 1080
    flow.add(1, size: PixelSize(width: 640, height: 480), full: true)  // smaller than any need: kept whole
    flow.add(2)
    flow.run(.pictureRendered(revision: flow.state.pictureRevision))
    let effects = flow.run(.pictureSideChosen(4096))
    let decodes = effects.compactMap { effect -> Int? in
      if case .decodePhoto(let slot, _, let need) = effect, need == Layout.need(ofSlot: slot, side: 4096) {
        slot
      } else {
        nil
      }
    }
    #expect(decodes == [0, 2])
    #expect(effects.last == .saveDraft)
    #expect(flow.state.slots[0].loading?.reason == .enlarged && flow.state.slots[0].shownPhoto != nil)
    #expect(flow.state.loadingSlots.isEmpty, "an enlargement is not a photo still loading")
    #expect(flow.run(.swiped(.up)) == [.nudge(.up), .announce(.preparingPicture)])
    // Back to 2048 while enlarging: the larger decodes still suffice when they land.
    for slot in [0, 2] {
      let ticket = flow.state.slots[slot].loading!.ticket
      flow.run(
        .photoDecoded(
          slot: slot, ticket: ticket, decoded: PixelSize(width: 3686, height: 2765), isFullResolution: false))
    }
    #expect(flow.state.isComplete)
    let smaller = flow.run(.pictureSideChosen(2048))
    #expect(
      smaller == [.renderPicture(revision: flow.state.pictureRevision), .saveDraft], "no decode to go smaller"
    )
    #expect(flow.run(.pictureSideChosen(1234)).isEmpty, "only offered sides")
  }

  @Test("portrait shares on swipe up only; landscape on swipe left only")
  func directions() {
    for (orientation, good) in [(Orientation.portrait, SwipeDirection.up), (.landscape, .left)] {
      for direction in [SwipeDirection.up, .down, .left, .right] {
        var flow = FlowDriver()
        flow.ready([0, 1, 2], orientation: orientation)
        let effects = flow.run(.swiped(direction))
        #expect(effects == (direction == good ? [.startLeaveAnimation(good)] : []))
        #expect(flow.state.phase == (direction == good ? .leaving(good) : .idle))
      }
    }
  }

  @Test("the whole flow: leave, share after the slide, return the same way, photos kept")
  func fullFlow() {
    for outcome in [ShareOutcome.completed, .cancelled, .failed] {
      var flow = FlowDriver()
      flow.ready([0, 1, 2], orientation: .landscape)
      #expect(flow.run(.swiped(.left)) == [.startLeaveAnimation(.left)])
      #expect(flow.run(.swiped(.left), .layoutTapped(3), .startOverPressed).isEmpty, "ignored while leaving")
      #expect(flow.run(.animationFinished) == [.presentShare])
      #expect(flow.state.phase == .sharing(.left))
      let back = flow.run(.shareFinished(outcome))
      #expect(back.first == .startReturnAnimation(.left))
      #expect(back.count == (outcome == .failed ? 2 : 1))
      #expect(flow.run(.shareFinished(.completed)).isEmpty, "a late answer after giving up is ignored")
      #expect(flow.run(.animationFinished).isEmpty)
      #expect(flow.state.phase == .idle && flow.state.isPictureReady)
      #expect(flow.run(.swiped(.left)) == [.startLeaveAnimation(.left)], "a later swipe works")
    }
  }

  @Test("photos decoded while the grid is away are kept")
  func photoWhileAway() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    flow.run(.swiped(.up), .animationFinished)
    flow.add(3)
    #expect(flow.state.slots[3].shownPhoto != nil)
  }

  @Test("Start over clears the grid; Undo brings it back until it expires or the grid changes")
  func startOverAndUndo() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2, 3], layout: 1)
    let effects = flow.run(.startOverPressed)
    #expect(effects.contains(.announce(.startedOver)))
    #expect(!effects.contains(.saveDraft), "the draft keeps the grid while Undo can bring it back")
    #expect(flow.state.slots == [.empty, .empty, .empty, .empty] && flow.state.layout == .standard)
    #expect(flow.state.undoable != nil)
    let undo = flow.run(.undoPressed)
    #expect(undo.first.map { if case .renderPicture = $0 { true } else { false } } == true)
    #expect(flow.state.layout == .wideTop && flow.state.slots[0].shownPhoto != nil)
    #expect(
      flow.state.slots[2].loading == nil && flow.state.slots[2].shownPhoto != nil,
      "a load under way is dropped, its photo kept")
    #expect(flow.state.undoable == nil && flow.state.message == nil)
    flow.run(.startOverPressed)
    #expect(flow.run(.undoExpired) == [.saveDraft], "now the cleared grid is kept")
    #expect(flow.run(.undoExpired).isEmpty)
    #expect(flow.run(.undoPressed).isEmpty && flow.state.slots[0] == .empty)
    #expect(flow.run(.startOverPressed).isEmpty, "nothing to clear")
    // A change ends the offer early, and "The grid is cleared." with it, as expiry does.
    for change: ShareFlowEvent in [.photoPicked(slot: 0), .layoutTapped(3)] {
      var again = FlowDriver()
      again.ready([0, 1, 2])
      again.run(.startOverPressed)
      #expect(again.state.message == .startedOver)
      again.run(change)
      #expect(again.state.undoable == nil && again.state.message == nil, "\(change)")
    }
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
        .photoHeaderRead(slot: 2, ticket: ticket, reading: .header(header))
      ).first
    else {
      Issue.record("no decode")
      return
    }
    flow.run(.pictureSideChosen(4096))
    let effects = flow.run(
      .photoDecoded(slot: 2, ticket: ticket, decoded: covering(header.size, need), isFullResolution: false))
    #expect(
      effects.contains {
        if case .decodePhoto(2, _, Layout.need(ofSlot: 2, side: 4096)) = $0 { true } else { false }
      })
    #expect(flow.state.slots[2].loading?.reason == .enlarged && flow.state.slots[2].shownPhoto != nil)
  }

  @Test("Start over waits while a photo loads, and a late load's message leads to the picture")
  func startOverWhileLoading() {
    var flow = FlowDriver()
    flow.add(0)
    flow.add(1)
    let ticket = flow.pick(2)
    #expect(!flow.state.canStartOver && flow.run(.startOverPressed).isEmpty)
    #expect(flow.run(.swiped(.up)) == [.nudge(.up), .announce(.photosLoading(count: 1))])
    let header = PhotoHeader(format: .jpeg, size: PixelSize(width: 40, height: 30))
    flow.run(.photoHeaderRead(slot: 2, ticket: ticket, reading: .header(header)))
    let effects = flow.run(
      .photoDecoded(slot: 2, ticket: ticket, decoded: header.size, isFullResolution: true))
    #expect(effects.last == .announce(.preparingPicture), "the person waiting hears what comes next")
    #expect(flow.run(.pictureRendered(revision: flow.state.pictureRevision)) == [.announce(.pictureReady)])
    #expect(flow.state.canStartOver)
  }

  @Test("framings: pan and zoom change the crop, settle asks for the picture, a new photo starts centred")
  func framings() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let centred = flow.state.crop(ofSlot: 2)!
    let revision = flow.state.pictureRevision
    #expect(
      flow.run(.frameZoomed(slot: 2, factor: 2, anchorX: 0.5, anchorY: 0.5)).first == .reframed(slot: 2))
    #expect(flow.state.message == .zoomChanged(slot: 2, percent: 200), "said when it settles")
    #expect(flow.run(.framePanned(slot: 2, dx: 0.25, dy: 0)) == [.reframed(slot: 2)])
    let moved = flow.state.crop(ofSlot: 2)!
    #expect(moved.rect.width < centred.rect.width && moved.rect.x < centred.rect.x + centred.rect.width / 4)
    #expect(!flow.state.isPictureReady && flow.state.pictureRevision > revision, "the picture is stale")
    #expect(flow.run(.swiped(.up)) == [.nudge(.up), .announce(.preparingPicture)])
    #expect(
      flow.run(.frameSettled(slot: 2)) == [.renderPicture(revision: flow.state.pictureRevision), .saveDraft])
    flow.run(.frameZoomed(slot: 2, factor: 1.5, anchorX: 0.5, anchorY: 0.5))
    #expect(
      flow.run(.frameSettled(slot: 2))
        == [
          .renderPicture(revision: flow.state.pictureRevision), .saveDraft,
          .announce(.zoomChanged(slot: 2, percent: 300)),
        ],
      "the zoom is said once it settles")
    let framed = flow.state.crop(ofSlot: 2)
    #expect(flow.run(.framePanned(slot: 3, dx: 0.1, dy: 0)).isEmpty, "a hidden slot")
    // A layout switch keeps the framing; a reset goes back to the centred fill.
    flow.run(.layoutTapped(1), .layoutTapped(2))
    #expect(flow.state.crop(ofSlot: 2) == framed)
    flow.run(.frameReset(slot: 2))
    #expect(flow.state.crop(ofSlot: 2) == centred)
    flow.run(.frameZoomed(slot: 2, factor: 3, anchorX: 0, anchorY: 0))
    flow.add(2)
    #expect(flow.state.framings[2] == .centred, "a new photo starts centred")
  }

  @Test("moving a photo exchanges slots and framings; onto an empty cell it moves")
  func moves() {
    var flow = FlowDriver()
    flow.ready([0, 1])
    flow.run(.frameZoomed(slot: 0, factor: 2, anchorX: 0, anchorY: 0), .frameSettled(slot: 0))
    let zero = (flow.state.slots[0], flow.state.framings[0])
    let one = (flow.state.slots[1], flow.state.framings[1])
    let effects = flow.run(.photoMoved(from: 0, to: 1))
    #expect(
      effects.first == .photosMoved(from: 0, to: 1) && effects.last == .announce(.photoMoved(from: 0, to: 1)))
    #expect(flow.state.slots[1] == zero.0 && flow.state.framings[1] == zero.1)
    #expect(flow.state.slots[0] == one.0 && flow.state.framings[0] == one.1)
    flow.run(.photoMoved(from: 1, to: 2))
    #expect(
      flow.state.slots[1] == .empty && flow.state.slots[2] == zero.0, "onto an empty cell the photo moves")
    #expect(flow.run(.photoMoved(from: 1, to: 0)).isEmpty, "an empty cell has nothing to move")
    #expect(flow.run(.photoMoved(from: 0, to: 3)).isEmpty, "slot 3 is hidden in Layout 2")
  }

  @Test("a restored draft is announced")
  func draftRestored() {
    var flow = FlowDriver()
    #expect(flow.run(.draftRestored(copied: false)) == [.announce(.draftRestored(copied: false))])
    #expect(flow.state.message == .draftRestored(copied: false))
    #expect(flow.run(.draftRestored(copied: true)) == [.announce(.draftRestored(copied: true))])
  }

  @Test(
    "a restored photo shows its thumbnail while it loads, keeps its framing, and never shares the stand-in")
  func restoredPhotoWithPreview() {
    var flow = FlowDriver()
    flow.ready([0, 1])
    let zoomed = Framing(zoom: 2, focusX: 0.3, focusY: 0.6)
    let restoring = flow.run(.photoRestoring(slot: 2))
    guard case .readPhotoHeader(2, let ticket, PhotoHeader.firstRead) = restoring.first else {
      Issue.record("a restore reads the header as a pick does, got \(restoring)")
      return
    }
    flow.run(.frameSet(slot: 2, framing: zoomed))
    let thumbnail = PixelSize(width: 400, height: 300)
    #expect(
      flow.run(.photoPreviewed(slot: 2, ticket: ticket + 1, size: thumbnail)).isEmpty, "a stale stand-in")
    #expect(flow.state.slots[2].shownPhoto == nil)
    #expect(flow.run(.photoPreviewed(slot: 2, ticket: ticket, size: thumbnail)) == [.reframed(slot: 2)])
    // The cell shows the stand-in, with the framing; the slot still loads: no picture, no share.
    #expect(flow.state.slots[2].shownPhoto == SlotPhoto(decoded: thumbnail, isFullResolution: false))
    #expect(flow.state.crop(ofSlot: 2) == zoomed.crop(of: thumbnail, in: flow.state.cell(showing: 2)!.size))
    #expect(flow.state.slots[2].heldPhoto == nil && !flow.state.isComplete)
    #expect(flow.state.loadingSlots == [2])
    #expect(flow.run(.swiped(.up)).contains(.announce(.photosLoading(count: 1))))
    // Decoded: the photo replaces the stand-in and keeps the draft's framing.
    let size = PixelSize(width: 4032, height: 3024)
    flow.run(
      .photoHeaderRead(slot: 2, ticket: ticket, reading: .header(PhotoHeader(format: .jpeg, size: size))))
    let effects = flow.run(
      .photoDecoded(
        slot: 2, ticket: ticket, decoded: covering(size, Layout.need(ofSlot: 2, side: 2048)),
        isFullResolution: false))
    #expect(effects.contains(.renderPicture(revision: flow.state.pictureRevision)))
    #expect(flow.state.framings[2] == zoomed && flow.state.isComplete)
    // A restore that fails leaves the cell empty: the stand-in is never kept as a photo.
    let again = flow.run(.photoRestoring(slot: 3))
    guard case .readPhotoHeader(3, let failing, _) = again.first else { return }
    flow.run(
      .photoPreviewed(slot: 3, ticket: failing, size: thumbnail), .photoFailed(slot: 3, ticket: failing))
    #expect(flow.state.slots[3] == .empty)
    // A stand-in is only for a cell with nothing else to show.
    let replacing = flow.pick(0)
    flow.run(.photoPreviewed(slot: 0, ticket: replacing, size: thumbnail))
    #expect(flow.state.slots[0].shownPhoto != SlotPhoto(decoded: thumbnail, isFullResolution: false))
  }

  @Test("random event sequences keep the invariants", arguments: 0..<200)
  func randomSequences(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0x5EED) &+ UInt64(run))
    var flow = FlowDriver()
    for _ in 0..<200 {
      let slot = Int.random(in: -1...4, using: &generator)
      let ticket = Int.random(in: 0...flow.state.nextTicket, using: &generator)
      let size = PixelSize(
        width: Int.random(in: 0...30000, using: &generator),
        height: Int.random(in: 0...30000, using: &generator))
      let events: [ShareFlowEvent] = [
        .layoutTapped(Int.random(in: 0...4, using: &generator)), .cellTapped(slot: slot),
        .photoPicked(slot: slot),
        .photoHeaderRead(
          slot: slot, ticket: ticket, reading: .header(PhotoHeader(format: .jpeg, size: size))),
        .photoHeaderRead(slot: slot, ticket: ticket, reading: .needsBytes(100)),
        .photoDecoded(
          slot: slot, ticket: ticket, decoded: size, isFullResolution: Bool.random(using: &generator)),
        .photoFailed(slot: slot, ticket: ticket),
        .pictureSideChosen(PictureSide.offered.randomElement(using: &generator)!),
        .pictureRendered(revision: flow.state.pictureRevision - Int.random(in: 0...1, using: &generator)),
        .orientationChanged(Bool.random(using: &generator) ? .portrait : .landscape), .swiped(.up),
        .swiped(.left),
        .shareButtonPressed, .animationFinished, .shareFinished(.cancelled), .startOverPressed, .undoPressed,
        .undoExpired, .framePanned(slot: slot, dx: Double.random(in: -2...2, using: &generator), dy: 0.3),
        .frameZoomed(
          slot: slot, factor: Double.random(in: 0.1...10, using: &generator), anchorX: 0.2, anchorY: 0.9),
        .frameSettled(slot: slot), .frameReset(slot: slot),
        .photoMoved(from: slot, to: Int.random(in: -1...4, using: &generator)),
        .photoRestoring(slot: slot), .photoPreviewed(slot: slot, ticket: ticket, size: size),
      ]
      let before = flow.state
      let effects = flow.run(events.randomElement(using: &generator)!)
      let state = flow.state
      #expect(state.slots.count == 4 && state.framings.count == 4)
      for slot in 0..<4 {
        guard let crop = state.crop(ofSlot: slot), let photo = state.slots[slot].shownPhoto else { continue }
        #expect(
          crop.rect.x >= 0 && crop.rect.maxX <= photo.decoded.width && crop.rect.maxY <= photo.decoded.height)
      }
      #expect(!state.isPictureReady || state.isComplete)
      for content in state.slots {
        // A stand-in is shown only while its load runs, never held as the slot's photo.
        if content.loading?.preview != nil { #expect(content.loading?.previous == nil) }
      }
      #expect(state.pictureRevision >= before.pictureRevision)
      for effect in effects {
        if case .renderPicture(let revision) = effect {
          #expect(revision == state.pictureRevision && state.isComplete)
        }
        if case .startLeaveAnimation = effect { #expect(before.isPictureReady && before.phase == .idle) }
      }
      if state.phase != before.phase {
        switch (before.phase, state.phase) {
        case (.idle, .leaving), (.leaving, .sharing), (.sharing, .returning), (.returning, .idle): break
        default: Issue.record("phase \(before.phase) → \(state.phase)")
        }
      }
    }
  }
}
