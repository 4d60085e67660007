extension Layout {
  /// The canvas sides the geometry supports, in pixels.
  public static let sideRange = 16...8192

  /// The cells of this layout on a square canvas of `side` pixels, in cell order.
  ///
  /// Margin and gutter are `side × 15/300` (5 %). Each cell is the largest whole-pixel
  /// rectangle inside its exact design rectangle: starts round up, ends round down. So edges
  /// that coincide in the design (a wide cell's sides and the outer sides of the squares under
  /// it) land on the same pixel, margins are symmetric, and even at 16 px the gutters never
  /// round away to nothing: no seams, no overlaps, no merged cells.
  public func cells(side: Int) -> [Cell] {
    var cells: [Cell] = []
    let rowSpans = Self.spans(count: rows.count, side: side)
    for (rowIndex, row) in rows.enumerated() {
      let columnSpans = Self.spans(count: row.count, side: side)
      let (top, bottom) = rowSpans[rowIndex]
      for (columnIndex, slot) in row.enumerated() {
        let (left, right) = columnSpans[columnIndex]
        cells.append(
          Cell(slot: slot, rect: PixelRect(x: left, y: top, width: right - left, height: bottom - top))
        )
      }
    }
    return cells
  }

  /// Pixel spans of `count` equal cells along one axis of length `side`, with margins and
  /// gutters of 1/20 of the side.
  ///
  /// In units of `side / (20 × count)`, margin and gutter are `count` and a cell is
  /// `19 − count`, so cell `i` starts at `count + 19 i`.
  static func spans(count: Int, side: Int) -> [(start: Int, end: Int)] {
    let denominator = 20 * count
    var spans: [(start: Int, end: Int)] = []
    for index in 0..<count {
      let start = count + 19 * index
      let end = start + 19 - count
      spans.append((ceilingPixel(side, start, denominator), floorPixel(side, end, denominator)))
    }
    return spans
  }

  /// `side × numerator / denominator` rounded up. Equal fractions give equal pixels whatever
  /// their denominators, which is what keeps shared edges aligned.
  private static func ceilingPixel(_ side: Int, _ numerator: Int, _ denominator: Int) -> Int {
    (side * numerator + denominator - 1) / denominator
  }

  /// `side × numerator / denominator` rounded down.
  private static func floorPixel(_ side: Int, _ numerator: Int, _ denominator: Int) -> Int {
    side * numerator / denominator
  }
}
