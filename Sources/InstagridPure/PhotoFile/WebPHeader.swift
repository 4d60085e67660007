/// WebP: a RIFF container whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended,
/// with the canvas size).
enum WebPHeader {
  static func size(in bytes: HeaderBytes) throws(HeaderBytes.Shortfall) -> PixelSize? {
    try bytes.require(12, 4)
    // "VP8X"
    if bytes.matches([0x56, 0x50, 0x38, 0x58], at: 12) {
      // 24-bit canvas width − 1 and height − 1 after the flags and three reserved bytes.
      return PixelSize(width: try bytes.uint24LE(at: 24) + 1, height: try bytes.uint24LE(at: 27) + 1)
    }
    // "VP8L"
    if bytes.matches([0x56, 0x50, 0x38, 0x4C], at: 12) {
      guard try bytes.byte(at: 20) == 0x2F else { return nil }
      // 14 bits of width − 1, then 14 bits of height − 1, little-endian.
      let bits = try bytes.uint32LE(at: 21)
      return PixelSize(width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
    }
    // "VP8 "
    if bytes.matches([0x56, 0x50, 0x38, 0x20], at: 12) {
      // A key frame: 3-byte frame tag, start code 9D 01 2A, then 14-bit sides (2 bits of scale).
      guard try bytes.matchesOrThrows([0x9D, 0x01, 0x2A], at: 23) else { return nil }
      return PixelSize(
        width: try bytes.uint16LE(at: 26) & 0x3FFF, height: try bytes.uint16LE(at: 28) & 0x3FFF)
    }
    return nil
  }
}
