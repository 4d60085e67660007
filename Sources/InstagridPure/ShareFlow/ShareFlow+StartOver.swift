/// Start over, and the Undo that can bring the cleared grid back.
extension ShareFlow {
  /// Clears the grid, keeping it for Undo; loads under way are dropped.
  static func startOver(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    // While a photo loads there is no clean grid to keep for Undo: wait for it.
    guard state.phase == .idle, state.canStartOver else { return [] }
    let kept = state.slots.map { slot in slot.heldPhoto.map { SlotContent.photo($0) } ?? .empty }
    state.undoable = KeptGrid(layout: state.layout, slots: kept, framings: state.framings)
    state.slots = [SlotContent](repeating: .empty, count: Layout.slotCount)
    state.framings = [Framing](repeating: .centred, count: Layout.slotCount)
    state.layout = .standard
    state.highlightsEmptyCells = false
    // The kept draft stays as it was while Undo can bring the grid back: a reload (or iOS
    // discarding the tab) in those seconds must not lose it. Expiry saves the empty grid.
    return pictureChanged(&state, keepingDraft: true) + say(.startedOver, in: &state)
  }

  /// Brings the cleared grid back, decoding again what the picture side now needs.
  static func undo(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard state.phase == .idle, let kept = state.undoable else { return [] }
    state.undoable = nil
    state.layout = kept.layout
    state.slots = kept.slots
    state.framings = kept.framings
    state.message = nil
    return enlargeWhereNeeded(&state) + pictureChanged(&state)
  }

  /// Ends the Undo offer (it expired, or the grid changed since), and its "cleared" message.
  static func endUndo(_ state: inout ShareFlowState) {
    state.undoable = nil
    if state.message == .startedOver { state.message = nil }
  }
}
