/// What the page may ask of a browser's canvases and bitmaps: what iOS Safari allows, the
/// strictest engine the page runs in. Silent there: a larger canvas draws nothing.
public enum CanvasLimits {
  /// The most pixels one canvas or bitmap may have (4096²): iOS Safari draws nothing into a
  /// larger one, and reads it back transparent.
  public static let maxPixels = 16_777_216
}

extension PixelSize {
  /// This size, or where it has more than `maxPixels`, the largest size of the same aspect
  /// ratio within them (each side rounded down, at least 1).
  public func within(pixels maxPixels: Int) -> PixelSize {
    guard width > 0, height > 0 else { return self }
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    guard overflow || area > maxPixels else { return self }
    // scale = sqrt(maxPixels / area); in Double, then stepped down until the area fits.
    let scale = (Double(maxPixels) / (Double(width) * Double(height))).squareRoot()
    var fitted = PixelSize(
      width: max(1, Int(Double(width) * scale)), height: max(1, Int(Double(height) * scale)))
    while fitted.width * fitted.height > maxPixels {
      if fitted.width >= fitted.height { fitted.width -= 1 } else { fitted.height -= 1 }
    }
    return fitted
  }
}
