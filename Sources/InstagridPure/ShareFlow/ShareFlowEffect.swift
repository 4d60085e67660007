/// Work the page must perform after an event; the reducer itself does none.
public enum ShareFlowEffect: Equatable, Hashable, Sendable {
  /// Open the photo picker for `slot`.
  case openPicker(slot: Int)
  /// Slide the grid off screen in `direction`.
  case startLeaveAnimation(SwipeDirection)
  /// Open the share sheet with the rendered picture.
  case presentShare
  /// Slide the grid back in, reversing a leave in `direction`.
  case startReturnAnimation(SwipeDirection)
  /// Shake the grid briefly along the share direction: it will not leave.
  case nudge(SwipeDirection)
  /// Say `message` politely (live region).
  case announce(ShareMessage)
}
