import InstagridPure

// The share flow's state as the ABI's State and Slot records, for `ig_flow_snapshot`.

extension Record where Field == StateField {
  /// The State record of `state`.
  init(_ state: ShareFlowState) {
    self.init()
    let message = state.message?.codes
    self[.layout] = Int32(state.layout.number)
    self[.orientation] = state.orientation.code
    self[.phase] = state.phase.codes.phase.rawValue
    self[.direction] = state.phase.codes.direction
    self[.message] = message?.kind.rawValue ?? 0
    self[.messageA] = message?.first ?? 0
    self[.messageB] = message?.second ?? 0
    self[.messageC] = message?.third ?? 0
    self[.highlightsEmptyCells] = state.highlightsEmptyCells ? 1 : 0
    self[.missingCount] = Int32(state.missingSlots.count)
    self[.pictureSide] = Int32(state.pictureSide)
    self[.format] = state.format.code
    let size = state.picture.size
    self[.pictureWidth] = Int32(size.width)
    self[.pictureHeight] = Int32(size.height)
    self[.spacing] = Int32(state.frame.spacing)
    self[.colour] = Int32(state.frame.colour.rgb)
    self[.radius] = Int32(state.frame.radius)
    self[.pictureRevision] = clamped(state.pictureRevision)
    self[.pictureReady] = state.isPictureReady ? 1 : 0
    self[.canUndo] = state.canUndo ? 1 : 0
    self[.canRedo] = state.canRedo ? 1 : 0
    self[.historyPast] = Int32(state.history.past.count)
    self[.historyFuture] = Int32(state.history.future.count)
    self[.complete] = state.isComplete ? 1 : 0
    self[.showsStartOver] = state.showsStartOver ? 1 : 0
    self[.canStartOver] = state.canStartOver ? 1 : 0
    self[.canChangePicture] = state.canChangePicture ? 1 : 0
    self[.restoresDraft] = state.restoresDraft ? 1 : 0
    self[.shareDirection] = state.orientation.shareDirection.code
    self[.slotCount] = Int32(state.slots.count)
  }
}

extension Record where Field == SlotField {
  /// The Slot record of `slot` in `state`.
  init(slot: Int, of state: ShareFlowState) {
    self.init()
    let content = state.slots[slot]
    let framing = content.framing
    self[.shown] = content.shownPhoto == nil ? 0 : 1
    self[.loading] = content.loading == nil ? 0 : 1
    self[.ticket] = clamped(content.loading?.ticket ?? 0)
    self[.standIn] = content.showsStandIn ? 1 : 0
    self[.photoWidth] = clamped(content.shownPhoto?.decoded.width ?? 0)
    self[.photoHeight] = clamped(content.shownPhoto?.decoded.height ?? 0)
    if let crop = state.crop(ofSlot: slot)?.rect {
      self[.cropped] = 1
      self[.cropX] = Int32(clamping: crop.x)
      self[.cropY] = Int32(clamping: crop.y)
      self[.cropWidth] = Int32(clamping: crop.width)
      self[.cropHeight] = Int32(clamping: crop.height)
    }
    self[.zoom] = millionths(framing.zoom)
    self[.focusX] = millionths(framing.focusX)
    self[.focusY] = millionths(framing.focusY)
    self[.zoomPercent] = clamped(framing.zoomPercent)
    self[.place] = state.layout.place(ofSlot: slot)?.code ?? -1
    self[.photo] = clamped(content.documentPhoto ?? 0)
    self[.coming] = clamped(content.loading?.photo ?? 0)
    self[.orientation] = Int32(content.orientation.exif)
  }
}
