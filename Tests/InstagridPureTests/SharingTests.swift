import Testing

@testable import InstagridPure

@Suite("The picture and the share")
struct SharingTests {
  @Test("share refused while a cell is empty, then while one loads, then while the picture is made")
  func shareGates() {
    var flow = FlowDriver()
    flow.add(2)
    #expect(flow.run(.sharing(.swiped(.up))) == [.nudge(.up), .announce(.photosMissing(count: 2))])
    #expect(flow.state.highlightsEmptyCells)
    flow.add(0)
    #expect(flow.state.message == .photosMissing(count: 1), "the count follows the photos")
    _ = flow.pick(1)
    #expect(flow.state.message == nil && !flow.state.highlightsEmptyCells, "a loading cell is not missing")
    #expect(flow.run(.sharing(.shareButtonPressed)) == [.nudge(.up), .announce(.photosLoading(count: 1))])
    #expect(flow.state.phase == .idle)
    flow.add(1)
    #expect(flow.state.message == .preparingPicture, "nothing loads any more: the picture is coming")
    #expect(flow.run(.sharing(.swiped(.up))) == [.nudge(.up), .announce(.preparingPicture)])
    #expect(flow.state.phase == .idle, "the grid never leaves before the picture is ready")
    #expect(
      flow.run(.sharing(.pictureRendered(revision: flow.state.pictureRevision - 1))).isEmpty,
      "a stale picture")
    #expect(
      flow.run(.sharing(.pictureRendered(revision: flow.state.pictureRevision)))
        == [
          .announce(.pictureReady), .startTimer(.passingMessage, milliseconds: Messages.passingMilliseconds),
        ]
    )
    #expect(flow.run(.sharing(.swiped(.up))) == [.startLeaveAnimation(.up)])
  }

  @Test("a hidden slot loading does not hold the share back, and needs no new picture")
  func hiddenSlot() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let revision = flow.state.pictureRevision
    flow.saveWindowPassed()
    #expect(flow.add(3) == FlowDriver.keepsDraft)
    #expect(flow.state.pictureRevision == revision && flow.state.isPictureReady)
    _ = flow.pick(3)
    #expect(flow.run(.sharing(.swiped(.up))) == [.startLeaveAnimation(.up)])
  }

  @Test("portrait shares on swipe up only; landscape on swipe left only")
  func directions() {
    for (orientation, good) in [(ScreenOrientation.portrait, SwipeDirection.up), (.landscape, .left)] {
      for direction in [SwipeDirection.up, .down, .left, .right] {
        var flow = FlowDriver()
        flow.ready([0, 1, 2], orientation: orientation)
        let effects = flow.run(.sharing(.swiped(direction)))
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
      #expect(flow.run(.sharing(.swiped(.left))) == [.startLeaveAnimation(.left)])
      #expect(
        flow.run(.sharing(.swiped(.left)), .grid(.layoutChosen(.numbered(3)!)), .startOver(.pressed)).isEmpty,
        "ignored while leaving")
      #expect(flow.run(.sharing(.animationFinished)) == [.presentShare])
      #expect(flow.state.phase == .sharing(.left))
      #expect(
        flow.run(.sharing(.systemSheetOpened))
          == [.startTimer(.shareAnswer, milliseconds: Sharing.answerMilliseconds)])
      let back = flow.run(.sharing(.shareFinished(outcome)))
      #expect(
        back
          == [.cancelTimer(.shareAnswer), .startReturnAnimation(.left)]
          + (outcome == .failed ? [.announce(.shareFailed)] : []))
      #expect(
        flow.run(.sharing(.shareFinished(.completed))).isEmpty, "a late answer after giving up is ignored")
      #expect(flow.run(.sharing(.animationFinished)).isEmpty)
      #expect(flow.state.phase == .idle && flow.state.isPictureReady)
      #expect(flow.run(.sharing(.swiped(.left))) == [.startLeaveAnimation(.left)], "a later swipe works")
    }
  }

  @Test(
    "a system share sheet that never answers is given up on as a cancel; the page's return cuts the wait short"
  )
  func unansweredShare() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    flow.run(.sharing(.swiped(.up)), .sharing(.animationFinished))
    #expect(flow.run(.sharing(.pageReturned)).isEmpty, "the page's own sheet waits as long as it takes")
    flow.run(.sharing(.systemSheetOpened))
    #expect(flow.run(.sharing(.systemSheetOpened)).isEmpty, "one sheet, one wait")
    #expect(flow.run(.timerFired(.shareAnswer)) == [.cancelTimer(.shareAnswer), .startReturnAnimation(.up)])
    #expect(flow.state.phase == .returning(.up) && flow.state.message == nil, "said as a cancel: nothing")
    #expect(flow.run(.sharing(.shareFinished(.completed))).isEmpty, "the sheet's late answer is ignored")
    #expect(flow.run(.sharing(.pageReturned)).isEmpty, "only while the system sheet is open")
    flow.run(.sharing(.animationFinished))
    #expect(flow.run(.timerFired(.shareAnswer)).isEmpty, "a stale timer changes nothing")
    // Back in view while the system sheet is open: it has a moment to answer, from each return.
    flow.run(.sharing(.swiped(.up)), .sharing(.animationFinished), .sharing(.systemSheetOpened))
    for _ in 0..<2 {
      #expect(
        flow.run(.sharing(.pageReturned))
          == [.startTimer(.shareAnswer, milliseconds: Sharing.answerGraceMilliseconds)])
    }
    #expect(
      flow.run(.sharing(.shareFinished(.completed))) == [
        .cancelTimer(.shareAnswer), .startReturnAnimation(.up),
      ])
    // The page's own sheet: no timer to stop.
    flow.run(.sharing(.animationFinished), .sharing(.swiped(.up)), .sharing(.animationFinished))
    #expect(flow.run(.sharing(.shareFinished(.cancelled))) == [.startReturnAnimation(.up)])
  }

  @Test("while the grid is away, Start over and another picture side wait")
  func settingsWaitWhileAway() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    #expect(flow.state.canStartOver && flow.state.canChangePicture && flow.state.showsStartOver)
    flow.run(.sharing(.swiped(.up)))
    #expect(!flow.state.canStartOver && !flow.state.canChangePicture && flow.state.showsStartOver)
    #expect(flow.run(.grid(.pictureSideChosen(4096)), .startOver(.pressed)).isEmpty)
    #expect(flow.state.pictureSide == 2048)
  }

  @Test("photos decoded while the grid is away are kept")
  func photoWhileAway() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    flow.run(.sharing(.swiped(.up)), .sharing(.animationFinished))
    flow.add(3)
    #expect(flow.state.slots[3].shownPhoto != nil)
  }
}

