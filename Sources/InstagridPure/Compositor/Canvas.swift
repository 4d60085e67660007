/// An RGBA8 canvas that the compositor paints on, borrowed from its owner: the whole picture,
/// or a band of its rows (a picture painted band by band needs no buffer of its full size).
public struct Canvas {
  /// The picture's size, whatever part of it this canvas holds.
  public let size: PixelSize
  /// The picture's rows this canvas holds; painting elsewhere is clipped away.
  public let rows: Range<Int>
  /// `width × rows.count × 4` bytes, row-major, from the first row held.
  public let pixels: UnsafeMutableBufferPointer<UInt8>

  /// Borrows `pixels` as a canvas of `size`; it must hold at least `width × height × 4` bytes.
  public init(size: PixelSize, pixels: UnsafeMutableBufferPointer<UInt8>) {
    self.init(size: size, rows: 0..<size.height, pixels: pixels)
  }

  /// Borrows `pixels` as the band `rows` of a picture of `size`; it must hold at least
  /// `width × rows.count × 4` bytes.
  public init(size: PixelSize, rows: Range<Int>, pixels: UnsafeMutableBufferPointer<UInt8>) {
    precondition(
      size.width > 0 && size.height > 0 && !rows.isEmpty && rows.lowerBound >= 0
        && rows.upperBound <= size.height
        && pixels.count >= size.width * rows.count * 4,
      "canvas buffer too small")
    self.size = size
    self.rows = rows
    self.pixels = pixels
  }

  /// The first byte of the picture's pixel `x`, `y`; `y` must be one of `rows`.
  func pixel(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8> {
    pixels.baseAddress! + ((y - rows.lowerBound) * width + x) * 4
  }

  /// Borrows `pixels` as a square canvas of `side` pixels.
  public init(side: Int, pixels: UnsafeMutableBufferPointer<UInt8>) {
    self.init(size: PixelSize(width: side, height: side), pixels: pixels)
  }

  /// Its width in pixels, the distance from one row to the next.
  public var width: Int { size.width }
  /// Its height in pixels.
  public var height: Int { size.height }

  /// Paints the whole canvas in one colour.
  public func fill(_ color: RGBAColor) {
    fill(PixelRect(x: 0, y: 0, width: width, height: height), with: color)
  }

  /// Paints `rect` (clipped to the canvas) in one colour.
  public func fill(_ rect: PixelRect, with color: RGBAColor) {
    let x0 = max(rect.x, 0)
    let x1 = min(rect.maxX, width)
    let y0 = max(rect.y, rows.lowerBound)
    let y1 = min(rect.maxY, rows.upperBound)
    guard x0 < x1, y0 < y1 else { return }
    // One 32-bit store a pixel; the byte order in memory is R, G, B, A whatever the host.
    let pattern = UInt32(
      littleEndian: UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16
        | UInt32(color.alpha) << 24)
    for y in y0..<y1 {
      UnsafeMutableRawPointer(pixel(x0, y)).initializeMemory(
        as: UInt32.self, repeating: pattern, count: x1 - x0)
    }
  }

  /// Paints `photo` into `cell`, aspect-filled: the centred crop, resampled to the cell.
  public func paint(_ photo: PhotoPixels, in cell: PixelRect, backdrop: RGBAColor = .photoBackdrop) {
    let crop = CropRect(aspectFilling: cell.size, from: photo.size)
    paint(photo, cropped: crop, in: cell, backdrop: backdrop)
  }

  /// Paints the `crop` of `photo` resampled to fill `cell` exactly, its transparent parts laid
  /// over `backdrop`; the cell must lie inside the canvas and the crop inside the photo.
  public func paint(
    _ photo: PhotoPixels, cropped crop: CropRect, in cell: PixelRect, backdrop: RGBAColor = .photoBackdrop
  ) {
    paint(photo, source: crop.rect, turned: .upright, in: cell, backdrop: backdrop)
  }

  /// Paints the stored pixels `source` of `photo` shown turned by `orientation` (a quarter turn
  /// shows them as wide as `source` is tall), resampled to fill `cell` exactly, as a turned
  /// copy of the photo would be painted, byte for byte, without making one; its transparent
  /// parts lie over `backdrop`. The cell must lie inside the canvas and `source` inside the photo.
  public func paint(
    _ photo: PhotoPixels, source: PixelRect, turned orientation: PhotoOrientation, in cell: PixelRect,
    backdrop: RGBAColor = .photoBackdrop
  ) {
    precondition(cell.x >= 0 && cell.y >= 0 && cell.maxX <= width && cell.maxY <= height)
    precondition(source.x >= 0 && source.y >= 0 && source.width > 0 && source.height > 0)
    precondition(source.maxX <= photo.size.width && source.maxY <= photo.size.height)
    guard cell.width > 0, cell.height > 0, cell.y < rows.upperBound, cell.maxY > rows.lowerBound else {
      return
    }
    var resampler = CellResampler(
      photo: photo, source: source, orientation: orientation, cellSize: cell.size, backdrop: backdrop)
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
