import InstagridPure

/// The catalogue, as Layout records at `out`: the spec's three first, then by photo count.
@_expose(wasm, "ig_layouts")
@_cdecl("ig_layouts")
public func ig_layouts(_ out: Address) -> Int32 {
  ResultBlock.write(Layout.all, to: out) { layout in
    var record = Record<LayoutField>()
    record[.number] = Int32(layout.number)
    record[.cellCount] = Int32(layout.cellCount)
    record[.dividers] = Int32(layout.tree.dividerCount)
    return record
  }
}

/// The textual form of catalogue layout `layout`, as UTF-8 bytes at `out`; returns their count.
@_expose(wasm, "ig_layout_form")
@_cdecl("ig_layout_form")
public func ig_layout_form(_ layout: Int32, _ out: Address) -> Int32 {
  guard let layout = Layout.numbered(Int(layout)) else { return ABIStatus.unknownLayout.rawValue }
  return writeText(layout.tree.formBytes, to: out)
}

/// The name of layout `layout` for people, as UTF-8 bytes at `out`; returns their count.
@_expose(wasm, "ig_layout_name")
@_cdecl("ig_layout_name")
public func ig_layout_name(_ layout: Int32, _ out: Address) -> Int32 {
  guard let layout = Layout.numbered(Int(layout)) else { return ABIStatus.unknownLayout.rawValue }
  return writeBytes(layout.nameBytes, to: out, capacity: resultWords * 4)
}

extension Layout {
  /// The layout whose textual form is the `length` UTF-8 bytes at `address`; `nil` if none.
  init?(form address: Address, _ length: Int32) {
    guard length > 0, length <= 4096, let pointer = UnsafeMutableRawPointer(address: address) else {
      return nil
    }
    let bytes = UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: Int(length))
    self.init(formBytes: Array(bytes))
  }
}

/// Writes the bytes of `text` at `out` (a result block); returns their count.
func writeText(_ text: [UInt8], to out: Address) -> Int32 {
  text.withUnsafeBufferPointer { writeBytes($0, to: out, capacity: resultWords * 4) }
}

/// Writes `bytes` at `out` when they fit in `capacity`; returns their count either way (a
/// negative status for no block where they fit).
func writeBytes(_ bytes: UnsafeBufferPointer<UInt8>, to out: Address, capacity: Int) -> Int32 {
  guard bytes.count <= capacity else { return Int32(clamping: bytes.count) }  // the length alone
  guard let pointer = UnsafeMutableRawPointer(address: out) else { return ABIStatus.invalidArgument.rawValue }
  if let base = bytes.baseAddress { pointer.copyMemory(from: base, byteCount: bytes.count) }
  return Int32(clamping: bytes.count)
}

/// The formats offered, by PictureFormat code, as Size records (the ratio) at `out`.
@_expose(wasm, "ig_formats")
@_cdecl("ig_formats")
public func ig_formats(_ out: Address) -> Int32 {
  ResultBlock.write(PictureFormat.all, to: out) {
    Record<SizeField>(PixelSize(width: $0.width, height: $0.height))
  }
}

/// The pixels of a picture of `format` for the chosen short side `side`, as a Size record.
@_expose(wasm, "ig_picture_size")
@_cdecl("ig_picture_size")
public func ig_picture_size(_ format: Int32, _ side: Int32, _ out: Address) -> Int32 {
  var status = ABIStatus.ok
  guard let picture = Picture.checked(code: format, side: side, frame: .standard, status: &status) else {
    return status.rawValue
  }
  return ResultBlock.write(CollectionOfOne(picture.size), to: out) { Record<SizeField>($0) }
}

