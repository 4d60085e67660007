extension Layout {
  /// The slot of the cell next to `slot`'s cell toward `direction`: of the cells across the
  /// edge on that side, the one sharing most of it, then the one nearest the middle of the
  /// cell's edge, then the first in cell order; `nil` at the frame's edge (or when this layout
  /// does not show `slot`). Keyboard users move a photo with it.
  ///
  /// It follows the tree's edges, which are the same in every format, so it gives the same
  /// answer on a square, a story and a landscape picture.
  public func neighbour(ofSlot slot: Int, toward direction: SwipeDirection) -> Int? {
    let areas = cellAreas
    guard let from = areas.first(where: { $0.slot == slot }) else { return nil }
    let vertical = direction == .left || direction == .right
    var best: (shared: Int, offset: Int, slot: Int)?
    for area in areas where area.slot != slot {
      let across: Bool =
        switch direction {
        case .right: area.x == from.maxX
        case .left: area.maxX == from.x
        case .down: area.y == from.maxY
        case .up: area.maxY == from.y
        }
      // Along the edge: where the two cells lie side by side.
      let (start, end) =
        vertical
        ? (max(area.y, from.y), min(area.maxY, from.maxY)) : (max(area.x, from.x), min(area.maxX, from.maxX))
      let middle = vertical ? 2 * from.y + from.height : 2 * from.x + from.width
      guard across, end > start else { continue }
      let candidate = (shared: end - start, offset: abs(start + end - middle), slot: area.slot)
      if let current = best,
        current.shared > candidate.shared
          || (current.shared == candidate.shared && current.offset <= candidate.offset)
      {
        continue
      }
      best = candidate
    }
    return best?.slot
  }
}
