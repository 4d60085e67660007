/// The part of a photo that a zoomed-in framing shows, to be decoded on its own from the full
/// photo so that the cell gets it at full sharpness rather than enlarged from a smaller decode.
///
/// A photo is decoded once, to what its cell needs at 1× (`Picture.need(ofSlot:showing:)`); zooming
/// in shows a smaller part of those pixels, which would be stretched to fill the cell. Decoding
/// the whole photo at the zoom's scale would cost the zoom squared in memory; the shown region
/// alone costs no more than the cell.
public struct SharpRegion: Equatable, Hashable, Sendable {
  /// The crop in the full photo's pixels (what the framing shows in the cell).
  public var crop: PixelRect
  /// The pixels to decode it to: the cell's size, or the crop's own when the photo has fewer.
  public var size: PixelSize

  /// Wraps an already-computed region.
  public init(crop: PixelRect, size: PixelSize) {
    self.crop = crop
    self.size = size
  }
}

extension Framing {
  /// The region of a `source` photo (its full size) to decode for a `cell`, when the photo's
  /// `decoded` pixels would be enlarged to fill it at this framing; `nil` when they suffice
  /// (they cover the crop at the cell's size, or they are the whole photo already).
  /// All sizes must be at least 1×1. A photo shown turned by `orientation` gets the region in
  /// its own (stored) pixels, and a size in their axes: drawn turned, it fills the cell.
  public func sharpRegion(
    source: PixelSize, decoded: PixelSize, cell: PixelSize, turned orientation: PhotoOrientation = .upright
  ) -> SharpRegion? {
    guard decoded.width < source.width || decoded.height < source.height else { return nil }
    let shown = crop(of: orientation.shownSize(of: decoded), in: cell).rect
    guard shown.width < cell.width || shown.height < cell.height else { return nil }
    let crop = crop(of: orientation.shownSize(of: source), in: cell).rect
    // A crop narrower than the cell even in the full photo is decoded as it is: enlarging is
    // the compositor's job, with the same filter as every other cell.
    let size = crop.width >= cell.width && crop.height >= cell.height ? cell : crop.size
    return SharpRegion(
      crop: orientation.storedRect(of: crop, in: source), size: orientation.storedSize(of: size))
  }
}
