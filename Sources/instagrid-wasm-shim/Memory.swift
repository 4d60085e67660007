/// Allocates `byteCount` bytes (16-byte aligned) for the page to fill; 0 on failure.
@_expose(wasm, "ig_alloc")
@_cdecl("ig_alloc")
public func ig_alloc(_ byteCount: Int32) -> Address {
  guard byteCount > 0 else { return 0 }
  var pointer: UnsafeMutableRawPointer? = nil
  guard posix_memalign(&pointer, 16, Int(byteCount)) == 0, let pointer else { return 0 }
  return Address(truncatingIfNeeded: Int(bitPattern: pointer))
}

/// Frees memory returned by `ig_alloc`; 0 is ignored.
@_expose(wasm, "ig_free")
@_cdecl("ig_free")
public func ig_free(_ address: Address) {
  // The Swift runtime frees with the C library's `free`, which pairs with `posix_memalign`.
  UnsafeMutableRawPointer(address: address)?.deallocate()
}

/// `count × 4` bytes as a 32-bit size, or `nil` when it overflows (wasm32 has 32-bit `Int`).
func rgbaByteCount(width: Int32, height: Int32) -> Int? {
  guard width > 0, height > 0 else { return nil }
  let (pixels, o1) = width.multipliedReportingOverflow(by: height)
  let (bytes, o2) = pixels.multipliedReportingOverflow(by: 4)
  return o1 || o2 ? nil : Int(bytes)
}

// From wasi-libc on wasm32 and from the C library natively. Unlike `allocate(byteCount:)`,
// it reports failure instead of trapping, so the page gets an error code.
@_extern(c, "posix_memalign")
func posix_memalign(
  _ pointer: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int, _ size: Int
) -> Int32
