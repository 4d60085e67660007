import Foundation

/// SplitMix64: a tiny, reproducible generator for property tests. The seed comes from
/// `INSTAGRID_SEED` when set, so a failure printed with its seed can be replayed exactly.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed for this run: `INSTAGRID_SEED` if set, otherwise a fixed default.
  static func runSeed(default fallback: UInt64) -> UInt64 {
    if let text = ProcessInfo.processInfo.environment["INSTAGRID_SEED"], let seed = UInt64(text) {
      return seed
    }
    return fallback
  }
}
