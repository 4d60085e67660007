/// Something that happened: a gesture, or the result of an effect the page performed.
public enum ShareFlowEvent: Equatable, Hashable, Sendable {
  /// A layout button was tapped; carries the layout's number.
  case layoutTapped(Int)
  /// The cell showing `slot` was tapped.
  case cellTapped(slot: Int)
  /// A file was chosen for `slot`: its loading starts.
  case photoPicked(slot: Int)
  /// The first bytes of the file for load `ticket` were read into `reading`.
  case photoHeaderRead(slot: Int, ticket: Int, reading: PhotoHeaderReading)
  /// Load `ticket` was decoded to `decoded` pixels (`isFullResolution` when not scaled down).
  case photoDecoded(slot: Int, ticket: Int, decoded: PixelSize, isFullResolution: Bool)
  /// Load `ticket` could not be decoded, or its file could not be read.
  case photoFailed(slot: Int, ticket: Int)
  /// A kept draft's photo starts loading into `slot`: as a pick, but its framing stays.
  case photoRestoring(slot: Int)
  /// A `size`-pixel stand-in for load `ticket` (a kept draft's thumbnail) is on hand: the cell
  /// shows it until the photo is decoded (`reframed` says it was taken).
  case photoPreviewed(slot: Int, ticket: Int, size: PixelSize)
  /// Another picture side was chosen.
  case pictureSideChosen(Int)
  /// The picture for `revision` has been rendered and can be shared.
  case pictureRendered(revision: Int)
  /// The viewport changed orientation.
  case orientationChanged(Orientation)
  /// A swipe on the grid.
  case swiped(SwipeDirection)
  /// The Share button (the non-gesture path) was pressed.
  case shareButtonPressed
  /// The running leave or return animation ended.
  case animationFinished
  /// The share sheet closed (or was given up on: it never answered).
  case shareFinished(ShareOutcome)
  /// Start over was pressed: the grid is cleared, and can be brought back for a while.
  case startOverPressed
  /// Undo was pressed after Start over.
  case undoPressed
  /// The time to undo Start over has passed.
  case undoExpired
  /// A kept draft has been loaded back into the grid; `copied`: a copy of one that another
  /// tab has open (each tab keeps its own).
  case draftRestored(copied: Bool)
  /// The photo in `slot` was dragged by a fraction of its cell (right and down are positive).
  case framePanned(slot: Int, dx: Double, dy: Double)
  /// The photo in `slot` was zoomed by `factor` about a point of its cell (0…1 across it).
  case frameZoomed(slot: Int, factor: Double, anchorX: Double, anchorY: Double)
  /// A pan or zoom of `slot` ended: the picture can be made again.
  case frameSettled(slot: Int)
  /// The photo in `slot` goes back to the centred fill.
  case frameReset(slot: Int)
  /// `slot` takes `framing` as it is (a kept draft coming back).
  case frameSet(slot: Int, framing: Framing)
  /// The photo in `from` was moved onto `to`: the two slots exchange photos and framings.
  case photoMoved(from: Int, to: Int)
}
