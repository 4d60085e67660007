import InstagridPure

/// One share flow: its state, owned by the page through an opaque handle.
final class ShareFlowSession {
  var state = ShareFlowState()

  /// Applies `event` and writes its effects as Effect records at `out`; returns their count.
  func dispatch(_ event: ShareFlowEvent, to out: Address) -> Int32 {
    guard ResultBlock(out) != nil else { return ABIStatus.invalidArgument.rawValue }
    let effects = ShareFlow.reduce(&state, event)
    return ResultBlock.write(effects, to: out) { Record($0) }
  }

  static func from(_ handle: Address) -> ShareFlowSession? {
    guard let pointer = UnsafeMutableRawPointer(address: handle) else { return nil }
    return Unmanaged<ShareFlowSession>.fromOpaque(pointer).takeUnretainedValue()
  }
}

/// How long passing news stays, in milliseconds: the flow's own fade, and the page's notices.
@_expose(wasm, "ig_passing_milliseconds")
@_cdecl("ig_passing_milliseconds")
public func ig_passing_milliseconds() -> Int32 {
  Int32(Messages.passingMilliseconds)
}

/// Creates a share flow in its launch state; returns its handle.
@_expose(wasm, "ig_flow_new")
@_cdecl("ig_flow_new")
public func ig_flow_new() -> Address {
  let pointer = Unmanaged.passRetained(ShareFlowSession()).toOpaque()
  return Address(truncatingIfNeeded: Int(bitPattern: pointer))
}

/// Releases a share flow; 0 is ignored.
@_expose(wasm, "ig_flow_free")
@_cdecl("ig_flow_free")
public func ig_flow_free(_ handle: Address) {
  guard let pointer = UnsafeMutableRawPointer(address: handle) else { return }
  Unmanaged<ShareFlowSession>.fromOpaque(pointer).release()
}

/// Applies event `code` with up to five arguments and writes its effects at `out`; returns
/// their count, or a negative status (an unknown code changes nothing).
@_expose(wasm, "ig_flow_dispatch")
@_cdecl("ig_flow_dispatch")
public func ig_flow_dispatch(
  _ handle: Address, _ code: Int32, _ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32, _ e: Int32,
  _ out: Address
) -> Int32 {
  guard let session = ShareFlowSession.from(handle), let event = ShareFlowEvent(code: code, a, b, c, d, e)
  else { return ABIStatus.invalidArgument.rawValue }
  return session.dispatch(event, to: out)
}

/// Reads the photo header in the `length` bytes at `address` (the first bytes of a file of
/// `fileSize` bytes), applies it as the header of load `ticket` in `slot` and writes the
/// effects at `out`, like `ig_flow_dispatch`.
@_expose(wasm, "ig_flow_header_read")
@_cdecl("ig_flow_header_read")
public func ig_flow_header_read(
  _ handle: Address, _ slot: Int32, _ ticket: Int32, _ address: Address, _ length: Int32, _ fileSize: Int32,
  _ out: Address
) -> Int32 {
  guard let session = ShareFlowSession.from(handle), length >= 0, fileSize >= length,
    length == 0 || address != 0
  else { return ABIStatus.invalidArgument.rawValue }
  let bytes = UnsafeBufferPointer(
    start: UnsafePointer<UInt8>(bitPattern: UInt(truncatingIfNeeded: address)), count: Int(length))
  let reading = PhotoHeader.read(bytes, fileSize: Int(fileSize))
  return session.dispatch(
    .loads(.headerRead(slot: Int(slot), ticket: Int(ticket), reading: reading)), to: out)
}

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
  let format = Format(code: head[.format]) ?? .standard
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
    framings: slots.map { $0[.kept] == 0 ? nil : framing($0) }, copied: head[.copied] == 1,
    photos: slots.contains { $0[.kept] != 0 && $0[.photo] <= 0 }
      ? [] : slots.map { $0[.kept] == 0 ? nil : Int($0[.photo]) },
    history: history ?? History())
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
    let layout = Layout.numbered(Int(head[.layout])), let format = Format(code: head[.format]),
    slots.allSatisfy({ $0[.kept] == 0 || $0[.photo] > 0 })
  else { return nil }
  let frame = Frame(
    spacing: Int(head[.spacing]), colour: RGBAColor(rgb: Int(head[.colour])), radius: Int(head[.radius]))
  let document = Document(
    layout: layout, format: format, frame: frame,
    photos: slots.map { $0[.kept] == 0 ? nil : Int($0[.photo]) },
    framings: slots.map { $0[.kept] == 0 ? .centred : framing($0) })
  return History.Step(document: document, change: change)
}

