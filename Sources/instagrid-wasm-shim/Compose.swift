import InstagridPure

/// The colour a photo's transparent pixels are laid over, as `0xRRGGBB`: the page paints a
/// cell's preview over it, so the screen shows what `ig_compose` paints.
@_expose(wasm, "ig_photo_backdrop")
@_cdecl("ig_photo_backdrop")
public func ig_photo_backdrop() -> Int32 {
  let colour = RGBAColor.photoBackdrop
  return Int32(colour.red) << 16 | Int32(colour.green) << 8 | Int32(colour.blue)
}

/// Composes `layout` at `side` pixels into `output` (`side² × 4` bytes).
///
/// `photos` points at four slot records of six address-sized integers (`Int32` on wasm32)
/// — address, width, height, then the framing's zoom, focus x and focus y in millionths (0, 0, 0:
/// centred) — where address 0 marks an empty slot. Returns 0 or a negative status.
@_expose(wasm, "ig_compose")
@_cdecl("ig_compose")
public func ig_compose(_ layout: Int32, _ side: Int32, _ output: Address, _ photos: Address) -> Int32 {
  guard let layout = Layout.numbered(Int(layout)) else { return ABIStatus.unknownLayout.rawValue }
  guard Layout.sideRange.contains(Int(side)) else { return ABIStatus.sideOutOfRange.rawValue }
  guard let outputBytes = rgbaByteCount(width: side, height: side),
    let outputPointer = UnsafeMutableRawPointer(address: output),
    let table = UnsafeMutableRawPointer(address: photos)
  else { return ABIStatus.invalidArgument.rawValue }

  let fields = 6
  let records = table.bindMemory(to: Address.self, capacity: Layout.slotCount * fields)
  var slots: [PhotoPixels?] = []
  var framings: [Framing] = []
  for slot in 0..<Layout.slotCount {
    let record = slot * fields
    let zoom = Int32(truncatingIfNeeded: records[record + 3])
    framings.append(
      zoom == 0
        ? .centred
        : Framing(
          zoom: fraction(zoom), focusX: fraction(Int32(truncatingIfNeeded: records[record + 4])),
          focusY: fraction(Int32(truncatingIfNeeded: records[record + 5]))))
    let address = records[record]
    guard address != 0 else {
      slots.append(nil)
      continue
    }
    guard let width = Int32(exactly: records[record + 1]),
      let height = Int32(exactly: records[record + 2])
    else { return ABIStatus.invalidArgument.rawValue }
    guard let byteCount = rgbaByteCount(width: width, height: height),
      let pointer = UnsafeMutableRawPointer(address: address)
    else { return ABIStatus.invalidArgument.rawValue }
    let bytes = UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: byteCount)
    slots.append(PhotoPixels(size: PixelSize(width: Int(width), height: Int(height)), bytes: bytes))
  }
  let canvas = Canvas(
    side: Int(side),
    pixels: UnsafeMutableBufferPointer(
      start: outputPointer.assumingMemoryBound(to: UInt8.self), count: outputBytes)
  )
  Compositor.compose(layout, on: canvas, photo: { slots[$0] }, framing: { framings[$0] })
  return ABIStatus.ok.rawValue
}
