/// Composes the picture: the frame colour, then each visible cell's photo aspect-filled, its
/// corners rounded as the frame says.
public enum Compositor {
  /// The default picture side.
  public static let defaultSide = 2048

  /// Paints `layout` on `picture` onto `canvas` (the picture's size, or a band of its rows: the
  /// band's pixels are the whole picture's, byte for byte); `photo(slot)` gives each slot's
  /// photo as its cell shows it (its pixels, orientation and framing), or `nil` for an empty
  /// cell, painted in the empty-cell colour.
  public static func compose(
    _ layout: Layout, picture: Picture, on canvas: Canvas, photo: (Int) -> CellPhoto?
  ) {
    let (cells, corners) = start(layout, picture: picture, on: canvas)
    for cell in cells {
      paintCell(cell.rect, corners: corners, over: picture.frame.colour, on: canvas) { rect in
        guard let photo = photo(cell.slot) else { return false }
        canvas.paint(
          photo.pixels, source: photo.source(in: rect.size), turned: photo.orientation, in: rect,
          backdrop: picture.frame.colour)
        return true
      }
    }
  }

  /// Starts `layout` on `picture`: fills `canvas` with the frame's colour and returns the cells
  /// and their corners' coverage, for `paintCell`. The CLI starts its pictures here too.
  public static func start(_ layout: Layout, picture: Picture, on canvas: Canvas) -> (
    cells: [Cell], corners: CornerCoverage
  ) {
    canvas.fill(picture.frame.colour)
    let cells = picture.cells(of: layout)
    // A band of the picture needs the corner rows it holds, not every corner's whole table.
    let corners = CornerCoverage(radius: picture.cornerRadius(of: cells)) { y in
      cells.contains { canvas.rows.contains($0.rect.y + y) || canvas.rows.contains($0.rect.maxY - 1 - y) }
    }
    return (cells, corners)
  }

  /// Paints one cell: `paint(rect)` paints its photo and says whether it had one (an empty
  /// cell gets the empty-cell colour); then its corners are rounded over the frame's `colour`.
  /// The CLI paints cells on several threads through this too, so its pictures are the page's.
  public static func paintCell(
    _ rect: PixelRect, corners: CornerCoverage, over colour: RGBAColor, on canvas: Canvas,
    paint: (PixelRect) -> Bool
  ) {
    if !paint(rect) { canvas.fill(rect, with: .emptyCell) }
    canvas.roundCorners(of: rect, corners, over: colour)
  }

  /// The composed picture of `layout` on `picture`; `photos` is indexed by slot.
  public static func compose(_ layout: Layout, picture: Picture, photos: [RGBAImage?]) -> RGBAImage {
    let size = picture.size
    var output = [UInt8](repeating: 0, count: size.width * size.height * 4)
    output.withUnsafeMutableBufferPointer { buffer in
      PhotoPixels.borrowing(photos) { pixels in
        compose(layout, picture: picture, on: Canvas(size: size, pixels: buffer)) { slot in
          slot < pixels.count ? pixels[slot].map { CellPhoto($0) } : nil
        }
      }
    }
    return RGBAImage(size: size, pixels: output)
  }

  /// The composed square picture of `layout` at `side` pixels with the spec's frame.
  public static func compose(_ layout: Layout, side: Int, photos: [RGBAImage?]) -> RGBAImage {
    compose(layout, picture: Picture(shortSide: side, longestSide: side), photos: photos)
  }
}