/// Step `index` of the history at `out` (past steps oldest first, then the future's): a Step
/// record, then a DraftSlot record per slot; returns 1.
@_expose(wasm, "ig_flow_history_step")
@_cdecl("ig_flow_history_step")
public func ig_flow_history_step(_ handle: Address, _ index: Int32, _ out: Address) -> Int32 {
  guard let session = ShareFlowSession.from(handle), var block = ResultBlock(out) else {
    return ABIStatus.invalidArgument.rawValue
  }
  let history = session.state.history
  let steps = history.past + history.future
  guard index >= 0, Int(index) < steps.count else { return ABIStatus.invalidArgument.rawValue }
  let step = steps[Int(index)]
  let document = step.document
  var head = Record<StepField>()
  (head[.change], head[.changeArgument]) = (step.change.codes.kind.rawValue, step.change.codes.argument)
  head[.layout] = Int32(document.layout.number)
  head[.format] = document.format.code
  head[.spacing] = Int32(document.frame.spacing)
  head[.colour] = Int32(document.frame.colour.rgb)
  head[.radius] = Int32(document.frame.radius)
  guard block.append(head) else { return ABIStatus.invalidArgument.rawValue }
  for slot in 0..<Layout.slotCount {
    var record = Record<DraftSlotField>()
    if let photo = document.photos[slot] {
      let framing = document.framings[slot]
      record[.kept] = 1
      record[.photo] = clamped(photo)
      record[.zoom] = millionths(framing.zoom)
      record[.focusX] = millionths(framing.focusX)
      record[.focusY] = millionths(framing.focusY)
    }
    guard block.append(record) else { return ABIStatus.invalidArgument.rawValue }
  }
  return 1
}

/// The flow's state at `out`: a State record, then a Slot record for each slot; returns 1.
@_expose(wasm, "ig_flow_snapshot")
@_cdecl("ig_flow_snapshot")
public func ig_flow_snapshot(_ handle: Address, _ out: Address) -> Int32 {
  guard let session = ShareFlowSession.from(handle), var block = ResultBlock(out) else {
    return ABIStatus.invalidArgument.rawValue
  }
  let state = session.state
  guard block.append(Record(state)) else { return ABIStatus.invalidArgument.rawValue }
  for slot in state.slots.indices {
    guard block.append(Record(slot: slot, of: state)) else { return ABIStatus.invalidArgument.rawValue }
  }
  return 1
}

/// The region of its photo that `slot` should get decoded sharp (a zoomed-in crop), given the
/// full `sourceWidth × sourceHeight` its decode came from, as a SharpRegion record at `out`; no
/// record when the decoded pixels suffice.
@_expose(wasm, "ig_flow_sharp_region")
@_cdecl("ig_flow_sharp_region")
public func ig_flow_sharp_region(
  _ handle: Address, _ slot: Int32, _ sourceWidth: Int32, _ sourceHeight: Int32, _ out: Address
) -> Int32 {
  guard let session = ShareFlowSession.from(handle), slot >= 0, Int(slot) < session.state.slots.count,
    sourceWidth > 0, sourceHeight > 0
  else { return ABIStatus.invalidArgument.rawValue }
  let region = session.state.sharpRegion(
    ofSlot: Int(slot), source: PixelSize(width: Int(sourceWidth), height: Int(sourceHeight)))
  return ResultBlock.write(region.map { [$0] } ?? [], to: out) { region in
    var record = Record<SharpRegionField>(region.crop)
    record[.decodeWidth] = Int32(clamping: region.size.width)
    record[.decodeHeight] = Int32(clamping: region.size.height)
    return record
  }
}

