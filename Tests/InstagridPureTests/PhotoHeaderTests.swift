import Testing

@testable import InstagridPure

/// Little builders of real file headers, byte for byte as the formats define them.
enum HeaderFixtures {
  static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
  static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
  static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(v >> $0 & 0xFF) } }
  static func le32(_ v: Int) -> [UInt8] { [0, 8, 16, 24].map { UInt8(v >> $0 & 0xFF) } }
  static func le24(_ v: Int) -> [UInt8] { [0, 8, 16].map { UInt8(v >> $0 & 0xFF) } }
  static func ascii(_ s: String) -> [UInt8] { Array(s.utf8) }

  /// A JPEG: SOI, `segments` (APPn and friends), fill bytes, then a SOF of `size`, tables, scan.
  static func jpeg(
    _ size: PixelSize, segments: [(marker: UInt8, length: Int)] = [], sof: UInt8 = 0xC0, fill: Int = 0
  )
    -> [UInt8]
  {
    var bytes: [UInt8] = [0xFF, 0xD8]
    for segment in segments {
      bytes +=
        [0xFF, segment.marker] + be16(segment.length + 2) + [UInt8](repeating: 0x41, count: segment.length)
    }
    bytes += [UInt8](repeating: 0xFF, count: fill)
    bytes +=
      [0xFF, sof] + be16(17) + [8] + be16(size.height) + be16(size.width) + [
        3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
      ]
    bytes += [0xFF, 0xDA, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0, 0x12, 0x34]
    return bytes
  }

  /// An APP1 segment's content: EXIF with IFD0 holding `entries` (tag, SHORT value), in the
  /// byte order `little` names.
  static func exif(little: Bool, entries: [(tag: Int, value: Int)], ifdOffset: Int = 8) -> [UInt8] {
    let u16 = little ? le16 : be16
    let u32 = little ? le32 : be32
    var tiff = ascii(little ? "II" : "MM") + u16(42) + u32(ifdOffset)
    tiff += [UInt8](repeating: 0, count: max(0, ifdOffset - 8)) + u16(entries.count)
    for entry in entries { tiff += u16(entry.tag) + u16(3) + u32(1) + u16(entry.value) + [0, 0] }
    return ascii("Exif") + [0, 0] + tiff + u32(0)
  }

  /// A JPEG of `size` whose first segment is APP1 holding `app1`.
  static func jpeg(_ size: PixelSize, app1: [UInt8]) -> [UInt8] {
    let plain = jpeg(size)
    return [0xFF, 0xD8, 0xFF, 0xE1] + be16(app1.count + 2) + app1 + plain.dropFirst(2)
  }

  static func png(_ size: PixelSize) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + ascii("IHDR") + be32(size.width)
      + be32(size.height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
  }

  /// A GIF with a global colour table, a graphic-control extension, then the first frame
  /// (`frame` at `left`, `top`; the screen's own size by default).
  static func gif(_ size: PixelSize, frame: PixelSize? = nil, left: Int = 0, top: Int = 0) -> [UInt8] {
    let frame = frame ?? size
    return ascii("GIF89a") + le16(size.width) + le16(size.height) + [0x81, 0, 0]
      + [UInt8](repeating: 9, count: 12)
      + [0x21, 0xF9, 4, 0, 0, 0, 0, 0] + [0x2C] + le16(left) + le16(top) + le16(frame.width)
      + le16(frame.height)
      + [0, 2, 2, 0x4C, 0x01, 0, 0x3B]
  }

  static func webp(_ size: PixelSize, kind: String) -> [UInt8] {
    var chunk: [UInt8]
    switch kind {
    case "VP8X":
      chunk = ascii("VP8X") + le32(10) + [0x10, 0, 0, 0] + le24(size.width - 1) + le24(size.height - 1)
    case "VP8L":
      let bits = (size.width - 1) | (size.height - 1) << 14
      chunk = ascii("VP8L") + le32(5) + [0x2F] + le32(bits)
    default:
      chunk =
        ascii("VP8 ") + le32(10) + [0x9D, 0x01, 0x00] + [0x9D, 0x01, 0x2A] + le16(size.width)
        + le16(size.height)
    }
    return ascii("RIFF") + le32(chunk.count + 4) + ascii("WEBP") + chunk
  }

  static func bmp(_ size: PixelSize, topDown: Bool = false, core: Bool = false) -> [UInt8] {
    let head = ascii("BM") + le32(0) + le32(0) + le32(54)
    if core { return head + le32(12) + le16(size.width) + le16(size.height) + le16(1) + le16(24) }
    let height = topDown ? (1 << 32) - size.height : size.height
    return head + le32(40) + le32(size.width) + le32(height) + le16(1) + le16(32)
      + [UInt8](repeating: 0, count: 24)
  }

  static func box(_ type: String, _ content: [UInt8]) -> [UInt8] {
    be32(content.count + 8) + ascii(type) + content
  }

  /// A HEIF/AVIF file: ftyp, then meta with a handler, pitm and an iprp/ipco holding `sizes` as ispe.
  static func heif(
    brand: String, compatible: [String], sizes: [PixelSize], mdatFirst: Int = 0, quarterTurns: Int? = nil
  ) -> [UInt8] {
    let ftyp = box("ftyp", ascii(brand) + be32(0) + compatible.flatMap(ascii))
    let ispes = sizes.flatMap { box("ispe", be32(0) + be32($0.width) + be32($0.height)) }
    let irot = quarterTurns.map { box("irot", [UInt8($0)]) } ?? []
    let ipco = box("ipco", box("pixi", be32(0) + [3, 8, 8, 8]) + ispes + irot)
    let meta = box(
      "meta",
      be32(0) + box("hdlr", be32(0) + be32(0) + ascii("pict") + [UInt8](repeating: 0, count: 13))
        + box("pitm", be32(0) + be16(1)) + box("iprp", ipco + box("ipma", be32(0) + be32(0))))
    let mdat = mdatFirst > 0 ? box("mdat", [UInt8](repeating: 7, count: mdatFirst)) : []
    return ftyp + mdat + meta + box("mdat", [1, 2, 3])
  }
}

