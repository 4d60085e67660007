import InstagridPure

/// Reads one picture from a stream: Netpbm (P5, P6, P7) by its magic, or raw RGBA of a given size.
enum ImageDecoder {
  /// Reads the next picture from `reader` as RGBA8.
  static func decode(from reader: ByteReader, rawSize: PixelSize?, limits: ImageLimits) throws(CLIError)
    -> RGBAImage
  {
    if let rawSize {
      return try decodeRaw(from: reader, size: rawSize, limits: limits)
    }
    var header = try NetpbmHeader.read(from: reader)
    try limits.check(width: header.width, height: header.height, file: reader.name)
    return try header.readPixels(from: reader)
  }

  /// Raw RGBA: exactly `width × height × 4` bytes. A file with more is refused, since that
  /// almost always means the wrong `--raw` size; on standard input more pictures may follow.
  private static func decodeRaw(from reader: ByteReader, size: PixelSize, limits: ImageLimits)
    throws(CLIError) -> RGBAImage
  {
    try limits.check(width: size.width, height: size.height, file: reader.name)
    let byteCount = size.width * size.height * 4
    var pixels = [UInt8](repeating: 0, count: byteCount)
    let got = try reader.read(into: &pixels)
    if got < byteCount {
      throw .badData(
        reader.name, "truncated raw RGBA: \(size.width)×\(size.height) needs \(byteCount) bytes, got \(got)")
    }
    if reader.name != "standard input", try reader.peekByte() != nil {
      throw .badData(
        reader.name,
        "holds more than the \(byteCount) bytes of \(size.width)×\(size.height) raw RGBA: is --raw right?")
    }
    return RGBAImage(size: size, pixels: pixels)
  }
}
