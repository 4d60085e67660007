/// Something that happened: a gesture, or the result of an effect the page performed. Each
/// domain of the screen's rules takes its own events (`ShareFlow` routes them).
public enum ShareFlowEvent: Equatable, Hashable, Sendable {
  /// The layout, the picture side or a cell was chosen.
  case grid(GridChoices.Event)
  /// A step of a photo's load.
  case loads(PhotoLoads.Event)
  /// Several photos were picked, dropped or pasted at once.
  case picks(PhotoPicks.Event)
  /// A photo was panned, zoomed or moved.
  case reframing(Reframing.Event)
  /// A divider between cells was moved.
  case dividers(Dividers.Event)
  /// A step of the picture and the share.
  case sharing(Sharing.Event)
  /// Start over was pressed.
  case startOver(StartOver.Event)
  /// Undo or Redo.
  case history(History.Event)
  /// A kept draft was read back at launch: it becomes the grid, and its photos load.
  case draftRestored(DraftRestore.Draft)
  /// Something the draft's keeping waited for.
  case draftSaving(DraftSaving.Event)
  /// A timer an effect started has run out (and was not cancelled since).
  case timerFired(FlowTimer)
}

/// The timers the flow starts with `ShareFlowEffect.startTimer`: time passes only through them,
/// so every rule about time is tested without a clock.
public enum FlowTimer: Equatable, Hashable, Sendable, CaseIterable {
  /// A share sheet that never answers is given up on (`Sharing.answerMilliseconds`).
  case shareAnswer
  /// Passing news fades (`Messages.passingMilliseconds`).
  case passingMessage
  /// Changes made just after a draft write are kept together (`DraftKeeping.saveWindowMilliseconds`).
  case draftSave
}
