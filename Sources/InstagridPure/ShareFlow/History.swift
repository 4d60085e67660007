/// Undo and redo: a bounded history of the document. Every change a person makes is one step
/// (a gesture that goes on, a pinch or a drag, is one step until it settles); loads that end,
/// pictures rendered and sharing are not. Photos are kept by their id, never copied per step:
/// the page keeps a photo's file while a step refers to it, and is told when none does any more.
public struct History: Equatable, Hashable, Sendable {
  /// One step: the document on the other side of a change, and the change.
  public struct Step: Equatable, Hashable, Sendable {
    /// The document Undo (in `past`) or Redo (in `future`) goes to.
    public var document: Document
    /// The change, as it is named when it is undone or redone.
    public var change: Change

    /// A step back (or forward) to `document`, across `change`.
    public init(document: Document, change: Change) {
      self.document = document
      self.change = change
    }
  }

  /// Undo and Redo.
  public enum Event: Equatable, Hashable, Sendable {
    /// Undo was asked for (the button, or ⌘/Ctrl + Z).
    case undo
    /// Redo was asked for (the button, Shift + ⌘/Ctrl + Z, or Ctrl + Y).
    case redo
    /// The control in hand was let go (a slider released, a run of its keys ended, a swatch
    /// tapped): the next change is a step of its own.
    case changeEnded
  }

  /// How many steps Undo can go back.
  public static let limit = 50

  /// The documents before each change, oldest first; Undo goes to the last.
  public private(set) var past: [Step] = []
  /// The documents after each undone change; Redo goes to the last.
  public private(set) var future: [Step] = []
  /// The change still going on (a gesture not yet settled, a frame control being dragged):
  /// more of it joins its step.
  var growing: Change? = nil
  /// Counts changes to the steps, so a change is told without comparing them.
  var revision = 0

  /// Whether there is no step to undo or redo.
  public var isEmpty: Bool { past.isEmpty && future.isEmpty }

  /// An empty history.
  public init() {}

  /// A history read back from a kept draft; `nil` if it does not fit this core (a step of
  /// another slot count, or more steps than kept).
  public init?(past: [Step], future: [Step]) {
    let fits = { (step: Step) in
      step.document.slots.count == Layout.slotCount
    }
    guard past.count <= Self.limit, future.count <= Self.limit, past.allSatisfy(fits), future.allSatisfy(fits)
    else { return nil }
    self.past = past
    self.future = future
  }

  /// Equal steps (the change under way and the revision are bookkeeping).
  public static func == (lhs: History, rhs: History) -> Bool {
    lhs.past == rhs.past && lhs.future == rhs.future
  }

