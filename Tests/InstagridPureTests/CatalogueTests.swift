import Testing

@testable import InstagridPure

@Suite("The layout catalogue: data, geometry in every format")
struct CatalogueTests {
  @Test(
    "at least four layouts for each of 2 to 9 photos; numbers 1 to n, names unique; the spec's three first")
  func catalogue() {
    let all = Layout.all
    #expect(all.map(\.number) == Array(1...all.count))
    #expect(Set(all.map { "\($0.name)" }).count == all.count)
    for photos in 2...9 { #expect(all.filter { $0.cellCount == photos }.count >= 4, "\(photos) photos") }
    #expect(all.prefix(3).map(\.grid) == [[[0, 0], [2, 3]], [[0, 1], [2, 2]], [[0, 1], [2, 3]]])
    #expect(all.prefix(3).map(\.form) == ["0/(2|3)", "(0|1)/2", "(0|1)/(2|3)"])
    #expect(Layout.named("four SQUARES") == .quad && Layout.named("nothing") == nil)
    for layout in all { #expect(Set(layout.visibleSlots).count == layout.cellCount) }
  }

  @Test("seven, eight and nine photos: their layouts as trees, the 3 × 3 among them")
  func ninePhotos() {
    let forms = Layout.all.filter { $0.cellCount >= 7 }.map { "\($0.number) \($0.form)" }
    #expect(
      forms == [
        "24 0/(1|2|3)/(4|5|6)", "25 2:0|(1/4)|(2/5)|(3/6)", "26 (0|1)/(2|3|4)/(5|6)",
        "27 (0|1|2)/(3|4|5|6)", "28 (0|1|2|3)/(4|5|6|7)", "29 (0|1)/(2|3)/(4|5)/(6|7)",
        "30 (0|1|2)/(3|4)/(5|6|7)", "31 (0|1)/(2|3|4)/(5|6|7)", "32 (0|1|2)/(3|4|5)/(6|7|8)",
        "33 0/(1|2|3|4)/(5|6|7|8)", "34 2:0|(1/5)|(2/6)|(3/7)|(4/8)", "35 (0|1)/(2|3|4)/(5|6|7|8)",
      ])
    let grid = Layout.named("Three rows of three")!
    #expect(grid.visibleSlots == Array(0..<9) && Layout.slotCount == 9)
    // At 1:1 without spacing, nine equal squares: 2048 is not a multiple of three, so each
    // side is 682 or 683 pixels.
    for cell in grid.cells(in: PixelSize(width: 2048, height: 2048), spacing: 0) {
      #expect((682...683).contains(cell.rect.width) && (682...683).contains(cell.rect.height))
    }
  }

  @Test("a template is rows of slots whose units form rectangles")
  func templates() {
    #expect(Layout(number: 9, name: "", template: "01/22")?.areas.map(\.slot) == [0, 1, 2])
    #expect(Layout(number: 9, name: "", template: "010") == nil, "slot 0 in two places")
    #expect(Layout(number: 9, name: "", template: "00/01") == nil, "an L is no rectangle")
    #expect(Layout(number: 9, name: "", template: "01/2") == nil, "rows of different lengths")
    #expect(Layout(number: 9, name: "", template: "09") == nil, "no slot 9")
    #expect(Layout(number: 9, name: "", template: "") == nil)
  }

  @Test("the spec's three at 1:1 and 5 % are today's cells, pixel for pixel, at every side")
  func goldens() {
    for side in Layout.sideRange {
      for (layout, rows) in [
        (Layout.wideTop, [[0], [2, 3]]), (.wideBottom, [[0, 1], [2]]), (.quad, [[0, 1], [2, 3]]),
      ] {
        #expect(layout.cells(side: side) == rowCells(rows, side: side), "layout \(layout.number) at \(side)")
      }
    }
  }

  @Test("in every layout, format, size and spacing: inside, disjoint, edges within a pixel of the design")
  func properties() {
    var generator = SeededGenerator(seed: 15)
    for _ in 0..<4000 {
      let layout = Layout.all.randomElement(using: &generator)!
      let format = PictureFormat.all.randomElement(using: &generator)!
      let size = format.pixelSize(shortSide: Int.random(in: 16...PictureSide.largest, using: &generator))
      let spacing = Bool.random(using: &generator) ? 0 : Int.random(in: Frame.spacingRange, using: &generator)
      let cells = layout.cells(in: size, spacing: spacing)
      let label = "layout \(layout.number) \(size.width)×\(size.height) spacing \(spacing)"
      #expect(cells.map(\.slot) == layout.visibleSlots)
      let gap = Double(min(size.width, size.height) * spacing) / 1000
      for (cell, area) in zip(cells, layout.areas) {
        let rect = cell.rect
        #expect(rect.x >= 0 && rect.y >= 0 && rect.maxX <= size.width && rect.maxY <= size.height, "\(label)")
        #expect(rect.width > 0 && rect.height > 0, "\(label)")
        let (left, right) = designSpan(area.columns, of: layout.columns, length: size.width, gap: gap)
        let (top, bottom) = designSpan(area.rows, of: layout.grid.count, length: size.height, gap: gap)
        for (pixel, design) in [(rect.x, left), (rect.maxX, right), (rect.y, top), (rect.maxY, bottom)] {
          #expect(abs(Double(pixel) - design) < 1, "\(label): an edge at \(pixel) for \(design)")
        }
      }
      for (index, a) in cells.enumerated() {
        for b in cells[(index + 1)...] { #expect(!overlaps(a.rect, b.rect), "\(label)") }
      }
      if spacing == 0 {
        #expect(
          cells.map { $0.rect.width * $0.rect.height }.reduce(0, +) == size.width * size.height, "\(label)")
      }
    }
  }

  @Test("edges that coincide in the design land on one pixel")
  func sharedEdges() {
    var generator = SeededGenerator(seed: 16)
    for _ in 0..<2000 {
      let layout = Layout.all.randomElement(using: &generator)!
      let size = PictureFormat.all.randomElement(using: &generator)!.pixelSize(
        shortSide: Int.random(in: 16...PictureSide.largest, using: &generator))
      let spacing = Int.random(in: Frame.spacingRange, using: &generator)
      let cells = layout.cells(in: size, spacing: spacing)
      for (a, areaA) in zip(cells, layout.areas) {
        for (b, areaB) in zip(cells, layout.areas) {
          if areaA.columns.lowerBound == areaB.columns.lowerBound { #expect(a.rect.x == b.rect.x) }
          if areaA.columns.upperBound == areaB.columns.upperBound { #expect(a.rect.maxX == b.rect.maxX) }
          if areaA.rows.lowerBound == areaB.rows.lowerBound { #expect(a.rect.y == b.rect.y) }
          if areaA.rows.upperBound == areaB.rows.upperBound { #expect(a.rect.maxY == b.rect.maxY) }
        }
      }
    }
  }

  /// Today's geometry, kept here as the golden: rows of equal height, each split equally, margin
  /// and gutter 1/20 of the side, starts rounded up and ends down.
  private func rowCells(_ rows: [[Int]], side: Int) -> [Cell] {
    func spans(_ count: Int) -> [(Int, Int)] {
      (0..<count).map { index in
        let start = count + 19 * index
        return ((side * start + 20 * count - 1) / (20 * count), side * (start + 19 - count) / (20 * count))
      }
    }
    var cells: [Cell] = []
    for (row, slots) in rows.enumerated() {
      let (top, bottom) = spans(rows.count)[row]
      for (column, slot) in slots.enumerated() {
        let (left, right) = spans(slots.count)[column]
        cells.append(
          Cell(slot: slot, rect: PixelRect(x: left, y: top, width: right - left, height: bottom - top)))
      }
    }
    return cells
  }

  /// The exact design edges of a span of tracks.
  private func designSpan(_ span: Range<Int>, of count: Int, length: Int, gap: Double) -> (Double, Double) {
    let track = (Double(length) - Double(count + 1) * gap) / Double(count)
    let start = gap + Double(span.lowerBound) * (track + gap)
    return (start, start + Double(span.count) * track + Double(span.count - 1) * gap)
  }

  private func overlaps(_ a: PixelRect, _ b: PixelRect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
  }
}