@Suite("A picture the module's memory cannot hold")
struct OutOfMemoryTests {
  /// A grid of three photos at `side`, its latest picture asked for and not made yet.
  func grid(side: Int) -> FlowDriver {
    var flow = FlowDriver()
    flow.run(.grid(.pictureSideChosen(side)))
    for slot in [0, 1, 2] { flow.add(slot, full: true) }
    return flow
  }

  @Test("4096 that does not fit is made at 2048, and the person hears it; 2048 then goes to 1080")
  func stepsDown() {
    var flow = grid(side: 4096)
    let revision = flow.state.pictureRevision
    flow.saveWindowPassed()
    let effects = flow.run(.sharing(.pictureOutOfMemory(revision: revision)))
    #expect(flow.state.pictureSide == 2048)
    #expect(flow.state.message == .pictureMadeSmaller(side: 2048))
    #expect(effects.contains(.renderPicture(revision: revision + 1)), "made again, smaller")
    #expect(effects.contains(.saveDraft), "the side the picture is made at is the one kept")
    #expect(effects.contains(.announce(.pictureMadeSmaller(side: 2048))))
    #expect(
      !effects.contains { if case .decodePhoto = $0 { true } else { false } },
      "a smaller side decodes nothing")
    flow.run(.sharing(.pictureOutOfMemory(revision: revision + 1)))
    #expect(flow.state.pictureSide == 1080 && flow.state.message == .pictureMadeSmaller(side: 1080))
  }

  @Test("at the smallest side it is said plainly; a stale or a made picture changes nothing")
  func smallestAndStale() {
    var flow = grid(side: 1080)
    let revision = flow.state.pictureRevision
    #expect(flow.run(.sharing(.pictureOutOfMemory(revision: revision - 1))).isEmpty, "stale")
    #expect(flow.run(.sharing(.pictureOutOfMemory(revision: revision))) == [.announce(.pictureOutOfMemory)])
    #expect(flow.state.pictureSide == 1080 && flow.state.pictureRevision == revision)
    var made = grid(side: 4096)
    made.run(.sharing(.pictureRendered(revision: made.state.pictureRevision)))
    #expect(made.run(.sharing(.pictureOutOfMemory(revision: made.state.pictureRevision))).isEmpty)
    #expect(made.state.pictureSide == 4096)
  }
}

@Suite("A photo the browser decoded blank")
struct BlankDecodeTests {
  @Test("is never shown: the cell keeps what it had, and the person hears why; a stale one is ignored")
  func blank() {
    var flow = FlowDriver()
    flow.add(0)
    let shown = flow.state.slots[0]
    let ticket = flow.pick(0)
    _ = flow.run(
      .loads(
        .headerRead(
          slot: 0, ticket: ticket,
          reading: .header(PhotoHeader(format: .jpeg, size: PixelSize(width: 8064, height: 6048))))))
    #expect(flow.run(.loads(.blank(slot: 0, ticket: ticket + 1))).isEmpty, "not this load")
    let effects = flow.run(.loads(.blank(slot: 0, ticket: ticket)))
    #expect(flow.state.slots[0] == shown, "the photo it had")
    #expect(flow.state.message == .photoBlank(slot: 0))
    #expect(effects.contains(.announce(.photoBlank(slot: 0))))
    flow.add(0)
    #expect(flow.state.message == nil, "a new photo there makes the refusal old news")
  }
}
