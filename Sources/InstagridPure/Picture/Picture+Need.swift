/// Which layouts a photo's pixels are sized for.
public enum NeedReach: Hashable, Sendable {
  /// The layout shown: what the picture and a kept draft's copy are made from. Pixels held
  /// for cells not shown would cost up to twice the memory (a portrait photo in a 2 × 2 grid
  /// would cover a wide cell's width too); a larger cell shown later decodes again
  /// (`PhotoLoads.enlargeWhereNeeded`), and the page copies the photo again for the draft.
  case shown
  /// The layout shown and the spec's three: what the screen's preview covers, so that the grid
  /// adapts at once when a layout button is tapped (its picture follows the new decode).
  case switchable
  /// Any cell the frame can hold, whatever the layout (dividers and layouts made for the
  /// photos included): the frame's whole inside. What a kept draft's copy covers, so that a
  /// photo that comes back after a reload is as sharp as before in every cell it can take.
  case anyCell
}

extension Picture {
  /// The pixels a photo in `slot` must cover so that it fills, without enlarging, the cell it
  /// takes in `layout` (and, `reach` `.switchable`, in each of the spec's three layouts) on
  /// this picture: the widest such cell's width and the tallest one's height.
  ///
  /// A photo scaled by `max(need.width / width, need.height / height)` (capped at 1) covers
  /// each of those cells. Covering the whole catalogue in every format would hold about a whole
  /// picture per photo.
  ///
  /// A slot none of those layouts shows (a photo kept in a slot the layout hides, back by Undo
  /// or with a draft) needs what the smallest cell of `layout` needs: it is not in the picture,
  /// and it decodes again, larger, when a layout shows it. With `reach` `.anyCell`, every slot
  /// needs the frame's inside (`inside`).
  public func need(ofSlot slot: Int, showing layout: Layout, reach: NeedReach = .shown) -> PixelSize {
    guard reach != .anyCell else { return inside }
    var need = PixelSize(width: 0, height: 0)
    let layouts = reach == .shown ? [layout] : [Layout.wideTop, .wideBottom, .quad, layout]
    for shown in layouts {
      for cell in cells(of: shown) where cell.slot == slot {
        need.width = max(need.width, cell.rect.width)
        need.height = max(need.height, cell.rect.height)
      }
    }
    guard need.width == 0 else { return need }
    let cells = cells(of: layout).map { $0.rect.size }
    return cells.min { $0.width * $0.height < $1.width * $1.height } ?? need
  }
}

extension Picture {
  /// The frame's inside: the picture without its outer margins, as a cell spanning a whole
  /// layout would take it (its edges are `Layout.edges`'s, so every cell of every layout, and
  /// of every tree of splits, lies within).
  public var inside: PixelSize {
    let gap = min(size.width, size.height) * frame.spacing
    let (left, right) = Layout.edges(0, SplitTree.whole, length: size.width, gap: gap)
    let (top, bottom) = Layout.edges(0, SplitTree.whole, length: size.height, gap: gap)
    return PixelSize(width: right - left, height: bottom - top)
  }
}
