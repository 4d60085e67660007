/// The part of a photo that an aspect-fill shows in a cell: centred, undistorted, no blank band.
///
/// The crop spans the whole photo on one axis and is cut symmetrically on the other, so that
/// its aspect ratio equals the cell's up to one pixel of rounding. The page's preview and the
/// compositor both use it, so the preview shows exactly what the exported picture holds.
public struct CropRect: Equatable, Hashable, Sendable {
  /// The region of the source photo, in source pixels.
  public var rect: PixelRect

  /// Wraps an already-computed source region.
  public init(rect: PixelRect) {
    self.rect = rect
  }

  /// The centred aspect-fill crop of a `source` photo shown in a `cell`.
  ///
  /// Both sizes must be at least 1×1. The arithmetic is 64-bit, where products of two 32-bit
  /// sides cannot overflow; it multiplies with `&*` because a checked 64-bit multiply needs a
  /// 128-bit helper (`__multi3`) that the wasm32 build has no runtime for.
  public init(aspectFilling cell: PixelSize, from source: PixelSize) {
    let sw = Int64(source.width)
    let sh = Int64(source.height)
    let cw = Int64(cell.width)
    let ch = Int64(cell.height)
    var width = sw
    var height = sh
    // Compare sw/sh with cw/ch without division: the wider side gets cut.
    if sw &* ch > sh &* cw {
      width = Self.clamp(Self.roundedQuotient(sh &* cw, ch), upTo: sw)
    } else if sw &* ch < sh &* cw {
      height = Self.clamp(Self.roundedQuotient(sw &* ch, cw), upTo: sh)
    }
    rect = PixelRect(
      x: Int((sw - width) / 2),
      y: Int((sh - height) / 2),
      width: Int(width),
      height: Int(height)
    )
  }

  private static func roundedQuotient(_ numerator: Int64, _ denominator: Int64) -> Int64 {
    (2 * numerator + denominator) / (2 * denominator)
  }

  private static func clamp(_ value: Int64, upTo limit: Int64) -> Int64 {
    min(max(value, 1), limit)
  }
}
