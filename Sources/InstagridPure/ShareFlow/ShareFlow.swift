/// The rules of the screen, as a reducer: `(state, event) → (state', effects)`.
///
/// The page sends every gesture and every effect result here and performs the effects it
/// gets back; it keeps no rules of its own. An event that makes no sense in the current
/// phase (a second swipe while leaving, a layout tap while sharing) changes nothing, and a
/// result for a load that was superseded is ignored.
public enum ShareFlow {
  /// Applies `event` to `state` and returns the effects to perform, in order.
  public static func reduce(_ state: inout ShareFlowState, _ event: ShareFlowEvent) -> [ShareFlowEffect] {
    switch event {
    case .layoutTapped(let number):
      guard state.phase == .idle, let layout = Layout.numbered(number), layout != state.layout else {
        return []
      }
      state.layout = layout
      state.highlightsEmptyCells = false
      endUndo(&state)
      if case .photosMissing = state.message { state.message = nil }
      return pictureChanged(&state)

    case .cellTapped(let slot):
      guard state.phase == .idle, state.layout.visibleSlots.contains(slot) else { return [] }
      return [.openPicker(slot: slot)]

    case .photoPicked(let slot):
      guard isSlot(slot) else { return [] }
      endUndo(&state)
      let ticket = startLoading(slot, reason: .picked, in: &state)
      // A new pick is a new attempt: an earlier refusal, for any cell, is old news.
      if state.message?.isPhotoRefusal == true { state.message = nil }
      return [.readPhotoHeader(slot: slot, ticket: ticket, count: PhotoHeader.firstRead)]

    case .photoRestoring(let slot):
      guard isSlot(slot) else { return [] }
      let ticket = startLoading(slot, reason: .restored, in: &state)
      return [.readPhotoHeader(slot: slot, ticket: ticket, count: PhotoHeader.firstRead)]

    case .photoPreviewed(let slot, let ticket, let size):
      guard isSlot(slot), var loading = state.slots[slot].loading, loading.ticket == ticket,
        loading.previous == nil, size.width > 0, size.height > 0
      else { return [] }
      loading.preview = SlotPhoto(decoded: size, isFullResolution: false)
      state.slots[slot] = .loading(loading)
      return [.reframed(slot: slot)]  // the cell shows something new: the stand-in

    case .photoHeaderRead(let slot, let ticket, let reading):
      return headerRead(slot, ticket, reading, in: &state)

    case .photoDecoded(let slot, let ticket, let decoded, let isFullResolution):
      guard isSlot(slot), state.slots[slot].loading?.ticket == ticket, decoded.width > 0, decoded.height > 0
      else { return [] }
      if state.slots[slot].loading?.reason == .picked { state.framings[slot] = .centred }  // a new photo
      state.slots[slot] = .photo(SlotPhoto(decoded: decoded, isFullResolution: isFullResolution))
      if state.message?.isAbout(slot: slot) == true { state.message = nil }
      let said = state.message
      recountMissing(&state)
      let news: [ShareFlowEffect] =
        state.message != said && state.message == .preparingPicture ? [.announce(.preparingPicture)] : []
      // Decoded for a smaller side than is chosen now (the side grew meanwhile): shown, and
      // decoded again at once.
      return enlargeWhereNeeded(&state) + pictureChanged(&state, slot: slot) + news

    case .photoFailed(let slot, let ticket):
      guard isSlot(slot), let loading = state.slots[slot].loading, loading.ticket == ticket else { return [] }
      let message: ShareMessage =
        if let format = loading.format, format.isOftenUnsupported {
          .photoFormatUnsupported(slot: slot, format: format)
        } else {
          .photoUnreadable(slot: slot)
        }
      return giveUp(slot, loading, saying: message, in: &state)

    case .pictureSideChosen(let side):
      guard PictureSide.offered.contains(side), side != state.pictureSide else { return [] }
      state.pictureSide = side
      return enlargeWhereNeeded(&state) + pictureChanged(&state)

    case .pictureRendered(let revision):
      guard revision == state.pictureRevision, state.isComplete else { return [] }
      state.renderedRevision = revision
      // Someone asked to share before it was ready: tell them it can go now.
      guard state.message == .preparingPicture else { return [] }
      return say(.pictureReady, in: &state)

    case .orientationChanged(let orientation):
      state.orientation = orientation
      return []

    case .swiped(let direction):
      guard state.phase == .idle, direction == state.orientation.shareDirection else { return [] }
      return startSharing(&state)

    case .shareButtonPressed:
      guard state.phase == .idle else { return [] }
      return startSharing(&state)

    case .animationFinished:
      switch state.phase {
      case .leaving(let direction):
        state.phase = .sharing(direction)
        return [.presentShare]
      case .returning:
        state.phase = .idle
        return []
      case .idle, .sharing:
        return []
      }

    case .shareFinished(let outcome):
      guard case .sharing(let direction) = state.phase else { return [] }
      state.phase = .returning(direction)
      let back: [ShareFlowEffect] = [.startReturnAnimation(direction)]
      return outcome == .failed ? back + say(.shareFailed, in: &state) : back

    case .startOverPressed:
      return startOver(&state)

    case .undoPressed:
      guard state.phase == .idle, let kept = state.undoable else { return [] }
      state.undoable = nil
      state.layout = kept.layout
      state.slots = kept.slots
      state.framings = kept.framings
      state.message = nil
      return enlargeWhereNeeded(&state) + pictureChanged(&state)

    case .undoExpired:
      guard state.undoable != nil else { return [] }
      endUndo(&state)
      return [.saveDraft]  // the kept draft held the cleared grid until now

    case .draftRestored(let copied):
      return say(.draftRestored(copied: copied), in: &state)

    case .framePanned(let slot, let dx, let dy):
      return reframe(slot, in: &state) { framing, photo, cell in
        framing.panned(byCellFraction: dx, dy, photo: photo, cell: cell)
      }

    case .frameZoomed(let slot, let factor, let anchorX, let anchorY):
      let before = isSlot(slot) ? state.framings[slot].zoom : 0
      let effects = reframe(slot, in: &state) { framing, photo, cell in
        framing.zoomed(by: factor, aboutCellPoint: anchorX, anchorY, photo: photo, cell: cell)
      }
      guard !effects.isEmpty, state.framings[slot].zoom != before else { return effects }
      // Said when the gesture settles: a pinch changes the zoom on every frame.
      state.message = .zoomChanged(slot: slot, percent: Int((state.framings[slot].zoom * 100).rounded()))
      return effects

    case .frameSettled(let slot):
      guard state.phase == .idle, isSlot(slot), state.crop(ofSlot: slot) != nil else { return [] }
      let zoom: [ShareFlowEffect] =
        if case .zoomChanged(slot, _) = state.message { [.announce(state.message!)] } else { [] }
      return pictureChanged(&state, slot: slot) + zoom

    case .frameReset(let slot):
      guard state.phase == .idle, isSlot(slot), state.framings[slot] != .centred,
        state.crop(ofSlot: slot) != nil
      else { return [] }
      state.framings[slot] = .centred
      return pictureChanged(&state, slot: slot)

    case .frameSet(let slot, let framing):
      guard isSlot(slot), state.framings[slot] != framing else { return [] }
      state.framings[slot] = framing
      return pictureChanged(&state, slot: slot)

    case .photoMoved(let from, let to):
      return move(from, to, in: &state)
    }
  }

