/// An owned RGBA8 picture: rows top to bottom, four bytes a pixel, no padding.
public struct RGBAImage: Equatable, Sendable {
  /// The picture's size.
  public var size: PixelSize
  /// `size.width × size.height × 4` bytes.
  public var pixels: [UInt8]

  /// Wraps existing pixels; `pixels.count` must be `width × height × 4`.
  public init(size: PixelSize, pixels: [UInt8]) {
    precondition(pixels.count == size.width * size.height * 4, "RGBA byte count does not match size")
    self.size = size
    self.pixels = pixels
  }

  /// A picture of one colour.
  public init(size: PixelSize, filledWith color: RGBAColor) {
    self.size = size
    var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
    Canvas.fill(&pixels, with: color)
    self.pixels = pixels
  }

  /// The colour of the pixel at (`x`, `y`).
  public func color(x: Int, y: Int) -> RGBAColor {
    let i = (y * size.width + x) * 4
    return RGBAColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
  }
}
