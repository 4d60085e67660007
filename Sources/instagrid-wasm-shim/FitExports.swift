import InstagridPure

/// The best few layouts made for the photos whose sizes are the `count` Size records at
/// `sizes` (record `i` for slot `i`; 0 × 0: an empty slot), on the picture the other arguments
/// describe: FitLayout records, each followed by `count` Number records (each slot's photo's
/// fraction kept, millionths), then the forms' bytes where the records say.
@_expose(wasm, "ig_fit_layouts")
@_cdecl("ig_fit_layouts")
public func ig_fit_layouts(
  _ sizes: Address, _ count: Int32, _ format: Int32, _ side: Int32, _ spacing: Int32, _ out: Address
) -> Int32 {
  guard count >= 0, Int(count) <= Layout.slotCount, var reader = RecordReader(sizes),
    var block = ResultBlock(out)
  else { return ABIStatus.invalidArgument.rawValue }
  var (photos, slots) = ([PixelSize](), [Int]())
  for slot in 0..<Int(count) {
    let size = reader.next(SizeField.self)
    let (width, height) = (Int(size[.width]), Int(size[.height]))
    if width == 0 && height == 0 { continue }
    guard width > 0, height > 0 else { return ABIStatus.invalidArgument.rawValue }
    photos.append(PixelSize(width: width, height: height))
    slots.append(slot)
  }
  var status = ABIStatus.ok
  let frame = Frame(spacing: Int(spacing), colour: .frame, radius: 0)
  guard let picture = Picture.checked(code: format, side: side, frame: frame, status: &status) else {
    return status.rawValue
  }
  let fitted = PhotoFit.layouts(for: photos, slots: slots, on: picture)
  // The records first, each layout's form after all of them.
  var formOffset = fitted.count * (FitLayoutField.words + Int(count) * NumberField.words) * 4
  for layout in fitted {
    let form = layout.layout.tree.formBytes
    guard formOffset + form.count <= resultWords * 4 else { return ABIStatus.invalidArgument.rawValue }
    var record = Record<FitLayoutField>()
    record[.kept] = millionths(layout.meanKept)
    record[.worstKept] = millionths(layout.worstKept)
    record[.formOffset] = Int32(formOffset)
    record[.formLength] = Int32(form.count)
    _ = block.append(record)
    for slot in 0..<Int(count) {
      var kept = Record<NumberField>()
      if let photo = slots.firstIndex(of: slot) { kept[.value] = millionths(layout.kept[photo]) }
      _ = block.append(kept)
    }
    formOffset += Int(writeText(form, to: out + Address(formOffset)))
  }
  return Int32(fitted.count)
}

/// The best few layouts made for the photos in the flow's grid, best first: MadeLayout records,
/// each followed by its Cell records on the flow's picture.
@_expose(wasm, "ig_flow_made_layouts")
@_cdecl("ig_flow_made_layouts")
public func ig_flow_made_layouts(_ handle: Address, _ out: Address) -> Int32 {
  guard let session = ShareFlowSession.from(handle), var block = ResultBlock(out) else {
    return ABIStatus.invalidArgument.rawValue
  }
  let picture = session.state.picture
  let made = session.state.madeLayouts
  for fitted in made {
    let cells = picture.cells(of: fitted.layout)
    var record = Record<MadeLayoutField>()
    record[.kept] = millionths(fitted.meanKept)
    record[.worstKept] = millionths(fitted.worstKept)
    record[.cellCount] = Int32(cells.count)
    guard block.append(record) else { return ABIStatus.invalidArgument.rawValue }
    let corner = picture.cornerRadius(of: cells)
    for cell in cells {
      var cellRecord = Record<CellField>(cell.rect)
      cellRecord[.slot] = Int32(cell.slot)
      cellRecord[.radius] = Int32(corner)
      guard block.append(cellRecord) else { return ABIStatus.invalidArgument.rawValue }
    }
  }
  return Int32(made.count)
}

/// The catalogue's layouts for as many photos as the flow's grid has, most kept first.
@_expose(wasm, "ig_flow_catalogue_fits")
@_cdecl("ig_flow_catalogue_fits")
public func ig_flow_catalogue_fits(_ handle: Address, _ out: Address) -> Int32 {
  guard let session = ShareFlowSession.from(handle) else { return ABIStatus.invalidArgument.rawValue }
  let fits = session.state.catalogueFits
  return ResultBlock.write(fits.layouts.indices, to: out) { index in
    var record = Record<CatalogueFitField>()
    record[.number] = Int32(fits.layouts[index].number)
    record[.kept] = millionths(fits.kept[index])
    return record
  }
}
