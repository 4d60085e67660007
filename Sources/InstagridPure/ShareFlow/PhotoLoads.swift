/// Photo loads: each named by a ticket, from the pick (or a kept draft's photo) through its
/// header to its decode, so that a slower, superseded load never lands.
public enum PhotoLoads {
  /// A step of a load.
  public enum Event: Equatable, Hashable, Sendable {
    /// A file was chosen for `slot`: its loading starts.
    case picked(slot: Int)
    /// A kept draft's photo starts loading into `slot`: as a pick, but its framing stays.
    case restoring(slot: Int)
    /// A `size`-pixel stand-in for load `ticket` (a kept draft's thumbnail) is on hand: the
    /// cell shows it until the photo is decoded (the slot's state says whether it was taken).
    case previewed(slot: Int, ticket: Int, size: PixelSize)
    /// The first bytes of the file for load `ticket` were read into `reading`.
    case headerRead(slot: Int, ticket: Int, reading: PhotoHeaderReading)
    /// Load `ticket` was decoded to `size` pixels (`isLargestDecode`: no larger decode may be had).
    case decoded(slot: Int, ticket: Int, size: PixelSize, isLargestDecode: Bool)
    /// Load `ticket` could not be decoded, or its file could not be read.
    case failed(slot: Int, ticket: Int)
    /// Load `ticket` was decoded blank: the browser drew nothing (a photo is never shown so).
    case blank(slot: Int, ticket: Int)
  }

  static func reduce(_ state: inout ShareFlowState, _ event: Event) -> [ShareFlowEffect] {
    switch event {
    case .picked(let slot):
      return pick(slot, in: &state)
    case .restoring(let slot):
      guard ShareFlow.isSlot(slot) else { return [] }
      let ticket = startLoading(slot, reason: .restored, in: &state)
      return [.readPhotoHeader(slot: slot, ticket: ticket, count: PhotoHeader.firstRead)]
    case .previewed(let slot, let ticket, let size):
      return standIn(slot, ticket, size, in: &state)
    case .headerRead(let slot, let ticket, let reading):
      return headerRead(slot, ticket, reading, in: &state)
    case .decoded(let slot, let ticket, let size, let isLargestDecode):
      return photoArrived(slot, ticket, size, isLargestDecode: isLargestDecode, in: &state)
    case .failed(let slot, let ticket):
      return failed(slot, ticket, in: &state)
    case .blank(let slot, let ticket):
      guard ShareFlow.isSlot(slot), let loading = state.slots[slot].loading, loading.ticket == ticket else {
        return []
      }
      return giveUp(slot, loading, saying: .photoBlank(slot: slot), in: &state)
    }
  }

  /// A file was chosen for `slot`: read its header first.
  private static func pick(_ slot: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard ShareFlow.isSlot(slot) else { return [] }
    let ticket = startLoading(slot, reason: .picked, in: &state)
    // A new pick is a new attempt: an earlier refusal, for any cell, is old news.
    if state.message?.isPhotoRefusal == true { state.message = nil }
    return [.readPhotoHeader(slot: slot, ticket: ticket, count: PhotoHeader.firstRead)]
  }

  /// A restored photo's kept thumbnail stands in while the photo decodes (if it is first).
  private static func standIn(_ slot: Int, _ ticket: Int, _ size: PixelSize, in state: inout ShareFlowState)
    -> [ShareFlowEffect]
  {
    guard ShareFlow.isSlot(slot), var loading = state.slots[slot].loading, loading.ticket == ticket,
      loading.previous == nil, size.width > 0, size.height > 0
    else { return [] }
    loading.preview = SlotPhoto(id: loading.photo, decoded: size, isLargestDecode: false)
    state.slots[slot].content = .loading(loading)
    return [.reframed(slot: slot)]  // the cell shows something new: the stand-in
  }

  /// Marks `slot` as loading with a fresh ticket, keeping what it showed. `photo`: the id of
  /// the photo that comes (a new photo's is its ticket; an enlargement's, the slot's photo's).
  static func startLoading(
    _ slot: Int, reason: PhotoLoading.Reason, photo: Int? = nil, in state: inout ShareFlowState
  ) -> Int {
    let ticket = state.nextTicket
    state.nextTicket += 1
    let previous = state.slots[slot].heldPhoto
    let id = photo ?? (reason == .enlarged ? previous?.id : nil) ?? ticket
    state.slots[slot].content = .loading(
      PhotoLoading(ticket: ticket, photo: id, reason: reason, previous: previous, format: nil))
    Messages.recountMissing(&state)
    return ticket
  }

  /// Brings `photo`, which left the grid, back into the empty `slot` from its file (Undo or
  /// Redo); its framing is the document's.
  static func recall(_ photo: Int, into slot: Int, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    let ticket = startLoading(slot, reason: .recalled, photo: photo, in: &state)
    return [
      .recallPhoto(slot: slot, ticket: ticket, photo: photo),
      .decodePhoto(slot: slot, ticket: ticket, need: state.need(ofSlot: slot)),
    ]
  }

