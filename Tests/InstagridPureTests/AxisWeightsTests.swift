import Testing

@testable import InstagridPure

@Suite("Resampling weights")
struct AxisWeightsTests {
  @Test(
    "every output pixel's weights sum to exactly one and stay inside the source",
    arguments: [
      (1, 1), (1, 7), (7, 1), (3, 2), (2, 3), (4032, 1024), (1024, 4032), (20_000, 1), (1, 8192), (997, 991),
    ]
  )
  func weightsAreNormalised(source: Int, destination: Int) {
    let weights = AxisWeights(source: source, destination: destination)
    #expect(weights.starts.count == destination)
    var previousStart: Int32 = 0
    for i in 0..<destination {
      let start = weights.starts[i]
      let count = weights.counts[i]
      let offset = Int(weights.offsets[i])
      let taps = weights.weights[offset..<offset + Int(count)]
      #expect(taps.reduce(0, +) == AxisWeights.one, "output \(i)")
      #expect(taps.allSatisfy { $0 >= 0 })
      #expect(start >= 0 && start + count <= Int32(source), "output \(i)")
      #expect(start >= previousStart, "starts never go back")
      #expect(Int(count) <= weights.maxTaps)
      previousStart = start
    }
  }

  @Test("shrinking by 1.5 covers fractional spans: weights ⅔ and ⅓")
  func fractionalCoverage() {
    let weights = AxisWeights(source: 3, destination: 2)
    // Output 0 covers source [0, 1.5): all of pixel 0, half of pixel 1 → 2/3, 1/3.
    #expect(weights.starts[0] == 0)
    #expect(Array(weights.weights[0..<2]) == [10923, 5461])
    #expect(weights.starts[1] == 1)
    #expect(Array(weights.weights[2..<4]) == [5461, 10923])
  }

  @Test("enlarging interpolates between the two nearest pixel centres")
  func bilinear() {
    let weights = AxisWeights(source: 2, destination: 4)
    // Centres at −0.25, 0.25, 0.75, 1.25 in source pixels.
    #expect(weights.counts.map { $0 } == [1, 2, 2, 1])
    #expect(weights.starts.map { $0 } == [0, 0, 0, 1])
    #expect(Array(weights.weights[1..<3]) == [12288, 4096])
    #expect(Array(weights.weights[3..<5]) == [4096, 12288])
  }
}
