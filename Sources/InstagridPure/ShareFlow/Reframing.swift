/// How a photo sits in its cell (pan and zoom, turns and mirrors), moving photos between cells,
/// and taking one out of its cell.
public enum Reframing {
  /// How far one arrow key pans a photo, as a fraction of its cell.
  public static let keyPan = 0.05
  /// How much one + key zooms a photo in about its cell's centre (and − out).
  public static let keyZoom = 1.25

  /// A change to how a photo sits, or where.
  public enum Event: Equatable, Hashable, Sendable {
    /// The photo in `slot` was dragged by a fraction of its cell (right and down are positive).
    case panned(slot: Int, dx: Double, dy: Double)
    /// The photo in `slot` was zoomed by `factor` about a point of its cell (0…1 across it).
    case zoomed(slot: Int, factor: Double, anchorX: Double, anchorY: Double)
    /// A pan or zoom of `slot` ended: the picture can be made again.
    case settled(slot: Int)
    /// The photo in `slot` goes back to the centred fill.
    case reset(slot: Int)
    /// `slot` takes `framing` as it is (a kept draft coming back).
    case set(slot: Int, framing: Framing)
    /// The photo in `slot` was turned a quarter, clockwise or anticlockwise.
    case turned(slot: Int, clockwise: Bool)
    /// The photo in `slot` was mirrored left to right.
    case mirrored(slot: Int)
    /// The photo in `from` was moved onto `to`: the two slots exchange photos, turns and framings.
    case moved(from: Int, to: Int)
    /// The photo in `slot` was taken out of its cell, which is empty now (Undo brings it back).
    case removed(slot: Int)
  }

  static func reduce(_ state: inout ShareFlowState, _ event: Event) -> [ShareFlowEffect] {
    switch event {
    case .panned(let slot, let dx, let dy):
      return reframe(slot, in: &state) { framing, photo, cell in
        framing.panned(byCellFraction: dx, dy, photo: photo, cell: cell)
      }
    case .zoomed(let slot, let factor, let anchorX, let anchorY):
      return zoom(slot, by: factor, about: anchorX, anchorY, in: &state)
    case .settled(let slot):
      return settle(slot, in: &state)
    case .reset(let slot):
      return setFraming(slot, .centred, in: &state)
    case .set(let slot, let framing):
      guard ShareFlow.isSlot(slot), state.slots[slot].framing != framing else { return [] }
      state.slots[slot].framing = framing
      return Sharing.pictureChanged(&state, slot: slot)
    case .turned(let slot, let clockwise):
      return turn(slot, clockwise ? .right : .left, in: &state)
    case .mirrored(let slot):
      return turn(slot, .mirror, in: &state)
    case .moved(let from, let to):
      return move(from, to, in: &state)
    case .removed(let slot):
      return remove(slot, in: &state)
    }
  }

  /// Whether `slot` shows a photo of its own in a visible cell, settled (decoded; at most being
  /// decoded again, larger): one a person can turn or take out.
  private static func showsSettledPhoto(_ slot: Int, in state: ShareFlowState) -> Bool {
    state.phase == .idle && state.layout.visibleSlots.contains(slot) && state.slots[slot].heldPhoto != nil
      && (state.slots[slot].loading.map { $0.reason == .enlarged } ?? true)
  }

  /// A quarter turn either way, or a mirror.
  private enum Turn { case right, left, mirror }

  /// Turns or mirrors the photo in `slot`: one step. The framing follows the photo (the same
  /// point in focus, the same zoom); the crop covers the cell from the turned photo's sides,
  /// which a quarter turn swaps, so the photo may be decoded again, larger. (One function for
  /// the three, with no closure: each specialisation is code the module carries.)
  private static func turn(_ slot: Int, _ turn: Turn, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard showsSettledPhoto(slot, in: state) else { return [] }
    let place = state.layout.place(ofSlot: slot) ?? .centre
    History.record(turn == .mirror ? .mirrored(place) : .turned(place), in: &state)
    let (orientation, framing) = (state.slots[slot].orientation, state.slots[slot].framing)
    let turned: (PhotoOrientation, Framing) =
      switch turn {
      case .right: (orientation.turnedRight, framing.turnedRight)
      case .left: (orientation.turnedLeft, framing.turnedLeft)
      case .mirror: (orientation.mirrored, framing.mirrored)
      }
    (state.slots[slot].orientation, state.slots[slot].framing) = turned
    return PhotoLoads.enlargeWhereNeeded(&state) + Sharing.pictureChanged(&state, slot: slot)
      + Messages.say(.photoTurned(slot: slot, orientation: state.slots[slot].orientation), in: &state)
  }

