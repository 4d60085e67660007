/// The sizes a picked photo is decoded to, from its full size: what the picture needs, what
/// the screen shows, and what a kept draft stores, each covered exactly (never enlarged) and
/// never past the canvas ceiling (`CanvasLimits.maxPixels`), whatever the photo.
public struct DecodePlan: Equatable, Hashable, Sendable {
  /// How much more than the screen's need the on-screen preview holds, so a small pinch stays
  /// sharp until the picture's own decode takes over.
  public static let previewHeadroom = 1.25

  /// The decode the picture is made from: covers the picture's need, within the ceiling.
  public var decoded: PixelSize
  /// Whether no larger decode may be had: `decoded` is the photo at its full size, or as much
  /// of it as the canvas ceiling allows (a panorama's zoomed-in part is decoded on its own,
  /// `SharpRegion`).
  public var isLargestDecode: Bool
  /// The preview the cell shows: covers the screen's need with `previewHeadroom`, at most `decoded`.
  public var preview: PixelSize
  /// The size a kept draft stores the photo at; `nil` when no draft copy is asked for.
  public var draft: PixelSize?
  /// Whether that copy holds as many pixels as any decode of the photo may have (its full
  /// size, or the canvas ceiling): no larger copy can be made.
  public var isLargestDraft: Bool
  /// Whether the draft keeps the file's own bytes for good rather than a copy (the page keeps
  /// the file's bytes from the moment the photo is picked, whatever their size; the copy, when
  /// there is one, takes their place later):
  /// - the file is small enough to keep as it is (`DraftKeeping.keptFileBytes`), whatever its
  ///   pixels: a copy would save little room and cost a decode and an encode beside the picture
  ///   a person waits for;
  /// - or no copy within the canvas ceiling covers `draftNeed`: a 48 MP photo covering a
  ///   4096-pixel frame's inside needs about 18 MP, so a copy at the ceiling would be enlarged
  ///   in the largest cells, where the file, decoded again after a reload, is as sharp as before.
  public var keepsFile: Bool

  /// The plan for a photo of `source` pixels in a file of `fileBytes`, for a picture needing
  /// `need`, a screen needing `screen`, and a draft needing `draftNeed` (`nil`: none; the page
  /// asks for the frame's whole inside at `DraftKeeping.side`, `NeedReach.anyCell`).
  public init(
    source: PixelSize, fileBytes: Int, need: PixelSize, screen: PixelSize, draftNeed: PixelSize?
  ) {
    let covering = source.covering(need)
    decoded = covering.within(pixels: CanvasLimits.maxPixels)
    isLargestDecode = decoded == source || decoded != covering
    let roomy = PixelSize(
      width: Int((Double(screen.width) * Self.previewHeadroom).rounded(.up)),
      height: Int((Double(screen.height) * Self.previewHeadroom).rounded(.up)))
    preview = decoded.covering(roomy)
    let largest = source.within(pixels: CanvasLimits.maxPixels)
    let draftCover = draftNeed.map { source.covering($0) }
    let copy = draftCover.map { $0.within(pixels: CanvasLimits.maxPixels) }
    draft = copy
    isLargestDraft = copy == largest
    keepsFile = draftCover.map { fileBytes <= DraftKeeping.keptFileBytes || $0 != copy } ?? false
  }
}

/// How the grid is kept on the device between visits.
public enum DraftKeeping {
  /// The largest file kept as it is in a draft whatever its pixels; a larger one is stored as a
  /// JPEG copy where one within the canvas ceiling holds all a cell can need (`DecodePlan.keepsFile`).
  public static let keptFileBytes = 8 << 20
  /// The JPEG quality of a photo's copy in a draft.
  public static let photoQuality = 0.92
  /// The JPEG quality of a photo's thumbnail in a draft (shown only until the photo is decoded).
  public static let thumbnailQuality = 0.8
  /// How many drafts the device keeps (the oldest that no open tab holds go first).
  public static let draftsKept = 4
  /// After a write, further changes wait this long and are written together, in milliseconds.
  public static let saveWindowMilliseconds = 100
  /// The picture side a kept photo must be able to fill, in any cell the frame can hold: the
  /// largest offered.
  public static var side: Int { PictureSide.largest }
}
