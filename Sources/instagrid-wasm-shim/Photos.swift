import InstagridPure

/// The most pixels a photo may have (`PhotoLimits.maxPixels`), for the page's words.
@_expose(wasm, "ig_photo_max_pixels")
@_cdecl("ig_photo_max_pixels")
public func ig_photo_max_pixels() -> Int32 {
  clamped(PhotoLimits.maxPixels)
}

/// How many picture sides are offered.
@_expose(wasm, "ig_picture_side_count")
@_cdecl("ig_picture_side_count")
public func ig_picture_side_count() -> Int32 {
  Int32(PictureSide.offered.count)
}

/// Offered picture side `index` (smallest first), or a negative status.
@_expose(wasm, "ig_picture_side")
@_cdecl("ig_picture_side")
public func ig_picture_side(_ index: Int32) -> Int32 {
  guard index >= 0, Int(index) < PictureSide.offered.count else { return ABIStatus.invalidArgument.rawValue }
  return Int32(PictureSide.offered[Int(index)])
}

/// What a photo in `slot` must cover for a `side`-pixel picture in any layout
/// (`Layout.need(ofSlot:side:)`): `field` 0 width, 1 height.
@_expose(wasm, "ig_slot_need")
@_cdecl("ig_slot_need")
public func ig_slot_need(_ slot: Int32, _ side: Int32, _ field: Int32) -> Int32 {
  guard slot >= 0, Int(slot) < Layout.slotCount else { return ABIStatus.invalidArgument.rawValue }
  guard Layout.sideRange.contains(Int(side)) else { return ABIStatus.sideOutOfRange.rawValue }
  let need = Layout.need(ofSlot: Int(slot), side: Int(side))
  switch field {
  case 0: return Int32(need.width)
  case 1: return Int32(need.height)
  default: return ABIStatus.invalidArgument.rawValue
  }
}