@Suite("Photo header reader")
struct PhotoHeaderTests {
  typealias F = HeaderFixtures

  /// Every fixture, for `size`, with the format it must read as.
  static func fixtures(_ size: PixelSize, _ generator: inout SeededGenerator) -> [(PhotoFormat, [UInt8])] {
    let segments = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
      (
        marker: ([0xE0, 0xE1, 0xE2, 0xED, 0xFE, 0xDB, 0xC4] as [UInt8]).randomElement(using: &generator)!,
        length: Int.random(in: 0...70_000, using: &generator) % 65_533
      )
    }
    let sof: UInt8 = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC9, 0xCF].randomElement(using: &generator)!
    var all: [(PhotoFormat, [UInt8])] = [
      (.jpeg, F.jpeg(size, segments: segments, sof: sof, fill: Int.random(in: 0...3, using: &generator)))
    ]
    guard size.width <= 16383 && size.height <= 16383 else { return all }
    all += [
      (.png, F.png(size)), (.gif, F.gif(size)), (.webp, F.webp(size, kind: "VP8X")),
      (.webp, F.webp(size, kind: "VP8L")),
      (.webp, F.webp(size, kind: "VP8 ")), (.bmp, F.bmp(size)), (.bmp, F.bmp(size, topDown: true)),
      (.bmp, F.bmp(size, core: true)),
      (
        .heic,
        F.heif(
          brand: "heic", compatible: ["mif1", "heic"], sizes: [PixelSize(width: 320, height: 240), size])
      ),
      (
        .avif,
        F.heif(
          brand: "mif1", compatible: ["avif", "miaf"], sizes: [size],
          mdatFirst: Int.random(in: 0...3000, using: &generator))
      ),
    ]
    return all
  }

  @Test("every format reads its size, whatever comes before the size", arguments: 0..<50)
  func generatedHeaders(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0x4EAD) &+ UInt64(run))
    let size = PixelSize(
      width: Int.random(in: 1...65535, using: &generator),
      height: Int.random(in: 1...65535, using: &generator))
    let small = PixelSize(width: size.width % 16383 + 1, height: size.height % 16383 + 1)
    for (format, bytes) in Self.fixtures(size, &generator) + Self.fixtures(small, &generator) {
      let reading = PhotoHeader.read(bytes, fileSize: bytes.count)
      guard case .header(let header) = reading else {
        Issue.record("\(format) read as \(reading)")
        continue
      }
      #expect(header.format == format)
      #expect(header.size == size || header.size == small)
    }
  }

  @Test(
    "a prefix either reads the same header or asks for more than it has, and asking converges",
    arguments: 0..<20)
  func prefixes(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0x9EF1) &+ UInt64(run))
    let size = PixelSize(
      width: Int.random(in: 1...16383, using: &generator),
      height: Int.random(in: 1...16383, using: &generator))
    for (format, bytes) in Self.fixtures(size, &generator) {
      let whole = PhotoHeader.read(bytes)
      for length in stride(from: 0, through: bytes.count, by: max(1, bytes.count / 97)) {
        switch PhotoHeader.read(bytes[0..<length]) {
        case .header(let header): #expect(.header(header) == whole, "\(format) at \(length)")
        case .needsBytes(let count): #expect(count > length, "\(format) at \(length) asks for \(count)")
        case let other: Issue.record("\(format) prefix \(length) gave \(other)")
        }
      }
      // The page's loop: read what is asked until the header comes.
      var length = 16
      var steps = 0
      while case .needsBytes(let count) = PhotoHeader.read(bytes[0..<min(length, bytes.count)]), steps < 100 {
        length = count
        steps += 1
      }
      #expect(PhotoHeader.read(bytes[0..<min(length, bytes.count)]) == whole, "\(format) converges")
    }
  }

  @Test("a JPEG shows turned a quarter when its EXIF orientation is 5–8, in either byte order")
  func exifOrientation() {
    let stored = PixelSize(width: 8064, height: 6048)
    for little in [true, false] {
      for orientation in 1...8 {
        let bytes = F.jpeg(
          stored, app1: F.exif(little: little, entries: [(0x0110, 7), (0x0112, orientation)]))
        let shown = orientation >= 5 ? PixelSize(width: 6048, height: 8064) : stored
        #expect(PhotoHeader.read(bytes) == .header(PhotoHeader(format: .jpeg, size: shown)), "\(orientation)")
      }
    }
    // No orientation tag, an IFD past the segment, or XMP in APP1: the size as stored.
    var pastTheSegment = F.exif(little: false, entries: [(0x0112, 6)])
    pastTheSegment.replaceSubrange(10..<14, with: F.be32(60_000))  // IFD0's offset
    for app1 in [
      F.exif(little: true, entries: [(0x0110, 6)]), pastTheSegment,
      F.ascii("http://ns.adobe.com/xap/1.0/") + [0],
    ] {
      #expect(
        PhotoHeader.read(F.jpeg(stored, app1: app1)) == .header(PhotoHeader(format: .jpeg, size: stored)))
    }
    // Cut inside the EXIF: more bytes are asked for, not a guess.
    let bytes = F.jpeg(stored, app1: F.exif(little: true, entries: [(0x0112, 6)]))
    guard case .needsBytes = PhotoHeader.read(bytes.prefix(20), fileSize: bytes.count) else {
      Issue.record("a cut EXIF must ask for more bytes")
      return
    }
  }

  @Test("a HEIC turned by an odd number of quarters (irot) shows turned")
  func heifRotation() {
    let stored = PixelSize(width: 4032, height: 3024)
    for turns in 0...3 {
      let bytes = F.heif(brand: "heic", compatible: ["mif1"], sizes: [stored], quarterTurns: turns)
      let shown = turns % 2 == 1 ? PixelSize(width: 3024, height: 4032) : stored
      #expect(PhotoHeader.read(bytes) == .header(PhotoHeader(format: .heic, size: shown)))
    }
  }

  @Test("a truncated file or an endless header is malformed, not a request to read on")
  func truncatedAndEndless() {
    let jpeg = F.jpeg(PixelSize(width: 40, height: 30), segments: [(0xE1, 60_000)])
    #expect(PhotoHeader.read(jpeg[0..<1000], fileSize: 1000) == .malformed(.jpeg))
    #expect(
      PhotoHeader.read(jpeg[0..<1000], fileSize: jpeg.count) == .needsBytes(60_007), "up to the next marker")
    // Over the header budget: refused however large the file.
    let long =
      [UInt8]([0xFF, 0xD8])
      + (0..<300).flatMap { _ in [0xFF, 0xE1, 0xFF, 0xFF] + [UInt8](repeating: 0, count: 65533) }
    #expect(PhotoHeader.read(long, fileSize: 1 << 30) == .malformed(.jpeg))
    #expect(PhotoHeader.read([UInt8](repeating: 0, count: 3), fileSize: 3) == .unrecognised)
    #expect(PhotoHeader.read([UInt8](), fileSize: 0) == .unrecognised)
    #expect(PhotoHeader.read([UInt8](), fileSize: 100) == .needsBytes(PhotoHeader.signatureLength))
  }

  @Test("damaged headers are malformed, never a wrong size")
  func malformed() {
    #expect(PhotoHeader.read(F.jpeg(PixelSize(width: 0, height: 10))) == .malformed(.jpeg))
    #expect(
      PhotoHeader.read([0xFF, 0xD8, 0xFF, 0xDA, 0, 4, 0, 0]) == .malformed(.jpeg), "scan before any frame")
    #expect(
      PhotoHeader.read([0xFF, 0xD8, 0xFF, 0xE0, 0, 1, 0, 0]) == .malformed(.jpeg), "segment length < 2")
    #expect(PhotoHeader.read(F.png(PixelSize(width: 0, height: 5))) == .malformed(.png))
    var png = F.png(PixelSize(width: 5, height: 5))
    png[12] = 0x58
    #expect(PhotoHeader.read(png) == .malformed(.png), "IHDR must come first")
    #expect(PhotoHeader.read(F.bmp(PixelSize(width: 0, height: 3))) == .malformed(.bmp))
    #expect(PhotoHeader.read(F.heif(brand: "heic", compatible: [], sizes: [])) == .malformed(.heic))
    #expect(
      PhotoHeader.read(F.box("ftyp", F.ascii("isom") + F.be32(0) + F.ascii("mp41"))) == .unrecognised,
      "an MP4")
    #expect(PhotoHeader.read(F.ascii("<svg xmlns='http://www.w3.org/2000/svg'/>")) == .unrecognised)
  }

  @Test(
    "a GIF's first frame counts when it is larger than its screen (a 1×1 screen is no way past the limit)")
  func gifFrames() {
    let bomb = F.gif(PixelSize(width: 1, height: 1), frame: PixelSize(width: 20000, height: 20000))
    #expect(
      PhotoHeader.read(bomb)
        == .header(PhotoHeader(format: .gif, size: PixelSize(width: 20000, height: 20000))))
    let offset = F.gif(
      PixelSize(width: 100, height: 80), frame: PixelSize(width: 50, height: 50), left: 70, top: 10)
    #expect(
      PhotoHeader.read(offset) == .header(PhotoHeader(format: .gif, size: PixelSize(width: 120, height: 80))))
    let noScreen = F.gif(PixelSize(width: 0, height: 0), frame: PixelSize(width: 100, height: 100))
    #expect(
      PhotoHeader.read(noScreen)
        == .header(PhotoHeader(format: .gif, size: PixelSize(width: 100, height: 100))))
    #expect(
      PhotoHeader.read(F.ascii("GIF89a") + [1, 0, 1, 0, 0, 0, 0, 0x3B]) == .malformed(.gif), "no frame at all"
    )
  }

  @Test("a header of many tiny segments is read in a few doubling steps")
  func doubling() {
    let many = F.jpeg(
      PixelSize(width: 64, height: 48), segments: [(UInt8, Int)](repeating: (0xE5, 4), count: 20_000))
    var length = PhotoHeader.firstRead
    var reads = 1
    while case .needsBytes(let count) = PhotoHeader.read(
      many[0..<min(length, many.count)], fileSize: many.count)
    {
      #expect(count >= min(2 * length, many.count))
      length = count
      reads += 1
    }
    #expect(reads <= 4, "\(reads) reads")
    #expect(
      PhotoHeader.read(many) == .header(PhotoHeader(format: .jpeg, size: PixelSize(width: 64, height: 48))))
  }

  @Test("the 20000² JPEG of the bug report reads as 400 megapixels, over the limit")
  func bomb() {
    let bytes = F.jpeg(PixelSize(width: 20000, height: 20000), segments: [(0xE0, 14), (0xE1, 30_000)])
    #expect(
      PhotoHeader.read(bytes)
        == .header(PhotoHeader(format: .jpeg, size: PixelSize(width: 20000, height: 20000))))
    #expect(!PhotoLimits.allows(PixelSize(width: 20000, height: 20000)))
    #expect(PhotoLimits.allows(PixelSize(width: 10000, height: 10000)))
    #expect(!PhotoLimits.allows(PixelSize(width: 10001, height: 10000)))
    #expect(!PhotoLimits.allows(PixelSize(width: Int.max, height: 2)))
  }

  @Test("random bytes and mutated headers never crash and never report a zero size", arguments: 0..<10)
  func noise(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0xB175) &+ UInt64(run))
    let size = PixelSize(width: 640, height: 480)
    for (_, bytes) in Self.fixtures(size, &generator) {
      for _ in 0..<300 {
        var mutated = bytes
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
          mutated[Int.random(in: 0..<mutated.count, using: &generator)] = UInt8.random(
            in: 0...255, using: &generator)
        }
        let cut = Int.random(in: 0...mutated.count, using: &generator)
        if case .header(let header) = PhotoHeader.read(mutated[0..<cut]) {
          #expect(header.size.width > 0 && header.size.height > 0)
        }
      }
    }
  }

  @Test(
    "a slot's need is its cell in the layout shown; the screen's also covers the spec's three, in every format and side"
  )
  func slotNeed() {
    for side in PictureSide.offered {
      for format in PictureFormat.all {
        let picture = Picture(format: format, shortSide: side)
        for shown in Layout.all {
          for slot in 0..<Layout.slotCount {
            // A slot the layout hides needs what its smallest cell does: never nothing.
            let sizes = picture.cells(of: shown).map { $0.rect.size }
            let smallest = sizes.min { $0.width * $0.height < $1.width * $1.height }!
            let own = picture.cells(of: shown).first { $0.slot == slot }?.rect.size ?? smallest
            #expect(picture.need(ofSlot: slot, showing: shown) == own)
            #expect(picture.need(ofSlot: slot, showing: shown, reach: .switchable).width > 0)
            let need = picture.need(ofSlot: slot, showing: shown, reach: .switchable)
            for layout in [Layout.wideTop, .wideBottom, .quad, shown] {
              for cell in picture.cells(of: layout) where cell.slot == slot {
                #expect(cell.rect.width <= need.width && cell.rect.height <= need.height)
                // A 4:3 photo scaled to cover the need covers this cell: its crop needs no enlarging.
                let photo = covering(PixelSize(width: 8000, height: 6000), need)
                let crop = CropRect(aspectFilling: cell.rect.size, from: photo)
                #expect(crop.rect.width >= cell.rect.width - 1 && crop.rect.height >= cell.rect.height - 1)
              }
            }
          }
        }
      }
    }
    #expect(
      Picture(shortSide: 4096).need(ofSlot: 0, showing: .standard, reach: .switchable).width > 3600,
      "slot 0 takes the wide cell of Layout 1")
    #expect(
      Picture(shortSide: 4096).need(ofSlot: 0, showing: .standard).width < 2048, "and a square in Layout 2")
  }
}
