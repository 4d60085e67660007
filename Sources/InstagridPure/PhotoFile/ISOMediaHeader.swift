/// HEIF (HEIC) and AVIF: ISO base media files. The `ftyp` brands name the format; the size is
/// in an `ispe` property inside `meta` → `iprp` → `ipco`, turned a quarter where an `irot`
/// property there turns it (as a camera's portrait photo is stored), as browsers decode it.
///
/// Box types and brands are four ASCII bytes, compared as big-endian 32-bit codes.
enum ISOMediaHeader {
  private static let heifBrands: [Int] = [
    0x6865_6963, 0x6865_6978, 0x6865_7663, 0x6865_7678,  // heic heix hevc hevx
    0x6865_696D, 0x6865_6973, 0x6D69_6631, 0x6D73_6631,  // heim heis mif1 msf1
  ]
  private static let avifBrands: [Int] = [0x6176_6966, 0x6176_6973]  // avif avis
  private static let meta = 0x6D65_7461
  private static let iprp = 0x6970_7270
  private static let ipco = 0x6970_636F
  private static let ispe = 0x6973_7065
  private static let irot = 0x6972_6F74

  /// HEIC or AVIF from the major and compatible brands of a leading `ftyp` box.
  static func brand(of bytes: HeaderBytes) -> PhotoFormat? {
    guard let boxSize = try? bytes.uint32BE(at: 0), boxSize >= 16 else { return nil }
    var sawHEIF = false
    var offset = 8
    // The major brand, then (after the minor version at 12) the compatible brands.
    while offset + 4 <= min(boxSize, bytes.count) {
      if offset != 12, let brand = try? bytes.uint32BE(at: offset) {
        if avifBrands.contains(brand) { return .avif }
        if heifBrands.contains(brand) { sawHEIF = true }
      }
      offset += 4
    }
    return sawHEIF ? .heic : nil
  }

  /// The largest `ispe` in the `ipco` property container. The primary picture is the largest
  /// one (the others are thumbnails and grid tiles), and for the pixel limit the largest is
  /// the safe answer.
  static func size(in bytes: HeaderBytes) throws(HeaderBytes.Shortfall) -> PixelSize? {
    guard let metaBox = try findBox(meta, in: bytes, from: 0, to: nil) else { return nil }
    // `meta` is a full box: four bytes of version and flags before its children.
    guard let properties = try findBox(iprp, in: bytes, from: metaBox.content + 4, to: metaBox.end),
      let container = try findBox(ipco, in: bytes, from: properties.content, to: properties.end)
    else { return nil }
    var largest: PixelSize? = nil
    var turned = false
    var offset = container.content
    while offset < container.end {
      guard let box = try header(in: bytes, at: offset, within: container.end) else { return nil }
      if box.type == ispe {
        // A full box too: version and flags, then 32-bit width and height.
        let size = PixelSize(
          width: try bytes.uint32BE(at: box.content + 4), height: try bytes.uint32BE(at: box.content + 8))
        guard size.width > 0, size.height > 0 else { return nil }
        if largest.map({ area(size) > area($0) }) ?? true { largest = size }
      } else if box.type == irot, box.content < box.end {
        turned = try bytes.byte(at: box.content) & 1 == 1  // quarter turns, anticlockwise
      }
      offset = box.end
    }
    return turned ? largest.map { PixelSize(width: $0.height, height: $0.width) } : largest
  }

  private static func area(_ size: PixelSize) -> Int64 {
    Int64(size.width) &* Int64(size.height)
  }

  private struct Box {
    var type: Int
    var content: Int
    var end: Int
  }

  /// The first box of `type` among the boxes from `start` to `end` (the file's end when nil).
  private static func findBox(_ type: Int, in bytes: HeaderBytes, from start: Int, to end: Int?)
    throws(HeaderBytes.Shortfall) -> Box?
  {
    var offset = start
    while end.map({ offset < $0 }) ?? true {
      guard let box = try header(in: bytes, at: offset, within: end) else { return nil }
      if box.type == type { return box }
      offset = box.end
    }
    return nil
  }

  /// The box header at `offset`: 32-bit size (1: a 64-bit size follows; 0: to the end), type.
  private static func header(in bytes: HeaderBytes, at offset: Int, within end: Int?)
    throws(HeaderBytes.Shortfall) -> Box?
  {
    var size = try bytes.uint32BE(at: offset)
    let type = try bytes.uint32BE(at: offset + 4)
    var headerLength = 8
    if size == 1 {
      // A 64-bit size: anything past 2^31 is far beyond a photo header's reach.
      guard try bytes.uint32BE(at: offset + 8) == 0 else { return nil }
      size = try bytes.uint32BE(at: offset + 12)
      headerLength = 16
    } else if size == 0 {
      // "To the end of the file": only inside a parent whose end is known.
      guard let end else { return nil }
      size = end - offset
    }
    let (boxEnd, overflow) = offset.addingReportingOverflow(size)
    guard size >= headerLength, !overflow else { return nil }
    if let end, boxEnd > end { return nil }
    return Box(type: type, content: offset + headerLength, end: boxEnd)
  }
}
