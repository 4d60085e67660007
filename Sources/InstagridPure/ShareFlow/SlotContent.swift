/// What one of the four photo slots holds.
public enum SlotContent: Equatable, Hashable, Sendable {
  /// No photo: the cell shows "+".
  case empty
  /// A file is being read and decoded; what the slot held stays shown meanwhile.
  case loading(PhotoLoading)
  /// A decoded photo.
  case photo(SlotPhoto)

  /// The photo the cell shows: the slot's own, or the one a loading replacement will replace.
  public var shownPhoto: SlotPhoto? {
    switch self {
    case .empty: nil
    case .loading(let loading): loading.previous
    case .photo(let photo): photo
    }
  }

  /// The loading under way, if any.
  public var loading: PhotoLoading? {
    if case .loading(let loading) = self { loading } else { nil }
  }
}

/// A decoded photo, as the reducer needs to know it.
public struct SlotPhoto: Equatable, Hashable, Sendable {
  /// The decoded pixels' size (EXIF orientation applied).
  public var decoded: PixelSize
  /// Whether `decoded` is the photo's own full size, so no larger decode exists.
  public var isFullResolution: Bool

  /// Creates a record of a decoded photo.
  public init(decoded: PixelSize, isFullResolution: Bool) {
    self.decoded = decoded
    self.isFullResolution = isFullResolution
  }

  /// Whether these pixels fill every cell whose largest extents are `need` without enlarging.
  public func suffices(for need: PixelSize) -> Bool {
    isFullResolution || (decoded.width >= need.width && decoded.height >= need.height)
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
  }

  /// Names this load; results carrying another ticket are stale and ignored.
  public var ticket: Int
  /// Why it loads.
  public var reason: Reason
  /// The photo the slot showed before, kept on screen until the new one is ready.
  public var previous: SlotPhoto?
  /// The file's format, once its header was read.
  public var format: PhotoFormat?
}
