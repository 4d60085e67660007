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
