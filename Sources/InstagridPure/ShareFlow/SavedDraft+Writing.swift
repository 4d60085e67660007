// Writing a draft: its lines, made from the state.

extension SavedDraft {
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
