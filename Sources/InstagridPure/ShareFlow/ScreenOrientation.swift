/// How the screen is held, read from the viewport.
public enum ScreenOrientation: Equatable, Hashable, Sendable {
  /// Taller than wide: share by swiping up.
  case portrait
  /// Wider than tall: share by swiping left.
  case landscape

  /// The swipe direction that shares in this orientation.
  public var shareDirection: SwipeDirection {
    switch self {
    case .portrait: .up
    case .landscape: .left
    }
  }
}

/// The direction of a swipe on the grid.
public enum SwipeDirection: Equatable, Hashable, Sendable {
  case up, down, left, right
}
