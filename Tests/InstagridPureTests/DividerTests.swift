import Testing

@testable import InstagridPure

/// Random trees of splits, their cells and their dividers.
enum RandomTrees {
  /// A tree over `slots`: each split of two to four parts, shares of at least a tenth each.
  static func tree(_ slots: ArraySlice<Int>, _ generator: inout SeededGenerator) -> SplitTree {
    guard slots.count > 1 else { return .slot(slots.first!) }
    let count = Int.random(in: 2...min(4, slots.count), using: &generator)
    // Cut the slots into `count` runs, and the span into `count` shares.
    var cuts = Array((1..<slots.count).shuffled(using: &generator).prefix(count - 1)).sorted()
    cuts = [0] + cuts + [slots.count]
    var weights = (0..<count).map { _ in Int.random(in: 10...40, using: &generator) }
    let total = weights.reduce(0, +)
    weights = weights.map { $0 * SplitTree.whole / total }
    weights[count - 1] += SplitTree.whole - weights.reduce(0, +)
    let axis: SplitAxis = Bool.random(using: &generator) ? .columns : .rows
    return .split(
      axis,
      (0..<count).map { part in
        SplitPart(
          share: weights[part],
          tree: tree(slots[(slots.startIndex + cuts[part])..<(slots.startIndex + cuts[part + 1])], &generator)
        )
      })
  }

  /// A layout of a random tree over two to nine slots, in random slot order.
  static func layout(_ generator: inout SeededGenerator) -> Layout {
    let slots = Array(0..<Layout.slotCount).shuffled(using: &generator).prefix(
      Int.random(in: 2...Layout.slotCount, using: &generator))
    return Layout(form: tree(slots, &generator).form)!
  }

  /// A picture of a random format, side and spacing (of the sides the page offers and more).
  static func picture(_ generator: inout SeededGenerator) -> Picture {
    let spacing = Bool.random(using: &generator) ? 0 : Int.random(in: Frame.spacingRange, using: &generator)
    return Picture(
      format: PictureFormat.all.randomElement(using: &generator)!,
      shortSide: Int.random(in: 300...4096, using: &generator),
      frame: Frame(spacing: spacing, colour: .frame, radius: 0))
  }
}

