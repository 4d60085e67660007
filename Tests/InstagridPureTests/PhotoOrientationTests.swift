import Testing

@testable import InstagridPure

@Suite("Photo orientations: EXIF's eight, as a group")
struct PhotoOrientationTests {
  @Test("EXIF numbers 1–8 and nothing else, each its own")
  func exifNumbers() {
    #expect(PhotoOrientation.all.map(\.exif) == Array(1...8))
    #expect(PhotoOrientation(exif: 0) == nil && PhotoOrientation(exif: 9) == nil)
    #expect(Set(PhotoOrientation.all).count == 8)
    #expect(PhotoOrientation.upright.exif == 1)
  }

  @Test(
    "turning four times, or mirroring twice, is no change; left undoes right", arguments: PhotoOrientation.all
  )
  func groupLaws(orientation: PhotoOrientation) {
    #expect(orientation.turnedRight.turnedRight.turnedRight.turnedRight == orientation)
    #expect(orientation.turnedLeft.turnedLeft.turnedLeft.turnedLeft == orientation)
    #expect(orientation.mirrored.mirrored == orientation)
    #expect(orientation.turnedRight.turnedLeft == orientation)
    #expect(orientation.turnedLeft.turnedRight == orientation)
    // A mirror turns the other way: mirror, turn right, mirror is a turn left.
    #expect(orientation.mirrored.turnedRight.mirrored == orientation.turnedLeft)
  }

  @Test("turns and mirrors from upright reach all eight")
  func generatesAll() {
    var reached: Set<PhotoOrientation> = [.upright]
    for _ in 0..<8 {
      for orientation in reached { reached.formUnion([orientation.turnedRight, orientation.mirrored]) }
    }
    #expect(reached == Set(PhotoOrientation.all))
    let upright = PhotoOrientation.upright
    // EXIF's meanings: 6 is a quarter turn clockwise, 3 a half, 8 anticlockwise, 2 a mirror.
    #expect(upright.turnedRight.exif == 6 && upright.turnedRight.turnedRight.exif == 3)
    #expect(upright.turnedLeft.exif == 8 && upright.mirrored.exif == 2)
    #expect(upright.mirrored.turnedRight.turnedRight.exif == 4)
    #expect(upright.turnedRight.mirrored.exif == 5 && upright.turnedLeft.mirrored.exif == 7)
  }

  /// Where EXIF says each shown pixel comes from, for a `width × height` stored photo.
  static func exifSource(_ exif: Int, _ x: Int, _ y: Int, width: Int, height: Int) -> (Int, Int) {
    switch exif {
    case 2: (width - 1 - x, y)
    case 3: (width - 1 - x, height - 1 - y)
    case 4: (x, height - 1 - y)
    case 5: (y, x)
    case 6: (y, height - 1 - x)
    case 7: (width - 1 - y, height - 1 - x)
    case 8: (width - 1 - y, x)
    default: (x, y)
    }
  }

  @Test(
    "each shown pixel comes from where EXIF says, and a rectangle from its pixels",
    arguments: PhotoOrientation.all)
  func pixels(orientation: PhotoOrientation) {
    let stored = PixelSize(width: 5, height: 3)
    let shown = orientation.shownSize(of: stored)
    #expect(shown == (orientation.swapsAxes ? PixelSize(width: 3, height: 5) : stored))
    for y in 0..<shown.height {
      for x in 0..<shown.width {
        let pixel = orientation.storedPixel(x: x, y: y, shown: shown)
        let expected = Self.exifSource(orientation.exif, x, y, width: 5, height: 3)
        #expect(pixel.x == expected.0 && pixel.y == expected.1, "EXIF \(orientation.exif) at \(x),\(y)")
      }
    }
    // A rectangle of the shown photo covers exactly the stored pixels its pixels come from.
    let rect = PixelRect(x: 1, y: 0, width: 2, height: 2)
    let covered = orientation.storedRect(of: rect, in: stored)
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX {
        let pixel = orientation.storedPixel(x: x, y: y, shown: shown)
        #expect(covered.contains(x: pixel.x, y: pixel.y))
      }
    }
    #expect(covered.width * covered.height == 4)
  }

  @Test("a framing follows its photo: the same point in focus, four turns give it back exactly")
  func framings() {
    let framing = Framing(zoom: 2.5, focusX: 0.3, focusY: 0.8)
    #expect(framing.turnedRight.focusX == 0.2 && framing.turnedRight.focusY == 0.3)
    #expect(framing.turnedLeft.focusX == 0.8 && framing.turnedLeft.focusY == 0.7)
    #expect(framing.mirrored.focusX == 0.7 && framing.mirrored.focusY == 0.8)
    #expect(framing.turnedRight.zoom == 2.5)
    for start in [framing, Framing(zoom: 1.3, focusX: 0.1, focusY: 0.123457), Framing.centred] {
      #expect(start.turnedRight.turnedRight.turnedRight.turnedRight == start)
      #expect(start.turnedLeft.turnedRight == start && start.mirrored.mirrored == start)
    }
  }
}

extension PhotoOrientation: CustomTestStringConvertible {
  /// As the tests' arguments are named: "EXIF 6".
  public var testDescription: String { "EXIF \(exif)" }
}
