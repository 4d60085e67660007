/// JPEG: walks the marker segments after SOI (APPn metadata, tables, comments) to the first
/// start-of-frame segment, which holds the height and width. The size is the photo's as shown:
/// turned a quarter when its EXIF orientation (5–8) says so, as browsers decode it.
enum JPEGHeader {
  static func size(in bytes: HeaderBytes) throws(HeaderBytes.Shortfall) -> PixelSize? {
    var offset = 2  // past SOI (FF D8)
    var turned = false
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
          return turned ? PixelSize(width: height, height: width) : PixelSize(width: width, height: height)
        }
        if marker == 0xE1,
          let orientation = try exifOrientation(in: bytes, segment: offset + 2, end: offset + length)
        {
          turned = (5...8).contains(orientation)
        }
        offset += length
      }
    }
  }

  /// The orientation tag (0x0112) of an APP1 segment's EXIF IFD0, from `segment` (its content)
  /// to `end`; `nil` when the segment is not EXIF or the tag is missing or out of bounds.
  private static func exifOrientation(in bytes: HeaderBytes, segment: Int, end: Int)
    throws(HeaderBytes.Shortfall) -> Int?
  {
    let tiff = segment + 6
    guard tiff + 8 <= end, try bytes.matchesOrThrows([0x45, 0x78, 0x69, 0x66, 0, 0], at: segment) else {
      return nil
    }
    let little: Bool
    if try bytes.matchesOrThrows([0x49, 0x49], at: tiff) {
      little = true
    } else if try bytes.matchesOrThrows([0x4D, 0x4D], at: tiff) {
      little = false
    } else {
      return nil
    }
    func u16(_ at: Int) throws(HeaderBytes.Shortfall) -> Int {
      little ? try bytes.uint16LE(at: at) : try bytes.uint16BE(at: at)
    }
    func u32(_ at: Int) throws(HeaderBytes.Shortfall) -> Int {
      little ? try bytes.uint32LE(at: at) : try bytes.uint32BE(at: at)
    }
    let ifdOffset = try u32(tiff + 4)
    guard ifdOffset >= 8, ifdOffset < end - tiff - 2 else { return nil }
    let ifd = tiff + ifdOffset
    let count = try u16(ifd)
    for index in 0..<count {
      let entry = ifd + 2 + index * 12
      guard entry + 12 <= end else { return nil }
      if try u16(entry) == 0x0112 {
        return try u16(entry + 8)  // a SHORT: the value's first two bytes
      }
    }
    return nil
  }

  /// SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC) which share the range.
  private static func isStartOfFrame(_ marker: Int) -> Bool {
    (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
  }
}
