import InstagridPure

// A kept draft through the ABI: brought back into a share flow, and its history read out to keep.

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
