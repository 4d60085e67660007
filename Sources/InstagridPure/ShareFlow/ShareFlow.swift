/// The rules of the screen, as a reducer: `(state, event) → (state', effects)`.
///
/// The page sends every gesture and every effect result here and performs the effects it
/// gets back; it keeps no rules of its own. An event that makes no sense in the current
/// phase (a second swipe while leaving, a layout tap while sharing) changes nothing, and a
/// result for a load that was superseded is ignored.
///
/// The rules live by concern beside this file: photo loads (`ShareFlow+Loads`), framing and
/// moving photos (`ShareFlow+Framing`), the picture and the share (`ShareFlow+Sharing`),
/// Start over and Undo (`ShareFlow+StartOver`), and what the page says (`ShareFlow+Messages`).
public enum ShareFlow {
  /// Applies `event` to `state` and returns the effects to perform, in order.
  public static func reduce(_ state: inout ShareFlowState, _ event: ShareFlowEvent) -> [ShareFlowEffect] {
    switch event {
    case .layoutTapped(let number):
      return chooseLayout(number, in: &state)
    case .cellTapped(let slot):
      guard state.phase == .idle, state.layout.visibleSlots.contains(slot) else { return [] }
      return [.openPicker(slot: slot)]
    case .photoPicked(let slot):
      return pick(slot, in: &state)
    case .photoRestoring(let slot):
      guard isSlot(slot) else { return [] }
      let ticket = startLoading(slot, reason: .restored, in: &state)
      return [.readPhotoHeader(slot: slot, ticket: ticket, count: PhotoHeader.firstRead)]
    case .photoPreviewed(let slot, let ticket, let size):
      return standIn(slot, ticket, size, in: &state)
    case .photoHeaderRead(let slot, let ticket, let reading):
      return headerRead(slot, ticket, reading, in: &state)
    case .photoDecoded(let slot, let ticket, let decoded, let isFullResolution):
      return photoArrived(slot, ticket, decoded, isFullResolution: isFullResolution, in: &state)
    case .photoFailed(let slot, let ticket):
      return failed(slot, ticket, in: &state)
    case .pictureSideChosen(let side):
      guard PictureSide.offered.contains(side), side != state.pictureSide else { return [] }
      state.pictureSide = side
      return enlargeWhereNeeded(&state) + pictureChanged(&state)
    case .pictureRendered(let revision):
      return rendered(revision, in: &state)
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
      return animationFinished(in: &state)
    case .shareFinished(let outcome):
      return shareFinished(outcome, in: &state)
    case .startOverPressed:
      return startOver(&state)
    case .undoPressed:
      return undo(&state)
    case .undoExpired:
      guard state.undoable != nil else { return [] }
      endUndo(&state)
      return [.saveDraft]  // the kept draft held the cleared grid until now
    case .draftRestored(let copied):
      return say(.draftRestored(copied: copied), in: &state)
    case .framePanned(let slot, let dx, let dy):
      return reframe(slot, in: &state) { framing, photo, cell in
        framing.panned(byCellFraction: dx, dy, photo: photo, cell: cell)
      }
    case .frameZoomed(let slot, let factor, let anchorX, let anchorY):
      return zoom(slot, by: factor, about: anchorX, anchorY, in: &state)
    case .frameSettled(let slot):
      return settle(slot, in: &state)
    case .frameReset(let slot):
      return setFraming(slot, .centred, in: &state)
    case .frameSet(let slot, let framing):
      guard isSlot(slot), state.framings[slot] != framing else { return [] }
      state.framings[slot] = framing
      return pictureChanged(&state, slot: slot)
    case .photoMoved(let from, let to):
      return move(from, to, in: &state)
    }
  }

  /// Shows layout `number`; photos keep their slots.
  private static func chooseLayout(_ number: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard state.phase == .idle, let layout = Layout.numbered(number), layout != state.layout else {
      return []
    }
    state.layout = layout
    state.highlightsEmptyCells = false
    endUndo(&state)
    if case .photosMissing = state.message { state.message = nil }
    return pictureChanged(&state)
  }

  static func isSlot(_ slot: Int) -> Bool {
    slot >= 0 && slot < Layout.slotCount
  }
}