  /// Applies a pan or zoom to the photo `slot` shows in its visible cell. The picture is now
  /// stale (a new revision) but is made again only when the gesture settles.
  private static func reframe(
    _ slot: Int, in state: inout ShareFlowState, _ change: (Framing, PixelSize, PixelSize) -> Framing
  ) -> [ShareFlowEffect] {
    guard state.phase == .idle, isSlot(slot), case .photo(let photo) = state.slots[slot],
      let cell = state.cell(showing: slot)
    else { return [] }
    let framing = change(state.framings[slot], photo.decoded, cell.size)
    guard framing != state.framings[slot] else { return [] }
    state.framings[slot] = framing
    state.pictureRevision += 1
    return [.reframed(slot: slot)]
  }

  /// Exchanges two visible slots' photos and framings (onto an empty cell, the photo moves).
  private static func move(_ from: Int, _ to: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    let visible = state.layout.visibleSlots
    guard state.phase == .idle, from != to, visible.contains(from), visible.contains(to),
      case .photo = state.slots[from], state.slots[to].loading == nil
    else { return [] }
    state.slots.swapAt(from, to)
    state.framings.swapAt(from, to)
    endUndo(&state)
    recountMissing(&state)
    if state.missingSlots.isEmpty { state.highlightsEmptyCells = false }
    return [.photosMoved(from: from, to: to)] + pictureChanged(&state)
      + say(.photoMoved(from: from, to: to), in: &state)
  }

