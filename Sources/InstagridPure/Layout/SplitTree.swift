/// A layout's shape: a tree of splits whose leaves are photo slots.
///
/// A split lays its parts side by side (`columns`) or one above the other (`rows`), each part
/// taking a share of the split's span. Spacing is uniform whatever the shares: every gutter and
/// margin is the frame's spacing. So a share measures a part *with one gutter*: across a span of
/// length `L` with gutter `g`, a part of share `s` (of `whole`) is `s / whole · (L + g) − g`
/// long. That is what a grid template's tracks give (a cell over `k` of `n` tracks is `k` tracks
/// and `k − 1` gutters), so the catalogue's templates read into trees keep their pixels.
public enum SplitTree: Equatable, Hashable, Sendable {
  /// A cell showing one photo slot.
  case slot(Int)
  /// Parts side by side or one above the other; their shares add up to `whole`.
  case split(SplitAxis, [SplitPart])

  /// What the shares of a split add up to. It is a multiple of every count of equal parts up to
  /// nine and of a hundred, so thirds, sevenths and whole percents are exact, and so is every
  /// edge of a catalogue layout.
  public static let whole = 25_200

  /// The slots this tree shows, depth first.
  public var slots: [Int] { areas.map { $0.slot } }

  /// Where each slot's cell lies, as fractions of `whole` of the frame's extended spans (see
  /// `SplitArea`), depth first.
  public var areas: [SplitArea] {
    var areas: [SplitArea] = []
    collect(into: &areas, SplitArea(slot: 0, x: 0, y: 0, width: Self.whole, height: Self.whole))
    return areas
  }

  private func collect(into areas: inout [SplitArea], _ area: SplitArea) {
    switch self {
    case .slot(let slot):
      areas.append(SplitArea(slot: slot, x: area.x, y: area.y, width: area.width, height: area.height))
    case .split(let axis, let parts):
      for (part, inner) in zip(parts, Self.areas(of: parts, along: axis, in: area)) {
        part.tree.collect(into: &areas, inner)
      }
    }
  }

  /// The areas of a split's `parts` laid `along` its axis in `area`. Each edge is worked out
  /// once, from the split's own span, and both its parts use it.
  static func areas(of parts: [SplitPart], along axis: SplitAxis, in area: SplitArea) -> [SplitArea] {
    let span = axis == .columns ? area.width : area.height
    var (taken, start) = (0, 0)
    return parts.map { part in
      taken += part.share
      let end = taken == whole ? span : nearestWhole(span * taken, whole)
      var inner = area
      if axis == .columns {
        inner.x += start
        inner.width = end - start
      } else {
        inner.y += start
        inner.height = end - start
      }
      start = end
      return inner
    }
  }
}

/// How a split lays out its parts.
public enum SplitAxis: Equatable, Hashable, Sendable {
  /// Side by side: the dividers between them are vertical.
  case columns
  /// One above the other: the dividers between them are horizontal.
  case rows
}

/// One part of a split: its share of the split's span (of `SplitTree.whole`) and what fills it.
public struct SplitPart: Equatable, Hashable, Sendable {
  /// Its share of the split's span, counted with one gutter.
  public var share: Int
  /// What fills it.
  public var tree: SplitTree

  /// A part of `share` filled by `tree`.
  public init(share: Int, tree: SplitTree) {
    self.share = share
    self.tree = tree
  }
}

/// Where a slot's cell lies in its layout, in `SplitTree.whole`ths of the frame's extended spans
/// (the inner width or height plus one gutter): edges the design shares are equal here.
public struct SplitArea: Equatable, Hashable, Sendable {
  /// The slot the cell shows.
  public var slot: Int
  /// The cell's left edge.
  public var x: Int
  /// The cell's top edge.
  public var y: Int
  /// Its width, with one gutter.
  public var width: Int
  /// Its height, with one gutter.
  public var height: Int

  /// Its right edge (with the gutter after it).
  public var maxX: Int { x + width }
  /// Its bottom edge (with the gutter under it).
  public var maxY: Int { y + height }

  /// Whether it comes before `other` in reading order: higher, or as high and further left.
  func isBefore(_ other: SplitArea) -> Bool {
    y != other.y ? y < other.y : x < other.x
  }
}

extension SplitTree {
  /// The tree of a grid template (rows of slots, each slot's units a rectangle), or `nil` when
  /// it is not a tree of splits: each region is cut across, rows first, wherever no cell
  /// crosses, until each is one slot's.
  init?(grid: [[Int]]) {
    guard let tree = Self.cut(grid, rows: 0, grid.count, columns: 0, grid[0].count) else { return nil }
    self = tree
  }

  private static func cut(_ grid: [[Int]], rows top: Int, _ bottom: Int, columns left: Int, _ right: Int)
    -> SplitTree?
  {
    // Where the region can be cut across: between rows (or columns) that no cell spans.
    var rowCuts = [top]
    var columnCuts = [left]
    for row in (top + 1)..<max(bottom, top + 1)
    where (left..<right).allSatisfy({ grid[row][$0] != grid[row - 1][$0] }) {
      rowCuts.append(row)
    }
    for column in (left + 1)..<max(right, left + 1)
    where (top..<bottom).allSatisfy({ grid[$0][column] != grid[$0][column - 1] }) {
      columnCuts.append(column)
    }
    let axis: SplitAxis
    var bounds: [Int]
    if rowCuts.count > 1 {
      (axis, bounds) = (.rows, rowCuts + [bottom])
    } else if columnCuts.count > 1 {
      (axis, bounds) = (.columns, columnCuts + [right])
    } else {
      let slot = grid[top][left]
      let solid = (top..<bottom).allSatisfy { row in (left..<right).allSatisfy { grid[row][$0] == slot } }
      return solid ? .slot(slot) : nil
    }
    let units = bounds[bounds.count - 1] - bounds[0]
    var parts: [SplitPart] = []
    for index in 1..<bounds.count {
      let (start, end) = (bounds[index - 1], bounds[index])
      let part =
        axis == .rows
        ? cut(grid, rows: start, end, columns: left, right)
        : cut(grid, rows: top, bottom, columns: start, end)
      guard let part else { return nil }
      // The catalogue's grids are at most twelve units across: their shares are exact.
      parts.append(SplitPart(share: whole * (end - start) / units, tree: part))
    }
    return .split(axis, parts)
  }
}
