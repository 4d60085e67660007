import Foundation

/// Builds Netpbm files byte by byte, so tests control every header detail.
enum Netpbm {
  static func ppm(width: Int, height: Int, rgb: [UInt8], maxval: Int = 255, header: String? = nil) -> Data {
    var data = Data((header ?? "P6\n\(width) \(height)\n\(maxval)\n").utf8)
    for _ in 0..<(width * height) { data.append(contentsOf: sample(rgb, maxval: maxval)) }
    return data
  }

  static func pgm(width: Int, height: Int, gray: UInt8, maxval: Int = 255) -> Data {
    var data = Data("P5 \(width) \(height) \(maxval)\n".utf8)
    for _ in 0..<(width * height) { data.append(contentsOf: sample([gray], maxval: maxval)) }
    return data
  }

  static func pam(width: Int, height: Int, tuple: String?, depth: Int, samples: [UInt8], maxval: Int = 255)
    -> Data
  {
    var header = "P7\n# made by a test\nWIDTH \(width)\nHEIGHT \(height)\nDEPTH \(depth)\nMAXVAL \(maxval)\n"
    if let tuple { header += "TUPLTYPE \(tuple)\n" }
    var data = Data((header + "ENDHDR\n").utf8)
    for _ in 0..<(width * height) { data.append(contentsOf: sample(samples, maxval: maxval)) }
    return data
  }

  /// 8-bit samples scaled to `maxval`, two bytes big-endian above 255.
  private static func sample(_ values: [UInt8], maxval: Int) -> [UInt8] {
    values.flatMap { value -> [UInt8] in
      let scaled = (Int(value) * maxval + 127) / 255
      return maxval > 255 ? [UInt8(scaled >> 8), UInt8(scaled & 0xFF)] : [UInt8(scaled)]
    }
  }

  /// Parses a P6 or P7 picture the CLI wrote: size and RGB(A) bytes.
  static func parse(_ data: Data) -> (width: Int, height: Int, depth: Int, pixels: [UInt8])? {
    let bytes = [UInt8](data)
    guard bytes.count > 2 else { return nil }
    let text = String(decoding: bytes.prefix(200), as: UTF8.self)
    if text.hasPrefix("P6") {
      let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).prefix(4)
      guard parts.count == 4, let w = Int(parts[1]), let h = Int(parts[2]) else { return nil }
      let headerLength = "P6\n\(w) \(h)\n255\n".utf8.count
      return (w, h, 3, Array(bytes[headerLength...]))
    }
    if text.hasPrefix("P7"), let end = text.range(of: "ENDHDR\n") {
      let headerLength = text[..<end.upperBound].utf8.count
      func field(_ name: String) -> Int? {
        text.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap {
          Int($0.split(separator: " ")[1])
        }
      }
      guard let w = field("WIDTH"), let h = field("HEIGHT"), let d = field("DEPTH") else { return nil }
      return (w, h, d, Array(bytes[headerLength...]))
    }
    return nil
  }
}
