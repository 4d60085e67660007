/// What the page last told the person, as data; the page words it.
public enum ShareMessage: Equatable, Hashable, Sendable {
  /// A share was attempted with `count` visible cells still empty.
  case photosMissing(count: Int)
  /// The photo chosen for `slot` could not be read; the cell kept what it had.
  case photoUnreadable(slot: Int)
  /// Sharing failed (not a cancel).
  case shareFailed
}
