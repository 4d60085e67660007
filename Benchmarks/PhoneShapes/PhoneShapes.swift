import InstagridPure

/// Seeded sets of phone-photo shapes, as DESIGN §15 gives them: 3:4 35 %, 4:3 25 %, 9:16
/// 15 %, 16:9 10 %, 1:1 10 %, 2:3 and 3:2 2.5 % each; SplitMix64, one draw per photo. One
/// module for `make bench` and the Swift tests, so the tests' floors are on the sets the bench
/// measures.
public struct PhoneShapes {
  /// Each shape's pixels and its chance in thousandths.
  public static let shapes: [(size: PixelSize, chance: Int)] = [
    (PixelSize(width: 3024, height: 4032), 350), (PixelSize(width: 4032, height: 3024), 250),
    (PixelSize(width: 1080, height: 1920), 150), (PixelSize(width: 1920, height: 1080), 100),
    (PixelSize(width: 3024, height: 3024), 100), (PixelSize(width: 4000, height: 6000), 25),
    (PixelSize(width: 6000, height: 4000), 25),
  ]

  private var state: UInt64

  /// The sets of `seed` (each count and format draws from its own seed).
  public init(seed: UInt64) { state = seed }

  /// The sets for `count` photos in `format`, from their own seed.
  public init(count: Int, format: PictureFormat) { self.init(seed: Self.seed(count: count, format: format)) }

  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The next set of `count` photos.
  public mutating func photos(_ count: Int) -> [PixelSize] {
    (0..<count).map { _ in
      var draw = Int(next() % 1000)
      for shape in Self.shapes {
        if draw < shape.chance { return shape.size }
        draw -= shape.chance
      }
      return Self.shapes[0].size
    }
  }

  /// The seed of the sets for `count` photos in `format`.
  public static func seed(count: Int, format: PictureFormat) -> UInt64 {
    UInt64(1000 * count + 10 * format.width + format.height)
  }
}
