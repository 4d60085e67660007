/// The colour space a picture's pixels are in: sRGB, or Display P3 where the page's engine
/// decodes, composes and encodes in it. The core stays colour-agnostic apart from one thing:
/// the frame's colours are chosen in sRGB (the spec's `#106698`, white, black, any colour) and
/// are written as the same colours in the picture's space.
public enum ColourSpace: Equatable, Hashable, Sendable {
  /// sRGB, as every picture was before: colours pass through as they are.
  case sRGB
  /// Display P3: the DCI-P3 primaries with sRGB's white (D65) and transfer curve. Every sRGB
  /// colour lies inside it.
  case displayP3

  /// `colour`, given in sRGB, as the same colour in this space: each channel rounded to its
  /// nearest level, alpha kept. Deterministic (IEEE double arithmetic only: no library
  /// functions), so the page's module and the native build write the same levels.
  public func colour(fromSRGB colour: RGBAColor) -> RGBAColor {
    guard self == .displayP3 else { return colour }
    let r = Self.linear(2 * Int(colour.red))
    let g = Self.linear(2 * Int(colour.green))
    let b = Self.linear(2 * Int(colour.blue))
    // Linear sRGB → linear Display P3: the two spaces' RGB → XYZ matrices (from their
    // primaries and D65), one inverted; each row sums to 1, so greys stay grey.
    return RGBAColor(
      red: Self.level(0.822_461_968_714_362_5 * r + 0.177_538_031_285_638_05 * g),
      green: Self.level(0.033_194_198_850_961_58 * r + 0.966_805_801_149_038_5 * g),
      blue: Self.level(
        0.017_082_630_721_120_033 * r + 0.072_397_440_663_963_39 * g + 0.910_519_928_614_916_5 * b),
      alpha: colour.alpha)
  }

  /// The light of the level `halfLevels / 2` (0…255, in halves, so that the midpoints between
  /// levels are exact too) through the curve both spaces share: linear, 0…1.
  static func linear(_ halfLevels: Int) -> Double {
    let encoded = Double(halfLevels) / 510
    if encoded <= 0.040_45 { return encoded / 12.92 }
    let base = (encoded + 0.055) / 1.055
    // base^2.4 = base² × (base²)^(1/5).
    let square = base * base
    return square * fifthRoot(square)
  }

  /// The fifth root of `value` (in (0, 1]) by Newton's method from 1, which falls steadily
  /// to the root: it stops when a step no longer falls.
  static func fifthRoot(_ value: Double) -> Double {
    var root = 1.0
    while true {
      let fourth = (root * root) * (root * root)
      let next = (4 * root + value / fourth) / 5
      if next >= root { return root }
      root = next
    }
  }

  /// The level nearest the light `linear`: how many of the 255 midpoints between levels lie
  /// at or below it (found by halving), so no inverse curve is needed and 0…255 is kept.
  static func level(_ linear: Double) -> UInt8 {
    var low = 0
    var high = 255
    while low < high {
      let middle = (low + high) / 2
      if Self.linear(2 * middle + 1) <= linear { low = middle + 1 } else { high = middle }
    }
    return UInt8(low)
  }
}

extension Frame {
  /// This frame with its colour (sRGB) written in `space`, for a picture made in that space.
  public func written(in space: ColourSpace) -> Frame {
    Frame(spacing: spacing, colour: space.colour(fromSRGB: colour), radius: radius)
  }
}