extension Record where Field == StateField {
  /// The State record of `state`.
  init(_ state: ShareFlowState) {
    self.init()
    let message = state.message?.codes
    self[.layout] = Int32(state.layout.number)
    self[.orientation] = state.orientation.code
    self[.phase] = state.phase.codes.phase.rawValue
    self[.direction] = state.phase.codes.direction
    self[.message] = message?.kind.rawValue ?? 0
    self[.messageA] = message?.first ?? 0
    self[.messageB] = message?.second ?? 0
    self[.messageC] = message?.third ?? 0
    self[.highlightsEmptyCells] = state.highlightsEmptyCells ? 1 : 0
    self[.missingCount] = Int32(state.missingSlots.count)
    self[.pictureSide] = Int32(state.pictureSide)
    self[.format] = state.format.code
    let size = state.picture.size
    self[.pictureWidth] = Int32(size.width)
    self[.pictureHeight] = Int32(size.height)
    self[.spacing] = Int32(state.frame.spacing)
    self[.colour] = Int32(state.frame.colour.rgb)
    self[.radius] = Int32(state.frame.radius)
    self[.pictureRevision] = clamped(state.pictureRevision)
    self[.pictureReady] = state.isPictureReady ? 1 : 0
    self[.canUndo] = state.canUndo ? 1 : 0
    self[.canRedo] = state.canRedo ? 1 : 0
    self[.historyPast] = Int32(state.history.past.count)
    self[.historyFuture] = Int32(state.history.future.count)
    self[.complete] = state.isComplete ? 1 : 0
    self[.showsStartOver] = state.showsStartOver ? 1 : 0
    self[.canStartOver] = state.canStartOver ? 1 : 0
    self[.canChoosePictureSide] = state.canChoosePictureSide ? 1 : 0
    self[.restoresDraft] = state.restoresDraft ? 1 : 0
    self[.shareDirection] = state.orientation.shareDirection.code
    self[.slotCount] = Int32(state.slots.count)
  }
}

extension Record where Field == SlotField {
  /// The Slot record of `slot` in `state`.
  init(slot: Int, of state: ShareFlowState) {
    self.init()
    let content = state.slots[slot]
    let framing = state.framings[slot]
    self[.shown] = content.shownPhoto == nil ? 0 : 1
    self[.loading] = content.loading == nil ? 0 : 1
    self[.ticket] = clamped(content.loading?.ticket ?? 0)
    self[.standIn] = content.showsStandIn ? 1 : 0
    self[.photoWidth] = clamped(content.shownPhoto?.decoded.width ?? 0)
    self[.photoHeight] = clamped(content.shownPhoto?.decoded.height ?? 0)
    if let crop = state.crop(ofSlot: slot)?.rect {
      self[.cropped] = 1
      self[.cropX] = Int32(clamping: crop.x)
      self[.cropY] = Int32(clamping: crop.y)
      self[.cropWidth] = Int32(clamping: crop.width)
      self[.cropHeight] = Int32(clamping: crop.height)
    }
    self[.zoom] = millionths(framing.zoom)
    self[.focusX] = millionths(framing.focusX)
    self[.focusY] = millionths(framing.focusY)
    self[.zoomPercent] = clamped(framing.zoomPercent)
    self[.place] = state.layout.place(ofSlot: slot)?.code ?? -1
    self[.photo] = clamped(content.documentPhoto ?? 0)
  }
}
