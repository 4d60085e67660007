/// A borrowed, read-only view of a decoded photo's RGBA8 pixels.
///
/// The compositor reads photos through this view so the wasm shim can hand it memory the page
/// filled, and the CLI a buffer it decoded, without copying either.
public struct PhotoPixels {
  /// The photo's size.
  public var size: PixelSize
  /// `size.width × size.height × 4` bytes.
  public var bytes: UnsafeBufferPointer<UInt8>

  /// Creates a view; `bytes.count` must be at least `width × height × 4`.
  public init(size: PixelSize, bytes: UnsafeBufferPointer<UInt8>) {
    precondition(size.width > 0 && size.height > 0 && bytes.count >= size.width * size.height * 4)
    self.size = size
    self.bytes = bytes
  }

  /// Runs `body` with views of all `images` at once (index for index; `nil` stays `nil`).
  public static func borrowing<Result>(
    _ images: [RGBAImage?], _ body: ([PhotoPixels?]) -> Result
  ) -> Result {
    func borrow(_ index: Int, _ borrowed: [PhotoPixels?]) -> Result {
      guard index < images.count else { return body(borrowed) }
      guard let image = images[index] else { return borrow(index + 1, borrowed + [nil]) }
      return image.pixels.withUnsafeBufferPointer { bytes in
        borrow(index + 1, borrowed + [PhotoPixels(size: image.size, bytes: bytes)])
      }
    }
    return borrow(0, [])
  }
}

/// A slot's photo as its cell shows it: its pixels, how they are turned, and how the turned
/// photo sits in the cell.
public struct CellPhoto {
  /// The photo's pixels, as stored.
  public var pixels: PhotoPixels
  /// How it sits in its cell: in the turned photo's coordinates.
  public var framing: Framing
  /// How it is shown: turned and mirrored from its pixels.
  public var orientation: PhotoOrientation

  /// `pixels` turned and framed so (upright and centred by default).
  public init(_ pixels: PhotoPixels, framing: Framing = .centred, orientation: PhotoOrientation = .upright) {
    self.pixels = pixels
    self.framing = framing
    self.orientation = orientation
  }

  /// The stored pixels it shows in a cell of `cell` pixels: its framing's crop of the turned
  /// photo, where it lies in the pixels.
  public func source(in cell: PixelSize) -> PixelRect {
    framing.crop(of: pixels.size, turned: orientation, in: cell)
  }
}
