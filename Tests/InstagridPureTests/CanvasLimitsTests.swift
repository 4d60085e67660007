import Testing

@testable import InstagridPure

@Suite("Canvas ceiling: no decode the page makes passes what iOS Safari draws")
struct CanvasLimitsTests {
  @Test(
    "within: a size over the ceiling keeps its shape and fits; one within is left alone", arguments: 0..<20)
  func withinProperties(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0xCE11) &+ UInt64(run))
    for _ in 0..<200 {
      let size = PixelSize(
        width: Int.random(in: 1...40000, using: &generator),
        height: Int.random(in: 1...40000, using: &generator))
      let fitted = size.within(pixels: CanvasLimits.maxPixels)
      #expect(fitted.width * fitted.height <= CanvasLimits.maxPixels)
      #expect(fitted.width >= 1 && fitted.height >= 1 && size.covers(fitted))
      if size.width * size.height <= CanvasLimits.maxPixels {
        #expect(fitted == size)
        continue
      }
      // The shape, within a pixel on each side, and no more than a row or column short of the most.
      let ratio = Double(size.width) / Double(size.height)
      #expect(abs(Double(fitted.width) - Double(fitted.height) * ratio) <= ratio + 1)
      let grown = PixelSize(width: fitted.width + 2, height: fitted.height + 2)
      #expect(
        grown.width * grown.height > CanvasLimits.maxPixels || grown.width > size.width
          || grown.height > size.height)
    }
  }

  @Test("a 24000×4000 panorama in a wide cell at 4096 is decoded at the ceiling, not at 18 MP")
  func panorama() {
    let plan = DecodePlan(
      source: PixelSize(width: 24000, height: 4000), fileBytes: 30 << 20,
      need: PixelSize(width: 3686, height: 1741),
      screen: PixelSize(width: 1000, height: 500), draftNeed: PixelSize(width: 3686, height: 1741))
    #expect(
      PixelSize(width: 24000, height: 4000).covering(PixelSize(width: 3686, height: 1741)).width == 10446)
    #expect(plan.decoded.width * plan.decoded.height <= CanvasLimits.maxPixels)
    #expect(plan.decoded.width >= 10000, "as much of the photo as the ceiling allows")
    #expect(plan.isLargestDecode, "no larger decode may be had: no enlarging loop")
    #expect(
      SlotPhoto(id: 1, decoded: plan.decoded, isLargestDecode: plan.isLargestDecode).suffices(
        for: PixelSize(width: 3686, height: 1741)))
    #expect(plan.draft.map { $0.width * $0.height <= CanvasLimits.maxPixels } == true)
  }

  @Test(
    "iPhone photos at every picture side and format: every plan is within the ceiling",
    arguments: PictureSide.offered)
  func iPhonePhotos(side: Int) {
    let photos = [
      PixelSize(width: 4032, height: 3024), PixelSize(width: 4284, height: 5712),
      PixelSize(width: 8064, height: 6048),
      PixelSize(width: 16000, height: 3968), PixelSize(width: 3968, height: 16000),
    ]
    for format in PictureFormat.all {
      let picture = Picture(format: format, shortSide: side)
      let draftPicture = Picture(format: format, shortSide: DraftKeeping.side)
      for layout in Layout.all {
        for slot in layout.visibleSlots {
          for source in photos {
            let plan = DecodePlan(
              source: source, fileBytes: 12 << 20, need: picture.need(ofSlot: slot, showing: layout),
              screen: PixelSize(width: 1290, height: 1290),
              draftNeed: draftPicture.need(ofSlot: slot, showing: layout))
            for size in [plan.decoded, plan.preview, plan.draft!] {
              #expect(size.width * size.height <= CanvasLimits.maxPixels, "\(source) in \(layout) at \(side)")
            }
          }
        }
      }
    }
  }
}
