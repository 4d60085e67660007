/// Where the share flow is: `idle → leaving → sharing → returning → idle`.
public enum SharePhase: Equatable, Hashable, Sendable {
  /// The grid is in place and takes taps and swipes.
  case idle
  /// The grid slides off the screen in `direction`.
  case leaving(SwipeDirection)
  /// The share sheet is open; the grid left in `direction`.
  case sharing(SwipeDirection)
  /// The grid slides back, the reverse of leaving in `direction`.
  case returning(SwipeDirection)
}

/// How the share sheet ended.
public enum ShareOutcome: Equatable, Hashable, Sendable {
  /// The picture was shared (or saved).
  case completed
  /// The person closed the sheet.
  case cancelled
  /// Sharing failed for another reason.
  case failed
}
