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

/// Writes RGBA8 pictures as Netpbm, a row at a time.
enum ImageEncoder {
  static func write(_ image: RGBAImage, as format: OutputFormat, to output: OutputFile) throws(CLIError) {
    let width = image.size.width
    let height = image.size.height
    switch format {
    case .ppm:
      try output.write("P6\n\(width) \(height)\n255\n")
      var row = [UInt8](repeating: 0, count: width * 3)
      for y in 0..<height {
        var i = y * width * 4
        for x in 0..<width {
          row[x * 3] = image.pixels[i]
          row[x * 3 + 1] = image.pixels[i + 1]
          row[x * 3 + 2] = image.pixels[i + 2]
          i += 4
        }
        try output.write(row)
      }
    case .pam:
      try output.write(
        "P7\nWIDTH \(width)\nHEIGHT \(height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n")
      try output.write(image.pixels)
    }
  }
}
