/// One cell of a layout placed on a square canvas: where it is and which slot it shows.
public struct Cell: Equatable, Hashable, Sendable {
  /// The photo slot shown in this cell.
  public var slot: Int
  /// The cell's pixels on the canvas.
  public var rect: PixelRect

  /// Creates a cell.
  public init(slot: Int, rect: PixelRect) {
    self.slot = slot
    self.rect = rect
  }
}
