extension Picture {
  /// The pixels a photo in `slot` must cover so that it fills, without enlarging, the cell it
  /// takes in `layout` and in each of the spec's three layouts on this picture: the widest such
  /// cell's width and the tallest one's height.
  ///
  /// A photo scaled by `max(need.width / width, need.height / height)` (capped at 1) covers
  /// each of those cells, so switching among the three buttons never needs a new decode; a
  /// catalogue layout, a format or a spacing whose cells need more decodes again
  /// (`PhotoLoads.enlargeWhereNeeded`). Covering the whole catalogue in every format would
  /// hold about a whole picture per photo.
  public func need(ofSlot slot: Int, showing layout: Layout) -> PixelSize {
    var need = PixelSize(width: 0, height: 0)
    for shown in [Layout.wideTop, .wideBottom, .quad, layout] {
      for cell in cells(of: shown) where cell.slot == slot {
        need.width = max(need.width, cell.rect.width)
        need.height = max(need.height, cell.rect.height)
      }
    }
    return need
  }
}
