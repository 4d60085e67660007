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
/// `photos` points at one Photo record per slot, of address-sized integers (`Int32` on wasm32):
/// the photo's address (0: an empty slot), size and framing (zoom 0: centred). Returns 0 or a
/// negative status.
@_expose(wasm, "ig_compose")
@_cdecl("ig_compose")
public func ig_compose(_ layout: Int32, _ side: Int32, _ output: Address, _ photos: Address) -> Int32 {
  guard let layout = Layout.numbered(Int(layout)) else { return ABIStatus.unknownLayout.rawValue }
  guard Layout.sideRange.contains(Int(side)) else { return ABIStatus.sideOutOfRange.rawValue }
  guard let outputBytes = rgbaByteCount(width: side, height: side),
    let outputPointer = UnsafeMutableRawPointer(address: output),
    let table = UnsafeMutableRawPointer(address: photos)
  else { return ABIStatus.invalidArgument.rawValue }

  let records = table.bindMemory(to: Address.self, capacity: Layout.slotCount * PhotoField.words)
  var slots: [PhotoPixels?] = []
  var framings: [Framing] = []
  for slot in 0..<Layout.slotCount {
    let field = { (field: PhotoField) in records[slot * PhotoField.words + field.rawValue] }
    let zoom = Int32(truncatingIfNeeded: field(.zoom))
    framings.append(
      zoom == 0
        ? .centred
        : Framing(
          zoom: fraction(zoom), focusX: fraction(Int32(truncatingIfNeeded: field(.focusX))),
          focusY: fraction(Int32(truncatingIfNeeded: field(.focusY)))))
    let address = field(.address)
    guard address != 0 else {
      slots.append(nil)
      continue
    }
    guard let width = Int32(exactly: field(.width)), let height = Int32(exactly: field(.height)) else {
      return ABIStatus.invalidArgument.rawValue
    }
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
