/// Bounds-checked little reads over the first bytes of a file, measured from its start.
///
/// A read past the bytes given throws how many bytes it would need, so every format reader
/// can ask for more instead of guessing.
struct HeaderBytes {
  /// Not enough bytes: `needed` leading bytes would be.
  struct Shortfall: Error {
    var needed: Int
  }

  private let load: (Int) -> UInt8
  /// How many bytes there are.
  let count: Int

  init<Bytes: RandomAccessCollection>(_ bytes: Bytes) where Bytes.Element == UInt8, Bytes.Index == Int {
    let start = bytes.startIndex
    load = { bytes[start + $0] }
    count = bytes.count
  }

  /// The byte at `offset`.
  func byte(at offset: Int) throws(Shortfall) -> Int {
    guard offset >= 0 else { throw Shortfall(needed: Int.max) }
    guard offset < count else { throw Shortfall(needed: offset + 1) }
    return Int(load(offset))
  }

  /// Throws unless bytes `offset ..< offset + length` are present.
  func require(_ offset: Int, _ length: Int) throws(Shortfall) {
    let (end, overflow) = offset.addingReportingOverflow(length)
    guard offset >= 0, !overflow else { throw Shortfall(needed: Int.max) }
    guard end <= count else { throw Shortfall(needed: end) }
  }

  func uint16BE(at offset: Int) throws(Shortfall) -> Int {
    try require(offset, 2)
    return Int(load(offset)) << 8 | Int(load(offset + 1))
  }

  func uint16LE(at offset: Int) throws(Shortfall) -> Int {
    try require(offset, 2)
    return Int(load(offset + 1)) << 8 | Int(load(offset))
  }

  func uint24LE(at offset: Int) throws(Shortfall) -> Int {
    try require(offset, 3)
    return Int(load(offset + 2)) << 16 | Int(load(offset + 1)) << 8 | Int(load(offset))
  }

  func uint32BE(at offset: Int) throws(Shortfall) -> Int {
    try require(offset, 4)
    var value = 0
    for index in 0..<4 { value = value << 8 | Int(load(offset + index)) }
    return value
  }

  func uint32LE(at offset: Int) throws(Shortfall) -> Int {
    try require(offset, 4)
    var value = 0
    for index in (0..<4).reversed() { value = value << 8 | Int(load(offset + index)) }
    return value
  }

  /// Whether the bytes at `offset` are `pattern`; false when they are not all there.
  func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
    guard offset >= 0, offset + pattern.count <= count else { return false }
    for (index, byte) in pattern.enumerated() where load(offset + index) != byte { return false }
    return true
  }

  /// Whether the bytes at `offset` are `pattern`, throwing when they are not all there.
  func matchesOrThrows(_ pattern: [UInt8], at offset: Int) throws(Shortfall) -> Bool {
    try require(offset, pattern.count)
    return matches(pattern, at: offset)
  }

  /// Whether the bytes start with `pattern`.
  func starts(with pattern: [UInt8]) -> Bool {
    matches(pattern, at: 0)
  }
}
