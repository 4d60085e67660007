extension Layout {
  /// The pixels a photo in `slot` must cover so that it fills, without enlarging, every cell
  /// the slot takes in any layout on a `side`-pixel picture: the widest such cell's width and
  /// the tallest one's height.
  ///
  /// A photo scaled by `max(need.width / width, need.height / height)` (capped at 1) covers
  /// each of those cells, so switching layouts never needs a new decode.
  public static func need(ofSlot slot: Int, side: Int) -> PixelSize {
    var need = PixelSize(width: 0, height: 0)
    for layout in [wideTop, wideBottom, quad] {
      for cell in layout.cells(side: side) where cell.slot == slot {
        need.width = max(need.width, cell.rect.width)
        need.height = max(need.height, cell.rect.height)
      }
    }
    return need
  }
}
