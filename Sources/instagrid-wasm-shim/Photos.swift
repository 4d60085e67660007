import InstagridPure

/// The most pixels a photo may have (`PhotoLimits.maxPixels`), for the page's words.
@_expose(wasm, "ig_photo_max_pixels")
@_cdecl("ig_photo_max_pixels")
public func ig_photo_max_pixels() -> Int32 {
  clamped(PhotoLimits.maxPixels)
}

/// The picture sides offered, smallest first, as Number records at `out`.
@_expose(wasm, "ig_picture_sides")
@_cdecl("ig_picture_sides")
public func ig_picture_sides(_ out: Address) -> Int32 {
  ResultBlock.write(PictureSide.offered, to: out) { Record($0) }
}

/// How many slots a grid has (`Layout.slotCount`).
@_expose(wasm, "ig_slot_count")
@_cdecl("ig_slot_count")
public func ig_slot_count() -> Int32 {
  Int32(Layout.slotCount)
}

/// What a photo in `slot` must cover for a `side`-pixel picture in any layout
/// (`Layout.need(ofSlot:side:)`), as a Size record at `out`.
@_expose(wasm, "ig_slot_need")
@_cdecl("ig_slot_need")
public func ig_slot_need(_ slot: Int32, _ side: Int32, _ out: Address) -> Int32 {
  guard slot >= 0, Int(slot) < Layout.slotCount else { return ABIStatus.invalidArgument.rawValue }
  guard Layout.sideRange.contains(Int(side)) else { return ABIStatus.sideOutOfRange.rawValue }
  let need = Layout.need(ofSlot: Int(slot), side: Int(side))
  return ResultBlock.write(CollectionOfOne(need), to: out) { Record<SizeField>($0) }
}

extension Record where Field == SizeField {
  /// A Size record holding `size` (saturated to `i32`).
  init(_ size: PixelSize) {
    self.init()
    self[.width] = Int32(clamping: size.width)
    self[.height] = Int32(clamping: size.height)
  }
}
