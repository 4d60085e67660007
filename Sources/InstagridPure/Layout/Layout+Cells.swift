extension Layout {
  /// The short sides the geometry supports, in pixels.
  public static let sideRange = 16...8192

  /// The cells of this layout on a square picture of `side` pixels with the spec's frame
  /// (spacing 5 %), in cell order.
  public func cells(side: Int) -> [Cell] {
    cells(in: PixelSize(width: side, height: side), spacing: Frame.standard.spacing)
  }

  /// The cells of this layout on a picture of `size` with margins and gutters of `spacing`
  /// (thousandths of the short side), in cell order.
  ///
  /// Every edge is worked out once, exactly, from the tree's fractions (`SplitArea`), and
  /// rounded here alone, so edges that coincide in the design (a wide cell's sides and the outer
  /// sides of the cells under it) land on the same pixel. Where there is a gap, a cell is the
  /// largest whole-pixel rectangle inside its design rectangle (starts round up, ends round
  /// down): margins are symmetric, and even at 16 px the gutters never round away to nothing.
  /// With spacing 0 a shared edge rounds to the nearest pixel on both sides, so the cells tile
  /// the picture: no seam, no overlap.
  public func cells(in size: PixelSize, spacing: Int) -> [Cell] {
    let gap = min(size.width, size.height) * spacing
    return cellAreas.map { area in
      let (left, right) = Self.edges(area.x, area.maxX, length: size.width, gap: gap)
      let (top, bottom) = Self.edges(area.y, area.maxY, length: size.height, gap: gap)
      return Cell(
        slot: area.slot, rect: PixelRect(x: left, y: top, width: right - left, height: bottom - top))
    }
  }

  /// The pixel edges of a cell from `start` to `end` (in `SplitTree.whole`ths of the extended
  /// span) along an axis of `length` pixels, with margins and gutters of `gap / 1000` pixels.
  ///
  /// The span inside the margins, with one gutter, is `length − gap / 1000`: in units of
  /// `1 / (1000 · whole)` pixel, the cell starts at `whole · gap + (1000 · length − gap) · start`
  /// and ends at `(1000 · length − gap) · end`.
  static func edges(_ start: Int, _ end: Int, length: Int, gap: Int) -> (start: Int, end: Int) {
    // In 64 bits: the page's module has 32-bit Ints, and `span · start` reaches 2 · 10¹¹, far
    // inside 64 bits (so the products are not checked: a checked one needs 128-bit helpers the
    // module does not link).
    let whole = Int64(SplitTree.whole)
    let denominator = 1000 &* whole
    let span = 1000 &* Int64(length) &- Int64(gap)
    let first = whole &* Int64(gap) &+ span &* Int64(start)
    let last = span &* Int64(end)
    guard gap > 0 else {
      return (
        Int((2 &* first &+ denominator) / (2 &* denominator)),
        Int((2 &* last &+ denominator) / (2 &* denominator))
      )
    }
    return (Int((first &+ denominator &- 1) / denominator), Int(last / denominator))
  }
}
