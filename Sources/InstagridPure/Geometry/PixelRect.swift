/// An axis-aligned rectangle on the pixel grid; `x`/`y` is the top-left corner.
public struct PixelRect: Equatable, Hashable, Sendable {
  /// Left edge, inclusive.
  public var x: Int
  /// Top edge, inclusive.
  public var y: Int
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a rectangle from its top-left corner and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Right edge, exclusive.
  public var maxX: Int { x + width }
  /// Bottom edge, exclusive.
  public var maxY: Int { y + height }
  /// The rectangle's size.
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// Whether the pixel at (`px`, `py`) lies inside the rectangle.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }
}
