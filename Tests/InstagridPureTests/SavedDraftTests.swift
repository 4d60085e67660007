import Testing

@testable import InstagridPure

@Suite("A draft as the core keeps it: its saved text")
struct SavedDraftTests {
  @Test("the text of a grid: its side, its document and each step, line by line")
  func text() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    flow.run(.dividers(.stepped(divider: 1, percent: -10)), .history(.changeEnded))
    flow.run(
      .reframing(.zoomed(slot: 0, factor: 2, anchorX: 0.5, anchorY: 0.5)), .reframing(.settled(slot: 0)))
    flow.state.history = History(past: Array(flow.state.history.past.suffix(2)), future: [])!
    #expect(
      SavedDraft.text(of: flow.state) == """
        instagrid-draft 5
        side 2048
        layout 2 (2:0|3:1)/2
        format 1 1
        frame 50 1074840 0
        photo 0 1 2000000 500000 500000 1
        photo 1 2 1000000 500000 500000 1
        photo 2 3 1000000 500000 500000 1
        undo divider
        layout 2 (0|1)/2
        format 1 1
        frame 50 1074840 0
        photo 0 1 1000000 500000 500000 1
        photo 1 2 1000000 500000 500000 1
        photo 2 3 1000000 500000 500000 1
        undo reframed 0
        layout 2 (2:0|3:1)/2
        format 1 1
        frame 50 1074840 0
        photo 0 1 1000000 500000 500000 1
        photo 1 2 1000000 500000 500000 1
        photo 2 3 1000000 500000 500000 1

        """)
  }

  @Test(
    "any grid and history read back into a fresh flow: the same text, so the same document, side and history",
    arguments: 0..<20)
  func roundTrip(run: Int) throws {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0x5A7) &+ UInt64(run))
    var flow = FlowDriver()
    _ = HistoryTests.changed(&flow, count: Int.random(in: 1...30, using: &generator), &generator)
    if Bool.random(using: &generator) { flow.run(.grid(.pictureSideChosen(PictureSide.offered.first!))) }
    while Bool.random(using: &generator), flow.state.canUndo {
      flow.run(.history(.undo))
      flow.finishLoads()
    }
    let text = SavedDraft.text(of: flow.state)
    let draft = try #require(SavedDraft.draft(from: text, copied: false))
    var restored = FlowDriver()
    restored.run(.draftRestored(draft))
    // Framings are kept to the millionth; all else exactly.
    #expect(SavedDraft.text(of: restored.state) == text)
    #expect(restored.state.layout == flow.state.layout)
    #expect(
      restored.state.history.past.map(\.document.layout) == flow.state.history.past.map(\.document.layout))
    #expect(restored.state.history.future.map(\.change) == flow.state.history.future.map(\.change))
    #expect(restored.state.document.photos == flow.state.document.photos)
  }

  @Test("a photo whose bytes the page could not keep comes back as an empty cell, not a failed load")
  func photosNotKept() throws {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let draft = try #require(SavedDraft.draft(from: SavedDraft.text(of: flow.state), copied: false))
    let ids = flow.state.slots.compactMap { $0.documentPhoto }
    var restored = FlowDriver()
    let effects = restored.run(.draftRestored(draft.keeping(photos: [ids[0], ids[2]])))
    #expect(effects.filter { if case .readPhotoHeader = $0 { true } else { false } }.count == 2)
    #expect(restored.state.slots[1].content == .empty && restored.state.slots[0].loading != nil)
    #expect(effects.contains(.announce(.draftRestored(copied: false))))
  }

  @Test(
    "a newer version, another text, a line that does not read: refused; a line it does not know: passed over")
  func reading() {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    let text = SavedDraft.text(of: flow.state)
    #expect(SavedDraft.draft(from: text, copied: true)?.copied == true)
    #expect(SavedDraft.draft(from: text.replacingFirst("draft 5", "draft 6"), copied: false) == nil)
    #expect(SavedDraft.draft(from: "", copied: false) == nil)
    #expect(SavedDraft.draft(from: "{\"version\": 2}", copied: false) == nil)
    #expect(SavedDraft.draft(from: text.replacingFirst("(0|1)/2", "(0|0)/2"), copied: false) == nil)
    #expect(SavedDraft.draft(from: text.replacingFirst("photo 0 1", "photo 9 1"), copied: false) == nil)
    #expect(SavedDraft.draft(from: text.replacingFirst("frame 50", "frame x"), copied: false) == nil)
    #expect(SavedDraft.draft(from: text.replacingFirst("500000 1\n", "500000 9\n"), copied: false) == nil)
    #expect(SavedDraft.draft(from: text.replacingFirst("500000 1\n", "500000 x\n"), copied: false) == nil)
    let newer = text.replacingFirst("format 1 1\n", "format 1 1\nturn 0 1\n")
    #expect(
      SavedDraft.draft(from: newer, copied: false)?.layout == .wideBottom,
      "a newer page's line is passed over")
    let unknownFormat = SavedDraft.draft(from: text.replacingFirst("format 1 1", "format 2 3"), copied: false)
    #expect(unknownFormat?.format == .square, "a format not offered keeps the square")
    // A form of another shape than its catalogue number's is that form's layout.
    let reshaped = SavedDraft.draft(
      from: text.replacingFirst("layout 2 (0|1)/2", "layout 2 0|1|2"), copied: false)
    #expect(reshaped?.layout.form == "0|1|2" && reshaped?.layout.number == 8)
  }
}

