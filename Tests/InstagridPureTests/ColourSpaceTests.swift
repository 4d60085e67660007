import Foundation
import Testing

@testable import InstagridPure

/// The reference: the standard's own numbers, worked out here apart from the core's — each
/// space's RGB → XYZ matrix from its primaries' chromaticities and D65, the sRGB curve through
/// `pow`, and the level rounded from the inverse curve.
private enum Reference {
  static let d65 = (x: 0.3127, y: 0.3290)
  static let sRGB = [(0.640, 0.330), (0.300, 0.600), (0.150, 0.060)]
  static let displayP3 = [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]

  typealias Matrix = [[Double]]

  static func xyz(_ xy: (Double, Double)) -> [Double] { [xy.0 / xy.1, 1, (1 - xy.0 - xy.1) / xy.1] }

  static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
    (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
  }

  static func apply(_ m: Matrix, _ v: [Double]) -> [Double] {
    (0..<3).map { i in (0..<3).reduce(0) { $0 + m[i][$1] * v[$1] } }
  }

  static func inverse(_ m: Matrix) -> Matrix {
    let (a, b, c) = (m[0][0], m[0][1], m[0][2])
    let (d, e, f) = (m[1][0], m[1][1], m[1][2])
    let (g, h, i) = (m[2][0], m[2][1], m[2][2])
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [
      [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
      [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
      [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
    ]
  }

  static func toXYZ(_ primaries: [(Double, Double)]) -> Matrix {
    let columns = primaries.map(xyz)
    let m = (0..<3).map { i in (0..<3).map { j in columns[j][i] } }
    let s = apply(inverse(m), xyz((d65.x, d65.y)))
    return (0..<3).map { i in (0..<3).map { j in m[i][j] * s[j] } }
  }

  static let sRGBToP3 = multiply(inverse(toXYZ(displayP3)), toXYZ(sRGB))

  static func decode(_ level: UInt8) -> Double {
    let c = Double(level) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// The level unrounded (0…255), from the inverse curve.
  static func encode(_ linear: Double) -> Double {
    let l = max(0, linear)
    return 255 * (l <= 0.003_130_8 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055)
  }

  static func p3(_ c: RGBAColor) -> [Double] {
    apply(sRGBToP3, [decode(c.red), decode(c.green), decode(c.blue)]).map(encode)
  }
}

@Suite("Colour spaces: a frame colour chosen in sRGB, written in the picture's space")
struct ColourSpaceTests {
  @Test("sRGB passes every colour through as it is")
  func sRGBIsAsBefore() {
    for colour in Frame.colourPresets + [RGBAColor(red: 1, green: 2, blue: 3, alpha: 4)] {
      #expect(ColourSpace.sRGB.colour(fromSRGB: colour) == colour)
    }
  }

  @Test("Display P3: the reference's level, rounded, for colours across the whole cube")
  func displayP3MatchesTheReference() {
    let levels: [UInt8] =
      Array(stride(from: 0, through: 255, by: 5)).map { UInt8($0) } + [1, 2, 16, 102, 152, 254]
    var checked = 0
    for r in levels {
      for g in levels {
        for b in levels {
          let colour = RGBAColor(red: r, green: g, blue: b)
          let written = ColourSpace.displayP3.colour(fromSRGB: colour)
          let reference = Reference.p3(colour)
          for (level, exact) in zip([written.red, written.green, written.blue], reference) {
            // Only a value within a hair of a half may round either way.
            let nearHalf = abs(exact - exact.rounded(.down) - 0.5) < 1e-6
            #expect(
              Double(level) == min(255, max(0, exact.rounded()))
                || (nearHalf && abs(Double(level) - exact) <= 0.5 + 1e-6),
              "\(colour) → \(written), reference \(reference)")
          }
          checked += 1
        }
      }
    }
    #expect(checked > 100_000)
  }

  @Test("the frame's colours in Display P3: known values, greys and alpha unchanged")
  func knownValues() {
    let p3 = ColourSpace.displayP3
    // Worked out independently with Python (Tests/browser/support/p3.py).
    #expect(p3.colour(fromSRGB: .frame) == RGBAColor(red: 46, green: 100, blue: 148))
    #expect(p3.colour(fromSRGB: RGBAColor(rgb: 0xFF0000)) == RGBAColor(red: 234, green: 51, blue: 35))
    #expect(p3.colour(fromSRGB: RGBAColor(rgb: 0x00FF00)) == RGBAColor(red: 117, green: 251, blue: 76))
    #expect(p3.colour(fromSRGB: RGBAColor(rgb: 0x0000FF)) == RGBAColor(red: 0, green: 0, blue: 245))
    #expect(
      p3.colour(fromSRGB: RGBAColor(red: 200, green: 40, blue: 40, alpha: 7))
        == RGBAColor(red: 184, green: 56, blue: 49, alpha: 7))
    for level in 0...255 {
      let grey = RGBAColor(red: UInt8(level), green: UInt8(level), blue: UInt8(level))
      #expect(p3.colour(fromSRGB: grey) == grey, "greys (white, black, the empty cell's) stay as they are")
    }
    #expect(p3.colour(fromSRGB: .emptyCell) == .emptyCell)
  }

  @Test("a frame written in a space keeps its spacing and radius; sRGB leaves it as it is")
  func frameWritten() {
    let frame = Frame(spacing: 30, colour: .frame, radius: 120)
    #expect(frame.written(in: .sRGB) == frame)
    let p3 = frame.written(in: .displayP3)
    #expect(p3.spacing == 30 && p3.radius == 120 && p3.colour == RGBAColor(red: 46, green: 100, blue: 148))
  }
}
