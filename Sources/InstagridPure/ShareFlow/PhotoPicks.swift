/// Several photos at once (picked, dropped or pasted): where each goes and, when they outgrow
/// the grid, a layout made for all of them (`PhotoFit`). That layout is taken once every
/// photo's header is read, so the grid changes once, and its photos are decoded for it. The
/// whole pick, layout included, is one step of Undo.
public enum PhotoPicks {
  /// How many photos a grid holds: more in one pick are left out.
  public static let most = Layout.slotCount
  /// How many photos a pick brings: one when a single file makes room for itself (pasted or
  /// dropped on the frame of a full grid), or goes where no cell was named.
  public static let counts = 1...most

  /// Files chosen together.
  public enum Event: Equatable, Hashable, Sendable {
    /// `count` files were chosen for the cell of `slot` (the picker it opened, a paste into
    /// it), or for none (`nil`: dropped on the frame, pasted with no cell focused): the first
    /// goes to `slot`, the others into the empty cells in reading order. A slot holding a photo
    /// takes one, which replaces it.
    case picked(slot: Int?, count: Int)
    /// `count` files were dropped on the cell of `slot`: it takes the first (replacing its
    /// photo, if it has one), the empty cells after it the others (then those before it).
    case dropped(slot: Int, count: Int)
  }

  static func reduce(_ state: inout ShareFlowState, _ event: Event) -> [ShareFlowEffect] {
    switch event {
    case .picked(let slot, let count):
      return pick(count, into: slot, emptyAfterFirst: false, in: &state)
    case .dropped(let slot, let count):
      return pick(count, into: slot, emptyAfterFirst: true, in: &state)
    }
  }

  /// Starts the loads of `count` files, the first into `slot`.
  private static func pick(
    _ count: Int, into slot: Int?, emptyAfterFirst: Bool, in state: inout ShareFlowState
  )
    -> [ShareFlowEffect]
  {
    let visible = state.layout.visibleSlots
    guard state.phase == .idle, count >= 1, slot.map(visible.contains) ?? true else { return [] }
    // One file, or a photo's own cell picked or pasted into: it takes one, as a tap's pick. A
    // drop on a photo replaces it, and the other files go into the empty cells after it.
    if let slot, count == 1 || (!emptyAfterFirst && state.slots[slot].content != .empty) {
      return PhotoLoads.reduce(&state, .picked(slot: slot))
    }
    let targets = places(for: count, first: slot, emptyAfterFirst: emptyAfterFirst, in: state)
    let leftOut = count - targets.count
    guard !targets.isEmpty else { return Messages.say(.photosLeftOut(count: leftOut), in: &state) }
    History.settle(&state)  // the pick's step is its own, even after a run of the same change
    if state.message?.isPhotoRefusal == true { state.message = nil }
    var tickets: [Int] = []
    var effects: [ShareFlowEffect] = []
    for target in targets {
      let ticket = PhotoLoads.startLoading(target, reason: .picked, in: &state)
      tickets.append(ticket)
      effects.append(.readPhotoHeader(slot: target, ticket: ticket, count: PhotoHeader.firstRead))
    }
    let grows = targets.contains { !visible.contains($0) }
    state.pick = PhotoPick(slots: targets, tickets: tickets, grows: grows, leftOut: leftOut)
    return effects + (leftOut > 0 && !grows ? Messages.say(.photosLeftOut(count: leftOut), in: &state) : [])
  }

  /// The slots `count` new photos go into, in the files' order: `first`, the grid's empty cells
  /// in reading order (from `first` on when `emptyAfterFirst`), then, past them, slots the
  /// layout hides (empty ones first) for a layout made for all the grid's photos; at most
  /// `most` photos in the grid.
  static func places(for count: Int, first: Int?, emptyAfterFirst: Bool, in state: ShareFlowState) -> [Int] {
    let visible = state.layout.visibleSlots
    let empty = visible.filter { state.slots[$0].content == .empty && $0 != first }
    var order = first.map { [$0] } ?? []
    if let first, emptyAfterFirst, let at = visible.firstIndex(of: first) {
      order +=
        empty.filter { visible.firstIndex(of: $0)! > at } + empty.filter { visible.firstIndex(of: $0)! < at }
    } else {
      order += empty
    }
    let kept = visible.filter { !order.contains($0) }.count  // the grid's other photos stay
    let room = max(0, min(count, most - kept))
    if room > order.count {
      let hidden = (0..<Layout.slotCount).filter { !visible.contains($0) }
      order +=
        hidden.filter { state.slots[$0].content == .empty }
        + hidden.filter { state.slots[$0].content != .empty }
    }
    order.removeLast(max(0, order.count - room))
    return order
  }