extension SavedDraftTests {
  @Test(
    "a turned photo is kept with its turn; its steps too; a version 3 draft (no turns) comes back upright")
  func turns() throws {
    var flow = FlowDriver()
    flow.ready([0, 1, 2])
    flow.run(.reframing(.turned(slot: 1, clockwise: true)), .reframing(.mirrored(slot: 2)))
    flow.run(.reframing(.removed(slot: 0)))
    let text = SavedDraft.text(of: flow.state)
    #expect(text.hasPrefix("instagrid-draft 5\n"))
    #expect(text.contains("photo 1 2 1000000 500000 500000 6\nphoto 2 3 1000000 500000 500000 2\n"))
    #expect(text.contains("\nundo turned 2\n") && text.contains("\nundo mirrored 7\n"))
    #expect(text.contains("\nundo removed 0\n"))
    let draft = try #require(SavedDraft.draft(from: text, copied: false))
    #expect(draft.slots[1]?.orientation.exif == 6 && draft.slots[2]?.orientation.exif == 2)
    #expect(draft.slots[0] == nil, "the photo removed is in the history alone")
    #expect(
      draft.history.past.map(\.change).suffix(3) == [
        .turned(.topRight), .mirrored(.bottom), .photoRemoved(.topLeft),
      ])
    var restored = FlowDriver()
    restored.run(.draftRestored(draft))
    #expect(SavedDraft.text(of: restored.state) == text)
    #expect(restored.state.slots[1].orientation == PhotoOrientation(exif: 6))
    // As a page before turns kept it: version 3, photo lines of six words.
    let older = """
      instagrid-draft 3
      side 2048
      layout 2 (0|1)/2
      format 1 1
      frame 50 1074840 0
      photo 0 1 2000000 300000 500000
      photo 2 3 1000000 500000 500000
      undo reframed 0
      layout 2 (0|1)/2
      format 1 1
      frame 50 1074840 0
      photo 0 1 1000000 500000 500000

      """
    let read = try #require(SavedDraft.draft(from: older, copied: false))
    #expect(read.slots[0]?.framing == Framing(zoom: 2, focusX: 0.3, focusY: 0.5))
    #expect(read.slots[0]?.orientation == .upright && read.slots[2]?.orientation == .upright)
    #expect(read.history.past.first?.document.slots[0].orientation == .upright)
  }
}

extension String {
  /// This text with the first `target` replaced by `replacement`.
  fileprivate func replacingFirst(_ target: String, _ replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
