/// How much of each pixel in a rounded corner the cell covers, so corners are antialiased by
/// coverage rather than cut on a staircase.
///
/// A table for one corner square of `radius × radius` pixels, in units of 1/256: whole pixels
/// inside the arc are 256, outside 0, and those the arc crosses are sampled 16 × 16 in exact
/// integers. The other three corners are its mirror images, so the four are symmetric to the
/// pixel. Radius 0 has no table and changes nothing.
public struct CornerCoverage: Equatable, Sendable {
  /// The corner radius, in pixels.
  public let radius: Int
  /// Row-major coverage of the top-left corner square, 0...256.
  let table: [UInt16]

  /// Full coverage: the pixel is the cell's own.
  public static let whole = 256

  /// The coverage of a corner of `radius` pixels, for the rows of the corner square that
  /// `needsRow` asks for (a band of the picture holds a few of them; the others stay 0).
  public init(radius: Int, needsRow: (Int) -> Bool = { _ in true }) {
    self.radius = max(radius, 0)
    var table = [UInt16](repeating: 0, count: self.radius * self.radius)
    // In units of 1/32 pixel: sample s of 16 in a pixel lies at 2s + 1, the arc's centre at
    // (32r, 32r), and a sample is inside when its distance from there is at most 32r.
    // In 64 bits: on wasm32 an Int would overflow from a radius of 1024. Wrapping operators,
    // as nothing here comes near 2^63 (a checked 64-bit product needs a 128-bit helper there).
    let centre = Int64(32 * self.radius)
    let limit = centre &* centre
    func inside(_ x: Int, _ y: Int) -> Bool {
      let (dx, dy) = (centre &- Int64(x), centre &- Int64(y))
      return dx &* dx &+ dy &* dy <= limit
    }
    for y in 0..<self.radius where needsRow(y) {
      for x in 0..<self.radius {
        let coverage: Int
        if inside(32 * x, 32 * y) {
          coverage = Self.whole  // its farthest point from the centre is inside
        } else if !inside(32 * x + 32, 32 * y + 32) {
          coverage = 0  // its nearest point is outside
        } else {
          var count = 0
          for sy in 0..<16 {
            for sx in 0..<16 where inside(32 * x + 2 * sx + 1, 32 * y + 2 * sy + 1) { count += 1 }
          }
          coverage = count
        }
        table[y * self.radius + x] = UInt16(coverage)
      }
    }
    self.table = table
  }

  /// The coverage of the pixel `x`, `y` from the top-left of a corner square, 0...256.
  public func coverage(x: Int, y: Int) -> Int { Int(table[y * radius + x]) }
}

extension Canvas {
  /// Rounds the corners of `cell`, whose pixels are painted: each corner pixel becomes its
  /// painted colour over `colour` in proportion to the coverage (no darker fringe: straight
  /// colours, blended once).
  public func roundCorners(of cell: PixelRect, _ corners: CornerCoverage, over colour: RGBAColor) {
    // The picture's radius is at most a quarter of its smallest cell (`Frame.radiusRange`).
    let radius = corners.radius
    precondition(2 * radius <= min(cell.width, cell.height), "a corner larger than half its cell")
    guard radius > 0 else { return }
    let back = (UInt32(colour.red), UInt32(colour.green), UInt32(colour.blue))
    for y in 0..<radius where rows.contains(cell.y + y) || rows.contains(cell.maxY - 1 - y) {
      for x in 0..<radius {
        let coverage = UInt32(corners.coverage(x: x, y: y))
        guard coverage < CornerCoverage.whole else { continue }
        func blendPixel(_ px: Int, _ py: Int) {
          guard rows.contains(py) else { return }  // in another band
          let pixel = self.pixel(px, py)
          pixel[0] = Self.blend(UInt32(pixel[0]), back.0, coverage)
          pixel[1] = Self.blend(UInt32(pixel[1]), back.1, coverage)
          pixel[2] = Self.blend(UInt32(pixel[2]), back.2, coverage)
          pixel[3] = 255
        }
        // The four corners, each the mirror image of the top-left one.
        blendPixel(cell.x + x, cell.y + y)
        blendPixel(cell.maxX - 1 - x, cell.y + y)
        blendPixel(cell.x + x, cell.maxY - 1 - y)
        blendPixel(cell.maxX - 1 - x, cell.maxY - 1 - y)
      }
    }
  }

  /// `painted × coverage + back × (256 − coverage)`, over 256, rounded.
  private static func blend(_ painted: UInt32, _ back: UInt32, _ coverage: UInt32) -> UInt8 {
    UInt8((painted * coverage + back * (256 - coverage) + 128) >> 8)
  }
}
