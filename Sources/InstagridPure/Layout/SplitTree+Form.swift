/// The short textual form of a layout's tree, which the CLI reads and prints.
///
/// A slot is its digit; parts side by side are joined by `|`, parts one above the other by `/`,
/// and a split inside another is in parentheses. A part may start with its weight and a colon
/// (`2:0|1`: the first part takes two thirds); a part without one weighs 1. So the spec's
/// Layout 2 is `(0|1)/2` and a divider moved to 40 % between two photos is `2:0|3:1`.
extension SplitTree {
  /// The form of this tree: weights reduced, and left out where they are 1 or a split's parts
  /// are equal.
  public var form: String { String(decoding: formBytes, as: UTF8.self) }

  /// The form's ASCII bytes (what the page's module writes: no String machinery).
  public var formBytes: [UInt8] {
    var text = TextBytes()
    write(into: &text, nested: false)
    return text.bytes
  }

  private func write(into text: inout TextBytes, nested: Bool) {
    switch self {
    case .slot(let slot):
      text.append(slot)
    case .split(let axis, let parts):
      if nested { text.append(byte: UInt8(ascii: "(")) }
      var divisor = 0
      for part in parts { divisor = greatestCommonDivisor(divisor, part.share) }
      let equal = parts.allSatisfy { $0.share == parts[0].share }
      for (index, part) in parts.enumerated() {
        if index > 0 { text.append(byte: axis == .columns ? UInt8(ascii: "|") : UInt8(ascii: "/")) }
        if !equal, part.share != divisor {  // a part without a weight weighs 1
          text.append(part.share / divisor)
          text.append(byte: UInt8(ascii: ":"))
        }
        part.tree.write(into: &text, nested: true)
      }
      if nested { text.append(byte: UInt8(ascii: ")")) }
    }
  }

  /// The tree a form writes, or `nil` unless it is one: slots 0 to `maxSlot`, each at most
  /// once, weights from 1 to `whole`, and no split of one part.
  public init?(form: String, maxSlot: Int) {
    self.init(formBytes: Array(form.utf8), maxSlot: maxSlot)
  }

  /// The tree a form's ASCII bytes write, as `init(form:maxSlot:)`.
  public init?(formBytes: [UInt8], maxSlot: Int) {
    var reader = FormReader(bytes: formBytes, maxSlot: maxSlot)
    guard let tree = reader.sequence(), reader.atEnd, !reader.slotsSeen.isEmpty else { return nil }
    self = tree
  }
}

/// Reads a form byte by byte (ASCII only), remembering the slots it has seen.
private struct FormReader {
  let bytes: [UInt8]
  let maxSlot: Int
  var index = 0
  var slotsSeen: [Int] = []

  init(bytes: [UInt8], maxSlot: Int) {
    self.bytes = bytes
    self.maxSlot = maxSlot
  }

  var atEnd: Bool { index == bytes.count }

  private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Parts joined by one kind of separator; a lone part is itself.
  mutating func sequence() -> SplitTree? {
    var weights: [Int] = []
    var trees: [SplitTree] = []
    var axis: SplitAxis?
    repeat {
      if !trees.isEmpty {
        let separator: SplitAxis = next == UInt8(ascii: "|") ? .columns : .rows
        guard axis == nil || axis == separator else { return nil }  // one kind per split
        axis = separator
        index += 1
      }
      guard let (weight, tree) = part() else { return nil }
      weights.append(weight)
      trees.append(tree)
    } while next == UInt8(ascii: "|") || next == UInt8(ascii: "/")
    guard let axis else { return trees[0] }
    // Shares of `whole` in proportion to the weights; the last part takes what rounding leaves.
    let total = weights.reduce(0, +)
    var parts: [SplitPart] = []
    var given = 0
    for (position, tree) in trees.enumerated() {
      let share =
        position == trees.count - 1
        ? SplitTree.whole - given : nearestWhole(SplitTree.whole * weights[position], total)
      guard share > 0 else { return nil }
      given += share
      parts.append(SplitPart(share: share, tree: tree))
    }
    return .split(axis, parts)
  }

  /// An optional weight and a colon, then a slot or a split in parentheses.
  private mutating func part() -> (Int, SplitTree)? {
    var weight = 1
    if let digits = number() {
      guard digits >= 1, digits <= SplitTree.whole else { return nil }
      weight = digits
      index += 1  // the colon
    }
    if next == UInt8(ascii: "(") {
      index += 1
      guard let tree = sequence(), next == UInt8(ascii: ")"), case .split = tree else { return nil }
      index += 1
      return (weight, tree)
    }
    return slot().map { (weight, $0) }
  }

  /// A slot's digit, at most once in the form.
  private mutating func slot() -> SplitTree? {
    guard let byte = next, isDigit(byte) else { return nil }
    let slot = Int(byte - UInt8(ascii: "0"))
    guard slot <= maxSlot, !slotsSeen.contains(slot) else { return nil }
    slotsSeen.append(slot)
    index += 1
    return .slot(slot)
  }

  /// A run of digits ahead that a colon follows: a weight, read up to the colon; `nil` (and
  /// nothing read) otherwise.
  private mutating func number() -> Int? {
    var end = index
    var value = 0
    while end < bytes.count, isDigit(bytes[end]), value <= SplitTree.whole {
      value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
      end += 1
    }
    guard end > index, end < bytes.count, bytes[end] == UInt8(ascii: ":") else { return nil }
    index = end
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

}

/// The greatest common divisor of two non-negative numbers (`gcd(0, n) = n`).
func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
  var (a, b) = (a, b)
  while b != 0 { (a, b) = (b, a % b) }
  return a
}

/// ASCII text as bytes, written piece by piece: the page's module carries no String machinery
/// for the forms and drafts it writes.
struct TextBytes {
  var bytes: [UInt8] = []

  mutating func append(byte: UInt8) { bytes.append(byte) }

  mutating func append(_ word: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
  }

  /// A whole number in decimal.
  mutating func append(_ number: Int) {
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    var digits: [UInt8] = []
    repeat {
      digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes.append(contentsOf: digits.reversed())
  }

  mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }
}
