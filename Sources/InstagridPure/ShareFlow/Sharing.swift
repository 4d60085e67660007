/// The picture, named by revision and made ahead, and the share phase
/// (`idle → leaving → sharing → returning → idle`).
public enum Sharing {
  /// A step of the picture or the share.
  public enum Event: Equatable, Hashable, Sendable {
    /// The picture for `revision` has been rendered and can be shared.
    case pictureRendered(revision: Int)
    /// The viewport changed orientation.
    case orientationChanged(ScreenOrientation)
    /// A swipe on the grid.
    case swiped(SwipeDirection)
    /// The Share button (the path without a gesture) was pressed.
    case shareButtonPressed
    /// The running leave or return animation ended.
    case animationFinished
    /// The share sheet closed.
    case shareFinished(ShareOutcome)
    /// The system's share sheet opened (not the page's own): it may never answer, so its
    /// answer is waited for only so long.
    case systemSheetOpened
    /// The page is in view again while the system's share sheet is open: a sheet that answers
    /// does so right after, so the wait for its answer is cut short.
    case pageReturned
    /// The share sheet never answered (`FlowTimer.shareAnswer` ran out): it counts as cancelled.
    case shareUnanswered
    /// The module's memory could not grow to hold the picture for `revision`.
    case pictureOutOfMemory(revision: Int)
  }

  /// How long a share sheet may take to answer, in milliseconds: iOS sometimes never settles a
  /// share (after "Save Image", say), and the grid must not stay away.
  public static let answerMilliseconds = 10_000
  /// How long it may still take once the page is back in view, in milliseconds.
  public static let answerGraceMilliseconds = 1_000
  /// How long the grid takes to slide off the screen (and back), in milliseconds: the design
  /// asks for 0.3–0.5 s.
  public static let slideMilliseconds = 400
  /// How long the nudge that says "not yet" to a swipe lasts, in milliseconds.
  public static let nudgeMilliseconds = 320

  static func reduce(_ state: inout ShareFlowState, _ event: Event) -> [ShareFlowEffect] {
    switch event {
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
    case .systemSheetOpened:
      guard case .sharing = state.phase, !state.awaitsSystemSheet else { return [] }
      state.awaitsSystemSheet = true
      return [.startTimer(.shareAnswer, milliseconds: answerMilliseconds)]
    case .pageReturned:
      guard state.awaitsSystemSheet else { return [] }
      return [.startTimer(.shareAnswer, milliseconds: answerGraceMilliseconds)]
    case .shareUnanswered:
      return shareFinished(.cancelled, in: &state)
    case .pictureOutOfMemory(let revision):
      return outOfMemory(revision, in: &state)
    }
  }

  /// The picture did not fit in the module's memory: it is made at the next smaller side, and
  /// the person is told; at the smallest, they hear that it cannot be made.
  private static func outOfMemory(_ revision: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard revision == state.pictureRevision, state.isComplete, !state.isPictureReady else { return [] }
    guard let smaller = PictureSide.offered.last(where: { $0 < state.pictureSide }) else {
      return Messages.say(.pictureOutOfMemory, in: &state)
    }
    state.pictureSide = smaller
    return pictureChanged(&state) + Messages.say(.pictureMadeSmaller(side: smaller), in: &state)
  }

  /// After a change to what the picture shows: a new revision, rendered ahead if the grid is
  /// complete, and the draft kept. A change to a hidden slot needs no new picture.
  static func pictureChanged(_ state: inout ShareFlowState, slot: Int? = nil) -> [ShareFlowEffect] {
    let save: [ShareFlowEffect] = [.saveDraft]
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
  private static func rendered(_ revision: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard revision == state.pictureRevision, state.isComplete else { return [] }
    state.renderedRevision = revision
    guard state.message == .preparingPicture else { return [] }
    return Messages.say(.pictureReady, in: &state)
  }

  /// Leaves with the picture only when it can be shared at once; otherwise says why not.
  private static func startSharing(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    let direction = state.orientation.shareDirection
    let missing = state.missingSlots.count
    if missing > 0 {
      state.highlightsEmptyCells = true
      return [.nudge(direction)] + Messages.say(.photosMissing(count: missing), in: &state)
    }
    let loading = state.loadingSlots.count
    if loading > 0 {
      return [.nudge(direction)] + Messages.say(.photosLoading(count: loading), in: &state)
    }
    guard state.isPictureReady else {
      return [.nudge(direction)] + Messages.say(.preparingPicture, in: &state)
    }
    state.phase = .leaving(direction)
    state.message = nil
    return [.startLeaveAnimation(direction)]
  }

  /// The grid has left (the share sheet opens) or is back (idle again).
  private static func animationFinished(in state: inout ShareFlowState) -> [ShareFlowEffect] {
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
  private static func shareFinished(_ outcome: ShareOutcome, in state: inout ShareFlowState)
    -> [ShareFlowEffect]
  {
    guard case .sharing(let direction) = state.phase else { return [] }
    state.phase = .returning(direction)
    let stop: [ShareFlowEffect] = state.awaitsSystemSheet ? [.cancelTimer(.shareAnswer)] : []
    state.awaitsSystemSheet = false
    let back = stop + [.startReturnAnimation(direction)]
    return outcome == .failed ? back + Messages.say(.shareFailed, in: &state) : back
  }
}
