/// How the pixels of a raster are stored, and their conversion to RGBA8.
///
/// The common layouts (RGBA, and 8-bit RGB or grey at maxval 255) get tight loops of their own;
/// any other maxval or 16-bit samples go through `SampleScale`.
enum SampleLayout: Equatable {
  /// Four 8-bit samples, already RGBA8 (raw input, or PAM `RGB_ALPHA` at maxval 255).
  case rgba8
  /// Three 8-bit samples at maxval 255 (the usual PPM).
  case rgb8
  /// One 8-bit sample at maxval 255 (the usual PGM).
  case gray8
  /// Any tuple, at any maxval, one or two bytes (big-endian) per sample.
  case scaled(NetpbmHeader.Tuple, maxval: Int)

  /// The layout of a Netpbm raster.
  init(tuple: NetpbmHeader.Tuple, maxval: Int) {
    switch (tuple, maxval) {
    case (.rgbAlpha, 255): self = .rgba8
    case (.rgb, 255): self = .rgb8
    case (.gray, 255): self = .gray8
    default: self = .scaled(tuple, maxval: maxval)
    }
  }

  /// Bytes per pixel in the raster.
  var bytesPerPixel: Int {
    switch self {
    case .rgba8: 4
    case .rgb8: 3
    case .gray8: 1
    case .scaled(let tuple, let maxval): tuple.depth * (maxval > 255 ? 2 : 1)
    }
  }

  /// Converts `count` pixels from `source` to RGBA8 at `out`.
  func convert(_ source: UnsafeRawPointer, count: Int, into out: UnsafeMutablePointer<UInt8>) {
    let input = source.assumingMemoryBound(to: UInt8.self)
    switch self {
    case .rgba8:
      out.update(from: input, count: count * 4)
    case .rgb8:
      Self.expandRGB(source, count: count, into: UnsafeMutableRawPointer(out))
    case .gray8:
      for i in 0..<count {
        let v = input[i]
        out[i &* 4] = v
        out[i &* 4 &+ 1] = v
        out[i &* 4 &+ 2] = v
        out[i &* 4 &+ 3] = 255
      }
    case .scaled(let tuple, let maxval):
      Self.convertScaled(input, count: count, tuple: tuple, scale: SampleScale(maxval: maxval), into: out)
    }
  }

  /// RGB to RGBA four pixels at a time: three little-endian words in, four out, by shifts.
  private static func expandRGB(_ source: UnsafeRawPointer, count: Int, into out: UnsafeMutableRawPointer) {
    let opaque: UInt32 = 0xFF00_0000  // alpha, the fourth byte in memory
    var i = 0
    while i &+ 4 <= count {
      let base = source + i &* 3
      let w0 = UInt32(littleEndian: base.loadUnaligned(as: UInt32.self))
      let w1 = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
      let w2 = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
      let target = out + i &* 4
      target.storeBytes(of: (w0 | opaque).littleEndian, as: UInt32.self)
      target.storeBytes(of: (w0 >> 24 | w1 << 8 | opaque).littleEndian, toByteOffset: 4, as: UInt32.self)
      target.storeBytes(of: (w1 >> 16 | w2 << 16 | opaque).littleEndian, toByteOffset: 8, as: UInt32.self)
      target.storeBytes(of: (w2 >> 8 | opaque).littleEndian, toByteOffset: 12, as: UInt32.self)
      i &+= 4
    }
    let input = source.assumingMemoryBound(to: UInt8.self)
    let output = out.assumingMemoryBound(to: UInt8.self)
    while i < count {
      output[i &* 4] = input[i &* 3]
      output[i &* 4 &+ 1] = input[i &* 3 &+ 1]
      output[i &* 4 &+ 2] = input[i &* 3 &+ 2]
      output[i &* 4 &+ 3] = 255
      i &+= 1
    }
  }

  private static func convertScaled(
    _ input: UnsafePointer<UInt8>, count: Int, tuple: NetpbmHeader.Tuple, scale: SampleScale,
    into out: UnsafeMutablePointer<UInt8>
  ) {
    let depth = tuple.depth
    let wide = scale.maxval > 255
    func sample(_ index: Int) -> UInt8 {
      wide
        ? scale.eightBit(Int(input[2 * index]) << 8 | Int(input[2 * index + 1]))
        : scale.eightBit(Int(input[index]))
    }
    for x in 0..<count {
      let s = x * depth
      let o = x * 4
      switch tuple {
      case .gray:
        let v = sample(s)
        (out[o], out[o + 1], out[o + 2], out[o + 3]) = (v, v, v, 255)
      case .grayAlpha:
        let v = sample(s)
        (out[o], out[o + 1], out[o + 2], out[o + 3]) = (v, v, v, sample(s + 1))
      case .rgb:
        (out[o], out[o + 1], out[o + 2], out[o + 3]) = (sample(s), sample(s + 1), sample(s + 2), 255)
      case .rgbAlpha:
        (out[o], out[o + 1], out[o + 2], out[o + 3]) = (
          sample(s), sample(s + 1), sample(s + 2), sample(s + 3)
        )
      }
    }
  }
}

/// Maps samples of `0…maxval` to `0…255`, rounded.
struct SampleScale {
  let maxval: Int

  func eightBit(_ value: Int) -> UInt8 {
    if maxval == 255 { return UInt8(value) }
    return UInt8(min(255, (min(value, maxval) * 255 + maxval / 2) / maxval))
  }
}
