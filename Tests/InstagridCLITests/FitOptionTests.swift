import Foundation
import InstagridPure
import Testing

/// Layouts made for the photos: `layouts --fit` and `compose --layout fit`.
@Suite("instagrid: layouts made for the photos")
struct FitOptionTests {
  /// A landscape, a portrait, a story's photo and a square, each of its own colour.
  private static let photos: [(name: String, width: Int, height: Int, rgb: [UInt8])] = [
    ("land", 40, 30, [255, 0, 0]), ("port", 30, 40, [0, 255, 0]), ("tall", 18, 32, [0, 0, 255]),
    ("square", 20, 20, [250, 250, 0]),
  ]

  private func writePhotos(in dir: URL) throws -> [String] {
    try Self.photos.map { photo in
      let name = "\(photo.name).ppm"
      try Netpbm.ppm(width: photo.width, height: photo.height, rgb: photo.rgb)
        .write(to: dir.appendingPathComponent(name))
      return name
    }
  }

  @Test("layouts --fit --json: the picture, the form, a cell per photo and what each keeps, as the core says")
  func fitAsJSON() throws {
    try withScratchDirectory { dir in
      let result = try CLIRunner.run(
        [
          "layouts", "--fit", "4032x3024,3024x4032,1080x1920,3024x3024", "--aspect", "4:5", "--size", "1080",
          "--spacing", "2.5", "--json",
        ], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let sizes = [(4032, 3024), (3024, 4032), (1080, 1920), (3024, 3024)].map {
        PixelSize(width: $0, height: $1)
      }
      let picture = Picture(
        format: .portrait, shortSide: 1080, frame: Frame(spacing: 25, colour: .frame, radius: 0),
        longestSide: 8192)
      let best = try #require(PhotoFit.layouts(for: sizes, on: picture, count: 1).first)
      #expect(object["width"] as? Int == 1080 && object["height"] as? Int == 1350)
      #expect(object["form"] as? String == best.layout.form)
      let cells = try #require(object["cells"] as? [[String: Int]])
      let core = picture.cells(of: best.layout)
      #expect(cells.map { $0["photo"] } == [0, 1, 2, 3], "a cell per photo, in --fit order")
      for cell in cells {
        let rect = try #require(core.first { $0.slot == cell["photo"] }).rect
        #expect(
          [cell["x"], cell["y"], cell["width"], cell["height"]] == [rect.x, rect.y, rect.width, rect.height])
      }
      let kept = try #require(object["kept"] as? [Double])
      #expect(zip(kept, best.kept).allSatisfy { abs($0 - $1) <= 0.00005 }, "\(kept) \(best.kept)")
      // Without --json: lines for people, what it keeps among them.
      let text = try CLIRunner.run(["layouts", "--fit", "4032x3024,3024x4032"], in: dir)
      #expect(text.status == 0)
      #expect(String(decoding: text.stdout, as: UTF8.self).contains("layout made for 2 photos, form "))
    }
  }

  @Test("compose --layout fit: the layout made for the inputs' sizes, each in its cell, as by its form")
  func composeFit() throws {
    try withScratchDirectory { dir in
      let inputs = try writePhotos(in: dir)
      let fit = try CLIRunner.run(
        ["compose", "--layout", "fit", "--size", "200"] + inputs + ["-o", "-"], in: dir)
      #expect(fit.status == 0, "\(fit.stderr)")
      // The same layout by its form takes the photos in cell order.
      let sizes = Self.photos.map { PixelSize(width: $0.width, height: $0.height) }
      let layout = try #require(PhotoFit.layouts(for: sizes, on: Picture(shortSide: 200), count: 1).first)
        .layout
      let listed = try CLIRunner.run(
        ["layouts", "--fit", "40x30,30x40,18x32,20x20", "--size", "200", "--json"], in: dir)
      let object = try #require(try JSONSerialization.jsonObject(with: listed.stdout) as? [String: Any])
      #expect(object["form"] as? String == layout.form)
      let inCellOrder = layout.visibleSlots.map { inputs[$0] }
      let byForm = try CLIRunner.run(
        ["compose", "--layout", layout.form, "--size", "200"] + inCellOrder + ["-o", "-"], in: dir)
      #expect(byForm.status == 0 && byForm.stdout == fit.stdout, "the same picture, byte for byte")
      // Each photo's colour fills the middle of its own cell.
      let picture = try #require(Netpbm.parse(fit.stdout))
      for cell in Picture(shortSide: 200).cells(of: layout) {
        let (x, y) = (cell.rect.x + cell.rect.width / 2, cell.rect.y + cell.rect.height / 2)
        let offset = (y * picture.width + x) * picture.depth
        #expect(Array(picture.pixels[offset..<offset + 3]) == Self.photos[cell.slot].rgb, "\(cell)")
      }
    }
  }

  @Test("a bad size list, one photo, standard input or --fit with --layout: one line, exit 64")
  func refusals() throws {
    try withScratchDirectory { dir in
      let inputs = try writePhotos(in: dir)
      for arguments in [
        ["layouts", "--fit", "4032x3024"], ["layouts", "--fit", "4032x3024,x"],
        ["layouts", "--fit", "0x5,5x5"],
        ["layouts", "--fit", "4032x3024,3024x4032,"],
        ["layouts", "--fit", Array(repeating: "3x4", count: 10).joined(separator: ",")],
        ["layouts", "--fit", "3x4,4x3", "--layout", "2"], ["layouts", "--layout", "fit"],
        ["compose", "--layout", "fit", inputs[0], "-o", "-"],
        ["compose", "--layout", "fit", "-", inputs[1], "-o", "out.ppm"],
      ] {
        let result = try CLIRunner.run(arguments, in: dir)
        #expect(result.status == 64, "\(arguments)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(arguments)")
      }
      let list = try CLIRunner.run(["layouts", "--fit", "4032x3024,abc"], in: dir)
      #expect(
        list.stderr
          == "instagrid: --fit takes 2 to 9 photo sizes WIDTHxHEIGHT separated by commas, like "
          + "4032x3024,3024x4032, not '4032x3024,abc'\n")
      #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.ppm").path))
    }
  }
}
