/// Splits a Netpbm header into whitespace-separated tokens, skipping `#` comments.
struct HeaderTokens {
  let reader: ByteReader

  /// The largest number a header field may hold; larger is refused before any arithmetic.
  static let largestNumber = 1 << 30

  /// The next token, or `nil` at the end of the input; bytes that are not printable ASCII come
  /// escaped (`\x1b`), so a token can be echoed in a message as it is.
  mutating func word() throws(CLIError) -> String? {
    var bytes: [UInt8] = []
    while let byte = try reader.peekByte() {
      if byte == UInt8(ascii: "#") && bytes.isEmpty {
        try skipComment()
        continue
      }
      if Self.isSpace(byte) {
        if !bytes.isEmpty { break }
        _ = try reader.readByte()
        continue
      }
      bytes.append(byte)
      _ = try reader.readByte()
      if bytes.count > 64 { break }
    }
    return bytes.isEmpty ? nil : Escaped.text(bytes)
  }

  /// The next token as a whole number ≥ 1, naming the field in errors.
  mutating func positiveNumber(named field: String) throws(CLIError) -> Int {
    guard let text = try word() else { throw .badData(reader.name, "header ends before the \(field)") }
    guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let value = Int(text)
    else {
      throw .badData(reader.name, "\(field) '\(text)' is not a whole number")
    }
    guard value > 0 else { throw .badData(reader.name, "\(field) is 0") }
    guard value <= Self.largestNumber else { throw .badData(reader.name, "\(field) \(text) is too large") }
    return value
  }

  /// The rest of the current line, trimmed and escaped (PAM's TUPLTYPE).
  mutating func restOfLine() throws(CLIError) -> String {
    var bytes: [UInt8] = []
    while let byte = try reader.readByte(), byte != UInt8(ascii: "\n") {
      if bytes.count < 64 { bytes.append(byte) }  // a longer line is no tuple type anyone knows
    }
    return Escaped.text(bytes).split(separator: " ").joined(separator: " ")
  }

  /// Consumes the single whitespace byte that ends a P5/P6 header.
  mutating func endOfPlainHeader() throws(CLIError) {
    guard let byte = try reader.readByte(), Self.isSpace(byte) else {
      throw .badData(reader.name, "header ends without the whitespace before the pixel data")
    }
  }

  /// Consumes the end of the ENDHDR line.
  mutating func endOfLine() throws(CLIError) {
    while let byte = try reader.readByte(), byte != UInt8(ascii: "\n") {}
  }

  private func skipComment() throws(CLIError) {
    while let byte = try reader.readByte(), byte != UInt8(ascii: "\n") {}
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
