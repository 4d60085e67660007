/// When the grid is kept on the device. Every change to the document (or the history, or the
/// picture side) is kept at once (`keepDocument`), which the page writes synchronously: nothing
/// a person did depends on a write finishing while the page goes away. The whole draft's write
/// (`saveDraft`, asynchronous) is paced: at most one per save window. The first change is kept
/// at once, and so is a photo that arrives; the other changes that follow within the window are
/// kept together when it ends, so a pinch or a burst of taps writes twice, not dozens of times.
/// Changes waiting when the page goes out of view are kept then, since a hidden page may be
/// frozen or discarded before the window ends.
public enum DraftSaving {
  /// Where the save window is.
  public enum Window: Equatable, Hashable, Sendable {
    /// No write lately: the next change is kept at once.
    case closed
    /// A write happened within the window, and nothing changed since.
    case open
    /// A write happened within the window, and changes wait for its end.
    case changesWaiting
  }

  /// What the page tells the draft's keeping.
  public enum Event: Equatable, Hashable, Sendable {
    /// The page went out of view: the system may freeze or discard it.
    case pageHidden
  }

  static func reduce(_ state: inout ShareFlowState, _ event: Event) -> [ShareFlowEffect] {
    switch event {
    case .pageHidden:
      return waitingChanges(state)
    }
  }

  /// `keepDocument` when `event` took the state from `before` to `after` with another document,
  /// picture side or history: every such change, however small (a pinch's every frame), not
  /// paced.
  static func keeping(_ before: ShareFlowState, _ after: ShareFlowState) -> [ShareFlowEffect] {
    let historyChanged = before.history.revision != after.history.revision
    guard historyChanged || before.document != after.document || before.pictureSide != after.pictureSide
    else { return [] }
    return [.keepDocument]
  }

  /// Lets the first save through at once and starts the window; within the window, saves wait
  /// unless `event` brought a photo or hid the page.
  static func throttling(
    _ state: inout ShareFlowState, after event: ShareFlowEvent, _ effects: [ShareFlowEffect]
  ) -> [ShareFlowEffect] {
    guard effects.contains(.saveDraft) else { return effects }
    let others = effects.filter { $0 != .saveDraft }
    switch state.draftSaveWindow {
    case _ where keepsAtOnce(event), .closed:
      state.draftSaveWindow = .open
      return others + [
        .saveDraft, .startTimer(.draftSave, milliseconds: DraftKeeping.saveWindowMilliseconds),
      ]
    case .open, .changesWaiting:
      state.draftSaveWindow = .changesWaiting
      return others
    }
  }

  /// The window is over: the changes that waited are kept now (which opens the next window).
  static func windowEnded(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    let effects = waitingChanges(state)
    state.draftSaveWindow = .closed
    return effects
  }

  /// A save of the changes waiting in the window.
  private static func waitingChanges(_ state: ShareFlowState) -> [ShareFlowEffect] {
    state.draftSaveWindow == .changesWaiting ? [.saveDraft] : []
  }

  /// Whether the grid after `event` is kept without waiting for the window: a photo came on
  /// screen, or the page went out of view.
  static func keepsAtOnce(_ event: ShareFlowEvent) -> Bool {
    switch event {
    case .loads(.decoded), .draftSaving: true
    default: false
    }
  }
}
