// Reading a draft back: its lines, checked and made into a draft again.

extension SavedDraft {
  /// The draft `text` keeps, as `draft(from:copied:)` for its bytes.
  public static func draft(from text: String, copied: Bool) -> DraftRestore.Draft? {
    draft(fromBytes: Array(text.utf8), copied: copied)
  }

  /// The draft `text` keeps (`copied`: a copy of a draft another tab has open), or `nil` when
  /// it is not one: another kind of text, a newer version's, or a line that does not read.
  public static func draft(fromBytes text: [UInt8], copied: Bool) -> DraftRestore.Draft? {
    var lines = text.split(separator: newline).map { Words($0) }
    guard lines.count >= 2, lines[0].word(0, is: "instagrid-draft"), let kept = lines[0].number(1), kept >= 1,
      kept <= version, lines[1].word(0, is: "side"), let side = lines[1].number(1)
    else { return nil }
    lines.removeFirst(2)
    // The document's lines, then each step's: a step starts at its `undo` or `redo` line.
    var parts: [(step: Words?, lines: [Words])] = [(nil, [])]
    for line in lines {
      if line.word(0, is: "undo") || line.word(0, is: "redo") {
        parts.append((line, []))
      } else {
        parts[parts.count - 1].lines.append(line)
      }
    }
    guard let document = document(parts[0].lines) else { return nil }
    var past: [History.Step] = []
    var future: [History.Step] = []
    for part in parts.dropFirst() {
      guard let head = part.step, let change = change(head), let stepDocument = Self.document(part.lines)
      else { return nil }
      let step = History.Step(document: stepDocument, change: change)
      if head.word(0, is: "undo") {
        guard future.isEmpty else { return nil }  // Undo's steps come first
        past.append(step)
      } else {
        future.append(step)
      }
    }
    let history = History(past: past, future: future)
    guard let history else { return nil }
    return DraftRestore.Draft(
      layout: document.layout, pictureSide: side, format: document.format, frame: document.frame,
      slots: document.slots.map { $0.photo == nil ? nil : $0 }, copied: copied, history: history)
  }

  /// A document from its lines: a layout, a format and a frame, and a photo line per kept slot.
  private static func document(_ lines: [Words]) -> Document? {
    var layout: Layout?
    var format: PictureFormat?
    var frame: Frame?
    var slots = [Document.Slot](repeating: Document.Slot(photo: nil), count: Layout.slotCount)
    for line in lines {
      if line.word(0, is: "layout") {
        guard let number = line.number(1), let form = line.bytes(2), let shaped = Layout(formBytes: form)
        else {
          return nil
        }
        // The catalogue entry it came from, with the shares it was kept with.
        let entry = Layout.numbered(number).flatMap { $0.tree.hasShape(of: shaped.tree) ? $0 : nil }
        layout = entry?.reshaped(shaped.tree) ?? shaped
      } else if line.word(0, is: "format") {
        guard let width = line.number(1), let height = line.number(2) else { return nil }
        // A format this core does not offer (a newer page's) keeps the square.
        format = PictureFormat.all.first { $0.width == width && $0.height == height } ?? .standard
      } else if line.word(0, is: "frame") {
        guard let spacing = line.number(1), let colour = line.number(2), let radius = line.number(3) else {
          return nil
        }
        frame = Frame(spacing: spacing, colour: RGBAColor(rgb: colour), radius: radius)
      } else if line.word(0, is: "photo") {
        guard let slot = line.number(1), ShareFlow.isSlot(slot), let photo = line.number(2), photo > 0,
          let zoom = line.number(3), let focusX = line.number(4), let focusY = line.number(5)
        else { return nil }
        let framing = Framing(
          zoom: Double(zoom) / 1_000_000, focusX: Double(focusX) / 1_000_000,
          focusY: Double(focusY) / 1_000_000)
        // Version 3 and before have no turn: the photo is upright.
        let turn = line.bytes(6) == nil ? .upright : line.number(6).flatMap { PhotoOrientation(exif: $0) }
        guard let orientation = turn else { return nil }
        slots[slot] = Document.Slot(photo: photo, framing: framing, orientation: orientation)
      }  // any other line is a newer version's
    }
    guard let layout, let format, let frame else { return nil }
    return Document(layout: layout, format: format, frame: frame, slots: slots)
  }

  /// The change an `undo` or `redo` line names.
  private static func change(_ line: Words) -> Change? {
    let argument = line.number(2)
    let place = argument.flatMap { CellPlace.allCases.indices.contains($0) ? CellPlace.allCases[$0] : nil }
    if line.word(1, is: "layout") { return argument.map { .layout($0) } }
    if line.word(1, is: "format") {
      guard let width = argument, let height = line.number(3),
        let format = PictureFormat(width: width, height: height)
      else { return nil }
      return .format(format)
    }
    if line.word(1, is: "frame") {
      return argument.flatMap {
        FrameProperty.allCases.indices.contains($0) ? .frame(FrameProperty.allCases[$0]) : nil
      }
    }
    if line.word(1, is: "picked") { return place.map { .photoPicked($0) } }
    if line.word(1, is: "pickedMany") {
      return argument.flatMap { PhotoPicks.counts.contains($0) ? .photosPicked(count: $0) : nil }
    }
    if line.word(1, is: "moved") { return place.map { .photoMoved($0) } }
    if line.word(1, is: "reframed") { return place.map { .reframed($0) } }
    if line.word(1, is: "turned") { return place.map { .turned($0) } }
    if line.word(1, is: "mirrored") { return place.map { .mirrored($0) } }
    if line.word(1, is: "removed") { return place.map { .photoRemoved($0) } }
    if line.word(1, is: "startOver") { return .startOver }
    if line.word(1, is: "divider") { return .divider }
    return nil
  }
}
