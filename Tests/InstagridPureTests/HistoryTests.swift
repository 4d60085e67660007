import Testing

@testable import InstagridPure

extension FlowDriver {
  /// Decodes every load under way (a photo coming back by Undo or Redo, or enlarged), as the
  /// page would; returns the effects.
  @discardableResult
  mutating func finishLoads() -> [ShareFlowEffect] {
    var effects: [ShareFlowEffect] = []
    for slot in state.slots.indices {
      guard let loading = state.slots[slot].loading else { continue }
      effects += run(
        .loads(
          .decoded(
            slot: slot, ticket: loading.ticket, size: PixelSize(width: 4032, height: 3024),
            isLargestDecode: true)))
    }
    return effects
  }

  /// Undoes (or redoes) until nothing is left to go through; returns how many steps were taken.
  mutating func goThrough(_ event: History.Event) -> Int {
    var steps = 0
    while event == .undo ? state.canUndo : state.canRedo {
      run(.history(event))
      finishLoads()
      steps += 1
    }
    return steps
  }
}

@Suite("Undo and redo")
struct HistoryTests {
  /// A change a person makes, drawn at random; some change nothing, as taps can.
  static func change(_ generator: inout SeededGenerator, _ state: ShareFlowState) -> [ShareFlowEvent] {
    let visible = state.layout.visibleSlots
    let slot = visible.randomElement(using: &generator)!
    let other = visible.randomElement(using: &generator)!
    switch Int.random(in: 0..<12, using: &generator) {
    case 0: return [.grid(.layoutChosen(Layout.all.randomElement(using: &generator)!))]
    case 1: return [.grid(.formatChosen(PictureFormat.all.randomElement(using: &generator)!))]
    case 2:
      return [
        .grid(
          .frameChosen(
            Frame(
              spacing: Int.random(in: 0...100, using: &generator), colour: RGBAColor(rgb: 0x102030),
              radius: Int.random(in: 0...200, using: &generator))))
      ]
    case 3: return [.reframing(.moved(from: slot, to: other))]
    case 4:
      return [
        .reframing(.zoomed(slot: slot, factor: 1.5, anchorX: 0.3, anchorY: 0.6)),
        .reframing(.panned(slot: slot, dx: Double.random(in: -0.5...0.5, using: &generator), dy: 0.2)),
        .reframing(.settled(slot: slot)),
      ]
    case 5: return [.reframing(.reset(slot: slot))]
    case 6: return [.startOver(.pressed)]
    case 7:
      let divider = Int.random(in: 0..<max(1, state.layout.cellCount - 1), using: &generator)
      return Bool.random(using: &generator)
        ? [
          .dividers(
            .dragged(
              divider: divider, at: Int.random(in: 0...2_048_000, using: &generator), pixelsPerPoint: 5_000)),
          .dividers(.settled(divider: divider)),
        ]
        : [
          .dividers(.stepped(divider: divider, percent: Int.random(in: -10...10, using: &generator))),
          .history(.changeEnded),
        ]
    case 8:
      return [
        [.reframing(.turned(slot: slot, clockwise: true))],
        [.reframing(.turned(slot: slot, clockwise: false))],
        [.reframing(.mirrored(slot: slot))],
      ].randomElement(using: &generator)!
    case 9: return [.reframing(.removed(slot: slot))]
    default: return []  // a pick: `FlowDriver.add`, below
    }
  }

  /// A grid of three photos, its history empty, then `count` random changes; returns the
  /// document before the changes.
  static func changed(_ flow: inout FlowDriver, count: Int, _ generator: inout SeededGenerator) -> Document {
    flow.ready([0, 1, 2])
    flow.state.history = History()
    let start = flow.state.document
    for _ in 0..<count {
      let events = change(&generator, flow.state)
      if events.isEmpty {
        flow.add(flow.state.layout.visibleSlots.randomElement(using: &generator)!)
      } else {
        for event in events { flow.run(event) }
      }
      flow.finishLoads()
    }
    return start
  }

