/// Everything the page renders, owned by the core.
public struct ShareFlowState: Equatable, Hashable, Sendable {
  /// The selected layout.
  public var layout: Layout = .standard
  /// Which of the four slots hold a photo, hidden ones included.
  public var filledSlots: [Bool] = [Bool](repeating: false, count: Layout.slotCount)
  /// How the screen is held.
  public var orientation: Orientation = .portrait
  /// Where the share flow is.
  public var phase: SharePhase = .idle
  /// The last thing said to the person, if it still applies.
  public var message: ShareMessage? = nil
  /// Whether empty visible cells are highlighted after a refused share.
  public var highlightsEmptyCells = false

  /// The state at launch.
  public init() {}

  /// The visible slots that have no photo, in cell order.
  public var missingSlots: [Int] {
    layout.visibleSlots.filter { !filledSlots[$0] }
  }

  /// Whether every visible cell holds a photo, so the picture can be shared.
  public var isComplete: Bool { missingSlots.isEmpty }
}
