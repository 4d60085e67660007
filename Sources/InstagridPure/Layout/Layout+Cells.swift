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
  /// Each grid track's exact design edges are computed once, so edges that coincide in the
  /// design (a wide cell's sides and the outer sides of the cells under it) land on the same
  /// pixel. Where there is a gap, a cell is the largest whole-pixel rectangle inside its design
  /// rectangle (starts round up, ends round down): margins are symmetric, and even at 16 px the
  /// gutters never round away to nothing. With spacing 0 a shared edge rounds to the nearest
  /// pixel on both sides, so the cells tile the picture: no seam, no overlap.
  public func cells(in size: PixelSize, spacing: Int) -> [Cell] {
    let gap = min(size.width, size.height) * spacing
    let columnEdges = Self.trackEdges(count: columns, length: size.width, gap: gap)
    let rowEdges = Self.trackEdges(count: grid.count, length: size.height, gap: gap)
    return areas.map { area in
      let left = columnEdges[area.columns.lowerBound].start
      let right = columnEdges[area.columns.upperBound - 1].end
      let top = rowEdges[area.rows.lowerBound].start
      let bottom = rowEdges[area.rows.upperBound - 1].end
      return Cell(
        slot: area.slot, rect: PixelRect(x: left, y: top, width: right - left, height: bottom - top))
    }
  }

  /// Pixel edges of `count` equal tracks along an axis of `length` pixels, with margins and
  /// gutters of `gap / 1000` pixels.
  ///
  /// In units of `1 / (1000 count)` pixel, track `i` starts at `count·gap + i·(1000·length − gap)`
  /// and ends at `(i + 1)·(1000·length − gap)`.
  static func trackEdges(count: Int, length: Int, gap: Int) -> [(start: Int, end: Int)] {
    let denominator = 1000 * count
    let step = 1000 * length - gap
    return (0..<count).map { index in
      let start = count * gap + index * step
      let end = (index + 1) * step
      guard gap > 0 else { return (nearestWhole(start, denominator), nearestWhole(end, denominator)) }
      return ((start + denominator - 1) / denominator, end / denominator)
    }
  }
}