  /// Hashes the steps, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(past)
    hasher.combine(future)
  }

  /// Every photo a step refers to, each once.
  public var photos: [Int] {
    var ids: [Int] = []
    for step in past + future {
      for case let id? in step.document.photos where !ids.contains(id) { ids.append(id) }
    }
    return ids
  }

  static func reduce(_ state: inout ShareFlowState, _ event: Event) -> [ShareFlowEffect] {
    switch event {
    case .undo:
      guard state.canUndo, let step = state.history.past.popLast() else { return [] }
      state.history.future.append(Step(document: state.document, change: step.change))
      state.history.growing = nil
      state.history.revision += 1
      return go(to: step.document, in: &state) + Messages.say(.undid(step.change), in: &state)
    case .redo:
      guard state.canRedo, let step = state.history.future.popLast() else { return [] }
      state.history.past.append(Step(document: state.document, change: step.change))
      state.history.growing = nil
      state.history.revision += 1
      return go(to: step.document, in: &state) + Messages.say(.redid(step.change), in: &state)
    case .changeEnded:
      settle(&state)
      return []
    }
  }

  /// Makes `change` a step, with the document as it is before it; call before changing the
  /// state. `growing`: more of the same change joins this step, until another change comes.
  static func record(_ change: Change, growing: Bool = false, in state: inout ShareFlowState) {
    defer { state.history.growing = growing ? change : nil }
    guard !(growing && state.history.growing == change) else { return }
    state.history.past.append(Step(document: state.document, change: change))
    if state.history.past.count > limit { state.history.past.removeFirst() }
    // News of the last step (cleared, undone, redone) is old once another is made.
    switch state.message {
    case .startedOver, .undid, .redid: state.message = nil
    default: break
    }
    state.history.future.removeAll()
    state.history.revision += 1
  }

  /// A growing change has ended (a gesture settled): the next change is a step of its own.
  static func settle(_ state: inout ShareFlowState) {
    state.history.growing = nil
  }

  /// Makes the grid show `document`: photos still in the grid move to their slots, the others
  /// leave it (their files kept while a step refers to them), and photos the grid no longer
  /// holds come back from their files.
  private static func go(to document: Document, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    // Enlargements under way end: their slots show the photos they had, enlarged again below.
    for slot in state.slots.indices {
      if let loading = state.slots[slot].loading, loading.reason == .enlarged, let photo = loading.previous {
        state.slots[slot].content = .photo(photo)
      }
    }
    state.layout = document.layout
    state.format = document.format
    state.frame = document.frame
    state.highlightsEmptyCells = false
    // Each slot is turned and framed as the document has it before its photo is recalled, so
    // that the decode covers the cell as turned.
    for slot in state.slots.indices {
      state.slots[slot].framing = document.slots[slot].framing
      state.slots[slot].orientation = document.slots[slot].orientation
    }
    var effects: [ShareFlowEffect] = []
    for slot in state.slots.indices {
      guard let wanted = document.photos[slot], state.slots[slot].heldPhoto?.id != wanted,
        let from = state.slots.indices.first(where: { $0 != slot && state.slots[$0].heldPhoto?.id == wanted })
      else { continue }
      (state.slots[slot].content, state.slots[from].content) = (
        state.slots[from].content, state.slots[slot].content
      )
      effects.append(.photosMoved(from: from, to: slot))
    }
    for slot in state.slots.indices where state.slots[slot].heldPhoto?.id != document.photos[slot] {
      if state.slots[slot].heldPhoto != nil {
        state.slots[slot].content = .empty
        effects.append(.releasePhoto(slot: slot))
      }
      if let wanted = document.photos[slot] {
        effects += PhotoLoads.recall(wanted, into: slot, in: &state)
      }
    }
    Messages.recountMissing(&state)
    if case .photosMissing = state.message { state.message = nil }
    return effects + PhotoLoads.enlargeWhereNeeded(&state) + Sharing.pictureChanged(&state)
  }

  /// The photos a step or the grid refers to, which the page must keep.
  static func keptPhotos(_ state: ShareFlowState) -> [Int] { state.keptPhotos }

  /// The page can forget the photos that `before` referred to and nothing refers to now.
  static func forgetting(_ before: ShareFlowState, _ state: ShareFlowState) -> [ShareFlowEffect] {
    guard before.history.revision != state.history.revision || before.slots != state.slots else { return [] }
    let kept = keptPhotos(state)
    return keptPhotos(before).filter { !kept.contains($0) }.map { .forgetPhoto(photo: $0) }
  }
}

/// A change a person made, as it is named when undone or redone.
public enum Change: Equatable, Hashable, Sendable {
  /// Layout `number` was chosen.
  case layout(Int)
  /// A format was chosen.
  case format(PictureFormat)
  /// The frame's spacing, colour or corners changed (a run of one of them is one step).
  case frame(FrameProperty)
  /// A photo was picked for the cell at a place (or replaced the one there).
  case photoPicked(CellPlace)
  /// Photos were picked at once (`count`, 1 to 9: one that made room for itself), the layout
  /// made for them with them.
  case photosPicked(count: Int)
  /// A photo was moved to the cell at a place.
  case photoMoved(CellPlace)
  /// The photo at a place was panned, zoomed or set back to the centred fill.
  case reframed(CellPlace)
  /// The photo at a place was turned a quarter, either way.
  case turned(CellPlace)
  /// The photo at a place was mirrored.
  case mirrored(CellPlace)
  /// The photo at a place was removed from its cell.
  case photoRemoved(CellPlace)
  /// The grid was cleared.
  case startOver
  /// A divider was moved (a drag, or a run of keys).
  case divider
}

/// What part of the frame changed.
public enum FrameProperty: Equatable, Hashable, Sendable, CaseIterable {
  /// The margins and gutters.
  case spacing
  /// The colour.
  case colour
  /// The corner radius.
  case radius
}

extension ShareFlowState {
  /// Every photo the grid or a step of the history refers to, by id, each once: the photos a
  /// kept draft holds.
  public var keptPhotos: [Int] {
    var ids = history.photos
    for case let id? in document.photos where !ids.contains(id) { ids.append(id) }
    return ids
  }

  /// Whether Undo can act now: a step to undo, the grid in place, and no photo coming in.
  public var canUndo: Bool {
    !history.past.isEmpty && canGoThroughHistory
  }

  /// Whether Redo can act now.
  public var canRedo: Bool {
    !history.future.isEmpty && canGoThroughHistory
  }

  private var canGoThroughHistory: Bool {
    phase == .idle && !slots.contains { $0.loading.map { $0.reason != .enlarged } ?? false }
  }
}
