import InstagridPure

/// A deterministic photo-like picture: smooth gradients, blurred noise blobs and fine grain,
/// so resamplers meet real detail rather than flat colour.
enum PhotoLikeImage {
  static func make(size: PixelSize, seed: UInt64) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    // Coarse noise on a 1/32 grid, interpolated: the "blur".
    let step = 32
    let gw = size.width / step + 2
    let gh = size.height / step + 2
    var coarse = [Int32](repeating: 0, count: gw * gh * 3)
    for i in coarse.indices { coarse[i] = Int32(random.next() % 160) - 80 }
    var pixels = [UInt8](repeating: 255, count: size.width * size.height * 4)
    pixels.withUnsafeMutableBufferPointer { out in
      for y in 0..<size.height {
        let gy = y / step
        let fy = Int32(y % step)
        for x in 0..<size.width {
          let gx = x / step
          let fx = Int32(x % step)
          let i = (y * size.width + x) * 4
          let grain = Int32(truncatingIfNeeded: random.next() & 31) - 16
          for c in 0..<3 {
            let a = coarse[(gy * gw + gx) * 3 + c]
            let b = coarse[(gy * gw + gx + 1) * 3 + c]
            let d = coarse[((gy + 1) * gw + gx) * 3 + c]
            let e = coarse[((gy + 1) * gw + gx + 1) * 3 + c]
            let top = a * (32 - fx) + b * fx
            let bottom = d * (32 - fx) + e * fx
            let blob = (top * (32 - fy) + bottom * fy) >> 10
            let gradient = Int32((x * (60 + 40 * c)) / size.width + (y * (120 - 30 * c)) / size.height)
            out[i + c] = UInt8(clamping: 60 + gradient + blob + grain)
          }
        }
      }
    }
    return pixels
  }
}

/// SplitMix64, for reproducible inputs.
struct SplitMix64 {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
