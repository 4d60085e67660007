/// Moving the dividers between cells: by a drag, by keys, or back to the layout's own place.
/// The picture's rules (limits, snapping) are `Picture.dividers(of:)`'s; this domain makes the
/// moves steps of the history and says where each divider came to rest.
public enum Dividers {
  /// A change to where a divider lies.
  public enum Event: Equatable, Hashable, Sendable {
    /// Divider `divider` was dragged to `at` (thousandths of a picture pixel along its axis), on
    /// a screen showing `pixelsPerPoint` thousandths of a picture pixel a point.
    case dragged(divider: Int, at: Int, pixelsPerPoint: Int)
    /// A drag of `divider` ended: the picture can be made, and where it rests is said.
    case settled(divider: Int)
    /// An arrow key moved `divider` by `percent` of its span (negative: toward the start).
    case stepped(divider: Int, percent: Int)
    /// Home (`toEnd` false) or End took `divider` to its limit.
    case toLimit(divider: Int, toEnd: Bool)
    /// A double tap, a double click or Enter took `divider` back to its layout's own place.
    case reset(divider: Int)
  }

  static func reduce(_ state: inout ShareFlowState, _ event: Event) -> [ShareFlowEffect] {
    let index: Int
    switch event {
    case .dragged(let divider, _, _), .settled(let divider), .stepped(let divider, _),
      .toLimit(let divider, _),
      .reset(let divider):
      index = divider
    }
    guard state.phase == .idle, let divider = state.picture.divider(index, of: state.layout) else {
      return []
    }
    switch event {
    case .dragged(_, let at, let pixelsPerPoint):
      guard
        move(
          divider, to: state.picture.position(of: divider, dragTo: at, pixelsPerPoint: pixelsPerPoint),
          in: &state)
      else { return [] }
      // The picture is stale (a new revision) but is made again only when the drag settles.
      state.pictureRevision += 1
      return []
    case .settled:
      let moved = state.history.growing == .divider
      History.settle(&state)
      return moved ? rested(index, in: &state) : []
    case .stepped(_, let percent):
      return move(divider, to: divider.stepped(by: percent), in: &state) ? rested(index, in: &state) : []
    case .toLimit(_, let toEnd):
      return move(divider, to: toEnd ? divider.highest : divider.lowest, in: &state)
        ? rested(index, in: &state) : []
    case .reset:
      return move(divider, to: divider.original, in: &state) ? rested(index, in: &state) : []
    }
  }

  /// Moves `divider` to `position`, a step of the history until the next change of another
  /// kind (a drag's every frame, a run of keys until they rest: `History.changeEnded`). Returns
  /// whether it moved.
  private static func move(_ divider: Divider, to position: Int, in state: inout ShareFlowState) -> Bool {
    guard let layout = state.layout.movingDivider(divider.index, to: position), layout != state.layout else {
      return false
    }
    History.record(.divider, growing: true, in: &state)
    state.layout = layout
    state.highlightsEmptyCells = false
    return true
  }

  /// A divider came to rest: photos whose cells grew are decoded again, the picture is made
  /// again, and where it lies is said.
  private static func rested(_ index: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    let position = state.layout.tree.dividerPlaces[index].position
    return PhotoLoads.enlargeWhereNeeded(&state) + Sharing.pictureChanged(&state)
      + Messages.say(
        .dividerMoved(divider: index, percent: nearestWhole(position * 100, SplitTree.whole)), in: &state)
  }
}
