import InstagridPure

/// Seeded sets of phone-photo shapes, as DESIGN §15 gives them: 3:4 35 %, 4:3 25 %, 9:16
/// 15 %, 16:9 10 %, 1:1 10 %, 2:3 and 3:2 2.5 % each; one draw of `SeededGenerator` per photo,
/// so the sets are those `make bench` measures (Benchmarks/instagrid-bench/PhoneShapes.swift).
struct PhoneShapes {
  /// Each shape's pixels and its chance in thousandths.
  static let shapes: [(size: PixelSize, chance: Int)] = [
    (PixelSize(width: 3024, height: 4032), 350), (PixelSize(width: 4032, height: 3024), 250),
    (PixelSize(width: 1080, height: 1920), 150), (PixelSize(width: 1920, height: 1080), 100),
    (PixelSize(width: 3024, height: 3024), 100), (PixelSize(width: 4000, height: 6000), 25),
    (PixelSize(width: 6000, height: 4000), 25),
  ]

  private var generator: SeededGenerator

  /// The sets for `count` photos in `format`: the seed the bench uses for them.
  init(count: Int, format: PictureFormat) {
    generator = SeededGenerator(seed: UInt64(1000 * count + 10 * format.width + format.height))
  }

  /// The sets of `generator`.
  init(_ generator: SeededGenerator) { self.generator = generator }

  /// The next set of `count` photos.
  mutating func photos(_ count: Int) -> [PixelSize] {
    (0..<count).map { _ in
      var draw = Int(generator.next() % 1000)
      for shape in Self.shapes {
        if draw < shape.chance { return shape.size }
        draw -= shape.chance
      }
      return Self.shapes[0].size
    }
  }
}
