/// The dividers of a tree: between each two neighbouring parts of a split, one. They are counted
/// depth first, a split's own before those inside its parts, so `(0|1)/2` has the horizontal
/// divider 0 (under the top row) and the vertical divider 1 (between slots 0 and 1).
extension SplitTree {
  /// A divider as the tree places it, in `SplitTree.whole`ths.
  struct DividerPlace: Equatable, Sendable {
    /// The axis of its split: `.columns` lays parts side by side, so its divider is vertical.
    var axis: SplitAxis
    /// The split's area, in the frame's extended spans.
    var area: SplitArea
    /// Where it lies across the split's span: the shares of the parts before it.
    var position: Int
    /// Where the divider before it in the same split lies (0 for the first).
    var previous: Int
    /// Where the divider after it lies (`whole` for the last).
    var next: Int
    /// The slots of the parts on its left (or above) and on its right (or below).
    var before: [Int]
    var after: [Int]
  }

  /// How many dividers it has: one fewer than its cells.
  public var dividerCount: Int { slots.count - 1 }

  /// Every divider, depth first.
  var dividerPlaces: [DividerPlace] {
    var places: [DividerPlace] = []
    collectDividers(into: &places, SplitArea(slot: 0, x: 0, y: 0, width: Self.whole, height: Self.whole))
    return places
  }

  private func collectDividers(into places: inout [DividerPlace], _ area: SplitArea) {
    guard case .split(let axis, let parts) = self else { return }
    var taken = 0
    for index in 0..<parts.count - 1 {
      taken += parts[index].share
      places.append(
        DividerPlace(
          axis: axis, area: area, position: taken, previous: taken - parts[index].share,
          next: taken + parts[index + 1].share, before: parts[index].tree.slots,
          after: parts[index + 1].tree.slots))
    }
    for (part, inner) in zip(parts, Self.areas(of: parts, along: axis, in: area)) {
      part.tree.collectDividers(into: &places, inner)
    }
  }

  /// This tree with divider `index` at `position` (between its neighbours, exclusive): the
  /// parts on either side give and take, every other share stays.
  func moving(divider index: Int, to position: Int) -> SplitTree {
    var counter = index
    return moving(&counter, to: position)
  }

  private func moving(_ counter: inout Int, to position: Int) -> SplitTree {
    guard case .split(let axis, var parts) = self, counter >= 0 else { return self }
    if counter < parts.count - 1 {
      let at = counter
      counter = -1
      let start = parts[..<at].reduce(0) { $0 + $1.share }
      let end = start + parts[at].share + parts[at + 1].share
      guard position > start, position < end else { return self }
      parts[at].share = position - start
      parts[at + 1].share = end - position
      return .split(axis, parts)
    }
    counter -= parts.count - 1
    for index in parts.indices {
      parts[index].tree = parts[index].tree.moving(&counter, to: position)
      if counter < 0 { break }
    }
    return .split(axis, parts)
  }

  /// Whether `other` is this tree with other shares: the same splits and slots.
  func hasShape(of other: SplitTree) -> Bool {
    switch (self, other) {
    case (.slot(let a), .slot(let b)): a == b
    case (.split(let axisA, let partsA), .split(let axisB, let partsB)):
      axisA == axisB && partsA.count == partsB.count
        && zip(partsA, partsB).allSatisfy { $0.tree.hasShape(of: $1.tree) }
    default: false
    }
  }
}
