extension Layout {
  /// The slot of the cell next to `slot`'s cell toward `direction` — the nearest centre within
  /// 45° of that way, a cell straight ahead before one off to the side — or `nil` at the grid's
  /// edge (or when this layout does not show `slot`). Keyboard users move a photo with it.
  public func neighbour(ofSlot slot: Int, toward direction: SwipeDirection) -> Int? {
    // Centres doubled on a 1000-pixel canvas: whole numbers, the same on every screen.
    let cells = cells(side: 1000)
    guard let from = cells.first(where: { $0.slot == slot })?.rect else { return nil }
    var best: (score: Int, slot: Int)?
    for cell in cells where cell.slot != slot {
      let dx = (2 * cell.rect.x + cell.rect.width) - (2 * from.x + from.width)
      let dy = (2 * cell.rect.y + cell.rect.height) - (2 * from.y + from.height)
      let (ahead, aside): (Int, Int) =
        switch direction {
        case .left: (-dx, abs(dy))
        case .right: (dx, abs(dy))
        case .up: (-dy, abs(dx))
        case .down: (dy, abs(dx))
        }
      guard ahead > aside else { continue }  // within 45° of the direction: left is not down-left
      let score = ahead + 2 * aside
      if best == nil || score < best!.score { best = (score, cell.slot) }
    }
    return best?.slot
  }
}
