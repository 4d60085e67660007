/// How a photo sits in its cell: a zoom over the centred aspect-fill and a focus point.
///
/// The focus is in the photo's own normalised coordinates (0…1 on each axis), so a framing
/// survives a layout change (a new cell shape shows the same part of the photo, clamped) and a
/// new decode at another size. At 1× and centred it gives exactly `CropRect(aspectFilling:)`.
public struct Framing: Equatable, Hashable, Sendable {
  /// How far in: 1 is the aspect-fill, `zoomRange.upperBound` the closest.
  public var zoom: Double
  /// The photo point at the crop's centre, before clamping: x from the left edge, 0…1.
  public var focusX: Double
  /// The photo point at the crop's centre, before clamping: y from the top edge, 0…1.
  public var focusY: Double

  /// Zooms people may choose.
  public static let zoomRange = 1.0...5.0
  /// The centred aspect-fill.
  public static let centred = Framing(zoom: 1, focusX: 0.5, focusY: 0.5)

  /// The zoom as people read it: whole percent of the centred fill.
  public var zoomPercent: Int { Int((zoom * 100).rounded()) }

  /// Creates a framing, bringing the zoom into `zoomRange` and the focus into the photo.
  public init(zoom: Double, focusX: Double, focusY: Double) {
    self.zoom = Self.clamp(zoom.isFinite ? zoom : 1, Self.zoomRange)
    self.focusX = Self.clamp(focusX.isFinite ? focusX : 0.5, 0...1)
    self.focusY = Self.clamp(focusY.isFinite ? focusY : 0.5, 0...1)
  }

  /// The part of a `photo` this framing shows in a `cell`: inside the photo, at the cell's aspect
  /// ratio (up to a pixel of rounding), as close to centred on the focus as the edges allow.
  /// Both sizes must be at least 1×1.
  public func crop(of photo: PixelSize, in cell: PixelSize) -> CropRect {
    let fill = CropRect(aspectFilling: cell, from: photo).rect
    guard zoom > 1 || focusX != 0.5 || focusY != 0.5 else { return CropRect(rect: fill) }
    let width = max(1, Int((Double(fill.width) / zoom).rounded()))
    let height = max(1, Int((Double(fill.height) / zoom).rounded()))
    return CropRect(
      rect: PixelRect(
        x: Self.origin(focusX, length: width, within: photo.width),
        y: Self.origin(focusY, length: height, within: photo.height),
        width: width, height: height))
  }

  /// This framing with its focus moved to the centre of the crop it gives in `cell`, so that
  /// a pan past an edge leaves nothing to undo. Clamping twice changes nothing more.
  public func clamped(for photo: PixelSize, in cell: PixelSize) -> Framing {
    let rect = crop(of: photo, in: cell).rect
    return Framing(
      zoom: zoom,
      focusX: (Double(rect.x) + Double(rect.width) / 2) / Double(photo.width),
      focusY: (Double(rect.y) + Double(rect.height) / 2) / Double(photo.height))
  }

  /// This framing with its focus brought inside the photo, in fractional pixels: a gesture's
  /// steps keep what rounding to whole pixels would lose.
  private func kept(for photo: PixelSize, in cell: PixelSize) -> Framing {
    let view = View(self, photo: photo, cell: cell)
    return Framing(
      zoom: zoom, focusX: (view.x + view.width / 2) / Double(photo.width),
      focusY: (view.y + view.height / 2) / Double(photo.height))
  }

  /// Moves the view by a fraction of the cell (`dx`, `dy`: the photo follows a finger moving
  /// right and down by that much of the cell's width and height), kept inside the photo.
  public func panned(byCellFraction dx: Double, _ dy: Double, photo: PixelSize, cell: PixelSize) -> Framing {
    let view = View(self, photo: photo, cell: cell)
    let moved = Framing(
      zoom: zoom,
      focusX: (view.x + view.width * (0.5 - dx)) / Double(photo.width),
      focusY: (view.y + view.height * (0.5 - dy)) / Double(photo.height))
    return moved.kept(for: photo, in: cell)
  }

