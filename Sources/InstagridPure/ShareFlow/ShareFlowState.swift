/// Everything the page renders, owned by the core.
public struct ShareFlowState: Equatable, Hashable, Sendable {
  /// The selected layout.
  public var layout: Layout = .standard
  /// Each of the nine slots, hidden ones included: its photo and how it sits in its cell.
  public var slots = [Slot](repeating: Slot(), count: Layout.slotCount)
  /// The short side of the exported picture as chosen, in pixels.
  public var pictureSide = PictureSide.standard
  /// The picture's proportions.
  public var format = PictureFormat.standard
  /// The spacing, colour and corners around and between the photos.
  public var frame = Frame.standard
  /// How the screen is held.
  public var orientation: ScreenOrientation = .portrait
  /// Where the share flow is.
  public var phase: SharePhase = .idle
  /// Whether the system's share sheet is open and its answer awaited (with `FlowTimer.shareAnswer`).
  public var awaitsSystemSheet = false
  /// The last thing said to the person, if it still applies.
  public var message: ShareMessage? = nil
  /// Whether empty visible cells are highlighted after a refused share.
  public var highlightsEmptyCells = false
  /// Counts changes to what the picture shows; a rendered picture is named by it.
  public var pictureRevision = 0
  /// The revision of the latest picture the page reported rendered.
  public var renderedRevision: Int? = nil
  /// The steps Undo and Redo go through.
  public var history = History()
  /// Whether a kept draft is coming back: its saves wait until its photos have loaded.
  public var restoresDraft = false
  /// Whether the draft was written lately, and whether changes wait for the window's end.
  public var draftSaveWindow: DraftSaving.Window = .closed
  /// The ticket the next photo load gets.
  public var nextTicket = 1
  /// The last pick of several photos, while its photos arrive.
  public var pick: PhotoPick? = nil

  /// The state at launch.
  public init() {}

  /// The visible slots that have no photo and none coming, in cell order.
  public var missingSlots: [Int] {
    layout.visibleSlots.filter { slots[$0].content == .empty }
  }

  /// The visible slots whose picked (or restored) photo is still being read or decoded.
  public var loadingSlots: [Int] {
    layout.visibleSlots.filter { slots[$0].loading.map { $0.reason != .enlarged } ?? false }
  }

  /// Whether every visible cell holds a decoded photo, so a picture can be made.
  public var isComplete: Bool {
    layout.visibleSlots.allSatisfy {
      if case .photo = slots[$0].content { true } else { false }
    }
  }

  /// The picture as chosen: format, side and frame.
  public var picture: Picture {
    Picture(format: format, shortSide: pictureSide, frame: frame)
  }

  /// The cell showing `slot` in the selected layout on the picture, if it is visible.
  public func cell(showing slot: Int) -> PixelRect? {
    picture.cells(of: layout).first { $0.slot == slot }?.rect
  }

  /// The part of its decoded photo that `slot` shows at the picture side, if it shows one: in
  /// the decoded photo's own pixels, which the cell shows turned as the slot turns them.
  public func crop(ofSlot slot: Int) -> CropRect? {
    guard let photo = slots[slot].shownPhoto, let cell = cell(showing: slot) else { return nil }
    return CropRect(
      rect: slots[slot].framing.crop(of: photo.decoded, turned: slots[slot].orientation, in: cell.size))
  }

  /// What the photo in `slot` must cover so that it fills its cell (and, by `reach`, others)
  /// on `picture` (the one chosen, unless given), in the photo's own axes: turned a quarter, its
  /// height spans the cell's width.
  public func need(ofSlot slot: Int, on picture: Picture? = nil, reach: NeedReach = .shown) -> PixelSize {
    slots[slot].orientation.storedSize(
      of: (picture ?? self.picture).need(ofSlot: slot, showing: layout, reach: reach))
  }

  /// The region of its photo that `slot` should get sharp at the picture side, given the full
  /// size of the `source` its decode came from; `nil` when the decoded pixels suffice or the
  /// slot shows no photo.
  public func sharpRegion(ofSlot slot: Int, source: PixelSize) -> SharpRegion? {
    guard source.width >= 1, source.height >= 1, let photo = slots[slot].heldPhoto,
      let cell = cell(showing: slot)
    else { return nil }
    return slots[slot].framing.sharpRegion(
      source: source, decoded: photo.decoded, cell: cell.size, turned: slots[slot].orientation)
  }

  /// Whether Start over shows: the grid holds a photo, or one is on its way.
  public var showsStartOver: Bool {
    slots.contains { $0.content != .empty }
  }

  /// Whether Start over can clear the grid: the grid is in place, holds a photo and nothing is
  /// loading.
  public var canStartOver: Bool {
    phase == .idle && showsStartOver && !slots.contains { $0.loading != nil }
  }

  /// Whether another picture side, format or frame can be chosen: not while the grid is away.
  public var canChangePicture: Bool {
    phase == .idle
  }

  /// Whether the picture for the grid as it is now has been rendered: a share can follow at once.
  public var isPictureReady: Bool {
    isComplete && renderedRevision == pictureRevision
  }
}
