/// Composes the square picture: the frame colour, then each visible cell's photo aspect-filled.
public enum Compositor {
  /// The default picture side.
  public static let defaultSide = 2048

  /// Paints `layout` onto `canvas`; `photo(slot)` gives each slot's photo, or `nil` for an
  /// empty cell, which is painted in the empty-cell colour; `framing(slot)` how it sits.
  public static func compose(
    _ layout: Layout, on canvas: Canvas, photo: (Int) -> PhotoPixels?,
    framing: (Int) -> Framing = { _ in .centred }
  ) {
    canvas.fill(.frame)
    for cell in layout.cells(side: canvas.side) {
      if let pixels = photo(cell.slot) {
        canvas.paint(
          pixels, cropped: framing(cell.slot).crop(of: pixels.size, in: cell.rect.size), in: cell.rect)
      } else {
        canvas.fill(cell.rect, with: .emptyCell)
      }
    }
  }

  /// The composed picture of `layout` at `side` pixels; `photos` is indexed by slot.
  public static func compose(_ layout: Layout, side: Int, photos: [RGBAImage?]) -> RGBAImage {
    var output = [UInt8](repeating: 0, count: side * side * 4)
    output.withUnsafeMutableBufferPointer { buffer in
      PhotoPixels.borrowing(photos) { pixels in
        compose(layout, on: Canvas(side: side, pixels: buffer)) { slot in
          slot < pixels.count ? pixels[slot] : nil
        }
      }
    }
    return RGBAImage(size: PixelSize(width: side, height: side), pixels: output)
  }
}