  /// Zooms by `factor` about a point of the cell (`anchorX`, `anchorY`: 0…1 across it), which
  /// keeps showing the same photo point where the edges allow; kept inside the photo.
  public func zoomed(
    by factor: Double, aboutCellPoint anchorX: Double, _ anchorY: Double, photo: PixelSize, cell: PixelSize
  ) -> Framing {
    let view = View(self, photo: photo, cell: cell)
    let pointX = view.x + view.width * anchorX
    let pointY = view.y + view.height * anchorY
    let next = Framing(
      zoom: zoom * (factor.isFinite && factor > 0 ? factor : 1), focusX: focusX, focusY: focusY)
    let size = View(next, photo: photo, cell: cell)
    let moved = Framing(
      zoom: next.zoom,
      focusX: (pointX + size.width * (0.5 - anchorX)) / Double(photo.width),
      focusY: (pointY + size.height * (0.5 - anchorY)) / Double(photo.height))
    return moved.kept(for: photo, in: cell)
  }

  /// The part of the photo a framing shows, in fractional pixels: the crop before it is rounded
  /// to whole ones. A gesture is many small steps; worked out on the rounded crop, each step's
  /// rounding would add up (a pinch of a small decode drifted by a twentieth of the cell).
  private struct View {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(_ framing: Framing, photo: PixelSize, cell: PixelSize) {
      let fill = CropRect(aspectFilling: cell, from: photo).rect
      width = max(1, Double(fill.width) / framing.zoom)
      height = max(1, Double(fill.height) / framing.zoom)
      x = Framing.clamp(
        framing.focusX * Double(photo.width) - width / 2, 0...max(0, Double(photo.width) - width))
      y = Framing.clamp(
        framing.focusY * Double(photo.height) - height / 2, 0...max(0, Double(photo.height) - height))
    }
  }

  /// The start of a `length` span centred on `focus × extent`, kept inside `0…extent`. At the
  /// centre it is `(extent − length) / 2` rounded down, as in the aspect-fill crop; the tiny
  /// bias keeps a focus stored from a crop's own centre from rounding one pixel short.
  private static func origin(_ focus: Double, length: Int, within extent: Int) -> Int {
    let start = (Double(extent - length) / 2 + (focus - 0.5) * Double(extent) + 1e-6).rounded(.down)
    return min(max(Int(clamp(start, -1...Double(extent))), 0), extent - length)
  }

  private static func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    min(max(value, range.lowerBound), range.upperBound)
  }
}

extension Framing {
  /// The part of a photo of `stored` pixels, shown turned by `orientation`, that this framing
  /// shows in a `cell`: its crop of the turned photo, as the stored pixels it covers.
  public func crop(of stored: PixelSize, turned orientation: PhotoOrientation, in cell: PixelSize)
    -> PixelRect
  {
    orientation.storedRect(of: crop(of: orientation.shownSize(of: stored), in: cell).rect, in: stored)
  }

  /// This framing for its photo turned a quarter clockwise: the same photo point in focus, at
  /// the same zoom (the crop re-covers the cell from the turned photo's sides).
  public var turnedRight: Framing { refocused(1 - focusY, focusX) }

  /// This framing for its photo turned a quarter anticlockwise.
  public var turnedLeft: Framing { refocused(focusY, 1 - focusX) }

  /// This framing for its photo mirrored left to right.
  public var mirrored: Framing { refocused(1 - focusX, focusY) }

  /// The focus kept to the millionth, as a draft keeps it: four turns, or two mirrors, give the
  /// framing back exactly, where `1 - (1 - x)` alone can miss `x` by its last bit.
  private func refocused(_ x: Double, _ y: Double) -> Framing {
    Framing(
      zoom: zoom, focusX: (x * 1_000_000).rounded() / 1_000_000, focusY: (y * 1_000_000).rounded() / 1_000_000
    )
  }
}
