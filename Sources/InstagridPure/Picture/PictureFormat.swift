/// The picture's proportions: square at launch, portraits for feeds, a story, a landscape.
///
/// The picture-size choice names the short side; the long side follows from the ratio, within
/// the picture limits (`PictureFormat.longestSide`, `PictureFormat.largestArea`: iOS Safari's canvas ceiling).
public struct PictureFormat: Equatable, Hashable, Sendable {
  /// The width in the ratio (4 in 4:5).
  public let width: Int
  /// The height in the ratio (5 in 4:5).
  public let height: Int

  /// A format of `width`:`height`, both positive and in lowest terms.
  public init?(width: Int, height: Int) {
    guard width > 0, height > 0, Self.greatestCommonDivisor(width, height) == 1 else { return nil }
    self.width = width
    self.height = height
  }

  private init(exactly width: Int, _ height: Int) {
    self.width = width
    self.height = height
  }

  /// Square, 1:1: the format at launch.
  public static let square = PictureFormat(exactly: 1, 1)
  /// Portrait 4:5, a feed's tallest post.
  public static let portrait = PictureFormat(exactly: 4, 5)
  /// Portrait 3:4, a profile grid's tile.
  public static let tall = PictureFormat(exactly: 3, 4)
  /// Story 9:16: Stories, Reels, TikTok, status.
  public static let story = PictureFormat(exactly: 9, 16)
  /// Landscape 16:9.
  public static let landscape = PictureFormat(exactly: 16, 9)

  /// Every format offered, in the order the control shows them.
  public static let all = [square, portrait, tall, story, landscape]
  /// The format at launch.
  public static let standard = square

  /// No side of a picture is longer than this, in pixels.
  public static let longestSide = 4096
  /// No picture has more pixels than this: the largest canvas iOS Safari draws.
  public static var largestArea: Int { CanvasLimits.maxPixels }

  /// The ratio as people write it: `4:5`.
  public var ratioText: String { "\(width):\(height)" }

  /// The format offered as `width`:`height`, or `nil`.
  public static func offered(width: Int, height: Int) -> PictureFormat? {
    all.first { $0.width == width && $0.height == height }
  }

  /// The picture's pixels for the chosen `shortSide`: the short side as chosen and the long
  /// side from the ratio, to the nearest pixel. Where the long side would pass `longestSide`,
  /// the long side is the largest multiple of the ratio's within it, so the ratio stays exact
  /// (4:5 at 4096 is 3276×4095; 9:16 at 4096 is 2304×4096); with the page's `longestSide` the
  /// area is then within `largestArea` too, as the short side is never the longer.
  public func pixelSize(shortSide: Int, longestSide: Int = PictureFormat.longestSide) -> PixelSize {
    let (short, long) = (min(width, height), max(width, height))
    var (shortPixels, longPixels) = (shortSide, nearestWhole(shortSide * long, short))
    if longPixels > longestSide {
      let units = longestSide / long
      (shortPixels, longPixels) = (units * short, units * long)
    }
    return width <= height
      ? PixelSize(width: shortPixels, height: longPixels) : PixelSize(width: longPixels, height: shortPixels)
  }

  private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
    b == 0 ? a : greatestCommonDivisor(b, a % b)
  }
}
