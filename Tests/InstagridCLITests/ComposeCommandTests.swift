import Foundation
import InstagridPure
import Testing

/// The CLI on generated good files: every input format, pipelines, and the picture it makes.
@Suite("instagrid compose: good input")
struct ComposeGoodInputTests {
  let red: [UInt8] = [255, 0, 0]
  let green: [UInt8] = [0, 255, 0]
  let blue: [UInt8] = [0, 0, 255]

  /// Asserts that every cell of `picture` is one colour and the frame is #106698.
  private func expectPicture(
    _ data: Data, layout: Layout, side: Int, colors: [[UInt8]],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let picture = Netpbm.parse(data) else {
      Issue.record("output is not PPM/PAM", sourceLocation: sourceLocation)
      return
    }
    #expect(picture.width == side && picture.height == side, sourceLocation: sourceLocation)
    let cells = layout.cells(side: side)
    var mismatches = 0
    for y in 0..<side {
      for x in 0..<side {
        let i = (y * side + x) * picture.depth
        let got = Array(picture.pixels[i..<i + 3])
        let cellIndex = cells.firstIndex { $0.rect.contains(x: x, y: y) }
        let want = cellIndex.map { colors[$0] } ?? [0x10, 0x66, 0x98]
        if zip(got, want).contains(where: { abs(Int($0) - Int($1)) > 1 }) { mismatches += 1 }
        if picture.depth == 4 && picture.pixels[i + 3] != 255 { mismatches += 1 }
      }
    }
    #expect(mismatches == 0, "\(mismatches) pixels differ", sourceLocation: sourceLocation)
  }

