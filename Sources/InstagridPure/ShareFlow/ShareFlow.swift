/// The rules of the screen, as a reducer: `(state, event) → (state', effects)`.
///
/// The page sends every gesture and every effect's result here and performs the effects it
/// gets back; it keeps no rules of its own. The rules live in domains, each a reducer of its
/// own events over the one state: the grid's choices (`GridChoices`), photo loads
/// (`PhotoLoads`), picks of several photos (`PhotoPicks`), framing and moving photos (`Reframing`), the dividers between cells (`Dividers`), the picture and the share
/// (`Sharing`), Start over (`StartOver`), Undo and Redo (`History`), a kept draft's return (`DraftRestore`) and its
/// writes (`DraftSaving`), and what is said (`Messages`). An event that
/// makes no sense in the current phase changes nothing, and a result for a superseded load is
/// ignored.
public enum ShareFlow {
  /// Applies `event` to `state` and returns the effects to perform, in order.
  public static func reduce(_ state: inout ShareFlowState, _ event: ShareFlowEvent) -> [ShareFlowEffect] {
    let before = state
    let effects = DraftSaving.throttling(
      &state, after: event, DraftRestore.holdingSaves(&state, reduceDomain(&state, event)))
    return DraftSaving.keeping(before, state) + effects + History.forgetting(before, state)
  }

  /// The effects of the domain `event` belongs to.
  private static func reduceDomain(_ state: inout ShareFlowState, _ event: ShareFlowEvent)
    -> [ShareFlowEffect]
  {
    switch event {
    case .grid(let event): GridChoices.reduce(&state, event)
    case .loads(let event): PhotoLoads.reduce(&state, event)
    case .picks(let event): PhotoPicks.reduce(&state, event)
    case .reframing(let event): Reframing.reduce(&state, event)
    case .dividers(let event): Dividers.reduce(&state, event)
    case .sharing(let event): Sharing.reduce(&state, event)
    case .startOver(let event): StartOver.reduce(&state, event)
    case .history(let event): History.reduce(&state, event)
    case .draftRestored(let draft): DraftRestore.reduce(&state, draft)
    case .draftSaving(let event): DraftSaving.reduce(&state, event)
    case .timerFired(.shareAnswer): Sharing.reduce(&state, .shareUnanswered)
    case .timerFired(.passingMessage): Messages.passed(&state)
    case .timerFired(.draftSave): DraftSaving.windowEnded(&state)
    }
  }

  static func isSlot(_ slot: Int) -> Bool {
    slot >= 0 && slot < Layout.slotCount
  }
}
