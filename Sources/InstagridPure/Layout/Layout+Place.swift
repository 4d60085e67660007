/// Where a cell sits in the grid, in the words people use for it ("the top left cell").
public enum CellPlace: Equatable, Hashable, Sendable, CaseIterable {
  case topLeft, top, topRight
  case left, centre, right
  case bottomLeft, bottom, bottomRight
}

extension Layout {
  /// Where the cell showing `slot` sits: top or bottom when it touches one edge of the grid and
  /// not the other, left or right likewise, the middle otherwise; `nil` when this layout does
  /// not show `slot`.
  public func place(ofSlot slot: Int) -> CellPlace? {
    guard let area = tree.areas.first(where: { $0.slot == slot }) else { return nil }
    func third(_ start: Int, _ end: Int) -> Int {
      let (first, last) = (start == 0, end == SplitTree.whole)
      return first == last ? 1 : first ? 0 : 2
    }
    return CellPlace.allCases[third(area.y, area.maxY) * 3 + third(area.x, area.maxX)]
  }
}
