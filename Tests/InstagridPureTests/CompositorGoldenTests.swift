import Testing

@testable import InstagridPure

/// Golden tests: synthetic photos whose correct output is known from first principles.
@Suite("Compositor golden images")
struct CompositorGoldenTests {
  /// Asserts that every pixel of `image` has the grey level `expected` (±`tolerance`).
  private func expectUniform(
    _ image: RGBAImage, _ expected: Double, tolerance: Double = 0.5,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var worst = 0.0
    for y in 0..<image.size.height {
      for x in 0..<image.size.width {
        let c = image.color(x: x, y: y)
        for v in [c.red, c.green, c.blue] { worst = max(worst, abs(Double(v) - expected)) }
        #expect(c.alpha == 255, sourceLocation: sourceLocation)
      }
    }
    #expect(worst <= tolerance, "worst error \(worst) from \(expected)", sourceLocation: sourceLocation)
  }

  @Test(
    "a uniform photo stays exactly uniform at any scale", arguments: [(1, 1), (7, 3), (4032, 3), (3, 500)])
  func uniform(width: Int, height: Int) {
    let color = RGBAColor(red: 200, green: 17, blue: 99)
    let photo = RGBAImage(size: PixelSize(width: width, height: height), filledWith: color)
    for target in [
      PixelSize(width: 5, height: 5), PixelSize(width: 64, height: 17), PixelSize(width: 1, height: 1),
    ] {
      let out = resample(photo, to: target)
      #expect(
        Set(
          stride(from: 0, to: out.pixels.count, by: 4).map {
            out.color(x: ($0 / 4) % target.width, y: $0 / 4 / target.width)
          }) == [color])
    }
  }

  @Test("1-pixel stripes shrunk 2× average to mid-grey (nearest-neighbour would give 0 or 255)")
  func stripesHalved() {
    expectUniform(
      resample(
        SyntheticImages.stripes(width: 64, height: 32, period: 2), to: PixelSize(width: 32, height: 16)),
      127.5)
  }

  @Test("stripes one white in three, shrunk 3×, give exactly 85")
  func stripesThirds() {
    expectUniform(
      resample(
        SyntheticImages.stripes(width: 90, height: 30, period: 3), to: PixelSize(width: 30, height: 10)), 85,
      tolerance: 0)
  }

  @Test("fractional coverage: 1-pixel stripes shrunk 1.5× weigh each pixel by its overlap")
  func fractionalCoverage() {
    // Source columns 255, 0, 255, 0, …: output 0 covers [0, 1.5) = 255·1 + 0·0.5 → 170;
    // output 1 covers [1.5, 3) = 0·0.5 + 255·1 → 170; output 2 covers [3, 4.5) = 0 + 255·0.5 → 85.
    let out = resample(
      SyntheticImages.stripes(width: 12, height: 6, period: 2), to: PixelSize(width: 8, height: 4))
    let row = (0..<8).map { Double(out.color(x: $0, y: 1).red) }
    let expected: [Double] = [170, 170, 85, 85, 170, 170, 85, 85]
    for (value, want) in zip(row, expected) { #expect(abs(value - want) <= 0.5, "\(row)") }
  }

  @Test("a 1-pixel checkerboard shrunk 2× and 4× is uniform mid-grey", arguments: [2, 4])
  func checkerboard(factor: Int) {
    let board = SyntheticImages.checkerboard(width: 16 * factor, height: 16 * factor, square: 1)
    expectUniform(resample(board, to: PixelSize(width: 16, height: 16)), 127.5)
  }

  @Test("a 4-pixel checkerboard shrunk 2× is a sharp 2-pixel checkerboard")
  func checkerboardKeepsEdges() {
    let out = resample(
      SyntheticImages.checkerboard(width: 32, height: 32, square: 4), to: PixelSize(width: 16, height: 16))
    for y in 0..<16 {
      for x in 0..<16 {
        let want: UInt8 = (x / 2 + y / 2) % 2 == 0 ? 255 : 0
        #expect(out.color(x: x, y: y).red == want, "(\(x), \(y))")
      }
    }
  }

  @Test("enlarging is bilinear between pixel centres, not nearest-neighbour")
  func enlargeBilinear() {
    let photo = SyntheticImages.image(width: 2, height: 1) { x, _ in SyntheticImages.gray(x == 0 ? 0 : 255) }
    let out = resample(photo, to: PixelSize(width: 4, height: 2))
    // Centres at −0.25, 0.25, 0.75, 1.25: 0, 63.75, 191.25, 255.
    let expected: [Double] = [0, 63.75, 191.25, 255]
    for y in 0..<2 {
      for x in 0..<4 {
        #expect(abs(Double(out.color(x: x, y: y).green) - expected[x]) <= 0.5, "(\(x), \(y))")
      }
    }
  }

  @Test("a 1×1 photo fills a whole cell")
  func singlePixel() {
    let photo = SyntheticImages.image(width: 1, height: 1) { _, _ in RGBAColor(red: 1, green: 2, blue: 3) }
    let out = resample(photo, to: PixelSize(width: 37, height: 11))
    #expect(out == RGBAImage(size: out.size, filledWith: RGBAColor(red: 1, green: 2, blue: 3)))
  }

  @Test("transparent pixels are laid over the frame colour, never the empty-cell grey")
  func transparency() {
    let clear = RGBAImage(
      size: PixelSize(width: 8, height: 8), filledWith: RGBAColor(red: 255, green: 0, blue: 0, alpha: 0))
    #expect(
      resample(clear, to: PixelSize(width: 4, height: 4))
        == RGBAImage(size: PixelSize(width: 4, height: 4), filledWith: .frame))
    #expect(RGBAColor.photoBackdrop == .frame && RGBAColor.photoBackdrop != .emptyCell)
    let half = RGBAImage(
      size: PixelSize(width: 8, height: 8), filledWith: RGBAColor(red: 255, green: 0, blue: 0, alpha: 128))
    let out = resample(half, to: PixelSize(width: 3, height: 3)).color(x: 1, y: 1)
    // Over #106698: 255·128/255 + 0x10·127/255 = 136.0; 0 + 0x66·127/255 = 50.8;
    // 0 + 0x98·127/255 = 75.7
    #expect(abs(Double(out.red) - 136.0) <= 1 && abs(Double(out.green) - 50.8) <= 1)
    #expect(abs(Double(out.blue) - 75.7) <= 1 && out.alpha == 255)
  }

  @Test("a translucent photo resamples exactly as its flattened copy, over many vertical taps")
  func translucentEqualsFlattened() {
    // Rows of different colours and alphas, shrunk 7× vertically: every output row blends
    // seven flattened source rows, which must all stay what they were flattened to.
    let photo = SyntheticImages.image(width: 40, height: 280) { x, y in
      let red = UInt8(y % 256)
      let green = UInt8((x * 6) % 256)
      let blue = UInt8((y * 3) % 256)
      let alpha = UInt8(40 + (y * 7) % 200)
      return RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    let background = RGBAColor.photoBackdrop
    let flattened = SyntheticImages.image(width: 40, height: 280) { x, y in
      let c = photo.color(x: x, y: y)
      let alpha = Int(c.alpha)
      func over(_ v: UInt8, _ b: UInt8) -> UInt8 {
        let blended: Int = Int(v) * alpha + Int(b) * (255 - alpha) + 127
        return UInt8(blended / 255)
      }
      return RGBAColor(
        red: over(c.red, background.red), green: over(c.green, background.green),
        blue: over(c.blue, background.blue))
    }
    let size = PixelSize(width: 10, height: 40)
    #expect(resample(photo, to: size) == resample(flattened, to: size))
  }

  @Test("only the centred crop is drawn: the parts cut off never leak in")
  func cropCentred() {
    // 400×100: red left 150, blue middle 100, red right 150. In a square cell the crop is the
    // middle 100×100, so the cell is pure blue.
    let photo = SyntheticImages.image(width: 400, height: 100) { x, _ in
      (150..<250).contains(x)
        ? RGBAColor(red: 0, green: 0, blue: 255) : RGBAColor(red: 255, green: 0, blue: 0)
    }
    #expect(
      resample(photo, to: PixelSize(width: 50, height: 50))
        == RGBAImage(
          size: PixelSize(width: 50, height: 50), filledWith: RGBAColor(red: 0, green: 0, blue: 255)))
    // A tall photo in a wide cell: the crop is the middle band.
    let tall = SyntheticImages.image(width: 100, height: 400) { _, y in
      (175..<225).contains(y)
        ? RGBAColor(red: 0, green: 200, blue: 0) : RGBAColor(red: 255, green: 0, blue: 0)
    }
    #expect(
      resample(tall, to: PixelSize(width: 40, height: 20))
        == RGBAImage(
          size: PixelSize(width: 40, height: 20), filledWith: RGBAColor(red: 0, green: 200, blue: 0)))
  }

  @Test(
    "a whole picture: frame colour outside the cells, each slot's photo in its cells, empty cells #F0F0F0")
  func wholePicture() {
    let colors = [
      RGBAColor(red: 255, green: 0, blue: 0), RGBAColor(red: 0, green: 255, blue: 0),
      RGBAColor(red: 0, green: 0, blue: 255), RGBAColor(red: 9, green: 9, blue: 9),
      RGBAColor(red: 200, green: 100, blue: 0), RGBAColor(red: 0, green: 100, blue: 200),
      RGBAColor(red: 120, green: 0, blue: 120), RGBAColor(red: 250, green: 250, blue: 0),
      RGBAColor(red: 0, green: 60, blue: 60),
    ]
    let photos: [RGBAImage?] = [
      RGBAImage(size: PixelSize(width: 40, height: 30), filledWith: colors[0]),
      RGBAImage(size: PixelSize(width: 30, height: 40), filledWith: colors[1]),
      nil,
      RGBAImage(size: PixelSize(width: 5, height: 5), filledWith: colors[3]),
      RGBAImage(size: PixelSize(width: 7, height: 90), filledWith: colors[4]),
      RGBAImage(size: PixelSize(width: 90, height: 7), filledWith: colors[5]),
      RGBAImage(size: PixelSize(width: 3, height: 4), filledWith: colors[6]),
      nil,
      RGBAImage(size: PixelSize(width: 16, height: 9), filledWith: colors[8]),
    ]
    let white = Frame(spacing: 0, colour: RGBAColor(rgb: 0xFFFFFF), radius: 0)
    let pictures =
      [16, 301].map { Picture(shortSide: $0) }
      + PictureFormat.all.map { Picture(format: $0, shortSide: 97, frame: white) }
      + PictureFormat.all.map {
        Picture(format: $0, shortSide: 64, frame: Frame(spacing: 100, colour: .frame, radius: 0))
      }
    for layout in Layout.all {
      for picture in pictures {
        let image = Compositor.compose(layout, picture: picture, photos: photos)
        #expect(image.size == picture.size)
        let cells = picture.cells(of: layout)
        for y in 0..<image.size.height {
          for x in 0..<image.size.width {
            let expected =
              cells.first { $0.rect.contains(x: x, y: y) }.map { cell in
                photos[cell.slot] == nil ? RGBAColor.emptyCell : colors[cell.slot]
              } ?? picture.frame.colour
            if image.color(x: x, y: y) != expected {
              Issue.record(
                "layout \(layout.number) on \(picture) pixel (\(x), \(y)) is \(image.color(x: x, y: y)), want \(expected)"
              )
              return
            }
          }
        }
      }
    }
  }

  @Test("the frame is #106698 and empty cells #F0F0F0")
  func designColors() {
    #expect(RGBAColor.frame == RGBAColor(red: 0x10, green: 0x66, blue: 0x98))
    #expect(RGBAColor.emptyCell == RGBAColor(red: 0xF0, green: 0xF0, blue: 0xF0))
  }
}
