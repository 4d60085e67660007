import Foundation
import Testing

@testable import InstagridPure

/// Property-based tests of the aspect-fill crop: thousands of seeded cases, edge sizes included.
/// A failure names its seed and case; rerun with `INSTAGRID_SEED=<seed> swift test`.
@Suite("Aspect-fill crop properties")
struct CropRectPropertyTests {
  static let cases = 20_000
  static let edgeSides = [1, 2, 3, 127, 128, 1080, 4032, 19_999, 20_000]

  @Test("the crop is inside the source, spans it on one axis, is centred, and has the cell's aspect")
  func properties() {
    let seed = SeededGenerator.runSeed(default: 0x1A57_A6B1_D000_0001)
    var random = SeededGenerator(seed: seed)
    var failures = 0
    for index in 0..<Self.cases {
      let source = randomSize(&random, index: index)
      let cell = randomSize(&random, index: index / 7)
      let problems = violations(
        of: CropRect(aspectFilling: cell, from: source).rect, source: source, cell: cell)
      if !problems.isEmpty {
        failures += 1
        Issue.record("seed \(seed) case \(index): source \(source) cell \(cell): \(problems)")
        if failures > 20 { return }
      }
    }
  }

  @Test("every pair of edge sizes (1×1, 1×20000, 20000×1, cells larger than the source…)")
  func edgeSizes() {
    var sizes: [PixelSize] = []
    for w in Self.edgeSides { for h in Self.edgeSides { sizes.append(PixelSize(width: w, height: h)) } }
    for source in sizes {
      for cell in sizes {
        let crop = CropRect(aspectFilling: cell, from: source).rect
        let problems = violations(of: crop, source: source, cell: cell)
        #expect(problems.isEmpty, "source \(source) cell \(cell): \(problems)")
      }
    }
  }

  @Test("known crops")
  func knownCrops() {
    let landscape = PixelSize(width: 4032, height: 3024)
    #expect(
      CropRect(aspectFilling: PixelSize(width: 100, height: 100), from: landscape).rect
        == PixelRect(x: 504, y: 0, width: 3024, height: 3024))
    #expect(
      CropRect(aspectFilling: PixelSize(width: 270, height: 127), from: landscape).rect
        == PixelRect(x: 0, y: 563, width: 4032, height: 1897))
    #expect(
      CropRect(aspectFilling: PixelSize(width: 4, height: 3), from: landscape).rect
        == PixelRect(x: 0, y: 0, width: 4032, height: 3024))
    #expect(
      CropRect(aspectFilling: PixelSize(width: 500, height: 500), from: PixelSize(width: 1, height: 20_000))
        .rect
        == PixelRect(x: 0, y: 9_999, width: 1, height: 1))
  }

  /// Sizes from 1 to 20 000, log-uniform, with edge sides mixed in.
  private func randomSize(_ random: inout SeededGenerator, index: Int) -> PixelSize {
    func side() -> Int {
      if Int.random(in: 0..<5, using: &random) == 0 {
        return Self.edgeSides.randomElement(using: &random)!
      }
      let exponent = Double.random(in: 0...1, using: &random) * 4.301  // log10(20000)
      return max(1, min(20_000, Int(pow(10, exponent))))
    }
    return PixelSize(width: side(), height: side())
  }

  /// The properties a crop must have, as readable failures.
  private func violations(of crop: PixelRect, source: PixelSize, cell: PixelSize) -> [String] {
    var problems: [String] = []
    if crop.width < 1 || crop.height < 1 { problems.append("empty crop \(crop)") }
    if crop.x < 0 || crop.y < 0 || crop.maxX > source.width || crop.maxY > source.height {
      problems.append("crop \(crop) leaves the source")
    }
    let fullWidth = crop.x == 0 && crop.width == source.width
    let fullHeight = crop.y == 0 && crop.height == source.height
    if !fullWidth && !fullHeight { problems.append("crop \(crop) spans neither axis") }
    let leftRight = abs(crop.x - (source.width - crop.maxX))
    let topBottom = abs(crop.y - (source.height - crop.maxY))
    if leftRight > 1 || topBottom > 1 { problems.append("crop \(crop) not centred") }
    // Aspect: the cut axis is within one pixel of the exact cell ratio (or clamped to 1 pixel).
    let cw = Double(cell.width)
    let ch = Double(cell.height)
    if fullWidth {
      let ideal = Double(source.width) * ch / cw
      if abs(Double(crop.height) - min(ideal, Double(source.height))) > 1 && !(ideal < 1 && crop.height == 1)
      {
        problems.append("height \(crop.height) vs ideal \(ideal)")
      }
    }
    if fullHeight {
      let ideal = Double(source.height) * cw / ch
      if abs(Double(crop.width) - min(ideal, Double(source.width))) > 1 && !(ideal < 1 && crop.width == 1) {
        problems.append("width \(crop.width) vs ideal \(ideal)")
      }
    }
    return problems
  }
}