  @Test("PPM, PGM (16-bit) and PAM in, PPM out, each photo in its cell")
  func mixedFormats() throws {
    try withScratchDirectory { dir in
      try Netpbm.ppm(width: 40, height: 30, rgb: red, header: "P6\n# a comment\n40 # another\n30\n255\n")
        .write(to: dir.appendingPathComponent("a.ppm"))
      try Netpbm.pgm(width: 30, height: 40, gray: 128, maxval: 65535).write(
        to: dir.appendingPathComponent("b.pgm"))
      try Netpbm.pam(width: 7, height: 3, tuple: "RGB", depth: 3, samples: blue).write(
        to: dir.appendingPathComponent("c.pam"))
      let result = try CLIRunner.run(
        ["compose", "--layout", "2", "--size", "120", "a.ppm", "b.pgm", "c.pam", "-o", "out.ppm"], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      expectPicture(
        try Data(contentsOf: dir.appendingPathComponent("out.ppm")), layout: .wideBottom, side: 120,
        colors: [red, [128, 128, 128], blue])
    }
  }

  @Test("every PAM tuple type, and maxvals 1, 1000 and 65535")
  func pamTuplesAndMaxvals() throws {
    try withScratchDirectory { dir in
      try Netpbm.pam(width: 4, height: 4, tuple: "GRAYSCALE", depth: 1, samples: [255], maxval: 1).write(
        to: dir.appendingPathComponent("g.pam"))
      try Netpbm.pam(
        width: 4, height: 4, tuple: "GRAYSCALE_ALPHA", depth: 2, samples: [0, 255], maxval: 1000
      )
      .write(to: dir.appendingPathComponent("ga.pam"))
      try Netpbm.pam(
        width: 4, height: 4, tuple: "RGB_ALPHA", depth: 4, samples: [0, 0, 255, 0], maxval: 65535
      )
      .write(to: dir.appendingPathComponent("rgba.pam"))
      try Netpbm.pam(width: 4, height: 4, tuple: nil, depth: 3, samples: green).write(
        to: dir.appendingPathComponent("inferred.pam"))
      let result = try CLIRunner.run(
        ["compose", "-l", "3", "-s", "64", "g.pam", "ga.pam", "rgba.pam", "inferred.pam", "-o", "out.pam"],
        in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      // A fully transparent photo shows the frame colour, not an empty cell's grey.
      expectPicture(
        try Data(contentsOf: dir.appendingPathComponent("out.pam")), layout: .quad, side: 64,
        colors: [[255, 255, 255], [0, 0, 0], [0x10, 0x66, 0x98], green])
    }
  }

  @Test("raw RGBA of different sizes mixed with PPM; --raw applies to one input only")
  func rawInputs() throws {
    try withScratchDirectory { dir in
      try Data(
        [UInt8](repeating: 0, count: 0) + Array(repeating: [0, 255, 0, 255], count: 6 * 2).flatMap { $0 }
      ).write(to: dir.appendingPathComponent("wide.rgba"))
      try Data(Array(repeating: [0, 0, 255, 255] as [UInt8], count: 3 * 9).flatMap { $0 }).write(
        to: dir.appendingPathComponent("tall.rgba"))
      try Netpbm.ppm(width: 5, height: 5, rgb: red).write(to: dir.appendingPathComponent("r.ppm"))
      let result = try CLIRunner.run(
        [
          "compose", "--layout=1", "--size=100", "--raw", "6x2", "wide.rgba", "r.ppm", "--raw", "3x9",
          "tall.rgba", "-o", "out.ppm",
        ], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      expectPicture(
        try Data(contentsOf: dir.appendingPathComponent("out.ppm")), layout: .wideTop, side: 100,
        colors: [green, red, blue])
    }
  }

  @Test("a pipeline: several pictures on standard input, the picture on standard output")
  func pipeline() throws {
    try withScratchDirectory { dir in
      let stdin =
        Netpbm.ppm(width: 9, height: 9, rgb: red) + Netpbm.ppm(width: 2, height: 3, rgb: green)
        + Netpbm.pgm(width: 8, height: 1, gray: 7)
      let result = try CLIRunner.run(
        ["compose", "-s", "50", "-", "-", "-", "-o", "-"], in: dir, stdin: stdin)
      #expect(result.status == 0, "\(result.stderr)")
      expectPicture(result.stdout, layout: .wideBottom, side: 50, colors: [red, green, [7, 7, 7]])
      let pam = try CLIRunner.run(
        ["compose", "-s", "50", "-", "-", "-", "-o", "-", "--format", "pam"], in: dir, stdin: stdin)
      #expect(String(decoding: pam.stdout.prefix(2), as: UTF8.self) == "P7")
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "nothing written beside")
    }
  }

  @Test("the default picture is 2048² in Layout 2")
  func defaults() throws {
    try withScratchDirectory { dir in
      try Netpbm.ppm(width: 3, height: 3, rgb: red).write(to: dir.appendingPathComponent("r.ppm"))
      let result = try CLIRunner.run(["compose", "r.ppm", "r.ppm", "r.ppm", "-o", "out.ppm"], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      let picture = Netpbm.parse(try Data(contentsOf: dir.appendingPathComponent("out.ppm")))
      #expect(picture?.width == 2048 && picture?.height == 2048)
    }
  }

  @Test("photos are aspect-filled: the centre of a wide photo, never its sides")
  func aspectFill() throws {
    try withScratchDirectory { dir in
      // 30×10: red left third, blue middle, red right third. A square cell shows the blue middle.
      var data = Data("P6 30 10 255\n".utf8)
      for _ in 0..<10 { for x in 0..<30 { data.append(contentsOf: (10..<20).contains(x) ? blue : red) } }
      try data.write(to: dir.appendingPathComponent("w.ppm"))
      let result = try CLIRunner.run(
        ["compose", "-l", "3", "-s", "80", "w.ppm", "w.ppm", "w.ppm", "w.ppm", "-o", "o.ppm"], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      expectPicture(
        try Data(contentsOf: dir.appendingPathComponent("o.ppm")), layout: .quad, side: 80,
        colors: [blue, blue, blue, blue])
    }
  }

  @Test("--frame reproduces the page's framing: zoomed and panned to a side of the photo")
  func framing() throws {
    try withScratchDirectory { dir in
      // 30×10 again: --frame 1@0,0.5 shows its left end (red), 3@0.5,0.5 the middle of the blue.
      var data = Data("P6 30 10 255\n".utf8)
      for _ in 0..<10 { for x in 0..<30 { data.append(contentsOf: (10..<20).contains(x) ? blue : red) } }
      try data.write(to: dir.appendingPathComponent("w.ppm"))
      let result = try CLIRunner.run(
        [
          "compose", "-l", "3", "-s", "80", "--frame", "1@0,0.5", "w.ppm", "--frame", "3@0.5,0.5", "w.ppm",
          "--frame", "1@1,0", "w.ppm", "w.ppm", "-o", "o.ppm",
        ], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      // Left-most 10×10 is pure red; right-most pure red; the 3× zoom of the middle is pure blue.
      expectPicture(
        try Data(contentsOf: dir.appendingPathComponent("o.ppm")), layout: .quad, side: 80,
        colors: [red, blue, red, blue])
      for bad in ["6@0.5,0.5", "2@1.5,0", "2@0.5", "x@0,0", "2,0,0"] {
        let refused = try CLIRunner.run(
          ["compose", "-l", "3", "--frame", bad, "w.ppm", "w.ppm", "w.ppm", "w.ppm", "-o", "o.ppm"], in: dir)
        #expect(
          refused.status == 64 && refused.stderr.contains("--frame takes ZOOM@X,Y"),
          "\(bad): \(refused.stderr)"
        )
      }
      let dangling = try CLIRunner.run(
        ["compose", "-l", "3", "w.ppm", "w.ppm", "w.ppm", "w.ppm", "--frame", "2@0,0", "-o", "o.ppm"], in: dir
      )
      #expect(dangling.status == 64 && dangling.stderr.contains("--frame must come before"))
    }
  }
}

extension ComposeGoodInputTests {
  /// A 23 × 14 picture, every pixel its own, as RGB samples; `turned`: as EXIF `turned` shows it.
  private static func pixels(turned orientation: PhotoOrientation = .upright) -> (PixelSize, [UInt8]) {
    let stored = PixelSize(width: 23, height: 14)
    let shown = orientation.shownSize(of: stored)
    var samples: [UInt8] = []
    for y in 0..<shown.height {
      for x in 0..<shown.width {
        let pixel = orientation.storedPixel(x: x, y: y, shown: shown)
        samples += [UInt8(pixel.x * 11), UInt8(pixel.y * 17), UInt8((pixel.x * pixel.y) % 256)]
      }
    }
    return (shown, samples)
  }

  @Test(
    "--orientation N shows an input as a photo of EXIF orientation N: the picture of its turned copy, byte for byte, framed or not, from PPM or mapped raw RGBA",
    arguments: 1...8)
  func orientation(exif: Int) throws {
    try withScratchDirectory { dir in
      let (size, stored) = Self.pixels()
      var ppm = Data("P6 \(size.width) \(size.height) 255\n".utf8)
      ppm.append(contentsOf: stored)
      try ppm.write(to: dir.appendingPathComponent("stored.ppm"))
      // The same photo as raw RGBA: mapped where it lies, only its crop's rows read.
      var rgba: [UInt8] = []
      for index in stride(from: 0, to: stored.count, by: 3) { rgba += stored[index..<index + 3] + [255] }
      try Data(rgba).write(to: dir.appendingPathComponent("stored.rgba"))
      let (shownSize, shown) = Self.pixels(turned: PhotoOrientation(exif: exif)!)
      var turned = Data("P6 \(shownSize.width) \(shownSize.height) 255\n".utf8)
      turned.append(contentsOf: shown)
      try turned.write(to: dir.appendingPathComponent("turned.ppm"))
      let orientation = ["--orientation", String(exif)]
      let framed = ["--frame", "2.5@0.2,0.9"]
      let result = try CLIRunner.run(
        ["compose", "-l", "3", "-s", "91"] + orientation + ["stored.ppm"] + framed + orientation
          + ["stored.ppm", "--raw", "23x14"] + orientation + ["stored.rgba"] + orientation + framed
          + ["--raw", "23x14", "stored.rgba", "-o", "a.ppm"], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      let reference = try CLIRunner.run(
        ["compose", "-l", "3", "-s", "91", "turned.ppm"] + framed + ["turned.ppm", "turned.ppm"] + framed
          + ["turned.ppm", "-o", "b.ppm"], in: dir)
      #expect(reference.status == 0, "\(reference.stderr)")
      let same =
        try Data(contentsOf: dir.appendingPathComponent("a.ppm"))
        == Data(contentsOf: dir.appendingPathComponent("b.ppm"))
      #expect(same, "EXIF \(exif)")
    }
  }

  @Test("--orientation takes 1–8 and comes before its input; anything else is one line and exit 64")
  func orientationRefused() throws {
    try withScratchDirectory { dir in
      try Netpbm.ppm(width: 3, height: 2, rgb: red).write(to: dir.appendingPathComponent("r.ppm"))
      for bad in ["0", "9", "x", "6.0", "-1", "", "66", "\u{1b}[2J"] {
        let refused = try CLIRunner.run(
          ["compose", "--orientation", bad, "r.ppm", "r.ppm", "r.ppm", "-o", "o.ppm"], in: dir)
        #expect(refused.status == 64, "\(bad)")
        #expect(
          refused.stderr.hasPrefix("instagrid: --orientation takes an EXIF orientation from 1 to 8"), "\(bad)"
        )
        #expect(refused.stderr.filter { $0 == "\n" }.count == 1 && !refused.stderr.contains("\u{1b}"))
      }
      let dangling = try CLIRunner.run(
        ["compose", "r.ppm", "r.ppm", "r.ppm", "--orientation", "6", "-o", "o.ppm"], in: dir)
      #expect(dangling.status == 64 && dangling.stderr.contains("--orientation must come before"))
      #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.ppm").path))
    }
  }
}

@Suite("instagrid: help, version, layouts")
struct CLIInformationTests {
  @Test("--help on every command, --version, and the layouts listing")
  func information() throws {
    try withScratchDirectory { dir in
      for arguments in [["--help"], ["-h"], ["compose", "--help"], ["layouts", "--help"]] {
        let result = try CLIRunner.run(arguments, in: dir)
        #expect(result.status == 0, "\(arguments)")
        #expect(String(decoding: result.stdout, as: UTF8.self).hasPrefix("usage: instagrid"), "\(arguments)")
      }
      let version = try CLIRunner.run(["--version"], in: dir)
      #expect(String(decoding: version.stdout, as: UTF8.self) == "instagrid 0.1.0\n")
      let layouts = String(
        decoding: try CLIRunner.run(["layouts", "--size", "300"], in: dir).stdout, as: UTF8.self)
      #expect(layouts.hasPrefix("a 1:1 picture of 300×300\n"))
      #expect(layouts.contains("layout 2: Two on top, wide below, 3 photos, form (0|1)/2, the default"))
      #expect(layouts.contains("cell 3: x 15 y 158 270×127 slot 2"))
      #expect(layouts.contains("layout 23: Big top, five below, 6 photos, form 0/(1|2|3|4|5)"))
      let cellCount = Layout.all.map(\.cellCount).reduce(0, +)
      // A line for the picture, and for each layout a line, one per cell and one per divider.
      #expect(
        layouts.split(separator: "\n").count == 1 + Layout.all.count + cellCount
          + (cellCount - Layout.all.count))
      #expect(layouts.contains("  divider 1: horizontal at 0.5, from "))
      let story = String(
        decoding: try CLIRunner.run(["layouts", "--aspect", "9:16", "--size", "8192"], in: dir).stdout,
        as: UTF8.self)
      #expect(story.hasPrefix("a 9:16 picture of 4608×8192\n"))
    }
  }

  @Test("layouts --draw: the catalogue as a picture, a row per number of photos")
  func drawing() throws {
    try withScratchDirectory { dir in
      let path = dir.appendingPathComponent("catalogue.ppm").path
      #expect(try CLIRunner.run(["layouts", "--aspect", "4:5", "--draw", path], in: dir).status == 0)
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      // 120×150 tiles with 24-pixel gaps: six columns (three photos), eight rows (two to nine).
      #expect(Array(bytes.prefix(3)) == Array("P6\n".utf8))
      let text = String(decoding: bytes.prefix(16), as: UTF8.self)
      #expect(text.hasPrefix("P6\n888 1416\n255\n"), "\(text)")
      let pixels = Array(bytes.suffix(888 * 1416 * 3))
      let rgb = { (x: Int, y: Int) in Array(pixels[(y * 888 + x) * 3..<(y * 888 + x) * 3 + 3]) }
      #expect(rgb(0, 0) == [0xB7, 0xD7, 0xE5], "the sky around the tiles")
      #expect(rgb(24, 24) == [0x10, 0x66, 0x98], "a tile's frame")
      #expect(rgb(24 + 30, 24 + 40) == [0xF0, 0xF0, 0xF0], "an empty cell (side by side: the left one)")
      let refused = try CLIRunner.run(["layouts", "--draw", "catalogue.txt"], in: dir)
      #expect(refused.status == 64)
      #expect(refused.stderr.contains("--draw takes a .ppm or .pam file"))
    }
  }
}
