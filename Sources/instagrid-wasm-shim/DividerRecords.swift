import InstagridPure

// The flow's layout as it is, dividers moved: its form (for the compose worker, which has no
// flow), its cells and each slot's need at a side, and its dividers, for the page to place and
// name them.

/// The flow's layout as its textual form, UTF-8 bytes at `out`; returns their count.
@_expose(wasm, "ig_flow_layout")
@_cdecl("ig_flow_layout")
public func ig_flow_layout(_ handle: Address, _ out: Address) -> Int32 {
  guard let session = ShareFlowSession.from(handle) else { return ABIStatus.invalidArgument.rawValue }
  return writeText(session.state.layout.tree.formBytes, to: out)
}

/// The cells of the flow's layout on its picture at short side `side`, as Cell records at `out`.
@_expose(wasm, "ig_flow_cells")
@_cdecl("ig_flow_cells")
public func ig_flow_cells(_ handle: Address, _ side: Int32, _ out: Address) -> Int32 {
  guard let session = ShareFlowSession.from(handle) else { return ABIStatus.invalidArgument.rawValue }
  let state = session.state
  var picture = state.picture
  picture.shortSide = Int(ig_clamp_side(side))
  return writeCells(picture.cells(of: state.layout), of: picture, to: out)
}

/// What a photo in `slot` must cover on the flow's picture at short side `side` (by `reach`),
/// in its own axes (turned a quarter, the cell's sides swap), as a Size record at `out`.
@_expose(wasm, "ig_flow_slot_need")
@_cdecl("ig_flow_slot_need")
public func ig_flow_slot_need(_ handle: Address, _ slot: Int32, _ side: Int32, _ reach: Int32, _ out: Address)
  -> Int32
{
  guard let session = ShareFlowSession.from(handle), slot >= 0, Int(slot) < Layout.slotCount,
    let reach = NeedReach(code: reach)
  else { return ABIStatus.invalidArgument.rawValue }
  let state = session.state
  var picture = state.picture
  picture.shortSide = Int(ig_clamp_side(side))
  let need = state.need(ofSlot: Int(slot), on: picture, reach: reach)
  return ResultBlock.write(CollectionOfOne(need), to: out) { Record<SizeField>($0) }
}

/// The dividers of the flow's layout on its picture, as Divider records at `out`.
@_expose(wasm, "ig_flow_dividers")
@_cdecl("ig_flow_dividers")
public func ig_flow_dividers(_ handle: Address, _ out: Address) -> Int32 {
  guard let session = ShareFlowSession.from(handle) else { return ABIStatus.invalidArgument.rawValue }
  let state = session.state
  return ResultBlock.write(state.picture.dividers(of: state.layout), to: out) { Record($0) }
}

extension Record where Field == DividerField {
  /// The Divider record of `divider`.
  init(_ divider: Divider) {
    self.init()
    let whole = SplitTree.whole
    self[.index] = Int32(divider.index)
    self[.vertical] = divider.isVertical ? 1 : 0
    // Each to the nearest percent, as the words say it: at a limit, the value is the limit.
    let percent = { (position: Int) in Int32((position * 200 + whole) / (2 * whole)) }
    self[.percent] = percent(divider.position)
    self[.originalPercent] = percent(divider.original)
    self[.lowestPercent] = percent(divider.lowest)
    self[.highestPercent] = percent(divider.highest)
    self[.x] = Int32(clamping: divider.gutter.x)
    self[.y] = Int32(clamping: divider.gutter.y)
    self[.width] = Int32(clamping: divider.gutter.width)
    self[.height] = Int32(clamping: divider.gutter.height)
    self[.before] = divider.before.reduce(0) { $0 | 1 << Int32($1) }
    self[.after] = divider.after.reduce(0) { $0 | 1 << Int32($1) }
  }
}
