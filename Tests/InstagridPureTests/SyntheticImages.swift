@testable import InstagridPure

/// Synthetic photos whose correctly resampled output is known in advance.
enum SyntheticImages {
  /// A picture whose pixel (x, y) has the colour `color(x, y)`.
  static func image(width: Int, height: Int, _ color: (Int, Int) -> RGBAColor) -> RGBAImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let c = color(x, y)
        pixels += [c.red, c.green, c.blue, c.alpha]
      }
    }
    return RGBAImage(size: PixelSize(width: width, height: height), pixels: pixels)
  }

  static func gray(_ value: UInt8, alpha: UInt8 = 255) -> RGBAColor {
    RGBAColor(red: value, green: value, blue: value, alpha: alpha)
  }

  /// Vertical stripes `period` wide: the first pixel of each period white, the rest black.
  static func stripes(width: Int, height: Int, period: Int) -> RGBAImage {
    image(width: width, height: height) { x, _ in gray(x % period == 0 ? 255 : 0) }
  }

  /// A checkerboard of `square`-pixel squares, black and white.
  static func checkerboard(width: Int, height: Int, square: Int) -> RGBAImage {
    image(width: width, height: height) { x, y in gray((x / square + y / square) % 2 == 0 ? 255 : 0) }
  }
}

/// Renders `photo` into a single cell covering a whole canvas, i.e. the bare resampler.
func resample(_ photo: RGBAImage, to size: PixelSize) -> RGBAImage {
  var output = [UInt8](repeating: 0, count: size.width * size.height * 4)
  let side = max(size.width, size.height)
  var canvasBytes = [UInt8](repeating: 0, count: side * side * 4)
  canvasBytes.withUnsafeMutableBufferPointer { canvasBuffer in
    photo.pixels.withUnsafeBufferPointer { bytes in
      let canvas = Canvas(side: side, pixels: canvasBuffer)
      let cell = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
      canvas.paint(PhotoPixels(size: photo.size, bytes: bytes), in: cell)
    }
  }
  for y in 0..<size.height {
    for x in 0..<size.width * 4 {
      output[y * size.width * 4 + x] = canvasBytes[y * side * 4 + x]
    }
  }
  return RGBAImage(size: size, pixels: output)
}