  /// The header decides: ask for more bytes, refuse the file in plain words, or decode it.
  private static func headerRead(
    _ slot: Int, _ ticket: Int, _ reading: PhotoHeaderReading, in state: inout ShareFlowState
  ) -> [ShareFlowEffect] {
    guard ShareFlow.isSlot(slot), var loading = state.slots[slot].loading, loading.ticket == ticket,
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
      loading.size = header.size
      state.slots[slot].content = .loading(loading)
      // A photo of a pick that outgrows the grid is decoded for the layout made for it.
      if PhotoPicks.holdsDecode(ofTicket: ticket, in: state) { return PhotoPicks.headerSettled(&state) }
      // A new photo arrives upright, whatever the one it replaces was turned to.
      let need =
        loading.reason == .picked
        ? state.picture.need(ofSlot: slot, showing: state.layout) : state.need(ofSlot: slot)
      return [.decodePhoto(slot: slot, ticket: ticket, need: need)]
    }
  }

  /// The load's photo is decoded: the slot shows it.
  private static func photoArrived(
    _ slot: Int, _ ticket: Int, _ decoded: PixelSize, isLargestDecode: Bool, in state: inout ShareFlowState
  ) -> [ShareFlowEffect] {
    guard ShareFlow.isSlot(slot), let loading = state.slots[slot].loading, loading.ticket == ticket,
      decoded.width > 0, decoded.height > 0
    else { return [] }
    if loading.reason == .picked {  // a new photo: a step, and it starts upright and centred
      if let pick = state.pick, PhotoPicks.isOfPick(ticket: ticket, in: state) {
        PhotoPicks.record(pick, in: &state)  // several photos at once: one step
      } else {
        History.record(.photoPicked(state.layout.place(ofSlot: slot) ?? .centre), in: &state)
      }
      state.slots[slot].framing = .centred
      state.slots[slot].orientation = .upright
    }
    state.slots[slot].content = .photo(
      SlotPhoto(
        id: loading.photo, decoded: decoded, isLargestDecode: isLargestDecode,
        full: loading.size ?? (loading.reason == .enlarged ? loading.previous?.full : nil)))
    if state.message?.isAbout(slot: slot) == true { state.message = nil }
    let said = state.message
    Messages.recountMissing(&state)
    let news: [ShareFlowEffect] =
      state.message != said && state.message == .preparingPicture ? [.announce(.preparingPicture)] : []
    // Decoded for a smaller side than is chosen now (the side grew meanwhile): shown, and
    // decoded again at once.
    return enlargeWhereNeeded(&state) + Sharing.pictureChanged(&state, slot: slot) + news
  }

  /// The load's file could not be decoded: said by its format where this browser often lacks it.
  private static func failed(_ slot: Int, _ ticket: Int, in state: inout ShareFlowState) -> [ShareFlowEffect]
  {
    guard ShareFlow.isSlot(slot), let loading = state.slots[slot].loading, loading.ticket == ticket else {
      return []
    }
    let message: ShareMessage =
      if let format = loading.format, format.isOftenUnsupported {
        .photoFormatUnsupported(slot: slot, format: format)
      } else {
        .photoUnreadable(slot: slot)
      }
    return giveUp(slot, loading, saying: message, in: &state)
  }

  /// Ends a load that failed: the slot shows what it had before, and the person hears why.
  private static func giveUp(
    _ slot: Int, _ loading: PhotoLoading, saying message: ShareMessage, in state: inout ShareFlowState
  ) -> [ShareFlowEffect] {
    state.slots[slot].content = loading.previous.map { .photo($0) } ?? .empty
    // An enlargement that failed keeps the smaller pixels: the picture can still be made. A
    // replacement that failed makes the grid whole again, and another photo may have changed
    // it meanwhile: that picture was never asked for while this slot loaded.
    let changed =
      loading.reason == .enlarged ? Sharing.pictureChanged(&state, slot: slot) : Sharing.pictureDue(state)
    return changed + Messages.say(message, in: &state) + PhotoPicks.headerSettled(&state)
  }

  /// Decodes again every photo whose pixels are too few for the picture and layout chosen now
  /// (a photo the layout hides is not in the picture: it waits until a layout shows it).
  static func enlargeWhereNeeded(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    var effects: [ShareFlowEffect] = []
    for slot in state.layout.visibleSlots {
      guard case .photo(let photo) = state.slots[slot].content else { continue }
      let need = state.need(ofSlot: slot)
      guard !photo.suffices(for: need) else { continue }
      let ticket = startLoading(slot, reason: .enlarged, in: &state)
      effects.append(.decodePhoto(slot: slot, ticket: ticket, need: need))
    }
    return effects
  }
}

extension PhotoHeader {
  /// How many leading bytes to read first: enough for every format's header in most files.
  public static let firstRead = 64 << 10
}
