/// The rules of the screen, as a reducer: `(state, event) → (state', effects)`.
///
/// The page sends every gesture and every effect result here and performs the effects it
/// gets back; it keeps no rules of its own. An event that makes no sense in the current
/// phase (a second swipe while leaving, a layout tap while sharing) changes nothing.
public enum ShareFlow {
  /// Applies `event` to `state` and returns the effects to perform, in order.
  public static func reduce(_ state: inout ShareFlowState, _ event: ShareFlowEvent) -> [ShareFlowEffect] {
    switch event {
    case .layoutTapped(let number):
      guard state.phase == .idle, let layout = Layout.numbered(number) else { return [] }
      state.layout = layout
      state.highlightsEmptyCells = false
      if case .photosMissing = state.message { state.message = nil }
      return []

    case .cellTapped(let slot):
      guard state.phase == .idle, state.layout.visibleSlots.contains(slot) else { return [] }
      return [.openPicker(slot: slot)]

    case .photoAdded(let slot):
      // A decoded photo is a fact, not a gesture: it is kept in every phase.
      guard isSlot(slot) else { return [] }
      state.filledSlots[slot] = true
      if state.message == .photoUnreadable(slot: slot) { state.message = nil }
      if case .photosMissing = state.message {
        // The count said must stay true: fewer are missing now, or none.
        let missing = state.missingSlots.count
        state.message = missing == 0 ? nil : .photosMissing(count: missing)
      }
      if state.isComplete { state.highlightsEmptyCells = false }
      return []

    case .photoFailed(let slot):
      guard isSlot(slot) else { return [] }
      return say(.photoUnreadable(slot: slot), in: &state)

    case .orientationChanged(let orientation):
      state.orientation = orientation
      return []

    case .swiped(let direction):
      guard state.phase == .idle, direction == state.orientation.shareDirection else { return [] }
      return startSharing(&state)

    case .shareButtonPressed:
      guard state.phase == .idle else { return [] }
      return startSharing(&state)

    case .animationFinished:
      switch state.phase {
      case .leaving(let direction):
        state.phase = .sharing(direction)
        return [.presentShare]
      case .returning:
        state.phase = .idle
        return []
      case .idle, .sharing:
        return []
      }

    case .shareFinished(let outcome):
      guard case .sharing(let direction) = state.phase else { return [] }
      state.phase = .returning(direction)
      let back: [ShareFlowEffect] = [.startReturnAnimation(direction)]
      return outcome == .failed ? back + say(.shareFailed, in: &state) : back
    }
  }

  /// Leaves with the picture if every visible cell is filled; otherwise nudges and says why.
  private static func startSharing(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    let missing = state.missingSlots.count
    guard missing == 0 else {
      state.highlightsEmptyCells = true
      return [.nudge(state.orientation.shareDirection)] + say(.photosMissing(count: missing), in: &state)
    }
    let direction = state.orientation.shareDirection
    state.phase = .leaving(direction)
    state.message = nil
    return [.startLeaveAnimation(direction)]
  }

  private static func say(_ message: ShareMessage, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    state.message = message
    return [.announce(message)]
  }

  private static func isSlot(_ slot: Int) -> Bool {
    slot >= 0 && slot < Layout.slotCount
  }
}