  /// Whether the decode of load `ticket` waits for the layout its pick will make.
  static func holdsDecode(ofTicket ticket: Int, in state: ShareFlowState) -> Bool {
    guard let pick = state.pick, pick.grows, !pick.laidOut else { return false }
    return pick.tickets.contains(ticket)
  }

  /// A load's header was read or its load ended: once every header of a pick that outgrows the
  /// grid is read, the layout made for the grid's photos is taken and the held decodes start.
  /// If the files refused meanwhile were those the grid had no cell for, the layout stays.
  static func headerSettled(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    guard var pick = state.pick, pick.grows, !pick.laidOut else { return [] }
    // The pick's loads still under way, by their place in it.
    let live = pick.tickets.indices.filter { state.slots[pick.slots[$0]].loading?.ticket == pick.tickets[$0] }
    guard !live.contains(where: { state.slots[pick.slots[$0]].loading?.size == nil }) else { return [] }
    pick.laidOut = true
    state.pick = pick
    let visible = state.layout.visibleSlots
    let outgrows = live.contains { !visible.contains(pick.slots[$0]) }
    // In slot order, as the sheet asks (`fittedPhotos`): the same photos, the same layout.
    let slots = (0..<Layout.slotCount).filter { slot in
      pick.slots.contains(slot)
        ? live.contains { pick.slots[$0] == slot }
        : visible.contains(slot) && state.slots[slot].content != .empty
    }
    var effects: [ShareFlowEffect] = []
    // A file of the pick refused meanwhile stays said, in its own words (the pick cleared any
    // older refusal): what the grid took shows itself.
    let refused = state.message?.isPhotoRefusal == true
    let sizes = slots.compactMap { state.shownSize(ofSlot: $0) }
    if outgrows, sizes.count == slots.count,
      let made = PhotoFit.layouts(for: sizes, slots: slots, on: state.picture, count: 1).first
    {
      record(pick, in: &state)
      state.layout = made.layout
      state.highlightsEmptyCells = false
      if case .photosMissing = state.message { state.message = nil }
      if !refused {
        effects += Messages.say(.layoutMade(photos: slots.count, leftOut: pick.leftOut), in: &state)
      }
    }
    for index in live {
      let slot = pick.slots[index]
      effects.append(.decodePhoto(slot: slot, ticket: pick.tickets[index], need: state.need(ofSlot: slot)))
    }
    return PhotoLoads.enlargeWhereNeeded(&state) + Sharing.pictureChanged(&state) + effects
  }

  /// Makes the pick a step of Undo, or joins the step it made: call before the change.
  static func record(_ pick: PhotoPick, in state: inout ShareFlowState) {
    History.record(.photosPicked(count: pick.tickets.count), growing: true, in: &state)
  }

  /// Whether load `ticket` is of the pick under way of several photos.
  static func isOfPick(ticket: Int, in state: ShareFlowState) -> Bool {
    state.pick?.tickets.contains(ticket) ?? false
  }
}

/// A pick of several photos under way.
public struct PhotoPick: Equatable, Hashable, Sendable {
  /// Where each of its photos goes, in the files' order.
  public var slots: [Int]
  /// Each one's load ticket, likewise.
  public var tickets: [Int]
  /// Whether its photos outgrow the layout: a layout made for them comes once their headers are read.
  public var grows: Bool
  /// How many files were left out (past `PhotoPicks.most`).
  public var leftOut: Int
  /// Whether that layout was made.
  public var laidOut = false
}

extension ShareFlowState {
  /// The size of the photo `slot` shows or will show, as its file has it and as shown (its turn
  /// applied), whatever it was decoded at; a photo still loading has one once its header is read.
  public func shownSize(ofSlot slot: Int) -> PixelSize? {
    let slot = slots[slot]
    switch slot.content {
    case .empty: return nil
    case .photo(let photo): return slot.orientation.shownSize(of: photo.full)
    case .loading(let loading):
      if loading.reason == .picked { return loading.size }  // a new photo arrives upright
      return (loading.previous ?? loading.preview).map { slot.orientation.shownSize(of: $0.full) }
        ?? loading.size.map { slot.orientation.shownSize(of: $0) }
    }
  }
}
