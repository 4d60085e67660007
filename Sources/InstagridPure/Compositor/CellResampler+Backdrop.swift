// Transparency: pixels laid over the backdrop, the frame's colour.

extension CellResampler {
  /// Copies a row with each pixel laid over `background`, opaque.
  static func flatten(
    _ source: UnsafePointer<UInt8>, over background: RGBAColor, into target: UnsafeMutablePointer<UInt8>,
    count: Int
  ) {
    var i = 0
    while i < count {
      UnsafeMutableRawPointer(target + i).storeBytes(
        of: SIMD4<UInt8>(truncatingIfNeeded: flattened(UnsafeRawPointer(source + i), over: background)),
        as: SIMD4<UInt8>.self)
      i += 4
    }
  }

  /// The pixel at `pixel` laid over `background`, opaque, each sample widened to 32 bits.
  static func flattened(_ pixel: UnsafeRawPointer, over background: RGBAColor) -> SIMD4<UInt32> {
    let bytes = pixel.assumingMemoryBound(to: UInt8.self)
    let alpha = UInt32(bytes[3])
    return SIMD4(
      over(UInt32(bytes[0]), UInt32(background.red), alpha),
      over(UInt32(bytes[1]), UInt32(background.green), alpha),
      over(UInt32(bytes[2]), UInt32(background.blue), alpha), 255)
  }

  /// `color` laid over `background` at `alpha`, rounded.
  private static func over(_ color: UInt32, _ background: UInt32, _ alpha: UInt32) -> UInt32 {
    (color * alpha + background * (255 - alpha) + 127) / 255
  }
}
