/// Fixed-point resampling weights along one axis, precomputed once per cell and axis.
///
/// Shrinking uses true area-averaging: each output pixel covers an exact fractional span of
/// the source and each source pixel weighs by its overlap with that span. Enlarging uses
/// bilinear interpolation between the two nearest source pixels (pixel centres aligned).
/// Weights of one output pixel add up to exactly `one`, so flat areas stay exactly flat.
/// Weights are 14-bit fixed point: the inner loops use integers only.
struct AxisWeights {
  /// Fractional bits of a weight.
  static let shift = 14
  /// The weight of a whole source pixel.
  static let one: Int32 = 1 << 14

  /// First source index of each output pixel.
  private(set) var starts: [Int32] = []
  /// Number of source pixels (taps) of each output pixel.
  private(set) var counts: [Int32] = []
  /// Where each output pixel's weights begin in `weights`.
  private(set) var offsets: [Int32] = []
  /// All weights, output pixel after output pixel.
  private(set) var weights: [Int32] = []
  /// The largest tap count of any output pixel.
  private(set) var maxTaps = 1

  /// Weights that map `source` pixels onto `destination` pixels (both at least 1, below 2³¹).
  ///
  /// Products below are of 32-bit values in 64 bits and cannot overflow; they use `&*` because
  /// wasm32 has no runtime for the 128-bit multiply a checked 64-bit one needs.
  init(source: Int, destination: Int) {
    starts.reserveCapacity(destination)
    counts.reserveCapacity(destination)
    offsets.reserveCapacity(destination)
    for index in 0..<destination {
      if source > destination {
        appendAreaAverage(index: index, source: Int64(source), destination: Int64(destination))
      } else {
        appendBilinear(index: index, source: Int64(source), destination: Int64(destination))
      }
    }
  }

  /// Output pixel `index` covers source span [index·s, (index+1)·s) in units of 1/d pixel.
  ///
  /// Weights are differences of the rounded running coverage, so they are never negative and
  /// add up to exactly `one` even when hundreds of tiny weights each round.
  private mutating func appendAreaAverage(index: Int, source s: Int64, destination d: Int64) {
    let low = Int64(index) &* s
    let high = low + s
    let first = low / d
    let last = (high + d - 1) / d  // exclusive
    var taps: [Int32] = []
    var covered: Int64 = 0
    var previous: Int64 = 0
    for j in first..<last {
      covered += min(high, (j + 1) &* d) - max(low, j &* d)
      let running = (covered &* Int64(Self.one) + s / 2) / s
      taps.append(Int32(running - previous))
      previous = running
    }
    append(start: Int(first), taps: taps)
  }

  /// Output pixel `index`'s centre sits at source coordinate ((2·index+1)·s − d) / 2d.
  private mutating func appendBilinear(index: Int, source s: Int64, destination d: Int64) {
    let numerator = (2 * Int64(index) + 1) &* s - d
    let denominator = 2 * d
    if numerator <= 0 {
      append(start: 0, taps: [Self.one])
      return
    }
    let left = numerator / denominator
    let fraction = numerator - left &* denominator
    let rightWeight = Int32((fraction &* Int64(Self.one) + d) / denominator)
    if left + 1 >= s || rightWeight == 0 {
      append(start: Int(min(left, s - 1)), taps: [Self.one])
    } else if rightWeight == Self.one {
      append(start: Int(left + 1), taps: [Self.one])
    } else {
      append(start: Int(left), taps: [Self.one - rightWeight, rightWeight])
    }
  }

  /// Records one output pixel.
  private mutating func append(start: Int, taps: [Int32]) {
    starts.append(Int32(start))
    counts.append(Int32(taps.count))
    offsets.append(Int32(weights.count))
    weights.append(contentsOf: taps)
    maxTaps = max(maxTaps, taps.count)
  }
}
