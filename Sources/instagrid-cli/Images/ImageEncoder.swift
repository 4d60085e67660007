import InstagridPure

/// The picture formats the CLI writes.
enum OutputFormat: String, CaseIterable {
  /// PPM `P6`, 8-bit RGB (the picture is opaque).
  case ppm
  /// PAM `P7`, `RGB_ALPHA`.
  case pam

  /// The format a file name implies, if any.
  init?(path: String) {
    let lower = path.lowercased()
    if lower.hasSuffix(".ppm") || lower.hasSuffix(".pnm") {
      self = .ppm
    } else if lower.hasSuffix(".pam") {
      self = .pam
    } else {
      return nil
    }
  }
}

/// Writes RGBA8 pictures as Netpbm.
enum ImageEncoder {
  /// Writes `pixels` (`width × height × 4` bytes of `size`) in `format`.
  static func write(
    _ pixels: UnsafeBufferPointer<UInt8>, size: PixelSize, as format: OutputFormat, to output: OutputFile
  ) throws(CLIError) {
    let (width, height) = (size.width, size.height)
    switch format {
    case .ppm:
      try output.write("P6\n\(width) \(height)\n255\n")
      // A band of rows at a time: few writes, and the band stays in cache.
      let bandRows = max(1, (1 << 18) / (width * 3))
      let band = UnsafeMutableRawBufferPointer.allocate(byteCount: bandRows * width * 3, alignment: 16)
      defer { band.deallocate() }
      var y = 0
      while y < height {
        let rows = min(bandRows, height - y)
        let source = pixels.baseAddress! + y * width * 4
        let target = band.baseAddress!.assumingMemoryBound(to: UInt8.self)
        for i in 0..<(rows * width) {
          target[i &* 3] = source[i &* 4]
          target[i &* 3 &+ 1] = source[i &* 4 &+ 1]
          target[i &* 3 &+ 2] = source[i &* 4 &+ 2]
        }
        try output.write(UnsafeRawBufferPointer(rebasing: band[..<(rows * width * 3)]))
        y += rows
      }
    case .pam:
      try output.write(
        "P7\nWIDTH \(width)\nHEIGHT \(height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n")
      try output.write(UnsafeRawBufferPointer(pixels))
    }
  }
}
