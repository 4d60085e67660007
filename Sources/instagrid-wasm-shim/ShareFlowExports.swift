import InstagridPure

/// One share flow: its state, owned by the page through an opaque handle.
final class ShareFlowSession {
  var state = ShareFlowState()

  /// Applies `event` and writes its effects as Effect records at `out`; returns their count.
  func dispatch(_ event: ShareFlowEvent, to out: Address) -> Int32 {
    guard ResultBlock(out) != nil else { return ABIStatus.invalidArgument.rawValue }
    let effects = ShareFlow.reduce(&state, event)
    return ResultBlock.write(effects, to: out) { Record($0) }
  }

  static func from(_ handle: Address) -> ShareFlowSession? {
    guard let pointer = UnsafeMutableRawPointer(address: handle) else { return nil }
    return Unmanaged<ShareFlowSession>.fromOpaque(pointer).takeUnretainedValue()
  }
}

/// How long passing news stays, in milliseconds: the flow's own fade, and the page's notices.
@_expose(wasm, "ig_passing_milliseconds")
@_cdecl("ig_passing_milliseconds")
public func ig_passing_milliseconds() -> Int32 {
  Int32(Messages.passingMilliseconds)
}

/// Creates a share flow in its launch state; returns its handle.
@_expose(wasm, "ig_flow_new")
@_cdecl("ig_flow_new")
public func ig_flow_new() -> Address {
  let pointer = Unmanaged.passRetained(ShareFlowSession()).toOpaque()
  return Address(truncatingIfNeeded: Int(bitPattern: pointer))
}

/// Releases a share flow; 0 is ignored.
@_expose(wasm, "ig_flow_free")
@_cdecl("ig_flow_free")
public func ig_flow_free(_ handle: Address) {
  guard let pointer = UnsafeMutableRawPointer(address: handle) else { return }
  Unmanaged<ShareFlowSession>.fromOpaque(pointer).release()
}

/// Applies event `code` with up to five arguments and writes its effects at `out`; returns
/// their count, or a negative status (an unknown code changes nothing).
@_expose(wasm, "ig_flow_dispatch")
@_cdecl("ig_flow_dispatch")
public func ig_flow_dispatch(
  _ handle: Address, _ code: Int32, _ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32, _ e: Int32,
  _ out: Address
) -> Int32 {
  guard let session = ShareFlowSession.from(handle), let event = ShareFlowEvent(code: code, a, b, c, d, e)
  else { return ABIStatus.invalidArgument.rawValue }
  return session.dispatch(event, to: out)
}

/// Reads the photo header in the `length` bytes at `address` (the first bytes of a file of
/// `fileSize` bytes), applies it as the header of load `ticket` in `slot` and writes the
/// effects at `out`, like `ig_flow_dispatch`.
@_expose(wasm, "ig_flow_header_read")
@_cdecl("ig_flow_header_read")
public func ig_flow_header_read(
  _ handle: Address, _ slot: Int32, _ ticket: Int32, _ address: Address, _ length: Int32, _ fileSize: Int32,
  _ out: Address
) -> Int32 {
  guard let session = ShareFlowSession.from(handle), length >= 0, fileSize >= length,
    length == 0 || address != 0
  else { return ABIStatus.invalidArgument.rawValue }
  let bytes = UnsafeBufferPointer(
    start: UnsafePointer<UInt8>(bitPattern: UInt(truncatingIfNeeded: address)), count: Int(length))
  let reading = PhotoHeader.read(bytes, fileSize: Int(fileSize))
  return session.dispatch(
    .loads(.headerRead(slot: Int(slot), ticket: Int(ticket), reading: reading)), to: out)
}

/// The flow's state at `out`: a State record, then a Slot record for each slot; returns 1.
@_expose(wasm, "ig_flow_snapshot")
@_cdecl("ig_flow_snapshot")
public func ig_flow_snapshot(_ handle: Address, _ out: Address) -> Int32 {
  guard let session = ShareFlowSession.from(handle), var block = ResultBlock(out) else {
    return ABIStatus.invalidArgument.rawValue
  }
  let state = session.state
  guard block.append(Record(state)) else { return ABIStatus.invalidArgument.rawValue }
  for slot in state.slots.indices {
    guard block.append(Record(slot: slot, of: state)) else { return ABIStatus.invalidArgument.rawValue }
  }
  return 1
}

/// The region of its photo that `slot` should get decoded sharp (a zoomed-in crop), given the
/// full `sourceWidth × sourceHeight` its decode came from, as a SharpRegion record at `out`; no
/// record when the decoded pixels suffice.
@_expose(wasm, "ig_flow_sharp_region")
@_cdecl("ig_flow_sharp_region")
public func ig_flow_sharp_region(
  _ handle: Address, _ slot: Int32, _ sourceWidth: Int32, _ sourceHeight: Int32, _ out: Address
) -> Int32 {
  guard let session = ShareFlowSession.from(handle), slot >= 0, Int(slot) < session.state.slots.count,
    sourceWidth > 0, sourceHeight > 0
  else { return ABIStatus.invalidArgument.rawValue }
  let region = session.state.sharpRegion(
    ofSlot: Int(slot), source: PixelSize(width: Int(sourceWidth), height: Int(sourceHeight)))
  return ResultBlock.write(region.map { [$0] } ?? [], to: out) { region in
    var record = Record<SharpRegionField>(region.crop)
    record[.decodeWidth] = Int32(clamping: region.size.width)
    record[.decodeHeight] = Int32(clamping: region.size.height)
    return record
  }
}
