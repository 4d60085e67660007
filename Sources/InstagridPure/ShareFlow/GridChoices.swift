/// The layout, the picture's side, format and frame, and the cell whose photo to pick.
public enum GridChoices {
  /// What the person chose.
  public enum Event: Equatable, Hashable, Sendable {
    /// A layout was chosen (a layout button, the catalogue): it shows with its own dividers.
    case layoutChosen(Layout)
    /// Layout `index` of those made for the grid's photos (`ShareFlowState.madeLayouts`) was chosen.
    case madeLayoutChosen(index: Int)
    /// The cell showing `slot` was tapped.
    case cellTapped(slot: Int)
    /// Another picture side was chosen.
    case pictureSideChosen(Int)
    /// Another format was chosen.
    case formatChosen(PictureFormat)
    /// Another spacing, colour or corner radius was chosen.
    case frameChosen(Frame)
  }

  static func reduce(_ state: inout ShareFlowState, _ event: Event) -> [ShareFlowEffect] {
    switch event {
    case .layoutChosen(let layout):
      return choose(layout, in: &state)
    case .madeLayoutChosen(let index):
      let made = state.madeLayouts
      guard made.indices.contains(index) else { return [] }
      return choose(made[index].layout, in: &state)
    case .cellTapped(let slot):
      guard state.phase == .idle, state.layout.visibleSlots.contains(slot) else { return [] }
      return [.openPicker(slot: slot, many: state.slots[slot].content == .empty)]
    case .pictureSideChosen(let side):
      guard state.canChangePicture, PictureSide.offered.contains(side), side != state.pictureSide else {
        return []
      }
      state.pictureSide = side
      return pictureChanged(&state)
    case .formatChosen(let format):
      guard state.canChangePicture, PictureFormat.all.contains(format), format != state.format else {
        return []
      }
      History.record(.format(format), in: &state)
      state.format = format
      return pictureChanged(&state)
    case .frameChosen(let frame):
      guard state.canChangePicture, frame != state.frame else { return [] }
      let cellsChanged = frame.spacing != state.frame.spacing  // a colour or a radius alone keeps them
      let property: FrameProperty =
        cellsChanged ? .spacing : frame.colour != state.frame.colour ? .colour : .radius
      History.record(.frame(property), growing: true, in: &state)  // a slider's run is one step
      state.frame = frame
      return pictureChanged(&state, cellsChanged: cellsChanged)
    }
  }

  /// Shows layout `number`; photos keep their slots.
  private static func choose(_ layout: Layout, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard state.phase == .idle, layout != state.layout, layout.tree.slots.allSatisfy(ShareFlow.isSlot) else {
      return []
    }
    History.record(.layout(layout.number), in: &state)
    state.layout = layout
    state.highlightsEmptyCells = false
    if case .photosMissing = state.message { state.message = nil }
    return pictureChanged(&state)
  }

  /// The picture changed: photos whose cells grew are decoded again (when the cells changed),
  /// and the picture is made anew.
  private static func pictureChanged(_ state: inout ShareFlowState, cellsChanged: Bool = true)
    -> [ShareFlowEffect]
  {
    (cellsChanged ? PhotoLoads.enlargeWhereNeeded(&state) : []) + Sharing.pictureChanged(&state)
  }
}