  @Test("any changes, then as many undos: the first document; as many redos: the last", arguments: 0..<40)
  func undoAllRedoAll(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0x0D0) &+ UInt64(run))
    var flow = FlowDriver()
    let start = Self.changed(&flow, count: Int.random(in: 1...40, using: &generator), &generator)
    let end = flow.state.document
    let steps = flow.state.history.past.count
    #expect(flow.goThrough(.undo) == steps)
    #expect(flow.state.document == start)
    #expect(flow.goThrough(.redo) == steps)
    #expect(flow.state.document == end)
  }

  @Test("undo then redo gives back the same document, at every step", arguments: 0..<20)
  func undoRedo(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0x0D1) &+ UInt64(run))
    var flow = FlowDriver()
    _ = Self.changed(&flow, count: 20, &generator)
    while flow.state.canUndo {
      let document = flow.state.document
      flow.run(.history(.undo))
      flow.finishLoads()
      flow.run(.history(.redo))
      flow.finishLoads()
      #expect(flow.state.document == document)
      flow.run(.history(.undo))
      flow.finishLoads()
    }
  }

  @Test("the history is bounded, and a photo is forgotten only once nothing refers to it")
  func bounded() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    var forgotten: [Int] = []
    for _ in 0..<(History.limit + 20) {
      let effects = flow.add(Int.random(in: 0...2))
      forgotten += effects.compactMap { if case .forgetPhoto(let id) = $0 { id } else { nil } }
      #expect(flow.state.history.past.count <= History.limit)
      #expect(forgotten.allSatisfy { !History.keptPhotos(flow.state).contains($0) })
    }
    #expect(flow.state.history.past.count == History.limit)
    #expect(forgotten.count >= 19, "the photos that fell off the history can go")
    #expect(Set(forgotten).count == forgotten.count, "each once")
    // A new change after undos drops the steps Redo could make, and their photos.
    flow.run(.history(.undo))
    flow.finishLoads()
    let replaced = flow.state.history.future.last!.document.photos
    let effects = flow.add(3 - 3)
    let dropped = effects.compactMap { if case .forgetPhoto(let id) = $0 { id } else { nil } }
    #expect(flow.state.history.future.isEmpty)
    #expect(dropped.allSatisfy { replaced.contains($0) })
  }

  @Test("a gesture is one step, until it settles; a run of one frame control is one step")
  func growingSteps() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    flow.state.history = History()
    flow.run(
      .reframing(.zoomed(slot: 0, factor: 2, anchorX: 0.5, anchorY: 0.5)),
      .reframing(.panned(slot: 0, dx: 0.1, dy: 0)), .reframing(.panned(slot: 0, dx: 0.1, dy: 0)))
    #expect(flow.state.history.past.count == 1)
    flow.run(.reframing(.settled(slot: 0)), .reframing(.panned(slot: 0, dx: -0.1, dy: 0)))
    #expect(flow.state.history.past.count == 2, "a new gesture, a new step")
    for spacing in [10, 20, 30] {
      flow.run(.grid(.frameChosen(Frame(spacing: spacing, colour: Frame.standard.colour, radius: 0))))
    }
    #expect(flow.state.history.past.count == 3)
    flow.run(.grid(.frameChosen(Frame(spacing: 30, colour: Frame.standard.colour, radius: 50))))
    #expect(flow.state.history.past.map(\.change).suffix(2) == [.frame(.spacing), .frame(.radius)])
    flow.run(.history(.undo), .history(.undo))
    #expect(flow.state.frame == .standard, "the spacing's whole run, undone at once")
  }

  @Test("a frame control let go ends its step: the next drag of it, or the next swatch, is another")
  func letGo() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    flow.state.history = History()
    let spacing = { (value: Int) in
      ShareFlowEvent.grid(.frameChosen(Frame(spacing: value, colour: Frame.standard.colour, radius: 0)))
    }
    flow.run(
      spacing(10), spacing(20), .history(.changeEnded), spacing(30), spacing(40), .history(.changeEnded))
    #expect(flow.state.history.past.count == 2, "two drags of the same slider, two steps")
    let red = Frame(spacing: 40, colour: RGBAColor(rgb: 0xFF0000), radius: 0)
    let blue = Frame(spacing: 40, colour: RGBAColor(rgb: 0x0000FF), radius: 0)
    flow.run(
      .grid(.frameChosen(red)), .history(.changeEnded), .grid(.frameChosen(blue)), .history(.changeEnded))
    #expect(flow.state.history.past.count == 4, "two swatches tapped, two steps")
    flow.run(.history(.undo))
    #expect(flow.state.frame == red)
    flow.run(.history(.undo), .history(.undo))
    #expect(flow.state.frame.spacing == 20, "the second drag undone, the first kept")
    #expect(flow.run(.history(.changeEnded)).isEmpty, "letting go with nothing in hand does nothing")
  }

  @Test("each step is said: what was undone or redone, where")
  func announced() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2, 3], layout: 3)
    #expect(flow.run(.history(.undo)).contains(.announce(.undid(.photoPicked(.bottomRight)))))
    flow.finishLoads()
    flow.run(.grid(.layoutChosen(.numbered(1)!)))
    #expect(flow.run(.history(.undo)).contains(.announce(.undid(.layout(1)))))
    #expect(flow.run(.history(.redo)).contains(.announce(.redid(.layout(1)))))
    flow.run(.grid(.layoutChosen(.numbered(2)!)))
    #expect(flow.state.message == nil, "news of the last step is old once another is made")
    flow.run(.grid(.layoutChosen(.numbered(1)!)))
    flow.finishLoads()  // slot 0 decoded again for the wide cell
    flow.run(.reframing(.moved(from: 0, to: 2)))  // Layout 1: slot 2 is the bottom left
    #expect(flow.run(.history(.undo)).contains(.announce(.undid(.photoMoved(.bottomLeft)))))
  }

  @Test("undoing a move moves the photos back, with nothing decoded again")
  func moveUndone() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let before = flow.state.document
    flow.run(.reframing(.moved(from: 0, to: 2)))
    let effects = flow.run(.history(.undo))
    #expect(effects.contains(.photosMoved(from: 2, to: 0)))
    #expect(!effects.contains { if case .decodePhoto = $0 { true } else { false } })
    #expect(effects.contains(.renderPicture(revision: flow.state.pictureRevision)), "the picture at once")
    #expect(flow.state.document == before && flow.state.isComplete)
  }

  @Test("undoing a replacement brings the old photo back from its file; Start over is a step")
  func replacementAndStartOver() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let old = flow.state.slots[1].heldPhoto!.id
    flow.add(1)
    let effects = flow.run(.history(.undo))
    #expect(effects.first == .releasePhoto(slot: 1), "the new photo's pixels go")
    guard case .recallPhoto(1, let ticket, old) = effects.dropFirst().first else {
      Issue.record("the old photo must come back, got \(effects)")
      return
    }
    #expect(flow.state.slots[1].documentPhoto == old && !flow.state.canUndo, "while it decodes")
    flow.run(
      .loads(.decoded(slot: 1, ticket: ticket, size: PixelSize(width: 40, height: 30), isLargestDecode: true))
    )
    #expect(flow.state.slots[1].heldPhoto?.id == old && flow.state.canRedo)
    // Start over, undone: every photo comes back; redone: cleared again.
    flow.run(.startOver(.pressed))
    #expect(flow.state.slots.allSatisfy { $0.content == .empty } && flow.state.message == .startedOver)
    let back = flow.run(.history(.undo))
    #expect(back.filter { if case .recallPhoto = $0 { true } else { false } }.count == 3)
    flow.finishLoads()
    #expect(flow.state.isComplete)
    flow.run(.history(.redo))
    #expect(flow.state.slots.allSatisfy { $0.content == .empty })
  }

  @Test("a photo in a slot the layout hides comes back with Start over undone, and shows again")
  func hiddenComesBack() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2, 3], layout: 3)
    flow.run(.grid(.layoutChosen(.numbered(1)!)))  // Layout 1 hides slot 1
    flow.finishLoads()
    flow.run(.startOver(.pressed))
    let back = flow.run(.history(.undo))
    guard
      case .decodePhoto(1, let ticket, let need) = back.first(where: {
        if case .decodePhoto(1, _, _) = $0 { true } else { false }
      })
    else {
      Issue.record("the hidden photo must come back, got \(back)")
      return
    }
    #expect(need.width > 0 && need.height > 0, "decoded small, never to nothing")
    flow.run(
      .loads(
        .decoded(
          slot: 1, ticket: ticket, size: covering(PixelSize(width: 4032, height: 3024), need),
          isLargestDecode: false)))
    flow.finishLoads()
    #expect(flow.state.isComplete && flow.state.slots[1].shownPhoto != nil)
    // Shown again in a square like its hidden size, it needs nothing more; across the whole
    // width (Layout 5), it decodes again.
    #expect(
      !flow.run(.grid(.layoutChosen(.numbered(3)!))).contains {
        if case .decodePhoto = $0 { true } else { false }
      })
    let shown = flow.run(.grid(.layoutChosen(.numbered(5)!)))
    #expect(shown.contains { if case .decodePhoto(1, _, _) = $0 { true } else { false } })
  }

  @Test("Undo and Redo wait while a photo comes in or the grid is away")
  func waits() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    _ = flow.pick(0)
    #expect(!flow.state.canUndo && flow.run(.history(.undo)).isEmpty)
    var away = FlowDriver()
    away.ready([0, 1, 2])
    away.run(.sharing(.swiped(.up)))
    #expect(!away.state.canUndo && away.run(.history(.undo)).isEmpty)
    var fresh = FlowDriver()
    #expect(fresh.run(.history(.undo), .history(.redo)).isEmpty, "nothing to go through")
  }

  @Test("the history comes back with a kept draft, photo ids and all")
  func restored() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    flow.run(.grid(.layoutChosen(.numbered(3)!)))
    let kept = flow.state
    var next = FlowDriver()
    next.run(
      .draftRestored(
        DraftRestore.Draft(
          layout: kept.layout, pictureSide: kept.pictureSide,
          slots: kept.slots.indices.map { kept.slots[$0].heldPhoto == nil ? nil : kept.document.slots[$0] },
          copied: false, history: kept.history)))
    next.finishLoads()
    #expect(next.state.document == kept.document && next.state.history == kept.history)
    #expect(next.state.nextTicket > kept.document.photos.compactMap { $0 }.max()!)
    next.run(.history(.undo))
    #expect(next.state.layout.number == 2)
  }
}
