import Testing

@testable import InstagridPure

@Suite("Layouts")
struct LayoutTests {
  @Test("the three layouts of the design, Layout 2 at launch")
  func designLayouts() {
    #expect(Layout.all.prefix(3).map(\.number) == [1, 2, 3])
    #expect(Layout.standard.number == 2)
    #expect(Layout.numbered(1)?.grid == [[0, 0], [2, 3]])
    #expect(Layout.numbered(2)?.grid == [[0, 1], [2, 2]])
    #expect(Layout.numbered(3)?.grid == [[0, 1], [2, 3]])
    #expect(Layout.all.prefix(3).map(\.cellCount) == [3, 3, 4])
    #expect(Layout.numbered(0) == nil)
    #expect(Layout.numbered(Layout.all.count + 1) == nil)
  }

  @Test("at the 300-point design size: margin 15, squares 127.5 (inside: 127), wide 270")
  func designGeometry() {
    let cells = Layout.standard.cells(side: 300)
    #expect(cells.map(\.slot) == [0, 1, 2])
    #expect(cells[0].rect == PixelRect(x: 15, y: 15, width: 127, height: 127))
    #expect(cells[1].rect == PixelRect(x: 158, y: 15, width: 127, height: 127))
    #expect(cells[2].rect == PixelRect(x: 15, y: 158, width: 270, height: 127))
    // At 600 every design value is whole: 30 margin, 255 squares, 540 wide.
    let doubled = Layout.quad.cells(side: 600).map(\.rect)
    #expect(
      doubled == [
        PixelRect(x: 30, y: 30, width: 255, height: 255), PixelRect(x: 315, y: 30, width: 255, height: 255),
        PixelRect(x: 30, y: 315, width: 255, height: 255), PixelRect(x: 315, y: 315, width: 255, height: 255),
      ])
  }

  @Test("the spec's three tile exactly at every side from 16 to 8192")
  func tilingAtEverySide() {
    for side in Layout.sideRange {
      for layout in [Layout.wideTop, .wideBottom, .quad] {
        let cells = layout.cells(side: side)
        #expect(cells.count == layout.cellCount)
        let margin = Double(side) / 20
        for rowIndex in layout.grid.indices {
          let rowCells = zip(cells, layout.areas).filter { $0.1.rows.lowerBound == rowIndex }.map(\.0)
          // A row shares one top and one height: no stair-step seams.
          #expect(
            Set(rowCells.map(\.rect.y)).count == 1, "side \(side) layout \(layout.number) row \(rowIndex)")
          #expect(Set(rowCells.map(\.rect.height)).count == 1, "side \(side)")
          // Every row spans the same outer edges as every other row.
          #expect(rowCells.first!.rect.x == cells[0].rect.x, "side \(side) layout \(layout.number)")
          #expect(
            rowCells.last!.rect.maxX == rowsRightEdge(cells, layout), "side \(side) layout \(layout.number)")
          // Gutters between neighbours are never closed and stay within 2 px of the design.
          for (left, right) in zip(rowCells, rowCells.dropFirst()) {
            let gutter = right.rect.x - left.rect.maxX
            #expect(
              gutter >= 1 && Double(gutter) >= margin && Double(gutter) < margin + 2,
              "side \(side) gutter \(gutter)")
          }
        }
        for cell in cells {
          #expect(cell.rect.width > 0 && cell.rect.height > 0)
          #expect(cell.rect.maxX <= side && cell.rect.maxY <= side, "side \(side)")
        }
        // Margins all round are the design's 5 % rounded up: equal on all four sides.
        let left = cells.map(\.rect.x).min()!
        let top = cells.map(\.rect.y).min()!
        let right = side - cells.map(\.rect.maxX).max()!
        let bottom = side - cells.map(\.rect.maxY).max()!
        #expect([top, right, bottom] == [left, left, left], "side \(side)")
        #expect(Double(left) >= margin && Double(left) < margin + 1, "side \(side) margin \(left)")
        // No two cells overlap.
        for (i, a) in cells.enumerated() {
          for b in cells[(i + 1)...] {
            let disjoint =
              a.rect.maxX <= b.rect.x || b.rect.maxX <= a.rect.x
              || a.rect.maxY <= b.rect.y || b.rect.maxY <= a.rect.y
            #expect(disjoint, "side \(side) layout \(layout.number)")
          }
        }
      }
    }
  }

  @Test(
    "pixel coverage: each pixel belongs to at most one cell and cells are solid",
    arguments: [16, 17, 299, 300, 301, 1080, 2048])
  func pixelCoverage(side: Int) {
    for layout in [Layout.wideTop, .wideBottom, .quad] {
      var owner = [Int8](repeating: -1, count: side * side)
      var overlaps = 0
      for (index, cell) in layout.cells(side: side).enumerated() {
        for y in cell.rect.y..<cell.rect.maxY {
          for x in cell.rect.x..<cell.rect.maxX {
            if owner[y * side + x] != -1 { overlaps += 1 }
            owner[y * side + x] = Int8(index)
          }
        }
      }
      #expect(overlaps == 0, "layout \(layout.number) side \(side)")
      let covered = owner.filter { $0 >= 0 }.count
      let expected = layout.cells(side: side).reduce(0) { $0 + $1.rect.width * $1.rect.height }
      #expect(covered == expected)
    }
  }

  @Test("each shown slot's place in words: rows give top and bottom, a row's ends left and right")
  func places() {
    #expect([0, 1, 2, 3].map { Layout.wideTop.place(ofSlot: $0) } == [.top, nil, .bottomLeft, .bottomRight])
    #expect([0, 1, 2, 3].map { Layout.wideBottom.place(ofSlot: $0) } == [.topLeft, .topRight, .bottom, nil])
    #expect(
      [0, 1, 2, 3].map { Layout.quad.place(ofSlot: $0) } == [.topLeft, .topRight, .bottomLeft, .bottomRight])
    #expect(
      Layout(number: 9, name: "", template: "012")?.place(ofSlot: 1) == .centre,
      "one row: neither top nor bottom")
    #expect(Layout(number: 9, name: "", template: "0/1/2")?.place(ofSlot: 1) == .centre)
    #expect(
      Layout(number: 9, name: "", template: "01/02")?.place(ofSlot: 0) == .left, "a cell as tall as the grid")
  }

  @Test("visible slots are the 2×2 positions the layout shows")
  func visibleSlots() {
    #expect(Layout.wideTop.visibleSlots == [0, 2, 3])
    #expect(Layout.wideBottom.visibleSlots == [0, 1, 2])
    #expect(Layout.quad.visibleSlots == [0, 1, 2, 3])
  }

  @Test("a new layout is data: a made-up 1-2-1 layout gets geometry without code")
  func layoutsAreData() {
    let custom = Layout(number: 9, name: "One, two, one", template: "00/12/33")!
    let cells = custom.cells(side: 600)
    #expect(cells.map(\.slot) == [0, 1, 2, 3])
    #expect(cells[0].rect.width == 540)
    #expect(cells[1].rect.y == cells[2].rect.y)
    #expect(cells[3].rect.maxY == 570)
  }

  @Test("a photo's neighbours: straight ahead first, nothing past the edge")
  func neighbours() {
    // Layout 1: one wide cell (slot 0) over slots 2 and 3.
    #expect(Layout.wideTop.neighbour(ofSlot: 0, toward: .down) == 2, "ties go to the first cell")
    #expect(Layout.wideTop.neighbour(ofSlot: 3, toward: .up) == 0)
    #expect(Layout.wideTop.neighbour(ofSlot: 2, toward: .right) == 3)
    #expect(Layout.wideTop.neighbour(ofSlot: 0, toward: .left) == nil)
    #expect(Layout.wideTop.neighbour(ofSlot: 1, toward: .down) == nil, "slot 1 is not shown")
    // Across an edge shared equally, the cell facing the middle of it.
    #expect(Layout.named("Big left, three right")?.neighbour(ofSlot: 0, toward: .right) == 2)
    #expect(
      Layout.named("Big top, four below")?.neighbour(ofSlot: 0, toward: .down) == 2,
      "ties go to the first cell")
    // Layout 3: a 2×2 grid.
    #expect(Layout.quad.neighbour(ofSlot: 0, toward: .right) == 1)
    #expect(Layout.quad.neighbour(ofSlot: 1, toward: .down) == 3)
    #expect(Layout.quad.neighbour(ofSlot: 3, toward: .left) == 2)
    #expect(Layout.quad.neighbour(ofSlot: 2, toward: .up) == 0)
    #expect(Layout.quad.neighbour(ofSlot: 3, toward: .right) == nil)
    // Every move is undone by the opposite one where the cells line up (Layout 3).
    let opposite: [SwipeDirection: SwipeDirection] = [.up: .down, .down: .up, .left: .right, .right: .left]
    for slot in 0..<4 {
      for (direction, back) in opposite {
        if let next = Layout.quad.neighbour(ofSlot: slot, toward: direction) {
          #expect(Layout.quad.neighbour(ofSlot: next, toward: back) == slot)
        }
      }
    }
  }

  @Test(
    "in every layout and format, a neighbour shares an edge with the cell, and one is found unless the cell meets the frame"
  )
  func neighboursShareEdges() {
    for layout in Layout.all {
      for format in PictureFormat.all {
        let cells = layout.cells(in: format.pixelSize(shortSide: 1080), spacing: Frame.standard.spacing)
        for cell in cells {
          for direction in [SwipeDirection.up, .down, .left, .right] {
            let label = "layout \(layout.number) \(format.ratioText) slot \(cell.slot) \(direction)"
            let (r, size) = (cell.rect, format.pixelSize(shortSide: 1080))
            let atFrame: Bool =
              switch direction {
              case .up: r.y < size.height / 10
              case .down: r.maxY > size.height * 9 / 10
              case .left: r.x < size.width / 10
              case .right: r.maxX > size.width * 9 / 10
              }
            guard let next = layout.neighbour(ofSlot: cell.slot, toward: direction) else {
              #expect(atFrame, "\(label): no neighbour inside the frame")
              continue
            }
            let o = cells.first { $0.slot == next }!.rect
            // Across the gutter on that side, and alongside for part of the edge.
            let (gutter, alongside): (Int, Int) =
              switch direction {
              case .up: (r.y - o.maxY, min(r.maxX, o.maxX) - max(r.x, o.x))
              case .down: (o.y - r.maxY, min(r.maxX, o.maxX) - max(r.x, o.x))
              case .left: (r.x - o.maxX, min(r.maxY, o.maxY) - max(r.y, o.y))
              case .right: (o.x - r.maxX, min(r.maxY, o.maxY) - max(r.y, o.y))
              }
            #expect(gutter > 0 && gutter <= 56 && alongside > 0, "\(label): \(next) is no neighbour")
          }
        }
      }
    }
  }

  private func rowsRightEdge(_ cells: [Cell], _ layout: Layout) -> Int {
    zip(cells, layout.areas).filter { $0.1.rows.lowerBound == 0 }.last!.0.rect.maxX
  }
}

