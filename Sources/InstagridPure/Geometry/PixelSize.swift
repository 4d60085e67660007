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

extension PixelSize {
  /// This size scaled down (never up) just enough to cover `need` on both axes, keeping its
  /// aspect ratio: the larger of the two ratios wins, and the other side is rounded up so the
  /// result still covers. Exact in integers; a need of 0 on an axis asks nothing of it.
  public func covering(_ need: PixelSize) -> PixelSize {
    guard width >= 1, height >= 1 else { return self }
    // Compare need.width / width with need.height / height without division.
    if need.width * height >= need.height * width {
      guard need.width < width else { return self }
      return PixelSize(width: max(1, need.width), height: max(1, Self.ceilDivide(height * need.width, width)))
    }
    guard need.height < height else { return self }
    return PixelSize(width: max(1, Self.ceilDivide(width * need.height, height)), height: max(1, need.height))
  }

  /// Whether this size is at least `other` on both axes.
  public func covers(_ other: PixelSize) -> Bool {
    width >= other.width && height >= other.height
  }

  private static func ceilDivide(_ a: Int, _ b: Int) -> Int {
    (a + b - 1) / b
  }
}
