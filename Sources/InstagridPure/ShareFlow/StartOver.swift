/// Start over: the grid is cleared, as one step Undo can take back.
public enum StartOver {
  /// Start over.
  public enum Event: Equatable, Hashable, Sendable {
    /// Start over was pressed.
    case pressed
  }

  static func reduce(_ state: inout ShareFlowState, _ event: Event) -> [ShareFlowEffect] {
    switch event {
    case .pressed:
      // While a photo loads there is no clean grid to take back: wait for it.
      guard state.canStartOver else { return [] }
      History.record(.startOver, in: &state)
      let released = state.slots.indices.filter { state.slots[$0].content != .empty }
      state.slots = [Slot](repeating: Slot(), count: Layout.slotCount)
      state.layout = .standard
      state.highlightsEmptyCells = false
      return released.map { .releasePhoto(slot: $0) } + Sharing.pictureChanged(&state)
        + Messages.say(.startedOver, in: &state)
    }
  }
}
