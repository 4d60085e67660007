/// How large a photo may be, for the page and the CLI alike.
public enum PhotoLimits {
  /// The most pixels one photo may have: 100 megapixels, 400 MB once decoded to RGBA.
  public static let maxPixels = 100_000_000

  /// The most leading bytes the header reader may ask for. JPEG metadata (EXIF, ICC, XMP) comes
  /// before the frame header in segments of at most 64 KB, rarely more than a few MB in all; a
  /// file that needs more is refused rather than read without bound.
  public static let maxHeaderBytes = 16 << 20

  /// Whether a photo of `size` may be decoded: at least 1×1 and at most `maxPixels`.
  public static func allows(_ size: PixelSize) -> Bool {
    guard size.width > 0, size.height > 0 else { return false }
    let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
    return !overflow && pixels <= maxPixels
  }
}
