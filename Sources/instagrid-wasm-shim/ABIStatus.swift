/// Result codes of the C ABI. Non-negative results are values; these are failures.
/// The module never traps on bad arguments: it returns one of these instead.
enum ABIStatus: Int32 {
  case ok = 0
  /// An argument is out of its documented range.
  case invalidArgument = -1
  /// Memory could not be allocated (or a size overflowed 32 bits).
  case outOfMemory = -2
  /// No layout has that number.
  case unknownLayout = -3
  /// The canvas side is outside `Layout.sideRange`.
  case sideOutOfRange = -4
}

#if arch(wasm32)
  /// A linear-memory address as the C ABI passes it: 32 bits on wasm32.
  public typealias Address = Int32
#else
  /// Natively the shim is only type-checked and unit-tested, so addresses are full width.
  public typealias Address = Int
#endif

extension UnsafeMutableRawPointer {
  /// The pointer an ABI address names, or `nil` for 0.
  init?(address: Address) {
    self.init(bitPattern: UInt(truncatingIfNeeded: address))
  }
}
