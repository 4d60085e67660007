/// Text from outside (file bytes, paths, arguments) made safe to print on one terminal line.
///
/// Printable ASCII stays as it is; every other byte, and the backslash itself, is shown as an
/// escape (`\x1b`, `\\`), so a hostile header cannot move the cursor, clear the screen or split
/// a message over two lines.
enum Escaped {
  /// `bytes` with every byte that is not printable ASCII written as `\xHH`.
  static func text<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.underestimatedCount)
    let digits = Array("0123456789abcdef".utf8)
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\\"):
        out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x20...0x7E:
        out.append(byte)
      default:
        out += [UInt8(ascii: "\\"), UInt8(ascii: "x"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// A string's UTF-8 bytes, escaped the same way.
  static func text(_ string: String) -> String { text(string.utf8) }
}
