import Testing

@testable import InstagridPure

@Suite("Compositor: a picture painted in bands of rows")
struct CompositorBandTests {
  @Test("bands of any height add up to the picture painted whole, byte for byte", arguments: 0..<4)
  func bandsAreTheWhole(run: Int) {
    var generator = SeededGenerator(seed: SeededGenerator.runSeed(default: 0xBA4D) &+ UInt64(run))
    let photos = (0..<Layout.slotCount).map { slot in
      SyntheticImages.image(width: 37 + 11 * slot, height: 29 + 7 * slot) { x, y in
        RGBAColor(
          red: UInt8(truncatingIfNeeded: x * 7 + slot * 40), green: UInt8(truncatingIfNeeded: y * 5),
          blue: UInt8(truncatingIfNeeded: (x + y) * 3), alpha: (x + y) % 9 == 0 ? 128 : 255)
      }
    }
    for _ in 0..<6 {
      let layout = Layout.all.randomElement(using: &generator)!
      let frame = Frame(
        spacing: Int.random(in: 0...100, using: &generator), colour: RGBAColor(rgb: 0x20E0F0),
        radius: Int.random(in: 0...250, using: &generator))
      let picture = Picture(
        format: PictureFormat.all.randomElement(using: &generator)!,
        shortSide: Int.random(in: 60...300, using: &generator),
        frame: frame)
      let framing = Framing(zoom: 2.2, focusX: 0.3, focusY: 0.7)
      let size = picture.size
      let height = Int.random(in: 1...40, using: &generator)
      var banded: [UInt8] = []
      var band = [UInt8](repeating: 0, count: size.width * height * 4)
      for top in stride(from: 0, to: size.height, by: height) {
        let rows = top..<min(top + height, size.height)
        band.withUnsafeMutableBufferPointer { buffer in
          PhotoPixels.borrowing(photos) { pixels in
            Compositor.compose(
              layout, picture: picture, on: Canvas(size: size, rows: rows, pixels: buffer),
              photo: { slot in pixels[slot].map { CellPhoto($0, framing: slot == 1 ? framing : .centred) } })
          }
        }
        banded += band[0..<size.width * rows.count * 4]
      }
      var framedWhole = [UInt8](repeating: 0, count: size.width * size.height * 4)
      framedWhole.withUnsafeMutableBufferPointer { buffer in
        PhotoPixels.borrowing(photos) { pixels in
          Compositor.compose(
            layout, picture: picture, on: Canvas(size: size, pixels: buffer),
            photo: { slot in pixels[slot].map { CellPhoto($0, framing: slot == 1 ? framing : .centred) } })
        }
      }
      #expect(banded == framedWhole, "layout \(layout.number), \(size), bands of \(height)")
    }
  }
}
