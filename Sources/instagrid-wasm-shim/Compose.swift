import InstagridPure

/// Composes the layout whose form is the `formLength` bytes at `form` on the picture the other arguments describe into `output`: the `rows`
/// rows from `top` (`width × rows × 4` bytes; the picture's size is `ig_picture_size`). The
/// frame's `colour` is sRGB, written in `space` (a ColourSpace code: the photos' pixels' space).
///
/// `photos` points at one Photo record per slot, of address-sized integers (`Int32` on wasm32):
/// the photo's address (0: an empty slot), size, framing (zoom 0: centred) and orientation (0:
/// upright). Returns 0 or a negative status.
@_expose(wasm, "ig_compose")
@_cdecl("ig_compose")
public func ig_compose(
  _ form: Address, _ formLength: Int32, _ format: Int32, _ side: Int32, _ spacing: Int32, _ colour: Int32,
  _ radius: Int32, _ space: Int32,
  _ top: Int32, _ rows: Int32, _ output: Address, _ photos: Address
) -> Int32 {
  guard let layout = Layout(form: form, formLength) else { return ABIStatus.unknownLayout.rawValue }
  guard let space = ColourSpace(code: space) else { return ABIStatus.invalidArgument.rawValue }
  var status = ABIStatus.ok
  let frame = Frame(spacing: Int(spacing), colour: RGBAColor(rgb: Int(colour)), radius: Int(radius)).written(
    in: space)
  guard let picture = Picture.checked(code: format, side: side, frame: frame, status: &status) else {
    return status.rawValue
  }
  let size = picture.size
  guard top >= 0, rows >= 1, Int(top) + Int(rows) <= size.height,
    let outputBytes = rgbaByteCount(width: Int32(size.width), height: rows),
    let outputPointer = UnsafeMutableRawPointer(address: output),
    let table = UnsafeMutableRawPointer(address: photos)
  else { return ABIStatus.invalidArgument.rawValue }

  let records = table.bindMemory(to: Address.self, capacity: Layout.slotCount * PhotoField.words)
  var slots: [CellPhoto?] = []
  for slot in 0..<Layout.slotCount {
    let field = { (field: PhotoField) in records[slot * PhotoField.words + field.rawValue] }
    let zoom = Int32(truncatingIfNeeded: field(.zoom))
    let framing =
      zoom == 0
      ? Framing.centred
      : Framing(
        zoom: fraction(zoom), focusX: fraction(Int32(truncatingIfNeeded: field(.focusX))),
        focusY: fraction(Int32(truncatingIfNeeded: field(.focusY))))
    let address = field(.address)
    guard address != 0 else {
      slots.append(nil)
      continue
    }
    guard let width = Int32(exactly: field(.width)), let height = Int32(exactly: field(.height)) else {
      return ABIStatus.invalidArgument.rawValue
    }
    let exif = Int(Int32(truncatingIfNeeded: field(.orientation)))
    guard let byteCount = rgbaByteCount(width: width, height: height),
      let pointer = UnsafeMutableRawPointer(address: address),
      let orientation = exif == 0 ? .upright : PhotoOrientation(exif: exif)
    else { return ABIStatus.invalidArgument.rawValue }
    let bytes = UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: byteCount)
    slots.append(
      CellPhoto(
        PhotoPixels(size: PixelSize(width: Int(width), height: Int(height)), bytes: bytes), framing: framing,
        orientation: orientation))
  }
  let canvas = Canvas(
    size: size, rows: Int(top)..<Int(top) + Int(rows),
    pixels: UnsafeMutableBufferPointer(
      start: outputPointer.assumingMemoryBound(to: UInt8.self), count: outputBytes)
  )
  Compositor.compose(layout, picture: picture, on: canvas) { slots[$0] }
  return ABIStatus.ok.rawValue
}
