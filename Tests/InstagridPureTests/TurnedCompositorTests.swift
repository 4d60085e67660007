import Testing

@testable import InstagridPure

@Suite("Compositor: photos turned and mirrored while they are resampled")
struct TurnedCompositorTests {
  /// A photo of `size` with every pixel different and, when `alpha`, some of it see-through.
  static func photo(_ size: PixelSize, seed: Int, alpha: Bool = false) -> RGBAImage {
    SyntheticImages.image(width: size.width, height: size.height) { x, y in
      RGBAColor(
        red: UInt8(truncatingIfNeeded: x * 13 + y * 3 + seed),
        green: UInt8(truncatingIfNeeded: y * 11 + x * x),
        blue: UInt8(truncatingIfNeeded: (x ^ y) * 7 + seed * 5),
        alpha: alpha && (x * 3 + y) % 7 == 0 ? UInt8(truncatingIfNeeded: x * 29 + y) : 255)
    }
  }

  /// The photo turned by `orientation`, made pixel by pixel: the reference's own copy.
  static func turnedCopy(_ photo: RGBAImage, _ orientation: PhotoOrientation) -> RGBAImage {
    let shown = orientation.shownSize(of: photo.size)
    return SyntheticImages.image(width: shown.width, height: shown.height) { x, y in
      let pixel = orientation.storedPixel(x: x, y: y, shown: shown)
      return photo.color(x: pixel.x, y: pixel.y)
    }
  }

  /// `photo` painted into `cell` of a `canvas`-sized canvas (its rows `rows`) by `paint`.
  static func painted(
    canvas size: PixelSize, rows: Range<Int>? = nil, _ paint: (Canvas) -> Void
  ) -> [UInt8] {
    let rows = rows ?? 0..<size.height
    var bytes = [UInt8](repeating: 9, count: size.width * rows.count * 4)
    bytes.withUnsafeMutableBufferPointer { paint(Canvas(size: size, rows: rows, pixels: $0)) }
    return bytes
  }

  static let framings = [
    Framing.centred, Framing(zoom: 2.5, focusX: 0, focusY: 0), Framing(zoom: 1.7, focusX: 1, focusY: 1),
    Framing(zoom: 3.3, focusX: 0.3, focusY: 0.8), Framing(zoom: 5, focusX: 1, focusY: 0.5),
    Framing(zoom: 1, focusX: 0, focusY: 1),
  ]

