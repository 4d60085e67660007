/// How a photo is shown: upright, turned a quarter, a half or three quarters, each either as it
/// is or mirrored. These are the eight orientations EXIF numbers 1–8, and a photo's EXIF
/// orientation is applied before any of them (its decoded pixels are the stored photo here).
///
/// The shown photo's columns run along the stored photo's rows, or, for the quarter turns and
/// the mirrors across a diagonal, down its columns, either way along each. So the compositor
/// reads the stored pixels where they lie and never makes a turned copy.
public struct PhotoOrientation: Equatable, Hashable, Sendable {
  /// `swapsAxes`, `flipsStoredX` and `flipsStoredY` as three bits: one byte in every slot and
  /// step that holds one, which keeps the module's code for copying and comparing them small.
  private let bits: UInt8

  /// Whether the shown photo's columns are the stored photo's rows: a quarter turn either way,
  /// mirrored or not (EXIF 5–8). The shown width is then the stored height.
  public var swapsAxes: Bool { bits & 0b100 != 0 }
  /// Whether the stored photo's x runs against the shown axis that lies along it.
  var flipsStoredX: Bool { bits & 0b010 != 0 }
  /// Whether the stored photo's y runs against the shown axis that lies along it.
  var flipsStoredY: Bool { bits & 0b001 != 0 }

  private init(swapsAxes: Bool, flipsStoredX: Bool, flipsStoredY: Bool) {
    bits = (swapsAxes ? 0b100 : 0) | (flipsStoredX ? 0b010 : 0) | (flipsStoredY ? 0b001 : 0)
  }

  /// The photo as it is stored (EXIF 1).
  public static let upright = PhotoOrientation(swapsAxes: false, flipsStoredX: false, flipsStoredY: false)

  /// The eight, by EXIF number: `all[n - 1]` is EXIF `n`.
  public static let all: [PhotoOrientation] = (1...8).map { PhotoOrientation(exif: $0)! }

  // EXIF's numbers in (swapsAxes, flipsStoredX, flipsStoredY) order, as three bits each.
  private static let exifBits: [UInt8] = [0b000, 0b010, 0b011, 0b001, 0b100, 0b101, 0b111, 0b110]

  /// The orientation EXIF numbers `exif` (1–8), or `nil` for any other number.
  public init?(exif: Int) {
    guard (1...8).contains(exif) else { return nil }
    bits = Self.exifBits[exif - 1]
  }

  /// Its EXIF number, 1–8.
  public var exif: Int { Self.exifBits.firstIndex(of: bits)! + 1 }

  /// This orientation followed by a quarter turn clockwise of the shown photo.
  public var turnedRight: PhotoOrientation {
    // The new columns run up the old shown rows; the new rows run along the old columns.
    swapsAxes
      ? PhotoOrientation(swapsAxes: false, flipsStoredX: !flipsStoredX, flipsStoredY: flipsStoredY)
      : PhotoOrientation(swapsAxes: true, flipsStoredX: flipsStoredX, flipsStoredY: !flipsStoredY)
  }

  /// This orientation followed by a quarter turn anticlockwise of the shown photo.
  public var turnedLeft: PhotoOrientation { turnedRight.turnedRight.turnedRight }

  /// This orientation followed by a mirror image of the shown photo, left to right.
  public var mirrored: PhotoOrientation {
    swapsAxes
      ? PhotoOrientation(swapsAxes: true, flipsStoredX: flipsStoredX, flipsStoredY: !flipsStoredY)
      : PhotoOrientation(swapsAxes: false, flipsStoredX: !flipsStoredX, flipsStoredY: flipsStoredY)
  }

  /// The size a stored photo of `stored` pixels shows at.
  public func shownSize(of stored: PixelSize) -> PixelSize {
    swapsAxes ? PixelSize(width: stored.height, height: stored.width) : stored
  }

  /// The stored size whose shown size is `shown`: what a photo must cover, in its own pixels, to
  /// show at least `shown` (the same swap: a quarter turn undoes its own swap of the axes).
  public func storedSize(of shown: PixelSize) -> PixelSize {
    shownSize(of: shown)
  }

  /// The stored pixels a rectangle `shown` of the shown photo covers, for a stored photo of
  /// `stored` pixels: what is read (and, on the page, drawn turned) for it.
  public func storedRect(of shown: PixelRect, in stored: PixelSize) -> PixelRect {
    // The shown span along each stored axis: columns for x unless the axes swap.
    let (x, width) = swapsAxes ? (shown.y, shown.height) : (shown.x, shown.width)
    let (y, height) = swapsAxes ? (shown.x, shown.width) : (shown.y, shown.height)
    return PixelRect(
      x: flipsStoredX ? stored.width - x - width : x, y: flipsStoredY ? stored.height - y - height : y,
      width: width, height: height)
  }

  /// The stored pixel that shows at `x`, `y` of a photo shown at `shown` (its shown size).
  public func storedPixel(x: Int, y: Int, shown: PixelSize) -> (x: Int, y: Int) {
    // Swapping twice is no swap: the stored size is the shown size swapped the same way.
    let rect = storedRect(of: PixelRect(x: x, y: y, width: 1, height: 1), in: shownSize(of: shown))
    return (rect.x, rect.y)
  }
}
