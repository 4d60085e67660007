/// What the page last told the person, as data; the page words it.
public enum ShareMessage: Equatable, Hashable, Sendable {
  /// A share was attempted with `count` visible cells still empty.
  case photosMissing(count: Int)
  /// A share was attempted while `count` visible photos were still being read.
  case photosLoading(count: Int)
  /// The photo chosen for `slot` could not be read; the cell kept what it had.
  case photoUnreadable(slot: Int)
  /// The file chosen for `slot` is not in a format Instagrid reads.
  case photoFormatUnknown(slot: Int)
  /// This browser cannot decode `format` (HEIC outside Safari, say).
  case photoFormatUnsupported(slot: Int, format: PhotoFormat)
  /// The photo chosen for `slot` has more pixels than `PhotoLimits.maxPixels`.
  case photoTooLarge(slot: Int, size: PixelSize)
  /// The browser decoded the photo chosen for `slot` blank (more than it can draw, as iOS
  /// Safari does silently); the cell kept what it had.
  case photoBlank(slot: Int)
  /// The module's memory could not hold a picture at the side chosen: it is made at `side`.
  case pictureMadeSmaller(side: Int)
  /// The module's memory could not hold the picture even at the smallest side.
  case pictureOutOfMemory
  /// A share was attempted before the picture was ready: it is being prepared.
  case preparingPicture
  /// The picture asked for is ready now.
  case pictureReady
  /// Sharing failed (not a cancel).
  case shareFailed
  /// The grid was cleared; Undo can bring it back.
  case startedOver
  /// A change was undone.
  case undid(Change)
  /// An undone change was made again.
  case redid(Change)
  /// A kept draft was brought back at launch; `copied`: as a copy of one open in another tab.
  case draftRestored(copied: Bool)
  /// The photo of `from` now shows in `to` (and what `to` held, if anything, in `from`).
  case photoMoved(from: Int, to: Int, place: CellPlace)
  /// The photo in `slot` is zoomed to `percent` % of the centred fill.
  case zoomChanged(slot: Int, percent: Int)
  /// Divider `divider` came to rest at `percent` % of its span.
  case dividerMoved(divider: Int, percent: Int)
  /// The photo in `slot` is shown turned and mirrored so now (upright: as it was picked).
  case photoTurned(slot: Int, orientation: PhotoOrientation)
  /// The photo in the cell at `place` was removed; Undo brings it back.
  case photoRemoved(place: CellPlace)
  /// Photos picked together outgrew the grid: it took a layout made for its `photos` photos
  /// (`leftOut` more were left out, past nine).
  case layoutMade(photos: Int, leftOut: Int)
  /// `count` photos picked together were left out: the grid holds nine at most.
  case photosLeftOut(count: Int)
}
