import Testing

@testable import InstagridPure

@Suite("Framing properties")
struct FramingPropertyTests {
  /// Photo and cell shapes from ordinary to extreme (1×20000, 20000×1, cells larger than the photo).
  static func shapes(_ generator: inout SeededGenerator) -> (photo: PixelSize, cell: PixelSize) {
    func side() -> Int {
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: 1
      case 1: 20000
      case 2: Int.random(in: 1...8, using: &generator)
      default: Int.random(in: 1...9000, using: &generator)
      }
    }
    return (PixelSize(width: side(), height: side()), PixelSize(width: side(), height: side()))
  }

  static func framing(_ generator: inout SeededGenerator) -> Framing {
    Framing(
      zoom: Double.random(in: 0.5...6, using: &generator),
      focusX: Double.random(in: -0.2...1.2, using: &generator),
      focusY: Double.random(in: -0.2...1.2, using: &generator))
  }

  @Test("crops lie inside the photo, match the cell's aspect, and shrink as the zoom grows", arguments: 0..<8)
  func cropProperties(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0xF4A3) &+ UInt64(run))
    for _ in 0..<1000 {
      let (photo, cell) = Self.shapes(&generator)
      let framing = Self.framing(&generator)
      let rect = framing.crop(of: photo, in: cell).rect
      #expect(rect.x >= 0 && rect.y >= 0 && rect.maxX <= photo.width && rect.maxY <= photo.height)
      #expect(rect.width >= 1 && rect.height >= 1)
      // Aspect within a pixel of rounding: |w/h − cw/ch| measured in pixels of the crop.
      let fill = CropRect(aspectFilling: cell, from: photo).rect
      let error = abs(Double(rect.width) * Double(cell.height) - Double(rect.height) * Double(cell.width))
      let slack = Double(max(cell.width, cell.height)) * (1 + framing.zoom)
      #expect(error <= slack || fill.width == 1 || fill.height == 1, "\(photo) \(cell) \(framing) → \(rect)")
      let closer = Framing(zoom: framing.zoom * 1.5, focusX: framing.focusX, focusY: framing.focusY)
      let smaller = closer.crop(of: photo, in: cell).rect
      #expect(
        smaller.width <= rect.width && smaller.height <= rect.height, "a larger zoom never a larger crop")
    }
  }

  @Test("1× centred is exactly the aspect-fill crop, at every shape")
  func centredIsAspectFill() {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0xCE17))
    for _ in 0..<5000 {
      let (photo, cell) = Self.shapes(&generator)
      #expect(Framing.centred.crop(of: photo, in: cell) == CropRect(aspectFilling: cell, from: photo))
    }
  }

  @Test(
    "clamping is idempotent and keeps the crop; the focus stays in view on a new cell shape", arguments: 0..<4
  )
  func clamping(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0xC1A9) &+ UInt64(run))
    for _ in 0..<1000 {
      let (photo, cell) = Self.shapes(&generator)
      let framing = Self.framing(&generator)
      let once = framing.clamped(for: photo, in: cell)
      let twice = once.clamped(for: photo, in: cell)
      #expect(once.crop(of: photo, in: cell) == framing.crop(of: photo, in: cell))
      #expect(twice.crop(of: photo, in: cell) == once.crop(of: photo, in: cell))
      #expect(abs(twice.focusX - once.focusX) < 1e-9 && abs(twice.focusY - once.focusY) < 1e-9)
      // A layout switch: another cell shape still shows the focus point.
      let other = Self.shapes(&generator).cell
      let rect = once.crop(of: photo, in: other).rect
      let fx = once.focusX * Double(photo.width)
      let fy = once.focusY * Double(photo.height)
      #expect(Double(rect.x) <= fx + 1 && fx <= Double(rect.maxX) + 1, "\(photo) \(other) \(once) → \(rect)")
      #expect(Double(rect.y) <= fy + 1 && fy <= Double(rect.maxY) + 1)
    }
  }

  @Test("a pan moves the photo with the finger and stops at the edges; zoom keeps the anchor")
  func panAndZoom() {
    let photo = PixelSize(width: 4000, height: 3000)
    let cell = PixelSize(width: 1000, height: 1000)
    let zoomed = Framing.centred.zoomed(by: 2, aboutCellPoint: 0.5, 0.5, photo: photo, cell: cell)
    #expect(abs(zoomed.zoom - 2) < 1e-9)
    #expect(zoomed.crop(of: photo, in: cell).rect == PixelRect(x: 1250, y: 750, width: 1500, height: 1500))
    // The finger moves right by a tenth of the cell: the view moves left by a tenth of the crop.
    let panned = zoomed.panned(byCellFraction: 0.1, 0, photo: photo, cell: cell)
    #expect(panned.crop(of: photo, in: cell).rect.x == 1100)
    // Far past the edge: clamped, and coming back starts at once.
    let far = zoomed.panned(byCellFraction: 50, 50, photo: photo, cell: cell)
    #expect(far.crop(of: photo, in: cell).rect.origin == (0, 0) as (Int, Int))
    let back = far.panned(byCellFraction: -0.1, 0, photo: photo, cell: cell)
    #expect(back.crop(of: photo, in: cell).rect.x == 150)
    // Zoom about the top-left corner of the cell keeps the photo's top-left there.
    let corner = far.zoomed(by: 1.5, aboutCellPoint: 0, 0, photo: photo, cell: cell)
    #expect(corner.crop(of: photo, in: cell).rect.origin == (0, 0))
    #expect(Framing(zoom: 99, focusX: .nan, focusY: -3) == Framing(zoom: 5, focusX: 0.5, focusY: 0))
  }

  @Test("a gesture in many small steps ends where one step would: no rounding adds up", arguments: 0..<4)
  func smallSteps(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0x5E95) &+ UInt64(run))
    for _ in 0..<200 {
      // A small decode (few pixels per step) in an ordinary cell, as a pinch on a phone makes.
      let photo = PixelSize(
        width: Int.random(in: 200...1600, using: &generator),
        height: Int.random(in: 200...1600, using: &generator))
      let cell = PixelSize(width: 869, height: 869)
      let step = Double.random(in: 1.003...1.015, using: &generator)
      let anchor = (
        Double.random(in: 0.2...0.8, using: &generator), Double.random(in: 0.2...0.8, using: &generator)
      )
      let pan = Double.random(in: -0.1...0.1, using: &generator)
      let steps = 60
      var stepped = Framing.centred
      var factor = 1.0
      for _ in 0..<steps {
        stepped = stepped.zoomed(by: step, aboutCellPoint: anchor.0, anchor.1, photo: photo, cell: cell)
        factor *= step
      }
      for _ in 0..<steps {
        stepped = stepped.panned(byCellFraction: 0, pan / Double(steps), photo: photo, cell: cell)
      }
      let once = Framing.centred.zoomed(
        by: factor, aboutCellPoint: anchor.0, anchor.1, photo: photo, cell: cell
      )
      .panned(byCellFraction: 0, pan, photo: photo, cell: cell)
      let a = stepped.crop(of: photo, in: cell).rect
      let b = once.crop(of: photo, in: cell).rect
      #expect(
        abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1 && a.size == b.size, "\(photo) ×\(factor): \(a) vs \(b)")
    }
  }

  @Test("a sharp region is asked for exactly when the decode would be enlarged", arguments: 0..<4)
  func sharpRegions(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0x5A4B) &+ UInt64(run))
    for _ in 0..<1000 {
      let (source, cell) = Self.shapes(&generator)
      let framing = Self.framing(&generator)
      let scale = Double.random(in: 0.05...1, using: &generator)
      let decoded = PixelSize(
        width: max(1, Int((Double(source.width) * scale).rounded(.up))),
        height: max(1, Int((Double(source.height) * scale).rounded(.up))))
      let shown = framing.crop(of: decoded, in: cell).rect
      let enlarged = shown.width < cell.width || shown.height < cell.height
      let whole = decoded.width >= source.width && decoded.height >= source.height
      guard let region = framing.sharpRegion(source: source, decoded: decoded, cell: cell) else {
        #expect(
          !enlarged || whole, "\(source) → \(decoded) in \(cell) at \(framing): no region though enlarged")
        continue
      }
      #expect(enlarged && !whole)
      // The region is what the framing shows in the full photo: the exported cell is the same part.
      #expect(region.crop == framing.crop(of: source, in: cell).rect)
      // Never more pixels than the cell, never more than the crop has: no enlarging in the decode.
      #expect(region.size.width <= cell.width && region.size.height <= cell.height)
      #expect(region.size.width <= region.crop.width && region.size.height <= region.crop.height)
      #expect(region.size == cell || region.size == region.crop.size)
    }
  }

  @Test("a photo zoomed 3× at 2048 gets its shown region at the cell's size")
  func sharpRegionExample() {
    let source = PixelSize(width: 4000, height: 3000)
    let cell = PixelSize(width: 1000, height: 1000)
    let decoded = PixelSize(width: 1334, height: 1000)  // the 1× need: the cell, covered
    #expect(Framing.centred.sharpRegion(source: source, decoded: decoded, cell: cell) == nil)
    let zoomed = Framing(zoom: 3, focusX: 0.5, focusY: 0.5)
    #expect(
      zoomed.sharpRegion(source: source, decoded: decoded, cell: cell)
        == SharpRegion(crop: PixelRect(x: 1500, y: 1000, width: 1000, height: 1000), size: cell))
    // Zoomed 5× the photo has fewer pixels than the cell: the crop as it is.
    let closest = Framing(zoom: 5, focusX: 0.5, focusY: 0.5)
    #expect(
      closest.sharpRegion(source: source, decoded: decoded, cell: cell)
        == SharpRegion(
          crop: PixelRect(x: 1700, y: 1200, width: 600, height: 600), size: cell.scaled(600, 1000)))
    // Decoded whole: nothing sharper exists.
    #expect(zoomed.sharpRegion(source: source, decoded: source, cell: cell) == nil)
  }
}

extension PixelSize {
  fileprivate func scaled(_ numerator: Int, _ denominator: Int) -> PixelSize {
    PixelSize(width: width * numerator / denominator, height: height * numerator / denominator)
  }
}

extension PixelRect {
  fileprivate var origin: (Int, Int) { (x, y) }
}