@Suite("Layouts as trees: random trees, dividers, limits")
struct DividerTests {
  @Test("random trees tile the frame: spacing between and around, no overlap, no seam at spacing 0")
  func randomTreesTile() {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 41))
    var tested = 0
    for _ in 0..<1500 {
      let layout = RandomTrees.layout(&generator)
      let picture = RandomTrees.picture(&generator)
      let size = picture.size
      let cells = picture.cells(of: layout)
      // Deep trees on wide spacings leave cells no room; dividers never make such cells (their
      // limits keep an eighth of the short side), so those are passed over.
      let smallest = picture.smallestCellSide
      guard cells.allSatisfy({ min($0.rect.width, $0.rect.height) >= smallest }) else { continue }
      tested += 1
      let label = "\(layout.form) on \(size.width)×\(size.height), spacing \(picture.frame.spacing)"
      let gap = Double(min(size.width, size.height) * picture.frame.spacing) / 1000
      #expect(cells.map(\.slot) == layout.visibleSlots, "\(label)")
      for (index, a) in cells.enumerated() {
        let r = a.rect
        #expect(r.width > 0 && r.height > 0, "\(label)")
        // Margins: the frame's spacing (rounded inward) around the cells.
        #expect(Double(r.x) >= gap - 0.001 && Double(r.y) >= gap - 0.001, "\(label)")
        #expect(
          Double(size.width - r.maxX) >= gap - 0.001 && Double(size.height - r.maxY) >= gap - 0.001,
          "\(label)")
        for b in cells[(index + 1)...] {
          let s = b.rect
          #expect(!(r.x < s.maxX && s.x < r.maxX && r.y < s.maxY && s.y < r.maxY), "\(label): overlap")
          // Neighbours across a gutter: the gutter is the spacing, within the pixel rounding.
          let sideBySide = r.y < s.maxY && s.y < r.maxY
          let stacked = r.x < s.maxX && s.x < r.maxX
          for gutter in [
            sideBySide ? max(s.x - r.maxX, r.x - s.maxX) : nil,
            stacked ? max(s.y - r.maxY, r.y - s.maxY) : nil,
          ] {
            guard let gutter, Double(gutter) < gap + 2 else { continue }  // not neighbours
            // Starts round up and ends down (or both to the nearest pixel at spacing 0).
            #expect(
              Double(gutter) >= gap - 0.001 && Double(gutter) < gap + 2,
              "\(label): a gutter of \(gutter) for \(gap)")
          }
        }
      }
      if picture.frame.spacing == 0 {
        #expect(
          cells.map { $0.rect.width * $0.rect.height }.reduce(0, +) == size.width * size.height, "\(label)")
      }
      #expect(Layout(form: layout.form)?.tree == layout.tree, "\(label): the form reads back")
    }
    #expect(tested > 600, "most random trees have room for every cell")
  }

  @Test(
    "a divider moved anywhere stays within its limits, keeps the minimum, and moved back gives the same cells"
  )
  func limitsAndMovingBack() {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 42))
    for _ in 0..<800 {
      let layout = RandomTrees.layout(&generator)
      let picture = RandomTrees.picture(&generator)
      let dividers = picture.dividers(of: layout)
      #expect(dividers.count == layout.cellCount - 1)
      let divider = dividers.randomElement(using: &generator)!
      let label =
        "\(layout.form) divider \(divider.index) on \(picture.size), spacing \(picture.frame.spacing)"
      #expect(divider.lowest <= divider.position && divider.position <= divider.highest, "\(label)")
      let target = divider.clamped(Int.random(in: 1..<SplitTree.whole, using: &generator))
      guard let moved = layout.movingDivider(divider.index, to: target) else {
        #expect(target == divider.position || target <= 0, "\(label): \(target) refused")
        continue
      }
      let smallest = picture.smallestCellSide
      let before = picture.cells(of: layout)
      for cell in picture.cells(of: moved) where (divider.before + divider.after).contains(cell.slot) {
        let extent = divider.isVertical ? cell.rect.width : cell.rect.height
        let was = before.first { $0.slot == cell.slot }!.rect
        // No cell beside it gets under the minimum, unless it was already (and then not smaller).
        #expect(extent >= min(smallest, divider.isVertical ? was.width : was.height), "\(label): \(extent)")
      }
      // Cells not beside it do not move.
      let untouched = Set(layout.visibleSlots).subtracting(divider.before + divider.after)
      #expect(
        picture.cells(of: moved).filter { untouched.contains($0.slot) }
          == before.filter { untouched.contains($0.slot) },
        "\(label)")
      let back = moved.movingDivider(divider.index, to: divider.position)
      #expect(back == layout && back.map(picture.cells) == before, "\(label): moved back")
      #expect(picture.divider(divider.index, of: moved)?.position == target, "\(label)")
    }
  }

  @Test("a drag past a limit stops exactly at it; a drag near half, a third or the layout's own place snaps")
  func dragging() throws {
    let picture = Picture(format: .square, shortSide: 2048)
    let layout = Layout(form: "0|1")!
    let divider = try #require(picture.divider(0, of: layout))
    let pixelsPerPoint = 5_000  // a 2048 px picture on a 400-point screen
    // The gutter's middle at x: its fraction of the extended span, 1945.6 px from 51.2 px.
    func at(_ fraction: Double) -> Int { Int(((1945.6 * fraction) + 51.2) * 1000) }
    #expect(picture.position(of: divider, dragTo: at(0.02), pixelsPerPoint: pixelsPerPoint) == divider.lowest)
    #expect(
      picture.position(of: divider, dragTo: at(0.99), pixelsPerPoint: pixelsPerPoint) == divider.highest)
    #expect(
      picture.position(of: divider, dragTo: -5_000_000, pixelsPerPoint: pixelsPerPoint) == divider.lowest)
    // 6 points are 30 px, 1.5 % of the span: 51 % and 34.5 % snap; 53 % does not.
    #expect(
      picture.position(of: divider, dragTo: at(0.51), pixelsPerPoint: pixelsPerPoint) == SplitTree.whole / 2)
    #expect(
      picture.position(of: divider, dragTo: at(0.345), pixelsPerPoint: pixelsPerPoint) == SplitTree.whole / 3)
    let free = picture.position(of: divider, dragTo: at(0.53), pixelsPerPoint: pixelsPerPoint)
    #expect(abs(free - SplitTree.whole * 53 / 100) <= 2)
    // Without snapping (no points), half a percent off half stays off.
    #expect(picture.position(of: divider, dragTo: at(0.505), pixelsPerPoint: 0) != SplitTree.whole / 2)
    // A layout's own place snaps as well: Big left, small right is at two thirds.
    let big = Layout.numbered(6)!
    let own = try #require(picture.divider(0, of: big.movingDivider(0, to: SplitTree.whole / 2)!))
    #expect(own.original == 2 * SplitTree.whole / 3)
    #expect(picture.position(of: own, dragTo: at(0.66), pixelsPerPoint: pixelsPerPoint) == own.original)
    // The eighth: 256 px of a 2048 px picture, so the first cell is 256 px wide at the limit.
    let narrowest = layout.movingDivider(0, to: divider.lowest)!
    #expect(picture.cells(of: narrowest)[0].rect.width == 256)
    #expect(picture.cells(of: layout.movingDivider(0, to: divider.lowest - 1)!)[0].rect.width < 256)
  }

  @Test("the gutter a divider lies in, its neighbours, and a divider at spacing 0")
  func gutters() throws {
    let picture = Picture(format: .square, shortSide: 300)
    let dividers = picture.dividers(of: .wideBottom)
    #expect(dividers.map(\.isVertical) == [false, true])
    #expect(dividers[0].gutter == PixelRect(x: 15, y: 142, width: 270, height: 16))
    #expect(dividers[1].gutter == PixelRect(x: 142, y: 15, width: 16, height: 127))
    #expect(dividers[0].before == [0, 1] && dividers[0].after == [2])
    #expect(dividers[1].before == [0] && dividers[1].after == [1])
    let tight = Picture(format: .square, shortSide: 300, frame: Frame(spacing: 0, colour: .frame, radius: 0))
    #expect(tight.dividers(of: .wideBottom)[0].gutter == PixelRect(x: 0, y: 150, width: 300, height: 0))
  }
}