  /// Marks `slot` as loading with a fresh ticket, keeping what it showed.
  private static func startLoading(_ slot: Int, reason: PhotoLoading.Reason, in state: inout ShareFlowState)
    -> Int
  {
    let ticket = state.nextTicket
    state.nextTicket += 1
    state.slots[slot] = .loading(
      PhotoLoading(ticket: ticket, reason: reason, previous: state.slots[slot].heldPhoto, format: nil))
    recountMissing(&state)
    return ticket
  }

  /// The header decides: ask for more bytes, refuse the file in plain words, or decode it.
  private static func headerRead(
    _ slot: Int, _ ticket: Int, _ reading: PhotoHeaderReading, in state: inout ShareFlowState
  ) -> [ShareFlowEffect] {
    guard isSlot(slot), var loading = state.slots[slot].loading, loading.ticket == ticket,
      loading.format == nil
    else { return [] }
    switch reading {
    case .needsBytes(let count):
      return [.readPhotoHeader(slot: slot, ticket: ticket, count: count)]
    case .unrecognised:
      return giveUp(slot, loading, saying: .photoFormatUnknown(slot: slot), in: &state)
    case .malformed:
      return giveUp(slot, loading, saying: .photoUnreadable(slot: slot), in: &state)
    case .header(let header):
      guard PhotoLimits.allows(header.size) else {
        return giveUp(slot, loading, saying: .photoTooLarge(slot: slot, size: header.size), in: &state)
      }
      loading.format = header.format
      state.slots[slot] = .loading(loading)
      return [
        .decodePhoto(slot: slot, ticket: ticket, need: Layout.need(ofSlot: slot, side: state.pictureSide))
      ]
    }
  }

  /// Ends a load that failed: the slot shows what it had before, and the person hears why.
  private static func giveUp(
    _ slot: Int, _ loading: PhotoLoading, saying message: ShareMessage, in state: inout ShareFlowState
  ) -> [ShareFlowEffect] {
    state.slots[slot] = loading.previous.map { .photo($0) } ?? .empty
    // An enlargement that failed keeps the smaller pixels: the picture can still be made. A
    // replacement that failed makes the grid whole again, and another photo may have changed
    // it meanwhile: that picture was never asked for while this slot loaded.
    let changed = loading.reason == .enlarged ? pictureChanged(&state, slot: slot) : pictureDue(state)
    return changed + say(message, in: &state)
  }

  /// The picture of the grid as it is, when the grid is complete and it is not made yet.
  private static func pictureDue(_ state: ShareFlowState) -> [ShareFlowEffect] {
    state.isComplete && !state.isPictureReady ? [.renderPicture(revision: state.pictureRevision)] : []
  }

  /// Ends the Undo offer (it expired, or the grid changed since), and its "cleared" message.
  private static func endUndo(_ state: inout ShareFlowState) {
    state.undoable = nil
    if state.message == .startedOver { state.message = nil }
  }

  /// Decodes again every photo whose pixels are too few for the chosen picture side.
  private static func enlargeWhereNeeded(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    var effects: [ShareFlowEffect] = []
    for slot in 0..<Layout.slotCount {
      guard case .photo(let photo) = state.slots[slot] else { continue }
      let need = Layout.need(ofSlot: slot, side: state.pictureSide)
      guard !photo.suffices(for: need) else { continue }
      let ticket = startLoading(slot, reason: .enlarged, in: &state)
      effects.append(.decodePhoto(slot: slot, ticket: ticket, need: need))
    }
    return effects
  }