@Suite("Layouts as trees of splits")
struct SplitTreeTests {
  @Test("each template reads into a tree: the spec's three, and one that is not a tree is refused")
  func templatesAreTrees() {
    let half = SplitTree.whole / 2
    #expect(
      Layout.wideBottom.tree
        == .split(
          .rows,
          [
            SplitPart(
              share: half,
              tree: .split(
                .columns, [.init(share: half, tree: .slot(0)), .init(share: half, tree: .slot(1))])),
            SplitPart(share: half, tree: .slot(2)),
          ]))
    #expect(Layout.quad.tree.slots == [0, 1, 2, 3])
    // A pinwheel: every row and column boundary crosses a cell, so no split can start it.
    #expect(Layout(number: 9, name: "", template: "001/341/322") == nil)
    for layout in Layout.all {
      #expect(Set(layout.tree.slots) == Set(layout.visibleSlots), "layout \(layout.number)")
      for area in layout.tree.areas {
        // The catalogue's edges fall on its grid's units exactly: nothing was rounded.
        let (columns, rows) = (layout.columns, layout.grid.count)
        for edge in [area.x, area.maxX] {
          #expect(edge * columns % SplitTree.whole == 0, "layout \(layout.number)")
        }
        for edge in [area.y, area.maxY] {
          #expect(edge * rows % SplitTree.whole == 0, "layout \(layout.number)")
        }
      }
    }
  }

  @Test("every catalogue layout's cells are its grid template's, pixel for pixel, in every format and frame")
  func sameCellsAsTheGrid() {
    var generator = SeededGenerator(seed: 32)
    for _ in 0..<6000 {
      let layout = Layout.all.randomElement(using: &generator)!
      let format = PictureFormat.all.randomElement(using: &generator)!
      let size = format.pixelSize(shortSide: Int.random(in: 16...PictureSide.largest, using: &generator))
      let spacing = Bool.random(using: &generator) ? 0 : Int.random(in: Frame.spacingRange, using: &generator)
      #expect(
        layout.cells(in: size, spacing: spacing) == gridCells(layout, size: size, spacing: spacing),
        "layout \(layout.number) \(size.width)×\(size.height) spacing \(spacing)")
    }
  }

  /// The cells as the grid of equal tracks gave them before layouts were trees: the reference.
  private func gridCells(_ layout: Layout, size: PixelSize, spacing: Int) -> [Cell] {
    let gap = min(size.width, size.height) * spacing
    func edges(count: Int, length: Int) -> [(start: Int, end: Int)] {
      let denominator = 1000 * count
      let step = 1000 * length - gap
      return (0..<count).map { index in
        let start = count * gap + index * step
        let end = (index + 1) * step
        guard gap > 0 else {
          return ((2 * start + denominator) / (2 * denominator), (2 * end + denominator) / (2 * denominator))
        }
        return ((start + denominator - 1) / denominator, end / denominator)
      }
    }
    let columns = edges(count: layout.columns, length: size.width)
    let rows = edges(count: layout.grid.count, length: size.height)
    return layout.areas.map { area in
      let (left, right) = (columns[area.columns.lowerBound].start, columns[area.columns.upperBound - 1].end)
      let (top, bottom) = (rows[area.rows.lowerBound].start, rows[area.rows.upperBound - 1].end)
      return Cell(
        slot: area.slot, rect: PixelRect(x: left, y: top, width: right - left, height: bottom - top))
    }
  }
}

