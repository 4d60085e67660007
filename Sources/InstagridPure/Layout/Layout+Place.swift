/// Where a cell sits in the grid, in the words people use for it ("the top left cell").
public enum CellPlace: Equatable, Hashable, Sendable, CaseIterable {
  case topLeft, top, topRight
  case left, centre, right
  case bottomLeft, bottom, bottomRight
}

extension Layout {
  /// Where the cell showing `slot` sits: its row (top, bottom, or neither) and its place in the
  /// row (left, right, or neither); `nil` when this layout does not show `slot`.
  public func place(ofSlot slot: Int) -> CellPlace? {
    guard let row = rows.firstIndex(where: { $0.contains(slot) }),
      let column = rows[row].firstIndex(of: slot)
    else { return nil }
    let vertical = rows.count == 1 ? 1 : row == 0 ? 0 : row == rows.count - 1 ? 2 : 1
    let count = rows[row].count
    let horizontal = count == 1 ? 1 : column == 0 ? 0 : column == count - 1 ? 2 : 1
    return CellPlace.allCases[vertical * 3 + horizontal]
  }
}
