/// The picture, named by revision and made ahead, and the share phase
/// (`idle → leaving → sharing → returning → idle`).
extension ShareFlow {
  /// After a change to what the picture shows: a new revision, rendered ahead if the grid is
  /// complete, and the draft kept. A change to a hidden slot needs no new picture.
  /// `keepingDraft`: the kept draft stays as it is (Start over, while Undo can bring it back).
  static func pictureChanged(
    _ state: inout ShareFlowState, slot: Int? = nil, keepingDraft: Bool = false
  ) -> [ShareFlowEffect] {
    let save: [ShareFlowEffect] = keepingDraft ? [] : [.saveDraft]
    guard slot.map({ state.layout.visibleSlots.contains($0) }) ?? true else { return save }
    state.pictureRevision += 1
    guard state.isComplete else { return save }
    return [.renderPicture(revision: state.pictureRevision)] + save
  }

  /// The picture of the grid as it is, when the grid is complete and it is not made yet.
  static func pictureDue(_ state: ShareFlowState) -> [ShareFlowEffect] {
    state.isComplete && !state.isPictureReady ? [.renderPicture(revision: state.pictureRevision)] : []
  }

  /// The picture named `revision` is made; someone who asked to share before hears it is ready.
  static func rendered(_ revision: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard revision == state.pictureRevision, state.isComplete else { return [] }
    state.renderedRevision = revision
    guard state.message == .preparingPicture else { return [] }
    return say(.pictureReady, in: &state)
  }

  /// Leaves with the picture only when it can be shared at once; otherwise says why not.
  static func startSharing(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    let direction = state.orientation.shareDirection
    let missing = state.missingSlots.count
    if missing > 0 {
      state.highlightsEmptyCells = true
      return [.nudge(direction)] + say(.photosMissing(count: missing), in: &state)
    }
    let loading = state.loadingSlots.count
    if loading > 0 {
      return [.nudge(direction)] + say(.photosLoading(count: loading), in: &state)
    }
    guard state.isPictureReady else {
      return [.nudge(direction)] + say(.preparingPicture, in: &state)
    }
    state.phase = .leaving(direction)
    state.message = nil
    return [.startLeaveAnimation(direction)]
  }

  /// The grid has left (the share sheet opens) or is back (idle again).
  static func animationFinished(in state: inout ShareFlowState) -> [ShareFlowEffect] {
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
  }

  /// The share ended: the grid comes back, and a failure (not a cancel) is said.
  static func shareFinished(_ outcome: ShareOutcome, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard case .sharing(let direction) = state.phase else { return [] }
    state.phase = .returning(direction)
    let back: [ShareFlowEffect] = [.startReturnAnimation(direction)]
    return outcome == .failed ? back + say(.shareFailed, in: &state) : back
  }
}