@Suite("Dividers in the share flow")
struct DividerFlowTests {
  @Test("a drag is one step until it settles; it is made into the picture and said then; Undo puts it back")
  func dragIsOneStep() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let revision = flow.state.pictureRevision
    let past = flow.state.history.past.count
    for x in stride(from: 700_000, through: 1_400_000, by: 100_000) {
      #expect(flow.run(.dividers(.dragged(divider: 1, at: x, pixelsPerPoint: 5_000))).isEmpty)
    }
    #expect(flow.state.history.past.count == past + 1, "the whole drag is one step")
    #expect(flow.state.pictureRevision > revision && !flow.state.isPictureReady, "the picture is stale")
    let settled = flow.run(.dividers(.settled(divider: 1)))
    // The photo whose cell grew is decoded larger first; then the picture is made.
    #expect(settled.contains { if case .decodePhoto(0, _, _) = $0 { true } else { false } })
    #expect(flow.finishLoads().contains(.renderPicture(revision: flow.state.pictureRevision)))
    let percent = flow.state.picture.dividers(of: flow.state.layout)[1].position * 100 / SplitTree.whole
    #expect(
      settled.contains(.announce(.dividerMoved(divider: 1, percent: percent + 1)))
        || settled.contains(.announce(.dividerMoved(divider: 1, percent: percent))))
    #expect(flow.state.layout.number == 2 && !flow.state.layout.isOriginal)
    flow.run(.history(.undo))
    #expect(flow.state.layout == .wideBottom)
    flow.run(.history(.redo))
    #expect(!flow.state.layout.isOriginal)
    // Another layout starts from its own places; Undo brings the moved ones back.
    flow.run(.grid(.layoutChosen(.numbered(3)!)))
    #expect(flow.state.layout == .quad)
    flow.run(.history(.undo))
    #expect(flow.state.layout.number == 2 && !flow.state.layout.isOriginal)
    // Tapping its own button puts its dividers back, as a step.
    flow.run(.grid(.layoutChosen(.numbered(2)!)))
    #expect(flow.state.layout == .wideBottom)
  }

  @Test("keys: a run of steps is one Undo step once it rests; Home and End go to the limits; Enter goes back")
  func keys() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let past = flow.state.history.past.count
    for _ in 0..<3 { flow.run(.dividers(.stepped(divider: 0, percent: 1))) }
    #expect(flow.state.picture.dividers(of: flow.state.layout)[0].position == SplitTree.whole * 53 / 100)
    flow.run(.dividers(.stepped(divider: 0, percent: -10)))
    #expect(flow.state.picture.dividers(of: flow.state.layout)[0].position == SplitTree.whole * 43 / 100)
    flow.run(.history(.changeEnded))
    #expect(flow.state.history.past.count == past + 1)
    let end = flow.run(.dividers(.toLimit(divider: 0, toEnd: true)))
    let divider = flow.state.picture.dividers(of: flow.state.layout)[0]
    #expect(divider.position == divider.highest)
    #expect(end.contains(.announce(.dividerMoved(divider: 0, percent: 82))))
    #expect(flow.run(.dividers(.stepped(divider: 0, percent: 10))).isEmpty, "past the limit: nothing")
    flow.run(.dividers(.reset(divider: 0)))
    #expect(flow.state.layout == .wideBottom)
    #expect(flow.run(.dividers(.reset(divider: 0))).isEmpty, "already there")
    #expect(flow.run(.dividers(.stepped(divider: 7, percent: 1))).isEmpty, "no such divider")
  }

  @Test("while the grid is away, dividers do not move")
  func notWhileSharing() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    flow.run(.sharing(.swiped(flow.state.orientation.shareDirection)))
    #expect(flow.state.phase != .idle)
    #expect(flow.run(.dividers(.stepped(divider: 0, percent: 5))).isEmpty)
    #expect(flow.state.layout == .wideBottom)
  }
}
