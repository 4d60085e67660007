/// A draft as the page keeps it on the device: the document, the picture side and the history,
/// written and read here, in short lines of text. The page stores the text as it is, beside the
/// photos' bytes, and never looks inside; a field added to the document is added here alone.
///
/// ```
/// instagrid-draft 5
/// side 2048
/// layout 2 2:0|3:1          the catalogue entry it came from, and its form
/// format 1 1
/// frame 50 16777215 0       spacing, colour (0xRRGGBB), radius
/// photo 0 7 1250000 400000 500000 6
///                           slot, photo id, zoom, focus x and y (millionths), and how it is
///                           turned (its EXIF orientation; a draft of version 3 has none: upright)
/// undo layout 3             a step Undo goes to, then its document's lines
/// layout 3 (0|1)/(2|3)
/// …
/// redo divider              a step Redo goes to (after every Undo step)
/// ```
///
/// A line this version does not know is passed over, so a newer page's draft still comes back
/// as far as this core can show it; a line that does not read makes the draft unreadable.
/// Version 5 added nine slots and the step of several photos picked at once (`pickedMany`);
/// version 4, the photo's turn and the steps that turn, mirror and remove photos.
public enum SavedDraft {
  /// The version this core writes; it reads it and every older one of this form.
  public static let version = 5

  /// The draft of `state`, as text.
  public static func text(of state: ShareFlowState) -> String {
    String(decoding: bytes(of: state), as: UTF8.self)
  }

  /// The draft of `state`, as the text's ASCII bytes.
  public static func bytes(of state: ShareFlowState) -> [UInt8] {
    var text = TextBytes()
    text.append("instagrid-draft ")
    text.append(version)
    text.append("\nside ")
    text.append(state.pictureSide)
    text.append(byte: newline)
    write(state.document, into: &text)
    for step in state.history.past { write(step, "undo", into: &text) }
    for step in state.history.future { write(step, "redo", into: &text) }
    return text.bytes
  }

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

  // MARK: Writing

  private static let newline = UInt8(ascii: "\n")

  private static func write(_ document: Document, into text: inout TextBytes) {
    text.append("layout ")
    text.append(document.layout.number)
    text.append(byte: UInt8(ascii: " "))
    text.append(document.layout.tree.formBytes)
    text.append("\nformat ")
    text.append(numbers: document.format.width, document.format.height)
    text.append("frame ")
    text.append(numbers: document.frame.spacing, document.frame.colour.rgb, document.frame.radius)
    for (slot, kept) in document.slots.enumerated() {
      guard let photo = kept.photo else { continue }
      let framing = kept.framing
      text.append("photo ")
      text.append(
        numbers: slot, photo, millionths(framing.zoom), millionths(framing.focusX),
        millionths(framing.focusY),
        kept.orientation.exif)
    }
  }

  private static func write(_ step: History.Step, _ direction: StaticString, into text: inout TextBytes) {
    text.append(direction)
    switch step.change {
    case .layout(let number): text.append(word: " layout ", number)
    case .format(let format): text.append(word: " format ", format.width, format.height)
    case .frame(let property): text.append(word: " frame ", FrameProperty.allCases.firstIndex(of: property)!)
    case .photoPicked(let place): text.append(word: " picked ", CellPlace.allCases.firstIndex(of: place)!)
    case .photosPicked(let count): text.append(word: " pickedMany ", count)
    case .photoMoved(let place): text.append(word: " moved ", CellPlace.allCases.firstIndex(of: place)!)
    case .reframed(let place): text.append(word: " reframed ", CellPlace.allCases.firstIndex(of: place)!)
    case .turned(let place): text.append(word: " turned ", CellPlace.allCases.firstIndex(of: place)!)
    case .mirrored(let place): text.append(word: " mirrored ", CellPlace.allCases.firstIndex(of: place)!)
    case .photoRemoved(let place): text.append(word: " removed ", CellPlace.allCases.firstIndex(of: place)!)
    case .startOver: text.append(" startOver")
    case .divider: text.append(" divider")
    }
    text.append(byte: newline)
    write(step.document, into: &text)
  }

  private static func millionths(_ value: Double) -> Int { Int((value * 1_000_000).rounded()) }

  // MARK: Reading

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

/// A line's words, split at spaces (ASCII, compared byte by byte: no Unicode tables).
private struct Words {
  let words: [ArraySlice<UInt8>]

  init(_ line: ArraySlice<UInt8>) {
    words = line.split(separator: UInt8(ascii: " "))
  }

  /// Whether word `index` is `expected`.
  func word(_ index: Int, is expected: StaticString) -> Bool {
    index < words.count
      && words[index].elementsEqual(
        UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount))
  }

  /// Word `index` as a whole number (an optional minus, then digits), if it is one.
  func number(_ index: Int) -> Int? {
    guard index < words.count, !words[index].isEmpty, words[index].count <= 12 else { return nil }
    var digits = words[index][...]
    let negative = digits.first == UInt8(ascii: "-")
    if negative { digits = digits.dropFirst() }
    guard !digits.isEmpty else { return nil }
    var value = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return negative ? -value : value
  }

  /// Word `index`'s bytes.
  func bytes(_ index: Int) -> [UInt8]? {
    index < words.count ? Array(words[index]) : nil
  }
}

extension TextBytes {
  /// Numbers separated by spaces, then the line's end.
  fileprivate mutating func append(numbers: Int...) {
    for (index, number) in numbers.enumerated() {
      if index > 0 { append(byte: UInt8(ascii: " ")) }
      append(number)
    }
    append(byte: UInt8(ascii: "\n"))
  }

  /// `word`, then numbers separated by spaces (the line goes on).
  fileprivate mutating func append(word: StaticString, _ numbers: Int...) {
    append(word)
    for (index, number) in numbers.enumerated() {
      if index > 0 { append(byte: UInt8(ascii: " ")) }
      append(number)
    }
  }
}