/// The frame at launch and the ranges a person can choose from, as one FrameChoices record.
@_expose(wasm, "ig_frame")
@_cdecl("ig_frame")
public func ig_frame(_ out: Address) -> Int32 {
  var record = Record<FrameChoicesField>()
  record[.spacing] = Int32(Frame.standard.spacing)
  record[.colour] = Int32(Frame.standard.colour.rgb)
  record[.radius] = Int32(Frame.standard.radius)
  record[.spacingMax] = Int32(Frame.spacingRange.upperBound)
  record[.radiusMax] = Int32(Frame.radiusRange.upperBound)
  return ResultBlock.write(CollectionOfOne(record), to: out) { $0 }
}

/// The frame colours offered besides any the person picks, as Number records (0xRRGGBB).
@_expose(wasm, "ig_frame_colours")
@_cdecl("ig_frame_colours")
public func ig_frame_colours(_ out: Address) -> Int32 {
  ResultBlock.write(Frame.colourPresets, to: out) { Record($0.rgb) }
}

/// `side` brought into the canvas sides the geometry supports, so the page never keeps its own
/// copy of that range.
@_expose(wasm, "ig_clamp_side")
@_cdecl("ig_clamp_side")
public func ig_clamp_side(_ side: Int32) -> Int32 {
  Int32(min(max(Int(side), Layout.sideRange.lowerBound), Layout.sideRange.upperBound))
}

/// The cells of the layout whose form is at `form` on the picture the other arguments describe,
/// in cell order, as Cell records at `out`.
@_expose(wasm, "ig_layout_cells")
@_cdecl("ig_layout_cells")
public func ig_layout_cells(
  _ form: Address, _ formLength: Int32, _ format: Int32, _ side: Int32, _ spacing: Int32, _ radius: Int32,
  _ out: Address
) -> Int32 {
  guard let layout = Layout(form: form, formLength) else { return ABIStatus.unknownLayout.rawValue }
  let frame = Frame(spacing: Int(spacing), colour: .frame, radius: Int(radius))
  var status = ABIStatus.ok
  guard let picture = Picture.checked(code: format, side: side, frame: frame, status: &status) else {
    return status.rawValue
  }
  return writeCells(picture.cells(of: layout), of: picture, to: out)
}

/// `cells` of `picture` as Cell records at `out`, each with the picture's corner radius.
func writeCells(_ cells: [Cell], of picture: Picture, to out: Address) -> Int32 {
  let corner = picture.cornerRadius(of: cells)
  return ResultBlock.write(cells, to: out) { cell in
    var record = Record<CellField>(cell.rect)
    record[.slot] = Int32(cell.slot)
    record[.radius] = Int32(corner)
    return record
  }
}

extension PictureFormat {
  /// The format of PictureFormat code `code`, or `nil`.
  init?(code: Int32) {
    guard code >= 0, Int(code) < PictureFormat.all.count else { return nil }
    self = PictureFormat.all[Int(code)]
  }

  /// Its PictureFormat code.
  var code: Int32 { Int32(PictureFormat.all.firstIndex(of: self) ?? 0) }
}

extension Picture {
  /// The picture of PictureFormat `code` with short side `side` and `frame`; `nil` when they
  /// are refused, with `status` saying why.
  static func checked(code: Int32, side: Int32, frame: Frame, status: inout ABIStatus) -> Picture? {
    guard let format = PictureFormat(code: code) else {
      status = .unknownFormat
      return nil
    }
    guard Layout.sideRange.contains(Int(side)) else {
      status = .sideOutOfRange
      return nil
    }
    return Picture(format: format, shortSide: Int(side), frame: frame)
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

/// The slot of the cell next to `slot`'s cell in the layout whose form is at `form` toward
/// `direction`, as a Number record at `out`; no record at the grid's edge.
@_expose(wasm, "ig_layout_neighbour")
@_cdecl("ig_layout_neighbour")
public func ig_layout_neighbour(
  _ form: Address, _ formLength: Int32, _ slot: Int32, _ direction: Int32, _ out: Address
) -> Int32 {
  guard let layout = Layout(form: form, formLength) else { return ABIStatus.unknownLayout.rawValue }
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
