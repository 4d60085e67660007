/// A square RGBA8 canvas that the compositor paints on, borrowed from its owner.
public struct Canvas {
  /// Side length in pixels.
  public let side: Int
  /// `side × side × 4` bytes, row-major.
  public let pixels: UnsafeMutableBufferPointer<UInt8>

  /// Borrows `pixels` as a canvas; it must hold at least `side × side × 4` bytes.
  public init(side: Int, pixels: UnsafeMutableBufferPointer<UInt8>) {
    precondition(side > 0 && pixels.count >= side * side * 4, "canvas buffer too small")
    self.side = side
    self.pixels = pixels
  }

  /// Paints the whole canvas in one colour.
  public func fill(_ color: RGBAColor) {
    fill(PixelRect(x: 0, y: 0, width: side, height: side), with: color)
  }

  /// Paints `rect` (clipped to the canvas) in one colour.
  public func fill(_ rect: PixelRect, with color: RGBAColor) {
    let x0 = max(rect.x, 0)
    let x1 = min(rect.maxX, side)
    let y0 = max(rect.y, 0)
    let y1 = min(rect.maxY, side)
    guard x0 < x1, y0 < y1 else { return }
    // One 32-bit store a pixel; the byte order in memory is R, G, B, A whatever the host.
    let pattern = UInt32(
      littleEndian: UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16
        | UInt32(color.alpha) << 24)
    let base = UnsafeMutableRawPointer(pixels.baseAddress!)
    for y in y0..<y1 {
      (base + (y * side + x0) * 4).initializeMemory(as: UInt32.self, repeating: pattern, count: x1 - x0)
    }
  }

  /// Paints `photo` into `cell`, aspect-filled: the centred crop, resampled to the cell.
  public func paint(_ photo: PhotoPixels, in cell: PixelRect) {
    let crop = CropRect(aspectFilling: cell.size, from: photo.size)
    paint(photo, cropped: crop, in: cell)
  }

  /// Paints the `crop` of `photo` resampled to fill `cell` exactly; the cell must lie inside
  /// the canvas and the crop inside the photo.
  public func paint(_ photo: PhotoPixels, cropped crop: CropRect, in cell: PixelRect) {
    precondition(cell.x >= 0 && cell.y >= 0 && cell.maxX <= side && cell.maxY <= side)
    precondition(crop.rect.x >= 0 && crop.rect.y >= 0 && crop.rect.width > 0 && crop.rect.height > 0)
    precondition(crop.rect.maxX <= photo.size.width && crop.rect.maxY <= photo.size.height)
    guard cell.width > 0, cell.height > 0 else { return }
    var resampler = CellResampler(photo: photo, crop: crop.rect, cellSize: cell.size)
    resampler.render(into: self, at: cell)
  }

  /// Fills an owned byte array with one colour (used to build images).
  static func fill(_ bytes: inout [UInt8], with color: RGBAColor) {
    var i = 0
    while i + 3 < bytes.count {
      bytes[i] = color.red
      bytes[i + 1] = color.green
      bytes[i + 2] = color.blue
      bytes[i + 3] = color.alpha
      i += 4
    }
  }
}
