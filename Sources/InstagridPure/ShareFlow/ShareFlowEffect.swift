/// Work the page must perform after an event; the reducer itself does none.
public enum ShareFlowEffect: Equatable, Hashable, Sendable {
  /// Open the photo picker for `slot`; `many`: several photos may be chosen (the cell is
  /// empty: the others go into the grid's empty cells), else one (it replaces the cell's photo).
  case openPicker(slot: Int, many: Bool)
  /// Read the first `count` bytes of the file of load `ticket` and report the header.
  case readPhotoHeader(slot: Int, ticket: Int, count: Int)
  /// Decode the file of load `ticket`, scaled to cover `need` (never enlarged).
  case decodePhoto(slot: Int, ticket: Int, need: PixelSize)
  /// Render the picture of the grid as it is, named `revision`; older renders are not needed.
  case renderPicture(revision: Int)
  /// Keep the grid (photos, layout, side, framings) on the device: the paced write of the whole
  /// draft (`DraftSaving`).
  case saveDraft
  /// The document changed (its layout, format, frame, photos or framings), or the picture side
  /// or the history did: keep it at once (`SavedDraft`), before the page does anything else, so
  /// that a reload or a closed tab a moment later finds it (the page writes it synchronously).
  case keepDocument
  /// Draw the cell of `slot` again: a new crop (a pan or zoom; no new picture yet), or a
  /// stand-in taken for a photo that is still loading (the state says which it shows).
  case reframed(slot: Int)
  /// The page's photos for `from` and `to` change places, as the reducer's slots did.
  case photosMoved(from: Int, to: Int)
  /// Slide the grid off screen in `direction`.
  case startLeaveAnimation(SwipeDirection)
  /// Open the share sheet with the rendered picture.
  case presentShare
  /// Slide the grid back in, reversing a leave in `direction`.
  case startReturnAnimation(SwipeDirection)
  /// Shake the grid briefly along the share direction: it will not leave.
  case nudge(SwipeDirection)
  /// Say `message` politely (live region).
  case announce(ShareMessage)
  /// Start `timer` to run out in `milliseconds` (from now, if it was running): `timerFired`
  /// follows unless it is cancelled or started again.
  case startTimer(FlowTimer, milliseconds: Int)
  /// Stop `timer`: its `timerFired` must not come.
  case cancelTimer(FlowTimer)
  /// The photo of `slot` left the grid: the page lets go of its pixels, and keeps its file
  /// (by the photo's id) until `forgetPhoto` says no step refers to it any more.
  case releasePhoto(slot: Int)
  /// Photo `photo` comes back into the empty `slot` as load `ticket` (Undo or Redo): its kept
  /// file is decoded by the `decodePhoto` that follows.
  case recallPhoto(slot: Int, ticket: Int, photo: Int)
  /// No step and no slot refers to photo `photo` any more: its file can go.
  case forgetPhoto(photo: Int)
}
