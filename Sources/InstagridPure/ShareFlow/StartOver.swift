/// Start over, and the Undo that can bring the cleared grid back for a while.
public enum StartOver {
  /// Start over and Undo.
  public enum Event: Equatable, Hashable, Sendable {
    /// Start over was pressed: the grid is cleared, and can be brought back for a while.
    case pressed
    /// Undo was pressed after Start over.
    case undoPressed
    /// The time to undo has passed (`FlowTimer.undo` ran out).
    case undoExpired
  }

  /// How long Undo is offered after Start over, in milliseconds.
  public static let undoMilliseconds = 6_000

  static func reduce(_ state: inout ShareFlowState, _ event: Event) -> [ShareFlowEffect] {
    switch event {
    case .pressed:
      return startOver(&state)
    case .undoPressed:
      return undo(&state)
    case .undoExpired:
      guard state.undoable != nil else { return [] }
      return endUndo(&state, cancellingTimer: false) + [.saveDraft]  // the kept draft held the cleared grid until now
    }
  }

  /// Clears the grid, keeping it for Undo; loads under way are dropped.
  private static func startOver(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    // While a photo loads there is no clean grid to keep for Undo: wait for it.
    guard state.canStartOver else { return [] }
    let kept = state.slots.map { slot in slot.heldPhoto.map { SlotContent.photo($0) } ?? .empty }
    state.undoable = KeptGrid(layout: state.layout, slots: kept, framings: state.framings)
    state.slots = [SlotContent](repeating: .empty, count: Layout.slotCount)
    state.framings = [Framing](repeating: .centred, count: Layout.slotCount)
    state.layout = .standard
    state.highlightsEmptyCells = false
    // The kept draft stays as it was while Undo can bring the grid back: a reload (or iOS
    // discarding the tab) in those seconds must not lose it. Expiry saves the empty grid.
    return Sharing.pictureChanged(&state, keepingDraft: true) + Messages.say(.startedOver, in: &state)
      + [.startTimer(.undo, milliseconds: undoMilliseconds)]
  }

  /// Brings the cleared grid back, decoding again what the picture side now needs.
  private static func undo(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard state.phase == .idle, let kept = state.undoable else { return [] }
    state.undoable = nil
    state.layout = kept.layout
    state.slots = kept.slots
    state.framings = kept.framings
    state.message = nil
    return [.cancelTimer(.undo)] + PhotoLoads.enlargeWhereNeeded(&state) + Sharing.pictureChanged(&state)
  }

  /// Ends the Undo offer (it expired, or the grid changed since) and its "cleared" message; the
  /// page may let go of the photos only Undo could have brought back.
  static func endUndo(_ state: inout ShareFlowState, cancellingTimer: Bool = true) -> [ShareFlowEffect] {
    guard let kept = state.undoable else { return [] }
    state.undoable = nil
    if state.message == .startedOver { state.message = nil }
    let released = kept.slots.indices.filter { kept.slots[$0] != .empty && state.slots[$0] == .empty }
    return (cancellingTimer ? [.cancelTimer(.undo)] : []) + released.map { .releasePhoto(slot: $0) }
  }
}
