/// Framing (pan and zoom within a cell) and moving photos between cells.
extension ShareFlow {
  /// Applies a pan or zoom to the photo `slot` shows in its visible cell. The picture is now
  /// stale (a new revision) but is made again only when the gesture settles.
  static func reframe(
    _ slot: Int, in state: inout ShareFlowState, _ change: (Framing, PixelSize, PixelSize) -> Framing
  ) -> [ShareFlowEffect] {
    guard state.phase == .idle, isSlot(slot), case .photo(let photo) = state.slots[slot],
      let cell = state.cell(showing: slot)
    else { return [] }
    let framing = change(state.framings[slot], photo.decoded, cell.size)
    guard framing != state.framings[slot] else { return [] }
    state.framings[slot] = framing
    state.pictureRevision += 1
    return [.reframed(slot: slot)]
  }

  /// Zooms about a point of the cell; the new zoom is said when the gesture settles.
  static func zoom(
    _ slot: Int, by factor: Double, about anchorX: Double, _ anchorY: Double, in state: inout ShareFlowState
  ) -> [ShareFlowEffect] {
    let before = isSlot(slot) ? state.framings[slot].zoom : 0
    let effects = reframe(slot, in: &state) { framing, photo, cell in
      framing.zoomed(by: factor, aboutCellPoint: anchorX, anchorY, photo: photo, cell: cell)
    }
    guard !effects.isEmpty, state.framings[slot].zoom != before else { return effects }
    // Said when the gesture settles: a pinch changes the zoom on every frame.
    state.message = .zoomChanged(slot: slot, percent: Int((state.framings[slot].zoom * 100).rounded()))
    return effects
  }

  /// A gesture settled: the picture is made again, and a new zoom said.
  static func settle(_ slot: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard state.phase == .idle, isSlot(slot), state.crop(ofSlot: slot) != nil else { return [] }
    let zoom: [ShareFlowEffect] =
      if case .zoomChanged(slot, _) = state.message { [.announce(state.message!)] } else { [] }
    return pictureChanged(&state, slot: slot) + zoom
  }

  /// Sets a shown photo's framing outright (back to the centred fill, say).
  static func setFraming(_ slot: Int, _ framing: Framing, in state: inout ShareFlowState) -> [ShareFlowEffect]
  {
    guard state.phase == .idle, isSlot(slot), state.framings[slot] != framing,
      state.crop(ofSlot: slot) != nil
    else { return [] }
    state.framings[slot] = framing
    return pictureChanged(&state, slot: slot)
  }

  /// Exchanges two visible slots' photos and framings (onto an empty cell, the photo moves).
  static func move(_ from: Int, _ to: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    let visible = state.layout.visibleSlots
    guard state.phase == .idle, from != to, visible.contains(from), visible.contains(to),
      case .photo = state.slots[from], state.slots[to].loading == nil
    else { return [] }
    state.slots.swapAt(from, to)
    state.framings.swapAt(from, to)
    endUndo(&state)
    recountMissing(&state)
    if state.missingSlots.isEmpty { state.highlightsEmptyCells = false }
    return [.photosMoved(from: from, to: to)] + pictureChanged(&state)
      + say(.photoMoved(from: from, to: to), in: &state)
  }
}
