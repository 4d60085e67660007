import InstagridPure

/// How large an input may be; checked on the header, before any pixel is allocated.
struct ImageLimits {
  /// The default: the core's photo limit, shared with the page (100 megapixels, 400 MB of RGBA).
  static let defaultMaxPixels = PhotoLimits.maxPixels

  /// The most pixels one input may declare.
  var maxPixels = defaultMaxPixels

  /// Refuses `width × height` over the limit, naming `file`.
  func check(width: Int, height: Int, file: String) throws(CLIError) {
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    if overflow || pixels > maxPixels {
      throw .badData(
        file, "declares \(width)×\(height) pixels, over the limit of \(maxPixels) pixels (see --max-pixels)")
    }
  }
}
