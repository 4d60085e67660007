import InstagridPure

/// How many layouts there are.
@_expose(wasm, "ig_layout_count")
@_cdecl("ig_layout_count")
public func ig_layout_count() -> Int32 {
  Int32(Layout.all.count)
}

/// The number of layout `index` in button order, or a negative status.
@_expose(wasm, "ig_layout_number")
@_cdecl("ig_layout_number")
public func ig_layout_number(_ index: Int32) -> Int32 {
  let layouts = Layout.all
  guard index >= 0, Int(index) < layouts.count else { return ABIStatus.invalidArgument.rawValue }
  return Int32(layouts[Int(index)].number)
}

/// `side` brought into the canvas sides the geometry supports (16…8192), so the page never
/// keeps its own copy of that range.
@_expose(wasm, "ig_clamp_side")
@_cdecl("ig_clamp_side")
public func ig_clamp_side(_ side: Int32) -> Int32 {
  Int32(min(max(Int(side), Layout.sideRange.lowerBound), Layout.sideRange.upperBound))
}

/// Number of cells of layout `layout`, or a negative status.
@_expose(wasm, "ig_layout_cell_count")
@_cdecl("ig_layout_cell_count")
public func ig_layout_cell_count(_ layout: Int32) -> Int32 {
  guard let layout = Layout.numbered(Int(layout)) else { return ABIStatus.unknownLayout.rawValue }
  return Int32(layout.cellCount)
}

/// One field of cell `index` of `layout` on a canvas of `side` pixels:
/// 0 x, 1 y, 2 width, 3 height, 4 slot. Negative status on bad arguments.
@_expose(wasm, "ig_layout_cell")
@_cdecl("ig_layout_cell")
public func ig_layout_cell(_ layout: Int32, _ side: Int32, _ index: Int32, _ field: Int32) -> Int32 {
  guard let layout = Layout.numbered(Int(layout)) else { return ABIStatus.unknownLayout.rawValue }
  guard Layout.sideRange.contains(Int(side)) else { return ABIStatus.sideOutOfRange.rawValue }
  guard index >= 0, Int(index) < layout.cellCount else { return ABIStatus.invalidArgument.rawValue }
  let cell = layout.cells(side: Int(side))[Int(index)]
  return field == 4 ? Int32(cell.slot) : cell.rect.field(field)
}

/// One field of the aspect-fill crop of a `sourceWidth × sourceHeight` photo in a
/// `cellWidth × cellHeight` cell: 0 x, 1 y, 2 width, 3 height. Negative status on bad arguments.
@_expose(wasm, "ig_crop")
@_cdecl("ig_crop")
public func ig_crop(
  _ sourceWidth: Int32, _ sourceHeight: Int32, _ cellWidth: Int32, _ cellHeight: Int32, _ field: Int32
) -> Int32 {
  guard sourceWidth > 0, sourceHeight > 0, cellWidth > 0, cellHeight > 0 else {
    return ABIStatus.invalidArgument.rawValue
  }
  let crop = CropRect(
    aspectFilling: PixelSize(width: Int(cellWidth), height: Int(cellHeight)),
    from: PixelSize(width: Int(sourceWidth), height: Int(sourceHeight))
  ).rect
  return crop.field(field)
}

extension PixelRect {
  /// One field of the rectangle as the ABI numbers them: 0 x, 1 y, 2 width, 3 height;
  /// `invalidArgument` for any other.
  func field(_ field: Int32) -> Int32 {
    switch field {
    case 0: Int32(clamping: x)
    case 1: Int32(clamping: y)
    case 2: Int32(clamping: width)
    case 3: Int32(clamping: height)
    default: ABIStatus.invalidArgument.rawValue
    }
  }
}

/// The slot of the cell next to `slot`'s cell in `layout` toward `direction` (0 up, 1 down,
/// 2 left, 3 right), or -1 at the grid's edge; a negative status on bad arguments.
@_expose(wasm, "ig_layout_neighbour")
@_cdecl("ig_layout_neighbour")
public func ig_layout_neighbour(_ layout: Int32, _ slot: Int32, _ direction: Int32) -> Int32 {
  guard let layout = Layout.numbered(Int(layout)) else { return ABIStatus.unknownLayout.rawValue }
  guard slot >= 0, Int(slot) < Layout.slotCount, let direction = SwipeDirection(code: direction) else {
    return ABIStatus.invalidArgument.rawValue
  }
  return layout.neighbour(ofSlot: Int(slot), toward: direction).map { Int32($0) } ?? -1
}
