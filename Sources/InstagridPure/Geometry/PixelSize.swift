/// A width and height in whole pixels.
public struct PixelSize: Equatable, Hashable, Sendable {
  /// Horizontal extent in pixels.
  public var width: Int
  /// Vertical extent in pixels.
  public var height: Int

  /// Creates a size from a width and a height.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The number of pixels, or `nil` when it does not fit in an `Int` (wasm32 has 32-bit `Int`).
  public var pixelCount: Int? {
    let (product, overflow) = width.multipliedReportingOverflow(by: height)
    return overflow || width < 0 || height < 0 ? nil : product
  }
}
