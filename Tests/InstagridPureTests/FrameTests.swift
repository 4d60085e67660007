import Testing

@testable import InstagridPure

@Suite("Frame: spacing, colour and rounded corners")
struct FrameTests {
  @Test("rounded corners: symmetric, coverage only where the arc passes, no fringe darker than either colour")
  func roundedCorners() {
    let red = RGBAColor(red: 250, green: 20, blue: 10)
    let frame = Frame(spacing: 50, colour: RGBAColor(rgb: 0x20E0F0), radius: 250)
    for format in [PictureFormat.square, .story, .landscape] {
      let picture = Picture(format: format, shortSide: 300, frame: frame)
      let layout = Layout.quad
      let image = Compositor.compose(
        layout, picture: picture,
        photos: [RGBAImage?](
          repeating: RGBAImage(size: PixelSize(width: 8, height: 8), filledWith: red), count: 6))
      let radius = picture.cornerRadius(of: layout)
      let smallest = picture.cells(of: layout).map { min($0.rect.width, $0.rect.height) }.min()!
      #expect(radius == smallest / 4, "a quarter of the smallest cell side")
      for cell in picture.cells(of: layout) {
        let r = cell.rect
        for y in r.y..<r.maxY {
          for x in r.x..<r.maxX {
            let colour = image.color(x: x, y: y)
            // Mirror images across the cell's centre lines are equal: the four corners agree.
            #expect(colour == image.color(x: r.x + r.maxX - 1 - x, y: y))
            #expect(colour == image.color(x: x, y: r.y + r.maxY - 1 - y))
            // Each channel lies between the photo's and the frame's: no dark (or light) fringe.
            for (c, a, b) in [
              (colour.red, red.red, frame.colour.red), (colour.green, red.green, frame.colour.green),
              (colour.blue, red.blue, frame.colour.blue),
            ] {
              #expect(c >= min(a, b) && c <= max(a, b))
            }
            #expect(colour.alpha == 255)
          }
        }
        // Outside the corner squares the cell is the photo's; the corner pixel itself is frame.
        #expect(image.color(x: r.x + radius, y: r.y) == red && image.color(x: r.x, y: r.y + radius) == red)
        #expect(image.color(x: r.x, y: r.y) == frame.colour)
        #expect(image.color(x: r.x + r.width / 2, y: r.y + r.height / 2) == red)
      }
    }
  }

  @Test("a corner's coverage sums to a quarter disc within a pixel's worth, and only the arc is partial")
  func coverageArea() {
    for radius in [1, 2, 3, 7, 16, 50, 255] {
      let corner = CornerCoverage(radius: radius)
      var total = 0
      var partial = 0
      for y in 0..<radius {
        for x in 0..<radius {
          let coverage = corner.coverage(x: x, y: y)
          total += coverage
          if coverage > 0 && coverage < CornerCoverage.whole { partial += 1 }
          // Symmetric about the diagonal, and growing toward the cell's inside.
          #expect(coverage == corner.coverage(x: y, y: x))
          if x + 1 < radius { #expect(coverage <= corner.coverage(x: x + 1, y: y)) }
        }
      }
      // The cut-away area is r² − πr²/4 of the corner square.
      let covered = Double(total) / Double(CornerCoverage.whole)
      let expected =
        Double(radius * radius) - (Double(radius * radius) - Double.pi * Double(radius * radius) / 4)
      #expect(
        abs(covered - expected) <= 0.02 * Double(radius) + 0.05, "radius \(radius): \(covered) vs \(expected)"
      )
      #expect(partial <= 2 * radius + 1, "only the pixels the arc crosses are partial")
    }
    #expect(CornerCoverage(radius: 0).radius == 0)
  }

  @Test("frame values come into their ranges; the colour is opaque")
  func ranges() {
    let frame = Frame(spacing: 130, colour: RGBAColor(red: 1, green: 2, blue: 3, alpha: 4), radius: -5)
    #expect(frame.spacing == 100 && frame.radius == 0 && frame.colour == RGBAColor(red: 1, green: 2, blue: 3))
    #expect(Frame.standard == Frame(spacing: 50, colour: RGBAColor(rgb: 0x106698), radius: 0))
    #expect(RGBAColor(rgb: 0x106698) == .frame && RGBAColor.frame.rgb == 0x106698)
  }

  @Test("spacing 0: the cells tile the picture exactly, in every layout and format")
  func tiles() {
    for format in PictureFormat.all {
      for side in [16, 97, 1080, 2048] {
        let picture = Picture(
          format: format, shortSide: side, frame: Frame(spacing: 0, colour: .frame, radius: 0))
        for layout in Layout.all {
          let area = picture.cells(of: layout).map { $0.rect.width * $0.rect.height }.reduce(0, +)
          #expect(area == picture.size.width * picture.size.height, "\(layout.name) \(format) \(side)")
        }
      }
    }
  }
}
