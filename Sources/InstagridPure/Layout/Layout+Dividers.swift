/// A divider of a layout on a picture: the gutter between two neighbouring parts of a split,
/// where it lies, where it may go, and the cells on either side.
public struct Divider: Equatable, Hashable, Sendable {
  /// Its place in the layout's dividers, depth first (see `SplitTree+Dividers.swift`).
  public var index: Int
  /// Whether it stands upright, between parts side by side (else it lies across, between parts
  /// one above the other).
  public var isVertical: Bool
  /// Where it lies across its split's span, in `SplitTree.whole`ths (half-way: `whole / 2`).
  public var position: Int
  /// Where its layout puts it.
  public var original: Int
  /// How far toward the start it may go: the cells before it keep the smallest size.
  public var lowest: Int
  /// How far toward the end it may go: the cells after it keep the smallest size.
  public var highest: Int
  /// The slots of the cells on its left (or above), and on its right (or below).
  public var before: [Int]
  public var after: [Int]
  /// The gutter on the picture: as wide as the spacing (0 wide at spacing 0), as long as its split.
  public var gutter: PixelRect
  /// Its split's area, in the frame's extended spans.
  var split: SplitArea

  /// `position` brought within its limits.
  public func clamped(_ position: Int) -> Int { min(max(position, lowest), highest) }

  /// Where `percent` of its span from where it lies takes it, within its limits.
  public func stepped(by percent: Int) -> Int { clamped(position + percent * SplitTree.whole / 100) }
}

extension Picture {
  /// The smallest a cell may get across a divider: an eighth of the picture's shorter side.
  public var smallestCellSide: Int {
    let size = self.size
    return (min(size.width, size.height) + 7) / 8
  }

  /// The dividers of `layout` on this picture, depth first.
  public func dividers(of layout: Layout) -> [Divider] {
    layout.tree.dividerPlaces.indices.compactMap { divider($0, of: layout) }
  }

  /// Divider `index` of `layout` on this picture, or `nil` if it has no such divider.
  public func divider(_ index: Int, of layout: Layout) -> Divider? {
    let places = layout.tree.dividerPlaces
    guard places.indices.contains(index) else { return nil }
    let place = places[index]
    let originals = layout.original.dividerPlaces
    let (lowest, highest) = limits(of: index, place, in: layout)
    return Divider(
      index: index, isVertical: place.axis == .columns, position: place.position,
      original: index < originals.count ? originals[index].position : place.position, lowest: lowest,
      highest: highest, before: place.before, after: place.after, gutter: gutter(of: place), split: place.area
    )
  }

  /// Where `divider` goes when dragged to `at` (thousandths of a picture pixel along its axis,
  /// the gutter's middle), on a screen showing `pixelsPerPoint` (thousandths) picture pixels a
  /// point: within `DividerRules.snapPoints` of half, a third, two thirds of its span or its
  /// layout's own place, it settles there; never past its limits.
  public func position(of divider: Divider, dragTo at: Int, pixelsPerPoint: Int) -> Int {
    let vertical = divider.isVertical
    let length = Int64(vertical ? size.width : size.height)
    let gap = Int64(min(size.width, size.height) * frame.spacing)
    let whole = Int64(SplitTree.whole)
    // The extended span in thousandths of a pixel, and the split's start and length in it.
    let span = 1000 &* length &- gap
    let split = divider.split
    let (start, extent) = vertical ? (split.x, split.width) : (split.y, split.height)
    let denominator = max(span &* Int64(extent), 1)
    let numerator = ((Int64(at) &- gap / 2) &* whole &- span &* Int64(start)) &* whole
    var position = Int(numerator / denominator)
    let band = Int(
      Int64(DividerRules.snapPoints) &* Int64(max(pixelsPerPoint, 0)) &* whole &* whole / denominator)
    let snaps = [SplitTree.whole / 2, SplitTree.whole / 3, 2 * SplitTree.whole / 3, divider.original]
    if let snap = snaps.min(by: { abs($0 - position) < abs($1 - position) }), abs(snap - position) <= band {
      position = snap
    }
    return divider.clamped(position)
  }

  /// How far a divider may go each way: the nearest places where a cell on either side would
  /// get smaller than `smallestCellSide`. Where the layout already has a cell that small (a
  /// wide spacing on a narrow picture), the divider may still go where it is and make it larger.
  private func limits(of index: Int, _ place: SplitTree.DividerPlace, in layout: Layout) -> (Int, Int) {
    let smallest = smallestCellSide
    let vertical = place.axis == .columns
    func fits(_ position: Int, _ slots: [Int]) -> Bool {
      let moved = Layout(number: 0, name: "", tree: layout.tree.moving(divider: index, to: position))
      return cells(of: moved).allSatisfy { cell in
        !slots.contains(cell.slot) || (vertical ? cell.rect.width : cell.rect.height) >= smallest
      }
    }
    // The cells before it grow as it goes toward the end, those after it shrink: each test
    // turns once along the span, so each limit is found by halving.
    var (low, high) = (place.previous + 1, place.next - 1)
    while low < high {
      let middle = (low + high) / 2
      if fits(middle, place.before) { high = middle } else { low = middle + 1 }
    }
    let lowest = fits(low, place.before) ? low : place.next - 1
    (low, high) = (place.previous + 1, place.next - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(middle, place.after) { low = middle } else { high = middle - 1 }
    }
    let highest = fits(high, place.after) ? high : place.previous + 1
    return (min(lowest, place.position), max(highest, place.position))
  }

  /// The gutter a divider lies in, on this picture.
  private func gutter(of place: SplitTree.DividerPlace) -> PixelRect {
    let size = self.size
    let gap = min(size.width, size.height) * frame.spacing
    let area = place.area
    if place.axis == .columns {
      let at = area.x + nearestWhole(area.width * place.position, SplitTree.whole)
      let left = Layout.edges(area.x, at, length: size.width, gap: gap).end
      let right = Layout.edges(at, area.maxX, length: size.width, gap: gap).start
      let (top, bottom) = Layout.edges(area.y, area.maxY, length: size.height, gap: gap)
      return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
    let at = area.y + nearestWhole(area.height * place.position, SplitTree.whole)
    let top = Layout.edges(area.y, at, length: size.height, gap: gap).end
    let bottom = Layout.edges(at, area.maxY, length: size.height, gap: gap).start
    let (left, right) = Layout.edges(area.x, area.maxX, length: size.width, gap: gap)
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

extension Layout {
  /// This layout with divider `index` at `position` (of `SplitTree.whole`); `nil` when it has
  /// no such divider or the position is not strictly between its neighbours. Limits are the
  /// picture's to say (`Picture.dividers(of:)`).
  public func movingDivider(_ index: Int, to position: Int) -> Layout? {
    let places = tree.dividerPlaces
    guard places.indices.contains(index), position > places[index].previous, position < places[index].next
    else { return nil }
    return reshaped(tree.moving(divider: index, to: position))
  }

  /// This layout with every divider where the layout puts it.
  public var withOriginalDividers: Layout { reshaped(original) }
}

/// The screen's rules for dividers.
public enum DividerRules {
  /// How near (in screen points) a dragged divider settles on half, a third, two thirds of its
  /// span or its layout's own place.
  public static let snapPoints = 6
  /// How far one arrow key moves a divider, in percent of its span (with Shift: `bigStep`).
  public static let step = 1
  /// How far Shift + arrow moves it.
  public static let bigStep = 10
  /// The width of a divider's hit area on screen, in points (CSS px), whatever the spacing.
  public static let hitPoints = 44
}
