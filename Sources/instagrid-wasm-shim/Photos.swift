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

/// What a photo in `slot` must cover on the picture the other arguments describe, showing
/// the layout whose form is at `form` (and, by `reach`, the spec's three: `Picture.need(ofSlot:showing:reach:)`), as a
/// Size record.
@_expose(wasm, "ig_slot_need")
@_cdecl("ig_slot_need")
public func ig_slot_need(
  _ slot: Int32, _ form: Address, _ formLength: Int32, _ format: Int32, _ side: Int32, _ spacing: Int32,
  _ reach: Int32,
  _ out: Address
) -> Int32 {
  guard slot >= 0, Int(slot) < Layout.slotCount, let reach = NeedReach(code: reach) else {
    return ABIStatus.invalidArgument.rawValue
  }
  guard let layout = Layout(form: form, formLength) else { return ABIStatus.unknownLayout.rawValue }
  var status = ABIStatus.ok
  let frame = Frame(spacing: Int(spacing), colour: .frame, radius: 0)
  guard let picture = Picture.checked(code: format, side: side, frame: frame, status: &status) else {
    return status.rawValue
  }
  let need = picture.need(ofSlot: Int(slot), showing: layout, reach: reach)
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

/// The most pixels a canvas or bitmap the page makes may have (`CanvasLimits.maxPixels`).
@_expose(wasm, "ig_canvas_max_pixels")
@_cdecl("ig_canvas_max_pixels")
public func ig_canvas_max_pixels() -> Int32 {
  clamped(CanvasLimits.maxPixels)
}

/// The size a photo shows at, read from the `length` first bytes at `address` of a file of
/// `fileSize` bytes, as a HeaderSize record (its `more`: the bytes to read first, when these
/// do not reach the size); no record for a file that is no photo read here.
@_expose(wasm, "ig_photo_size")
@_cdecl("ig_photo_size")
public func ig_photo_size(_ address: Address, _ length: Int32, _ fileSize: Int32, _ out: Address) -> Int32 {
  guard length >= 0, fileSize >= length, length == 0 || address != 0 else {
    return ABIStatus.invalidArgument.rawValue
  }
  let bytes = UnsafeBufferPointer(
    start: UnsafePointer<UInt8>(bitPattern: UInt(truncatingIfNeeded: address)), count: Int(length))
  var record = Record<HeaderSizeField>()
  switch PhotoHeader.read(bytes, fileSize: Int(fileSize)) {
  case .header(let header):
    record[.width] = Int32(clamping: header.size.width)
    record[.height] = Int32(clamping: header.size.height)
  case .needsBytes(let count):
    record[.more] = Int32(clamping: count)
  case .unrecognised, .malformed:
    return 0
  }
  return ResultBlock.write(CollectionOfOne(record), to: out) { $0 }
}
