/// Something that happened: a gesture, or the result of an effect the page performed.
public enum ShareFlowEvent: Equatable, Hashable, Sendable {
  /// A layout button was tapped; carries the layout's number.
  case layoutTapped(Int)
  /// The cell showing `slot` was tapped.
  case cellTapped(slot: Int)
  /// A photo for `slot` was decoded and placed.
  case photoAdded(slot: Int)
  /// The photo chosen for `slot` could not be decoded.
  case photoFailed(slot: Int)
  /// The viewport changed orientation.
  case orientationChanged(Orientation)
  /// A swipe on the grid.
  case swiped(SwipeDirection)
  /// The Share button (the non-gesture path) was pressed.
  case shareButtonPressed
  /// The running leave or return animation ended.
  case animationFinished
  /// The share sheet closed.
  case shareFinished(ShareOutcome)
}
