import InstagridPure

// A kept draft through the ABI: as the core writes it (`ig_flow_saved`) and reads it back, and
// as an older page kept it (`ig_flow_restore`: records the page read from its own shape).

/// Brings back the kept draft at `draft` (a Draft record, a DraftSlot record per slot, then
/// its history's steps) and writes the effects at `out`, like `ig_flow_dispatch`.
@_expose(wasm, "ig_flow_restore")
@_cdecl("ig_flow_restore")
public func ig_flow_restore(_ handle: Address, _ draft: Address, _ out: Address) -> Int32 {
  guard let session = ShareFlowSession.from(handle), var records = RecordReader(draft) else {
    return ABIStatus.invalidArgument.rawValue
  }
  let head = records.next(DraftField.self)
  guard let layout = Layout.numbered(Int(head[.layout])), head[.copied] == 0 || head[.copied] == 1,
    head[.framed] == 0 || head[.framed] == 1, (0...Int32(History.limit)).contains(head[.past]),
    (0...Int32(History.limit)).contains(head[.future])
  else {
    return ABIStatus.invalidArgument.rawValue
  }
  // A format this module does not know (a draft from a newer page) keeps the square, as the
  // core keeps the side when it is not offered: the photos come back either way.
  let format = PictureFormat(code: head[.format]) ?? .standard
  let frame =
    head[.framed] == 1
    ? Frame(
      spacing: Int(head[.spacing]), colour: RGBAColor(rgb: Int(head[.colour])), radius: Int(head[.radius]))
    : .standard
  let slots = (0..<Layout.slotCount).map { _ in records.next(DraftSlotField.self) }
  let steps = (0..<Int(head[.past] + head[.future])).map { _ in
    (records.next(StepField.self), (0..<Layout.slotCount).map { _ in records.next(DraftSlotField.self) })
  }
  // A history that does not read (a newer page's change, say) is left behind; the grid comes back.
  let read = steps.map { step(head: $0.0, slots: $0.1) }
  let kept = read.compactMap { $0 }
  let history =
    kept.count < read.count
    ? nil
    : History(past: Array(kept.prefix(Int(head[.past]))), future: Array(kept.dropFirst(Int(head[.past]))))
  let restored = DraftRestore.Draft(
    layout: layout, pictureSide: Int(head[.pictureSide]), format: format, frame: frame,
    slots: slots.map {
      $0[.kept] == 0
        ? nil : Document.Slot(photo: $0[.photo] > 0 ? Int($0[.photo]) : nil, framing: framing($0))
    },
    copied: head[.copied] == 1, history: history ?? History())
  return session.dispatch(.draftRestored(restored), to: out)
}

/// A kept slot's framing; a zoom of 0 is a draft from before framings were: centred.
private func framing(_ slot: Record<DraftSlotField>) -> Framing {
  guard slot[.zoom] != 0 else { return .centred }
  return Framing(
    zoom: fraction(slot[.zoom]), focusX: fraction(slot[.focusX]), focusY: fraction(slot[.focusY]))
}

/// A kept step, from its Step record and its slots' records; `nil` when it does not read.
private func step(head: Record<StepField>, slots: [Record<DraftSlotField>]) -> History.Step? {
  guard let change = Change(code: head[.change], argument: head[.changeArgument]),
    let layout = Layout.numbered(Int(head[.layout])), let format = PictureFormat(code: head[.format]),
    slots.allSatisfy({ $0[.kept] == 0 || $0[.photo] > 0 })
  else { return nil }
  let frame = Frame(
    spacing: Int(head[.spacing]), colour: RGBAColor(rgb: Int(head[.colour])), radius: Int(head[.radius]))
  let document = Document(
    layout: layout, format: format, frame: frame,
    slots: slots.map {
      Document.Slot(
        photo: $0[.kept] == 0 ? nil : Int($0[.photo]), framing: $0[.kept] == 0 ? .centred : framing($0))
    })
  return History.Step(document: document, change: change)
}

/// The draft as kept on the device (`SavedDraft`), at `out` when it fits in `capacity` bytes;
/// returns its length either way.
@_expose(wasm, "ig_flow_saved")
@_cdecl("ig_flow_saved")
public func ig_flow_saved(_ handle: Address, _ out: Address, _ capacity: Int32) -> Int32 {
  guard let session = ShareFlowSession.from(handle), capacity >= 0 else {
    return ABIStatus.invalidArgument.rawValue
  }
  return SavedDraft.bytes(of: session.state).withUnsafeBufferPointer {
    writeBytes($0, to: out, capacity: Int(capacity))
  }
}

/// Every photo the draft refers to, by id, each once, as Number records at `out`.
@_expose(wasm, "ig_flow_kept_photos")
@_cdecl("ig_flow_kept_photos")
public func ig_flow_kept_photos(_ handle: Address, _ out: Address) -> Int32 {
  guard let session = ShareFlowSession.from(handle) else { return ABIStatus.invalidArgument.rawValue }
  return ResultBlock.write(session.state.keptPhotos, to: out) { Record($0) }
}

/// Brings back the draft `ig_flow_saved` wrote (the `length` bytes at `text`) and writes the
/// effects at `out`, like `ig_flow_dispatch`; a text this core does not read changes nothing.
@_expose(wasm, "ig_flow_restore_saved")
@_cdecl("ig_flow_restore_saved")
public func ig_flow_restore_saved(
  _ handle: Address, _ text: Address, _ length: Int32, _ copied: Int32, _ photos: Address,
  _ photoCount: Int32,
  _ out: Address
) -> Int32 {
  guard let session = ShareFlowSession.from(handle), copied == 0 || copied == 1, length > 0,
    let pointer = UnsafeMutableRawPointer(address: text), (0...Int32(resultWords)).contains(photoCount),
    photoCount == 0 || photos != 0
  else { return ABIStatus.invalidArgument.rawValue }
  let bytes = UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: Int(length))
  let kept = (0..<Int(photoCount)).map { index in
    Int(UnsafeMutableRawPointer(address: photos)!.load(fromByteOffset: index * 4, as: Int32.self))
  }
  guard let draft = SavedDraft.draft(fromBytes: Array(bytes), copied: copied == 1)?.keeping(photos: kept)
  else {
    return ABIStatus.invalidArgument.rawValue
  }
  return session.dispatch(.draftRestored(draft), to: out)
}
