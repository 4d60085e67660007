/// JPEG: walks the marker segments after SOI (APPn metadata, tables, comments) to the first
/// start-of-frame segment, which holds the height and width.
enum JPEGHeader {
  static func size(in bytes: HeaderBytes) throws(HeaderBytes.Shortfall) -> PixelSize? {
    var offset = 2  // past SOI (FF D8)
    while true {
      guard try bytes.byte(at: offset) == 0xFF else { return nil }
      // Any number of FF fill bytes may precede a marker.
      var marker = try bytes.byte(at: offset + 1)
      offset += 1
      while marker == 0xFF {
        offset += 1
        marker = try bytes.byte(at: offset)
      }
      offset += 1
      switch marker {
      case 0xD8, 0xD9, 0xDA, 0x00:
        // A second SOI, EOI or the scan before any frame header: no size to be had.
        return nil
      case 0x01, 0xD0...0xD7:
        continue  // standalone markers carry no length
      default:
        let length = try bytes.uint16BE(at: offset)
        guard length >= 2 else { return nil }
        if isStartOfFrame(marker) {
          guard length >= 8 else { return nil }
          let height = try bytes.uint16BE(at: offset + 3)
          let width = try bytes.uint16BE(at: offset + 5)
          return PixelSize(width: width, height: height)
        }
        offset += length
      }
    }
  }

  /// SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC) which share the range.
  private static func isStartOfFrame(_ marker: Int) -> Bool {
    (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
  }
}