  @Test(
    "every orientation paints what its turned copy paints, byte for byte: odd and even sizes, shrunk and enlarged, crops at the edges and zoomed",
    arguments: PhotoOrientation.all)
  func sameAsTurnedCopy(orientation: PhotoOrientation) {
    let sizes = [
      PixelSize(width: 37, height: 23), PixelSize(width: 36, height: 24), PixelSize(width: 61, height: 9),
      PixelSize(width: 8, height: 45),
    ]
    let cells = [
      PixelRect(x: 3, y: 2, width: 17, height: 11), PixelRect(x: 0, y: 5, width: 10, height: 19),
      PixelRect(x: 1, y: 0, width: 16, height: 16), PixelRect(x: 2, y: 1, width: 70, height: 41),
    ]
    let canvas = PixelSize(width: 75, height: 48)
    for (index, size) in sizes.enumerated() {
      let stored = Self.photo(size, seed: index, alpha: index == 1)
      let copy = Self.turnedCopy(stored, orientation)
      for cell in cells {
        for framing in Self.framings {
          let turned = Self.painted(canvas: canvas) { canvas in
            stored.pixels.withUnsafeBufferPointer {
              let photo = CellPhoto(
                PhotoPixels(size: stored.size, bytes: $0), framing: framing, orientation: orientation)
              canvas.paint(
                photo.pixels, source: photo.source(in: cell.size), turned: orientation, in: cell,
                backdrop: .frame)
            }
          }
          let reference = Self.painted(canvas: canvas) { canvas in
            copy.pixels.withUnsafeBufferPointer {
              let pixels = PhotoPixels(size: copy.size, bytes: $0)
              canvas.paint(
                pixels, cropped: framing.crop(of: copy.size, in: cell.size), in: cell, backdrop: .frame)
            }
          }
          // A Bool, not the arrays: a failure then prints one line, not thousands of bytes.
          let same = turned == reference
          #expect(
            same,
            "EXIF \(orientation.exif), photo \(size), cell \(cell.size), zoom \(framing.zoom) at \(framing.focusX),\(framing.focusY)"
          )
        }
      }
    }
  }

  @Test(
    "a cell taller than a block of output rows, shrunk and enlarged, whole and in bands across the blocks",
    arguments: PhotoOrientation.all.filter(\.swapsAxes))
  func tallCells(orientation: PhotoOrientation) {
    let cases = [
      (
        PixelSize(width: 2101, height: 61),
        PixelRect(x: 2, y: 3, width: 29, height: CellResampler.acrossBlock + 37)
      ),
      (
        PixelSize(width: 97, height: 53),
        PixelRect(x: 0, y: 0, width: 41, height: CellResampler.acrossBlock + 76)
      ),
    ]
    for (index, (size, cell)) in cases.enumerated() {
      let stored = Self.photo(size, seed: index, alpha: index == 1)
      let copy = Self.turnedCopy(stored, orientation)
      let canvas = PixelSize(width: cell.maxX + 1, height: cell.maxY + 2)
      let framing = Framing(zoom: 1.3, focusX: 0.4, focusY: 0.9)
      let paint = { (canvas: Canvas) in
        stored.pixels.withUnsafeBufferPointer {
          let photo = CellPhoto(
            PhotoPixels(size: stored.size, bytes: $0), framing: framing, orientation: orientation)
          canvas.paint(photo.pixels, source: photo.source(in: cell.size), turned: orientation, in: cell)
        }
      }
      let turned = Self.painted(canvas: canvas, paint)
      let reference = Self.painted(canvas: canvas) { canvas in
        copy.pixels.withUnsafeBufferPointer {
          canvas.paint(
            PhotoPixels(size: copy.size, bytes: $0), cropped: framing.crop(of: copy.size, in: cell.size),
            in: cell)
        }
      }
      var banded: [UInt8] = []
      for top in stride(from: 0, to: canvas.height, by: 301) {
        banded += Self.painted(canvas: canvas, rows: top..<min(top + 301, canvas.height), paint)
      }
      let same = turned == reference
      let bandsAddUp = banded == turned
      #expect(same, "photo \(size), cell \(cell.size)")
      #expect(bandsAddUp, "photo \(size), cell \(cell.size), in bands")
    }
  }

  @Test("a picture of turned photos is its turned copies' picture, whole and in bands", arguments: 0..<3)
  func pictures(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0x7E4) &+ UInt64(run))
    let photos = (0..<Layout.slotCount).map { slot in
      Self.photo(PixelSize(width: 40 + 13 * slot, height: 31 + 9 * slot), seed: slot, alpha: slot == 2)
    }
    for _ in 0..<4 {
      let layout = Layout.all.randomElement(using: &generator)!
      let picture = Picture(
        format: PictureFormat.all.randomElement(using: &generator)!,
        shortSide: Int.random(in: 50...260, using: &generator),
        frame: Frame(
          spacing: 30, colour: RGBAColor(rgb: 0x2040F0), radius: Int.random(in: 0...250, using: &generator)))
      let orientations = photos.map { _ in PhotoOrientation.all.randomElement(using: &generator)! }
      let framings = photos.map { _ in Self.framings.randomElement(using: &generator)! }
      let copies: [RGBAImage?] = zip(photos, orientations).map { Self.turnedCopy($0!, $1) }
      let size = picture.size
      let compose = { (canvas: Canvas, images: [RGBAImage?], turns: Bool) in
        PhotoPixels.borrowing(images) { pixels in
          Compositor.compose(layout, picture: picture, on: canvas) { slot in
            pixels[slot].map {
              CellPhoto($0, framing: framings[slot], orientation: turns ? orientations[slot] : .upright)
            }
          }
        }
      }
      let turned = Self.painted(canvas: size) { compose($0, photos, true) }
      let reference = Self.painted(canvas: size) { compose($0, copies, false) }
      let band = Int.random(in: 1...30, using: &generator)
      var banded: [UInt8] = []
      for top in stride(from: 0, to: size.height, by: band) {
        banded += Self.painted(canvas: size, rows: top..<min(top + band, size.height)) {
          compose($0, photos, true)
        }
      }
      let same = turned == reference
      let bandsAddUp = banded == turned
      #expect(same, "layout \(layout.number), \(size), EXIF \(orientations.map(\.exif))")
      #expect(bandsAddUp, "bands of \(band)")
    }
  }
}
