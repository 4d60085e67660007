/// GIF: the logical screen, and the first image's frame, which decoders use when it is larger
/// (a 1×1 screen over a 20000×20000 frame must not slip under the pixel limit).
enum GIFHeader {
  static func size(in bytes: HeaderBytes) throws(HeaderBytes.Shortfall) -> PixelSize? {
    let screen = PixelSize(width: try bytes.uint16LE(at: 6), height: try bytes.uint16LE(at: 8))
    var offset = 13 + colorTableLength(packed: try bytes.byte(at: 10))
    while true {
      switch try bytes.byte(at: offset) {
      case 0x2C:  // image descriptor: left, top, width, height
        let left = try bytes.uint16LE(at: offset + 1)
        let top = try bytes.uint16LE(at: offset + 3)
        let width = try bytes.uint16LE(at: offset + 5)
        let height = try bytes.uint16LE(at: offset + 7)
        return PixelSize(width: max(screen.width, left + width), height: max(screen.height, top + height))
      case 0x21:  // extension: a label, then data sub-blocks up to an empty one
        offset += 2
        while true {
          let length = try bytes.byte(at: offset)
          offset += 1 + length
          if length == 0 { break }
        }
      default:
        return nil  // the trailer or garbage before any image
      }
    }
  }

  /// Bytes of a colour table flagged in `packed` (bit 7; size 3 × 2^(n+1)).
  private static func colorTableLength(packed: Int) -> Int {
    packed & 0x80 == 0 ? 0 : 3 << ((packed & 0x07) + 1)
  }
}