  /// Takes the photo out of `slot`'s cell, as one step: the cell is empty, and the page lets go
  /// of the photo's pixels but keeps its file while the step refers to it.
  private static func remove(_ slot: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard showsSettledPhoto(slot, in: state) else { return [] }
    let place = state.layout.place(ofSlot: slot) ?? .centre
    History.record(.photoRemoved(place), in: &state)
    state.slots[slot] = Slot()
    Messages.recountMissing(&state)
    return [.releasePhoto(slot: slot)] + Sharing.pictureChanged(&state)
      + Messages.say(.photoRemoved(place: place), in: &state)
  }

  /// Applies a pan or zoom to the photo `slot` shows in its visible cell. The picture is now
  /// stale (a new revision) but is made again only when the gesture settles.
  private static func reframe(
    _ slot: Int, in state: inout ShareFlowState, _ change: (Framing, PixelSize, PixelSize) -> Framing
  ) -> [ShareFlowEffect] {
    guard state.phase == .idle, ShareFlow.isSlot(slot), case .photo(let photo) = state.slots[slot].content,
      let cell = state.cell(showing: slot)
    else { return [] }
    // A gesture moves the photo as it is shown: turned, its sides swap.
    let shown = state.slots[slot].orientation.shownSize(of: photo.decoded)
    let framing = change(state.slots[slot].framing, shown, cell.size)
    guard framing != state.slots[slot].framing else { return [] }
    // The whole gesture, until it settles, is one step.
    History.record(.reframed(state.layout.place(ofSlot: slot) ?? .centre), growing: true, in: &state)
    state.slots[slot].framing = framing
    state.pictureRevision += 1
    return [.reframed(slot: slot)]
  }

  /// Zooms about a point of the cell; the new zoom is said when the gesture settles.
  private static func zoom(
    _ slot: Int, by factor: Double, about anchorX: Double, _ anchorY: Double, in state: inout ShareFlowState
  ) -> [ShareFlowEffect] {
    let before = ShareFlow.isSlot(slot) ? state.slots[slot].framing.zoom : 0
    let effects = reframe(slot, in: &state) { framing, photo, cell in
      framing.zoomed(by: factor, aboutCellPoint: anchorX, anchorY, photo: photo, cell: cell)
    }
    guard !effects.isEmpty, state.slots[slot].framing.zoom != before else { return effects }
    // Said when the gesture settles: a pinch changes the zoom on every frame.
    state.message = .zoomChanged(slot: slot, percent: state.slots[slot].framing.zoomPercent)
    return effects
  }

  /// A gesture settled: the picture is made again, and a new zoom said.
  private static func settle(_ slot: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard state.phase == .idle, ShareFlow.isSlot(slot), state.crop(ofSlot: slot) != nil else { return [] }
    History.settle(&state)
    let zoom: [ShareFlowEffect] =
      if case .zoomChanged(slot, _) = state.message { [.announce(state.message!)] } else { [] }
    return Sharing.pictureChanged(&state, slot: slot) + zoom
  }

  /// Sets a shown photo's framing outright (back to the centred fill, say).
  private static func setFraming(_ slot: Int, _ framing: Framing, in state: inout ShareFlowState)
    -> [ShareFlowEffect]
  {
    guard state.phase == .idle, ShareFlow.isSlot(slot), state.slots[slot].framing != framing,
      state.crop(ofSlot: slot) != nil
    else { return [] }
    History.record(.reframed(state.layout.place(ofSlot: slot) ?? .centre), in: &state)
    state.slots[slot].framing = framing
    return Sharing.pictureChanged(&state, slot: slot)
  }

  /// Exchanges two visible slots' photos, turns and framings (onto an empty cell, the photo moves).
  private static func move(_ from: Int, _ to: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    let visible = state.layout.visibleSlots
    guard state.phase == .idle, from != to, visible.contains(from), visible.contains(to),
      case .photo = state.slots[from].content, state.slots[to].loading == nil
    else { return [] }
    History.record(.photoMoved(state.layout.place(ofSlot: to) ?? .centre), in: &state)
    state.slots.swapAt(from, to)  // each photo takes its turn and framing along
    Messages.recountMissing(&state)
    return [.photosMoved(from: from, to: to)] + Sharing.pictureChanged(&state)
      + Messages.say(
        .photoMoved(from: from, to: to, place: state.layout.place(ofSlot: to) ?? .centre), in: &state)
  }
}
