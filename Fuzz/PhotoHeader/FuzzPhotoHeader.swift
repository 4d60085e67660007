import InstagridPure

// libFuzzer target over the core's photo-header reader: whatever bytes arrive, the reader
// returns, never reads past them, and never reports a size it did not find.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: count)
  switch PhotoHeader.read(bytes, fileSize: count) {
  case .header(let header):
    precondition(header.size.width > 0 && header.size.height > 0, "a header with an empty size")
    _ = PhotoLimits.allows(header.size)
  case .needsBytes(let needed):
    precondition(needed > count, "asked for bytes it already had")
  case .unrecognised, .malformed:
    break
  }
  // The same bytes without a known file size: asking for more must be consistent.
  if case .needsBytes(let needed) = PhotoHeader.read(bytes) {
    precondition(needed > count && needed <= Int.max, "inconsistent request")
  }
  return 0
}
