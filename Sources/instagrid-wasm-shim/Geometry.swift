import InstagridPure

/// The layout numbers, in button order, as Number records at `out`.
@_expose(wasm, "ig_layouts")
@_cdecl("ig_layouts")
public func ig_layouts(_ out: Address) -> Int32 {
  ResultBlock.write(Layout.all, to: out) { Record($0.number) }
}

/// `side` brought into the canvas sides the geometry supports, so the page never keeps its own
/// copy of that range.
@_expose(wasm, "ig_clamp_side")
@_cdecl("ig_clamp_side")
public func ig_clamp_side(_ side: Int32) -> Int32 {
  Int32(min(max(Int(side), Layout.sideRange.lowerBound), Layout.sideRange.upperBound))
}

/// The cells of `layout` on a `side`-pixel square, in cell order, as Cell records at `out`.
@_expose(wasm, "ig_layout_cells")
@_cdecl("ig_layout_cells")
public func ig_layout_cells(_ layout: Int32, _ side: Int32, _ out: Address) -> Int32 {
  guard let layout = Layout.numbered(Int(layout)) else { return ABIStatus.unknownLayout.rawValue }
  guard Layout.sideRange.contains(Int(side)) else { return ABIStatus.sideOutOfRange.rawValue }
  return ResultBlock.write(layout.cells(side: Int(side)), to: out) { cell in
    var record = Record<CellField>(cell.rect)
    record[.slot] = Int32(cell.slot)
    return record
  }
}

/// The centred aspect-fill crop of a `sourceWidth × sourceHeight` photo in a
/// `cellWidth × cellHeight` cell, as a Rect record at `out`.
@_expose(wasm, "ig_crop")
@_cdecl("ig_crop")
public func ig_crop(
  _ sourceWidth: Int32, _ sourceHeight: Int32, _ cellWidth: Int32, _ cellHeight: Int32, _ out: Address
) -> Int32 {
  guard sourceWidth > 0, sourceHeight > 0, cellWidth > 0, cellHeight > 0 else {
    return ABIStatus.invalidArgument.rawValue
  }
  let crop = CropRect(
    aspectFilling: PixelSize(width: Int(cellWidth), height: Int(cellHeight)),
    from: PixelSize(width: Int(sourceWidth), height: Int(sourceHeight))
  ).rect
  return ResultBlock.write(CollectionOfOne(crop), to: out) { Record<RectField>($0) }
}

/// The slot of the cell next to `slot`'s cell in `layout` toward `direction`, as a Number
/// record at `out`; no record at the grid's edge.
@_expose(wasm, "ig_layout_neighbour")
@_cdecl("ig_layout_neighbour")
public func ig_layout_neighbour(_ layout: Int32, _ slot: Int32, _ direction: Int32, _ out: Address) -> Int32 {
  guard let layout = Layout.numbered(Int(layout)) else { return ABIStatus.unknownLayout.rawValue }
  guard slot >= 0, Int(slot) < Layout.slotCount, let direction = SwipeDirection(code: direction) else {
    return ABIStatus.invalidArgument.rawValue
  }
  let neighbour = layout.neighbour(ofSlot: Int(slot), toward: direction)
  return ResultBlock.write(neighbour.map { [$0] } ?? [], to: out) { Record($0) }
}

/// A rectangle's fields, by the name every record that holds one gives them.
protocol RectFields: RecordField {
  static var x: Self { get }
  static var y: Self { get }
  static var width: Self { get }
  static var height: Self { get }
}

extension RectField: RectFields {}
extension CellField: RectFields {}
extension SharpRegionField: RectFields {}

extension Record where Field: RectFields {
  /// A record whose rectangle fields hold `rect` (saturated to `i32`).
  init(_ rect: PixelRect) {
    self.init()
    self[.x] = Int32(clamping: rect.x)
    self[.y] = Int32(clamping: rect.y)
    self[.width] = Int32(clamping: rect.width)
    self[.height] = Int32(clamping: rect.height)
  }
}
