/// The picture a collage becomes: its format, its size and its frame. Every cell, corner and
/// pixel size the page, the CLI and the compositor use comes from here.
public struct Picture: Equatable, Hashable, Sendable {
  /// Its proportions.
  public var format: PictureFormat
  /// Its short side as chosen, in pixels (the pixel size may keep it smaller: `size`).
  public var shortSide: Int
  /// What lies around and between the photos.
  public var frame: Frame
  /// The longest side allowed: `PictureFormat.longestSide` on the page; the CLI allows more.
  public var longestSide: Int

  /// A picture of `format` for the chosen `shortSide`, within `longestSide`.
  public init(
    format: PictureFormat = .standard, shortSide: Int, frame: Frame = .standard,
    longestSide: Int = PictureFormat.longestSide
  ) {
    self.format = format
    self.shortSide = shortSide
    self.frame = frame
    self.longestSide = longestSide
  }

  /// Its pixels.
  public var size: PixelSize { format.pixelSize(shortSide: shortSide, longestSide: longestSide) }

  /// The cells of `layout` on this picture, in cell order.
  public func cells(of layout: Layout) -> [Cell] {
    layout.cells(in: size, spacing: frame.spacing)
  }

  /// The corner radius of `layout`'s cells, in pixels: `frame.radius` thousandths of the
  /// smallest cell side, rounded down (so a quarter never reaches past half a side).
  public func cornerRadius(of layout: Layout) -> Int {
    cornerRadius(of: cells(of: layout))
  }

  /// The corner radius of `cells` (this picture's cells of one layout), in pixels.
  public func cornerRadius(of cells: [Cell]) -> Int {
    let smallest = cells.map { min($0.rect.width, $0.rect.height) }.min() ?? 0
    return smallest * frame.radius / 1000
  }
}