  /// After a change to what the picture shows: a new revision, rendered ahead if the grid is
  /// complete, and the draft kept. A change to a hidden slot needs no new picture.
  /// `keepingDraft`: the kept draft stays as it is (Start over, while Undo can bring it back).
  private static func pictureChanged(
    _ state: inout ShareFlowState, slot: Int? = nil, keepingDraft: Bool = false
  ) -> [ShareFlowEffect] {
    let save: [ShareFlowEffect] = keepingDraft ? [] : [.saveDraft]
    guard slot.map({ state.layout.visibleSlots.contains($0) }) ?? true else { return save }
    state.pictureRevision += 1
    guard state.isComplete else { return save }
    return [.renderPicture(revision: state.pictureRevision)] + save
  }

  /// Leaves with the picture only when it can be shared at once; otherwise says why not.
  private static func startSharing(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    let direction = state.orientation.shareDirection
    let missing = state.missingSlots.count
    if missing > 0 {
      state.highlightsEmptyCells = true
      return [.nudge(direction)] + say(.photosMissing(count: missing), in: &state)
    }
    let loading = state.loadingSlots.count
    if loading > 0 {
      return [.nudge(direction)] + say(.photosLoading(count: loading), in: &state)
    }
    guard state.isPictureReady else {
      return [.nudge(direction)] + say(.preparingPicture, in: &state)
    }
    state.phase = .leaving(direction)
    state.message = nil
    return [.startLeaveAnimation(direction)]
  }

  /// Clears the grid, keeping it for Undo; loads under way are dropped.
  private static func startOver(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    // While a photo loads there is no clean grid to keep for Undo: wait for it.
    guard state.phase == .idle, state.canStartOver else { return [] }
    let kept = state.slots.map { slot in slot.heldPhoto.map { SlotContent.photo($0) } ?? .empty }
    state.undoable = KeptGrid(layout: state.layout, slots: kept, framings: state.framings)
    state.slots = [SlotContent](repeating: .empty, count: Layout.slotCount)
    state.framings = [Framing](repeating: .centred, count: Layout.slotCount)
    state.layout = .standard
    state.highlightsEmptyCells = false
    // The kept draft stays as it was while Undo can bring the grid back: a reload (or iOS
    // discarding the tab) in those seconds must not lose it. Expiry saves the empty grid.
    return pictureChanged(&state, keepingDraft: true) + say(.startedOver, in: &state)
  }

  /// Keeps a "photos missing" message true as cells fill.
  private static func recountMissing(_ state: inout ShareFlowState) {
    if case .photosMissing = state.message {
      let missing = state.missingSlots.count
      state.message = missing == 0 ? nil : .photosMissing(count: missing)
    }
    if case .photosLoading = state.message {
      // The person is waiting to share: once nothing loads, tell them the picture is coming
      // (and, when it is made, that it is ready).
      let loading = state.loadingSlots.count
      state.message =
        loading > 0 ? .photosLoading(count: loading) : state.isComplete ? .preparingPicture : nil
    }
    if state.missingSlots.isEmpty { state.highlightsEmptyCells = false }
  }

  private static func say(_ message: ShareMessage, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    state.message = message
    return [.announce(message)]
  }

  private static func isSlot(_ slot: Int) -> Bool {
    slot >= 0 && slot < Layout.slotCount
  }
}

extension ShareMessage {
  /// Whether this message says why a picked file was refused.
  var isPhotoRefusal: Bool {
    switch self {
    case .photoUnreadable, .photoFormatUnknown, .photoTooLarge, .photoFormatUnsupported: true
    default: false
    }
  }

  /// Whether this message is about the photo in `slot` (a new photo there makes it stale).
  func isAbout(slot: Int) -> Bool {
    switch self {
    case .photoUnreadable(let s), .photoFormatUnknown(let s), .photoTooLarge(let s, _):
      s == slot
    case .photoFormatUnsupported(let s, _):
      s == slot
    default:
      false
    }
  }
}

extension PhotoHeader {
  /// How many leading bytes to read first: enough for every format's header in most files.
  public static let firstRead = 64 << 10
}
