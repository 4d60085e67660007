/// Composes the square picture: the frame colour, then each visible cell's photo aspect-filled.
public enum Compositor {
  /// The default picture side.
  public static let defaultSide = 2048

  /// Paints `layout` onto `canvas`; `photo(slot)` gives each slot's photo, or `nil` for an
  /// empty cell, which is painted in the empty-cell colour.
  public static func compose(
    _ layout: Layout, on canvas: Canvas, photo: (Int) -> PhotoPixels?
  ) {
    canvas.fill(.frame)
    for cell in layout.cells(side: canvas.side) {
      if let pixels = photo(cell.slot) {
        canvas.paint(pixels, in: cell.rect)
      } else {
        canvas.fill(cell.rect, with: .emptyCell)
      }
    }
  }

  /// The composed picture of `layout` at `side` pixels; `photos` is indexed by slot.
  public static func compose(_ layout: Layout, side: Int, photos: [RGBAImage?]) -> RGBAImage {
    var output = [UInt8](repeating: 0, count: side * side * 4)
    output.withUnsafeMutableBufferPointer { buffer in
      let canvas = Canvas(side: side, pixels: buffer)
      canvas.fill(.frame)
      for cell in layout.cells(side: side) {
        guard cell.slot < photos.count, let photo = photos[cell.slot] else {
          canvas.fill(cell.rect, with: .emptyCell)
          continue
        }
        photo.pixels.withUnsafeBufferPointer { bytes in
          canvas.paint(PhotoPixels(size: photo.size, bytes: bytes), in: cell.rect)
        }
      }
    }
    return RGBAImage(size: PixelSize(width: side, height: side), pixels: output)
  }
}
