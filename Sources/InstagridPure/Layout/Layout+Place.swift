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
    guard let area = areas.first(where: { $0.slot == slot }) else { return nil }
    func third(_ span: Range<Int>, of count: Int) -> Int {
      let (first, last) = (span.lowerBound == 0, span.upperBound == count)
      return first == last ? 1 : first ? 0 : 2
    }
    return CellPlace.allCases[third(area.rows, of: grid.count) * 3 + third(area.columns, of: columns)]
  }
}
