import InstagridPure

/// One share flow: its state and the effects of the last dispatch, owned by the page through
/// an opaque handle.
final class ShareFlowSession {
  var state = ShareFlowState()
  var effects: [ShareFlowEffect] = []

  /// Applies `event` and keeps its effects for `ig_flow_effect`; returns their count.
  func dispatch(_ event: ShareFlowEvent) -> Int32 {
    effects = ShareFlow.reduce(&state, event)
    return Int32(effects.count)
  }
}

extension ShareFlowSession {
  static func from(_ handle: Address) -> ShareFlowSession? {
    guard let pointer = UnsafeMutableRawPointer(address: handle) else { return nil }
    return Unmanaged<ShareFlowSession>.fromOpaque(pointer).takeUnretainedValue()
  }
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

/// Applies event `code` with up to five arguments; returns how many effects to read with
/// `ig_flow_effect`, or a negative status (an unknown code changes nothing).
@_expose(wasm, "ig_flow_dispatch")
@_cdecl("ig_flow_dispatch")
public func ig_flow_dispatch(
  _ handle: Address, _ code: Int32, _ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32, _ e: Int32
) -> Int32 {
  guard let session = ShareFlowSession.from(handle) else { return ABIStatus.invalidArgument.rawValue }
  guard let event = ShareFlowEvent(code: code, a, b, c, d, e) else {
    session.effects = []
    return ABIStatus.invalidArgument.rawValue
  }
  return session.dispatch(event)
}

/// Reads the photo header in the `length` bytes at `address` (the first bytes of a file of
/// `fileSize` bytes) and applies it as the header of load `ticket` in `slot`; returns the
/// effect count like `ig_flow_dispatch`.
@_expose(wasm, "ig_flow_header_read")
@_cdecl("ig_flow_header_read")
public func ig_flow_header_read(
  _ handle: Address, _ slot: Int32, _ ticket: Int32, _ address: Address, _ length: Int32, _ fileSize: Int32
) -> Int32 {
  guard let session = ShareFlowSession.from(handle), length >= 0, fileSize >= length,
    length == 0 || address != 0
  else { return ABIStatus.invalidArgument.rawValue }
  let bytes = UnsafeBufferPointer(
    start: UnsafePointer<UInt8>(bitPattern: UInt(truncatingIfNeeded: address)), count: Int(length))
  let reading = PhotoHeader.read(bytes, fileSize: Int(fileSize))
  return session.dispatch(.photoHeaderRead(slot: Int(slot), ticket: Int(ticket), reading: reading))
}

/// Field of effect `index` of the last dispatch: 0 kind, 1–4 its arguments.
@_expose(wasm, "ig_flow_effect")
@_cdecl("ig_flow_effect")
public func ig_flow_effect(_ handle: Address, _ index: Int32, _ field: Int32) -> Int32 {
  guard let session = ShareFlowSession.from(handle), index >= 0, Int(index) < session.effects.count else {
    return ABIStatus.invalidArgument.rawValue
  }
  let codes = session.effects[Int(index)].codes
  switch field {
  case 0: return codes.kind
  case 1: return codes.a
  case 2: return codes.b
  case 3: return codes.c
  case 4: return codes.d
  default: return ABIStatus.invalidArgument.rawValue
  }
}

/// One field of the state; see the table in ABI.md.
@_expose(wasm, "ig_flow_state")
@_cdecl("ig_flow_state")
public func ig_flow_state(_ handle: Address, _ field: Int32) -> Int32 {
  guard let session = ShareFlowSession.from(handle) else { return ABIStatus.invalidArgument.rawValue }
  let state = session.state
  let message = state.message?.codes
  switch field {
  case 0: return Int32(state.layout.number)
  case 1: return mask(state.slots) { $0.shownPhoto != nil }
  case 2: return state.orientation.code
  case 3: return state.phase.codes.phase
  case 4: return state.phase.codes.direction
  case 5: return message?.kind ?? 0
  case 6: return message?.first ?? 0
  case 7: return state.highlightsEmptyCells ? 1 : 0
  case 8: return Int32(state.missingSlots.count)
  case 9: return mask(state.slots) { $0.loading != nil }
  case 10: return Int32(state.pictureSide)
  case 11: return clamped(state.pictureRevision)
  case 12: return state.isPictureReady ? 1 : 0
  case 13: return state.undoable == nil ? 0 : 1
  case 14: return message?.second ?? 0
  case 15: return message?.third ?? 0
  case 16: return state.isComplete ? 1 : 0
  case 17: return state.canStartOver ? 1 : 0
  default: return ABIStatus.invalidArgument.rawValue
  }
}

/// The decoded size of the photo shown in `slot` (the one being replaced, while loading):
/// `field` 0 width, 1 height; 0 when the slot shows none.
@_expose(wasm, "ig_flow_slot_photo")
@_cdecl("ig_flow_slot_photo")
public func ig_flow_slot_photo(_ handle: Address, _ slot: Int32, _ field: Int32) -> Int32 {
  guard let session = ShareFlowSession.from(handle), slot >= 0, Int(slot) < Layout.slotCount else {
    return ABIStatus.invalidArgument.rawValue
  }
  let photo = session.state.slots[Int(slot)].shownPhoto
  switch field {
  case 0: return clamped(photo?.decoded.width ?? 0)
  case 1: return clamped(photo?.decoded.height ?? 0)
  default: return ABIStatus.invalidArgument.rawValue
  }
}

/// The framing of `slot`: `field` 0 zoom, 1 focus x, 2 focus y, in millionths.
@_expose(wasm, "ig_flow_slot_framing")
@_cdecl("ig_flow_slot_framing")
public func ig_flow_slot_framing(_ handle: Address, _ slot: Int32, _ field: Int32) -> Int32 {
  guard let session = ShareFlowSession.from(handle), slot >= 0, Int(slot) < Layout.slotCount else {
    return ABIStatus.invalidArgument.rawValue
  }
  let framing = session.state.framings[Int(slot)]
  switch field {
  case 0: return millionths(framing.zoom)
  case 1: return millionths(framing.focusX)
  case 2: return millionths(framing.focusY)
  default: return ABIStatus.invalidArgument.rawValue
  }
}

/// The crop `slot` shows, in its decoded photo's pixels, at the picture side (what the preview
/// draws and the compositor paints): `field` 0 x, 1 y, 2 width, 3 height; -1 when it shows none.
@_expose(wasm, "ig_flow_slot_crop")
@_cdecl("ig_flow_slot_crop")
public func ig_flow_slot_crop(_ handle: Address, _ slot: Int32, _ field: Int32) -> Int32 {
  guard let session = ShareFlowSession.from(handle), slot >= 0, Int(slot) < Layout.slotCount,
    let crop = session.state.crop(ofSlot: Int(slot))?.rect
  else { return ABIStatus.invalidArgument.rawValue }
  return crop.field(field)
}

/// The region of its photo that `slot` should get decoded sharp (a zoomed-in crop), given the
/// full `sourceWidth × sourceHeight` its decode came from: `field` 0–3 the crop in those pixels
/// (x, y, width, height), 4–5 the size to decode it to; -1 when the decoded pixels suffice.
@_expose(wasm, "ig_flow_slot_sharp_region")
@_cdecl("ig_flow_slot_sharp_region")
public func ig_flow_slot_sharp_region(
  _ handle: Address, _ slot: Int32, _ sourceWidth: Int32, _ sourceHeight: Int32, _ field: Int32
) -> Int32 {
  guard let session = ShareFlowSession.from(handle), slot >= 0, Int(slot) < Layout.slotCount,
    let region = session.state.sharpRegion(
      ofSlot: Int(slot), source: PixelSize(width: Int(sourceWidth), height: Int(sourceHeight)))
  else { return ABIStatus.invalidArgument.rawValue }
  switch field {
  case 4: return Int32(clamping: region.size.width)
  case 5: return Int32(clamping: region.size.height)
  default: return region.crop.field(field)
  }
}

/// A bit mask of the slots for which `test` holds (bit n = slot n).
private func mask(_ slots: [SlotContent], _ test: (SlotContent) -> Bool) -> Int32 {
  var bits: Int32 = 0
  for (slot, content) in slots.enumerated() where test(content) { bits |= 1 << Int32(slot) }
  return bits
}
