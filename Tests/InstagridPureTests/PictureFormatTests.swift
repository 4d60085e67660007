import Testing

@testable import InstagridPure

@Suite("Formats: the picture's proportions and pixels")
struct FormatTests {
  @Test("every format at every offered side: the design's sizes")
  func sizes() {
    let expected: [PictureFormat: [PixelSize]] = [
      .square: [
        .init(width: 1080, height: 1080), .init(width: 2048, height: 2048), .init(width: 4096, height: 4096),
      ],
      .portrait: [
        .init(width: 1080, height: 1350), .init(width: 2048, height: 2560), .init(width: 3276, height: 4095),
      ],
      .tall: [
        .init(width: 1080, height: 1440), .init(width: 2048, height: 2731), .init(width: 3072, height: 4096),
      ],
      .story: [
        .init(width: 1080, height: 1920), .init(width: 2048, height: 3641), .init(width: 2304, height: 4096),
      ],
      .landscape: [
        .init(width: 1920, height: 1080), .init(width: 3641, height: 2048), .init(width: 4096, height: 2304),
      ],
    ]
    for format in PictureFormat.all {
      #expect(PictureSide.offered.map { format.pixelSize(shortSide: $0) } == expected[format], "\(format)")
    }
  }

  @Test("within the limits, the short side as chosen or the ratio exact, for any side and ratio")
  func limits() {
    var generator = SeededGenerator(seed: 12)
    for _ in 0..<2000 {
      let format =
        PictureFormat(
          width: Int.random(in: 1...30, using: &generator), height: Int.random(in: 1...30, using: &generator))
        ?? .square
      let side = Int.random(in: 16...8192, using: &generator)
      let size = format.pixelSize(shortSide: side)
      #expect(max(size.width, size.height) <= PictureFormat.longestSide)
      #expect(size.width * size.height <= PictureFormat.largestArea)
      #expect(size.width > 0 && size.height > 0)
      let short = min(size.width, size.height)
      let long = max(size.width, size.height)
      let (ratioShort, ratioLong) = (min(format.width, format.height), max(format.width, format.height))
      #expect((size.width >= size.height) == (format.width >= format.height) || format.width == format.height)
      if short == side {
        // The long side within half a pixel of the ratio's.
        #expect(abs(2 * long * ratioShort - 2 * side * ratioLong) <= ratioShort)
      } else {
        #expect(short < side && long * ratioShort == short * ratioLong, "capped: the ratio exact")
        #expect(long + ratioLong > PictureFormat.longestSide, "capped: the largest that fits")
      }
    }
  }

  @Test("only ratios in lowest terms and positive; the offered ones by their numbers")
  func ratios() {
    #expect(PictureFormat(width: 8, height: 10) == nil && PictureFormat(width: 0, height: 1) == nil)
    #expect(PictureFormat(width: 4, height: 5) == .portrait)
    #expect(
      PictureFormat.offered(width: 9, height: 16) == .story
        && PictureFormat.offered(width: 2, height: 3) == nil)
    #expect(PictureFormat.standard == .square && PictureFormat.all.count == 5)
  }
}
