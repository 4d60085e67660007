import InstagridPure

/// One share flow: its state and the effects of the last dispatch, owned by the page through
/// an opaque handle.
final class ShareFlowSession {
  var state = ShareFlowState()
  var effects: [ShareFlowEffect] = []
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

/// Applies event `code` with `argument`; returns how many effects to read with `ig_flow_effect`,
/// or a negative status (an unknown code changes nothing).
@_expose(wasm, "ig_flow_dispatch")
@_cdecl("ig_flow_dispatch")
public func ig_flow_dispatch(_ handle: Address, _ code: Int32, _ argument: Int32) -> Int32 {
  guard let session = ShareFlowSession.from(handle) else { return ABIStatus.invalidArgument.rawValue }
  guard let event = ShareFlowEvent(code: code, argument: argument) else {
    session.effects = []
    return ABIStatus.invalidArgument.rawValue
  }
  session.effects = ShareFlow.reduce(&session.state, event)
  return Int32(session.effects.count)
}

/// Field of effect `index` of the last dispatch: 0 kind, 1 first argument, 2 second argument.
@_expose(wasm, "ig_flow_effect")
@_cdecl("ig_flow_effect")
public func ig_flow_effect(_ handle: Address, _ index: Int32, _ field: Int32) -> Int32 {
  guard let session = ShareFlowSession.from(handle), index >= 0, Int(index) < session.effects.count else {
    return ABIStatus.invalidArgument.rawValue
  }
  let codes = session.effects[Int(index)].codes
  switch field {
  case 0: return codes.kind
  case 1: return codes.first
  case 2: return codes.second
  default: return ABIStatus.invalidArgument.rawValue
  }
}

/// One field of the state: 0 layout number, 1 filled-slot bit mask, 2 orientation,
/// 3 phase, 4 phase direction, 5 message kind (0 none), 6 message argument,
/// 7 empty cells highlighted (0/1), 8 missing photo count.
@_expose(wasm, "ig_flow_state")
@_cdecl("ig_flow_state")
public func ig_flow_state(_ handle: Address, _ field: Int32) -> Int32 {
  guard let session = ShareFlowSession.from(handle) else { return ABIStatus.invalidArgument.rawValue }
  let state = session.state
  switch field {
  case 0: return Int32(state.layout.number)
  case 1:
    var mask: Int32 = 0
    for (slot, filled) in state.filledSlots.enumerated() where filled { mask |= 1 << Int32(slot) }
    return mask
  case 2: return state.orientation.code
  case 3: return state.phase.codes.phase
  case 4: return state.phase.codes.direction
  case 5: return state.message?.codes.kind ?? 0
  case 6: return state.message?.codes.argument ?? 0
  case 7: return state.highlightsEmptyCells ? 1 : 0
  case 8: return Int32(state.missingSlots.count)
  default: return ABIStatus.invalidArgument.rawValue
  }
}
