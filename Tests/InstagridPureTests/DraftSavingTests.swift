import Testing

@testable import InstagridPure

@Suite("Draft saving: at most one write per save window")
struct DraftSavingTests {
  @Test("the first change is kept at once; changes within the window wait for its end, together")
  func throttles() {
    var flow = FlowDriver()
    #expect(flow.run(.grid(.layoutChosen(.numbered(1)!))) == FlowDriver.keepsDraft)
    #expect(flow.state.draftSaveWindow == .open)
    #expect(flow.run(.grid(.layoutChosen(.numbered(3)!))).isEmpty, "within the window: waits")
    #expect(flow.run(.grid(.pictureSideChosen(1080))).isEmpty)
    #expect(flow.state.draftSaveWindow == .changesWaiting)
    #expect(flow.run(.timerFired(.draftSave)) == FlowDriver.keepsDraft, "kept together, and a new window")
    #expect(flow.run(.timerFired(.draftSave)).isEmpty, "nothing waited: the window closes")
    #expect(flow.state.draftSaveWindow == .closed)
    #expect(flow.run(.grid(.layoutChosen(.numbered(2)!))) == FlowDriver.keepsDraft, "kept at once again")
  }

  @Test("a photo that arrives is kept at once, even within the window (a reload right after must find it)")
  func photoAtOnce() {
    var flow = FlowDriver()
    #expect(flow.run(.grid(.layoutChosen(.numbered(3)!))) == FlowDriver.keepsDraft)
    #expect(
      flow.add(3) == FlowDriver.keepsDraft, "within the window, yet kept now, and the window starts again")
    #expect(flow.state.draftSaveWindow == .open)
  }

  @Test("Start over is kept like any change: Undo's history goes with the draft")
  func startOverIsKept() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    flow.saveWindowPassed()
    #expect(Array(flow.run(.startOver(.pressed)).suffix(2)) == FlowDriver.keepsDraft)
    #expect(!flow.run(.history(.undo)).contains(.saveDraft), "within the window: it waits")
    #expect(flow.run(.timerFired(.draftSave)) == FlowDriver.keepsDraft)
  }

  @Test("the page out of view: changes waiting are kept now")
  func pageHidden() {
    var flow = FlowDriver()
    #expect(flow.run(.draftSaving(.pageHidden)).isEmpty, "nothing waits")
    flow.run(.grid(.layoutChosen(.numbered(1)!)))
    #expect(flow.run(.draftSaving(.pageHidden)).isEmpty, "the change was kept at once")
    flow.run(.grid(.layoutChosen(.numbered(3)!)))
    #expect(flow.run(.draftSaving(.pageHidden)) == FlowDriver.keepsDraft)
    #expect(flow.run(.timerFired(.draftSave)).isEmpty, "kept already: the window closes")
    flow.ready([0, 1, 2])
    flow.saveWindowPassed()
    flow.run(.grid(.layoutChosen(.numbered(1)!)), .grid(.layoutChosen(.numbered(2)!)), .startOver(.pressed))
    #expect(flow.run(.draftSaving(.pageHidden)) == FlowDriver.keepsDraft, "Start over too")
  }

  @Test("every change to the document is kept at once, first, unpaced; the window paces only the whole draft")
  func keepsDocumentAtOnce() {
    var flow = FlowDriver()
    #expect(flow.runKeeping(.grid(.layoutChosen(.numbered(3)!))).first == .keepDocument)
    #expect(
      flow.runKeeping(.grid(.layoutChosen(.numbered(1)!))) == [.keepDocument],
      "within the window: the whole draft waits, the document does not")
    #expect(
      flow.runKeeping(.grid(.pictureSideChosen(1080))) == [.keepDocument],
      "the picture side is kept, though no step of the history")
    #expect(
      flow.runKeeping(.sharing(.orientationChanged(.landscape))).isEmpty, "nothing a draft keeps changed")
    #expect(flow.runKeeping(.grid(.layoutChosen(.numbered(1)!))).isEmpty, "the same layout: no change")
    flow.saveWindowPassed()
    // A pick enters the document, and the history as a step, only when its photo arrives.
    let ticket = flow.pick(0)
    #expect(flow.state.document.photos[0] == nil && flow.state.history.past.count == 2)
    let header = flow.runKeeping(
      .loads(
        .headerRead(
          slot: 0, ticket: ticket,
          reading: .header(PhotoHeader(format: .jpeg, size: PixelSize(width: 800, height: 600))))))
    #expect(!header.contains(.keepDocument), "the header changes no document")
    #expect(
      flow.runKeeping(
        .loads(
          .decoded(slot: 0, ticket: ticket, size: PixelSize(width: 800, height: 600), isLargestDecode: true))
      )
      .first == .keepDocument)
    #expect(flow.state.document.photos[0] == ticket && flow.state.history.past.count == 3)
    // A pinch: its first frame is a step, every frame a change of the document.
    let zoom = ShareFlowEvent.reframing(.zoomed(slot: 0, factor: 1.05, anchorX: 0.5, anchorY: 0.5))
    #expect(flow.runKeeping(zoom).first == .keepDocument)
    #expect(flow.runKeeping(zoom).first == .keepDocument)
    #expect(
      !flow.runKeeping(.reframing(.settled(slot: 0))).contains {
        if case .keepDocument = $0 { true } else { false }
      })
    #expect(flow.runKeeping(.history(.undo)).first == .keepDocument)
  }

  @Test("a pinch's many steps write twice at most, the last state last")
  func burst() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    flow.saveWindowPassed()
    var saves = 0
    for step in 0..<20 {
      saves +=
        flow.run(
          .reframing(.zoomed(slot: 0, factor: 1.05, anchorX: 0.5, anchorY: 0.5)),
          .reframing(.settled(slot: 0))
        ).filter { $0 == .saveDraft }.count
      if step == 0 { #expect(saves == 1, "the first step is kept at once") }
    }
    #expect(saves == 1)
    let trailing = flow.saveWindowPassed()
    #expect(trailing.filter { $0 == .saveDraft }.count == 1, "the rest is kept when the window ends")
  }
}
