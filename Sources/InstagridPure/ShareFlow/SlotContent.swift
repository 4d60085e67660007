/// One photo slot of the grid: what it holds, how its photo is turned and how it sits in its
/// cell. A slot keeps its record whatever the layout, so a photo a layout hides comes back as
/// it was.
public struct Slot: Equatable, Hashable, Sendable {
  /// How its photo is turned and mirrored in its cell; a new photo starts upright. (First: after
  /// the content, a byte here would leave the fields behind it unaligned in the module, which
  /// then reads and writes every slot byte by byte.)
  public var orientation: PhotoOrientation = .upright
  /// Its photo, one on its way, or none.
  public var content: SlotContent = .empty
  /// How its photo sits in its cell (in the turned photo's coordinates); a new photo starts centred.
  public var framing: Framing = .centred

  /// An empty slot.
  public init() {}

  /// The photo the cell shows (`SlotContent.shownPhoto`).
  public var shownPhoto: SlotPhoto? { content.shownPhoto }
  /// The decoded photo it holds (`SlotContent.heldPhoto`).
  public var heldPhoto: SlotPhoto? { content.heldPhoto }
  /// Whether it shows a load's stand-in (`SlotContent.showsStandIn`).
  public var showsStandIn: Bool { content.showsStandIn }
  /// The photo the document holds here, by id (`SlotContent.documentPhoto`).
  public var documentPhoto: Int? { content.documentPhoto }
  /// The loading under way, if any.
  public var loading: PhotoLoading? { content.loading }
}

/// What one of the photo slots holds.
public enum SlotContent: Equatable, Hashable, Sendable {
  /// No photo: the cell shows "+".
  case empty
  /// A file is being read and decoded; what the slot held stays shown meanwhile.
  case loading(PhotoLoading)
  /// A decoded photo.
  case photo(SlotPhoto)

  /// The photo the cell shows: the slot's own, the one a loading replacement will replace, or
  /// a loading photo's stand-in.
  public var shownPhoto: SlotPhoto? {
    switch self {
    case .empty: nil
    case .loading(let loading): loading.previous ?? loading.preview
    case .photo(let photo): photo
    }
  }

  /// The decoded photo the slot holds or goes back to if its load fails (never a stand-in).
  public var heldPhoto: SlotPhoto? {
    switch self {
    case .empty: nil
    case .loading(let loading): loading.previous
    case .photo(let photo): photo
    }
  }

  /// Whether the photo shown is a load's stand-in (a kept thumbnail), never made into the picture.
  public var showsStandIn: Bool {
    if case .loading(let loading) = self { loading.previous == nil && loading.preview != nil } else { false }
  }

  /// The photo the document holds here, by id: a pick under way counts once its photo arrives;
  /// a photo coming back (from a kept draft, or by Undo) counts at once.
  public var documentPhoto: Int? {
    switch self {
    case .empty: nil
    case .loading(let loading): loading.reason == .picked ? loading.previous?.id : loading.photo
    case .photo(let photo): photo.id
    }
  }

  /// The loading under way, if any.
  public var loading: PhotoLoading? {
    if case .loading(let loading) = self { loading } else { nil }
  }
}

/// A decoded photo, as the reducer needs to know it.
public struct SlotPhoto: Equatable, Hashable, Sendable {
  /// Names the photo (the ticket of the load that first brought it in): the document and its
  /// history refer to it by this, and it stays when the photo is decoded again.
  public var id: Int
  /// The decoded pixels' size (EXIF orientation applied).
  public var decoded: PixelSize
  /// Whether no larger decode may be had: the photo at its full size, or at the canvas ceiling.
  public var isLargestDecode: Bool
  /// The photo's own size as its file's header gives it (EXIF orientation applied), whatever
  /// size it was decoded at, so that layouts made for it do not change with a decode; the
  /// decoded size when no header was read (a photo that comes back by Undo).
  public var full: PixelSize

  /// Creates a record of a decoded photo (`full`: its own size, if known).
  public init(id: Int, decoded: PixelSize, isLargestDecode: Bool, full: PixelSize? = nil) {
    self.id = id
    self.decoded = decoded
    self.isLargestDecode = isLargestDecode
    self.full = full ?? decoded
  }

  /// Whether these pixels fill every cell whose largest extents are `need` without enlarging.
  public func suffices(for need: PixelSize) -> Bool {
    isLargestDecode || (decoded.width >= need.width && decoded.height >= need.height)
  }
}

/// A photo on its way into a slot.
public struct PhotoLoading: Equatable, Hashable, Sendable {
  /// Why a slot loads.
  public enum Reason: Equatable, Hashable, Sendable {
    /// The person picked a file.
    case picked
    /// The same photo is decoded again, larger, for a larger picture.
    case enlarged
    /// A kept draft's photo comes back: a pick whose framing stays as the draft had it.
    case restored
    /// A photo that left the grid comes back by Undo or Redo, from its file.
    case recalled
  }

  /// Names this load; results carrying another ticket are stale and ignored.
  public var ticket: Int
  /// The id of the photo it brings (`SlotPhoto.id`): a pick's is its ticket.
  public var photo: Int
  /// Why it loads.
  public var reason: Reason
  /// The photo the slot showed before, kept on screen until the new one is ready.
  public var previous: SlotPhoto?
  /// The file's format, once its header was read.
  public var format: PhotoFormat?
  /// The photo's size as its header gives it (EXIF orientation applied), once it was read.
  public var size: PixelSize? = nil
  /// A small stand-in shown until the photo is decoded (a kept draft's thumbnail, so a restored
  /// grid is on screen at once); it is never made into the picture.
  public var preview: SlotPhoto?
}
