/// A kept draft coming back at launch. One event sets the grid and starts every kept photo's
/// load; the draft is kept again only once those loads have ended, since until then a save
/// would overwrite it with a grid that has holes.
public enum DraftRestore {
  /// What a kept draft holds, as the page read it back from the device.
  public struct Draft: Equatable, Hashable, Sendable {
    /// The layout the draft was kept with.
    public var layout: Layout
    /// The picture side it was kept with (one not offered any more is ignored).
    public var pictureSide: Int
    /// The format it was kept with (a draft from before formats: square).
    public var format: PictureFormat
    /// The frame it was kept with (a draft from before frames: the spec's).
    public var frame: Frame
    /// For each slot, the photo the draft keeps there, its turn and its framing; `nil` where it keeps
    /// none. A kept photo's id is `nil` in a draft from before photos had ids (it takes a new
    /// one). A draft from before there were six slots has fewer: the rest are empty.
    public var slots: [Document.Slot?]
    /// Whether it is a copy of a draft another tab has open (each tab keeps its own).
    public var copied: Bool
    /// The steps Undo and Redo go through, as kept with it (a draft from before: none).
    public var history: History

    /// A draft of `slots.count` slots.
    public init(
      layout: Layout, pictureSide: Int, format: PictureFormat = .standard, frame: Frame = .standard,
      slots: [Document.Slot?], copied: Bool, history: History = History()
    ) {
      self.layout = layout
      self.pictureSide = pictureSide
      self.format = format
      self.frame = frame
      self.slots = slots
      self.copied = copied
      self.history = history
    }

    /// This draft with only the slots whose photo is among `photos` (those whose bytes the page
    /// kept): a photo the device could not keep comes back as an empty cell, as the page said
    /// it would, not as a load that fails.
    public func keeping(photos: [Int]) -> Draft {
      var draft = self
      draft.slots = slots.map { slot in slot.flatMap { $0.photo.map(photos.contains) == false ? nil : $0 } }
      return draft
    }

    /// Every photo id the draft refers to, in its slots and its history.
    var photoIDs: [Int] {
      slots.compactMap { $0?.photo } + history.photos
    }
  }

  /// Brings `draft` into an untouched grid: its layout, its side, format and frame, its
  /// history, and a load for each kept photo with its turn and framing. A draft without photos or
  /// steps, or a grid already in use, changes nothing.
  static func reduce(_ state: inout ShareFlowState, _ draft: Draft) -> [ShareFlowEffect] {
    guard state.phase == .idle, !state.showsStartOver, state.history.isEmpty,
      draft.slots.count <= Layout.slotCount,
      draft.slots.contains(where: { $0 != nil }) || !draft.history.past.isEmpty
        || !draft.history.future.isEmpty
    else { return [] }
    // Photo ids go on from the largest kept: a new photo never takes a kept one's.
    state.nextTicket = max(state.nextTicket, (draft.photoIDs.max() ?? 0) + 1)
    let revision = state.history.revision
    state.history = draft.history
    state.history.revision = revision + 1  // new steps: the page keeps them with the document
    state.layout = draft.layout
    if PictureSide.offered.contains(draft.pictureSide) { state.pictureSide = draft.pictureSide }
    if PictureFormat.all.contains(draft.format) { state.format = draft.format }
    state.frame = draft.frame
    var effects: [ShareFlowEffect] = []
    for (slot, kept) in draft.slots.enumerated() {
      guard let kept else { continue }
      let ticket = PhotoLoads.startLoading(slot, reason: .restored, photo: kept.photo, in: &state)
      state.slots[slot].framing = kept.framing
      state.slots[slot].orientation = kept.orientation
      effects.append(.readPhotoHeader(slot: slot, ticket: ticket, count: PhotoHeader.firstRead))
    }
    state.restoresDraft = true
    guard !effects.isEmpty else { return [] }  // only steps came back: the grid is as it was
    return effects + Messages.say(.draftRestored(copied: draft.copied), in: &state)
  }

  /// While a draft comes back, its saves wait; once no photo is loading any more (each arrived
  /// or failed), the grid is kept, once.
  static func holdingSaves(_ state: inout ShareFlowState, _ effects: [ShareFlowEffect]) -> [ShareFlowEffect] {
    guard state.restoresDraft else { return effects }
    let held = effects.filter { $0 != .saveDraft }
    guard !state.slots.contains(where: { $0.loading.map { $0.reason != .enlarged } ?? false }) else {
      return held
    }
    state.restoresDraft = false
    return held + [.saveDraft]
  }
}
