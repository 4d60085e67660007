/// A line's words, split at spaces (ASCII, compared byte by byte: no Unicode tables).
struct Words {
  let words: [ArraySlice<UInt8>]

  init(_ line: ArraySlice<UInt8>) {
    words = line.split(separator: UInt8(ascii: " "))
  }

  /// Whether word `index` is `expected`.
  func word(_ index: Int, is expected: StaticString) -> Bool {
    index < words.count
      && words[index].elementsEqual(
        UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount))
  }

  /// Word `index` as a whole number (an optional minus, then digits), if it is one.
  func number(_ index: Int) -> Int? {
    guard index < words.count, !words[index].isEmpty, words[index].count <= 12 else { return nil }
    var digits = words[index][...]
    let negative = digits.first == UInt8(ascii: "-")
    if negative { digits = digits.dropFirst() }
    guard !digits.isEmpty else { return nil }
    var value = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return negative ? -value : value
  }

  /// Word `index`'s bytes.
  func bytes(_ index: Int) -> [UInt8]? {
    index < words.count ? Array(words[index]) : nil
  }
}
