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
}
