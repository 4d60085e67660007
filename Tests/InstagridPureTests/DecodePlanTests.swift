import Testing

@testable import InstagridPure

@Suite("Decode plan: every decode covers what it is for, no more")
struct DecodePlanTests {
  @Test(
    "covering: covers the need, never enlarges, keeps the shape, and is the smallest such size",
    arguments: 0..<50)
  func coveringProperties(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0xC0E7) &+ UInt64(run))
    for _ in 0..<200 {
      let source = PixelSize(
        width: Int.random(in: 1...12000, using: &generator),
        height: Int.random(in: 1...12000, using: &generator))
      let need = PixelSize(
        width: Int.random(in: 0...5000, using: &generator),
        height: Int.random(in: 0...5000, using: &generator))
      let result = source.covering(need)
      #expect(source.covers(result), "never enlarged")
      #expect(result == source || result.covers(need), "covers the need unless the source is smaller")
      #expect(result.width >= 1 && result.height >= 1)
      guard result != source else { continue }
      // The shape: within a pixel of the source's aspect ratio, on the rounded-up side.
      let exactHeight = Double(result.width) * Double(source.height) / Double(source.width)
      let exactWidth = Double(result.height) * Double(source.width) / Double(source.height)
      #expect(
        Double(result.height) >= exactHeight - 1 && Double(result.height) < exactHeight + 1 + 1e-9
          || Double(result.width) < exactWidth + 1 + 1e-9)
      // The smallest: one side sits exactly on the need.
      #expect(result.width == max(1, need.width) || result.height == max(1, need.height))
    }
  }

  @Test("a 4032×3024 photo for a 1024×2048 need is 2731×2048: the taller ratio wins, rounded up")
  func example() {
    #expect(
      PixelSize(width: 4032, height: 3024).covering(PixelSize(width: 1024, height: 2048))
        == PixelSize(width: 2731, height: 2048))
    #expect(
      PixelSize(width: 800, height: 600).covering(PixelSize(width: 1024, height: 1024))
        == PixelSize(width: 800, height: 600))
  }

  @Test("the plan: picture decode, preview with headroom inside it, and the draft's copy")
  func plan() {
    let source = PixelSize(width: 4032, height: 3024)
    let plan = DecodePlan(
      source: source, fileBytes: 3 << 20, need: PixelSize(width: 1024, height: 1024),
      screen: PixelSize(width: 200, height: 200), draftNeed: PixelSize(width: 2048, height: 2048))
    #expect(plan.decoded == PixelSize(width: 1366, height: 1024) && !plan.isLargestDecode)
    #expect(plan.preview == PixelSize(width: 334, height: 250), "200 px × 1.25 headroom")
    #expect(plan.draft == PixelSize(width: 2731, height: 2048))
    #expect(plan.keepsFile, "a 3 MB file is kept as it is, larger than the draft needs")
    let heavy = DecodePlan(
      source: source, fileBytes: 9 << 20, need: PixelSize(width: 1024, height: 1024),
      screen: PixelSize(width: 200, height: 200), draftNeed: PixelSize(width: 2048, height: 2048))
    #expect(!heavy.keepsFile, "a 9 MB one is copied smaller")
    #expect(!plan.isLargestDraft && !heavy.isLargestDraft, "a copy for a 2048 cell is not the whole photo")
    let wide = DecodePlan(
      source: source, fileBytes: 9 << 20, need: PixelSize(width: 1024, height: 1024),
      screen: PixelSize(width: 200, height: 200), draftNeed: PixelSize(width: 4096, height: 2048))
    #expect(wide.draft == source && wide.isLargestDraft, "a cell wider than the photo: the copy is all of it")
  }

  @Test("which files a draft keeps as they are: small enough in bytes")
  func keptFiles() {
    let small = PixelSize(width: 1600, height: 1200)
    let need = PixelSize(width: 1024, height: 1024)
    let draft = PixelSize(width: 4096, height: 4096)
    func plan(_ bytes: Int, draftNeed: PixelSize? = draft) -> DecodePlan {
      DecodePlan(source: small, fileBytes: bytes, need: need, screen: need, draftNeed: draftNeed)
    }
    #expect(plan(DraftKeeping.keptFileBytes).keepsFile)
    #expect(!plan(DraftKeeping.keptFileBytes + 1).keepsFile)
    #expect(
      !plan(1000, draftNeed: nil).keepsFile && plan(1000, draftNeed: nil).draft == nil, "no draft asked for")
    #expect(
      plan(1000).draft == small && !plan(1000).isLargestDecode,
      "the draft keeps all of it; the picture needs less")
  }

  @Test(
    "a file is kept whatever its size where no copy within the ceiling covers the frame's inside: a 48 MP photo at 4096"
  )
  func filesNoCopyCovers() {
    let inside = Picture(shortSide: DraftKeeping.side).inside
    let megapixels48 = PixelSize(width: 6048, height: 8064)
    let plan = DecodePlan(
      source: megapixels48, fileBytes: 26 << 20, need: PixelSize(width: 1843, height: 1843),
      screen: PixelSize(width: 400, height: 400), draftNeed: inside)
    #expect(
      megapixels48.covering(inside).width * megapixels48.covering(inside).height > CanvasLimits.maxPixels,
      "its cover of the inside passes the ceiling")
    #expect(plan.keepsFile, "so the file, which a reload decodes again as sharp, stays")
    #expect(
      plan.draft.map { $0.width * $0.height <= CanvasLimits.maxPixels } == true, "a copy would be capped")
    // A 12 MP photo's cover of the inside is all of it, within the ceiling: a 9 MB file is copied whole.
    let megapixels12 = DecodePlan(
      source: PixelSize(width: 4032, height: 3024), fileBytes: 9 << 20,
      need: PixelSize(width: 1843, height: 1843),
      screen: PixelSize(width: 400, height: 400), draftNeed: inside)
    #expect(!megapixels12.keepsFile && megapixels12.isLargestDraft)
    #expect(megapixels12.draft == PixelSize(width: 4032, height: 3024))
  }

  @Test("the frame's inside: the picture without its margins, and every cell of every layout lies within it")
  func inside() {
    #expect(Picture(shortSide: 4096).inside == PixelSize(width: 3686, height: 3686), "5 %: 205 px each side")
    #expect(
      Picture(shortSide: 4096, frame: Frame(spacing: 0, colour: .frame, radius: 0)).inside.width == 4096)
    for format in PictureFormat.all {
      for spacing in [0, 15, 50, 100] {
        let picture = Picture(
          format: format, shortSide: 4096, frame: Frame(spacing: spacing, colour: .frame, radius: 0))
        let inside = picture.inside
        for layout in Layout.all {
          for cell in picture.cells(of: layout) {
            #expect(cell.rect.width <= inside.width && cell.rect.height <= inside.height)
          }
          for slot in 0..<Layout.slotCount {
            #expect(picture.need(ofSlot: slot, showing: layout, reach: .anyCell) == inside)
          }
        }
      }
    }
  }
}