@Suite("A layout's textual form")
struct SplitTreeFormTests {
  @Test("the spec's three and the catalogue write short forms that read back to the same tree")
  func roundTrip() {
    #expect(Layout.wideTop.tree.form == "0/(2|3)")
    #expect(Layout.wideBottom.tree.form == "(0|1)/2")
    #expect(Layout.quad.tree.form == "(0|1)/(2|3)")
    #expect(Layout.named("Big left, small right")?.tree.form == "2:0|1")
    #expect(Layout.named("Big corner, five around")?.tree.form == "2:(2:0|(1/2))/(3|4|5)")
    for layout in Layout.all {
      #expect(SplitTree(form: layout.tree.form, maxSlot: 8) == layout.tree, "layout \(layout.number)")
    }
  }

  @Test("weights become shares of the whole; a moved divider writes its fractions")
  func weights() {
    let moved = SplitTree(form: "2:0|3:1", maxSlot: 8)
    #expect(
      moved == .split(.columns, [.init(share: 10_080, tree: .slot(0)), .init(share: 15_120, tree: .slot(1))]))
    #expect(moved?.form == "2:0|3:1")
    #expect(SplitTree(form: "1:0|1:1", maxSlot: 8)?.form == "0|1")
    #expect(SplitTree(form: "0", maxSlot: 8) == .slot(0))
  }

  @Test("what is not a form is refused")
  func refused() {
    for bad in [
      "", "0|", "|0", "0|0", "0|1/2", "(0|1", "0|1)", "(0)|1", "9|1", "0:0|1", "25201:0|1", "a|b", "0||1",
      "01", "0 | 1", "1:", "(0|1)(2|3)",
    ] {
      #expect(SplitTree(form: bad, maxSlot: 8) == nil, "\(bad)")
    }
    #expect(SplitTree(form: "0|6", maxSlot: 5) == nil, "slot 6 where there are six")
  }
}
