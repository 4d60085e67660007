import Foundation
import InstagridPure
import Testing

/// Layouts by number, name or form, dividers moved with `--divider`, and `layouts --json`.
@Suite("instagrid: layouts by form, dividers, JSON")
struct LayoutOptionTests {
  /// `layouts` with `arguments` as parsed JSON.
  private func json(_ arguments: [String], in dir: URL) throws -> Any {
    let result = try CLIRunner.run(["layouts", "--json"] + arguments, in: dir)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return try JSONSerialization.jsonObject(with: result.stdout)
  }

  /// The picture `compose` makes of three different photos with `arguments`.
  private func compose(_ arguments: [String], in dir: URL) throws -> Data {
    for (name, rgb) in [("r", [255, 0, 0]), ("g", [0, 255, 0]), ("b", [0, 0, 255])] as [(String, [UInt8])] {
      try Netpbm.ppm(width: 4, height: 3, rgb: rgb).write(to: dir.appendingPathComponent("\(name).ppm"))
    }
    let result = try CLIRunner.run(
      ["compose", "--size", "300", "--aspect", "9:16"] + arguments + ["r.ppm", "g.ppm", "b.ppm", "-o", "-"],
      in: dir)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return result.stdout
  }

  @Test("layouts --json: every catalogue layout with its number, name, form, cells and dividers")
  func catalogueAsJSON() throws {
    try withScratchDirectory { dir in
      let all = try #require(try json(["--aspect", "9:16", "--size", "1080"], in: dir) as? [[String: Any]])
      #expect(all.count == Layout.all.count)
      let picture = Picture(format: .story, shortSide: 1080)
      for (entry, layout) in zip(all, Layout.all) {
        #expect(entry["number"] as? Int == layout.number)
        #expect(entry["name"] as? String == "\(layout.name)")
        #expect(entry["form"] as? String == layout.form)
        let cells = try #require(entry["cells"] as? [[String: Int]])
        #expect(
          cells.map { [$0["slot"], $0["x"], $0["y"], $0["width"], $0["height"]] }
            == picture.cells(of: layout).map {
              [$0.slot, $0.rect.x, $0.rect.y, $0.rect.width, $0.rect.height]
            })
        let dividers = try #require(entry["dividers"] as? [[String: Any]])
        #expect(dividers.count == layout.cellCount - 1)
        #expect(dividers.map { $0["index"] as? Int } == Array(1..<layout.cellCount))
        for divider in dividers {
          let (fraction, low, high) = (
            divider["fraction"] as? Double, divider["min"] as? Double, divider["max"] as? Double
          )
          #expect(["vertical", "horizontal"].contains(divider["orientation"] as? String))
          #expect(low! < fraction! && fraction! < high! || low! <= fraction! && fraction! <= high!)
        }
      }
      let two = try #require(try json(["--layout", "2"], in: dir) as? [String: Any])
      let dividers = try #require(two["dividers"] as? [[String: Any]])
      #expect(dividers.map { $0["orientation"] as? String } == ["horizontal", "vertical"])
      #expect(dividers.map { $0["fraction"] as? Double } == [0.5, 0.5])
    }
  }

  @Test("a layout by its number, its name and its form gives the same picture; by form it has no number")
  func layoutByForm() throws {
    try withScratchDirectory { dir in
      let byNumber = try compose(["--layout", "1"], in: dir)
      #expect(try compose(["--layout", "wide on top, two below"], in: dir) == byNumber)
      #expect(try compose(["--layout", "0/(2|3)"], in: dir) == byNumber)
      let given = try #require(try json(["--layout", "0/(2|3)"], in: dir) as? [String: Any])
      #expect(given["number"] == nil && given["form"] as? String == "0/(2|3)")
      let custom = try #require(try json(["--layout", "3:0|(1/2)"], in: dir) as? [String: Any])
      #expect((custom["cells"] as? [Any])?.count == 3 && (custom["dividers"] as? [Any])?.count == 2)
    }
  }

  @Test("--divider moves a divider as the form layouts --json prints does, byte for byte")
  func dividerMoved() throws {
    try withScratchDirectory { dir in
      let moved = ["--layout", "2", "--divider", "1=0.3", "--divider", "2=0.65"]
      let entry = try #require(
        try json(moved + ["--aspect", "9:16", "--size", "300"], in: dir) as? [String: Any])
      let form = try #require(entry["form"] as? String)
      #expect(form != Layout.wideBottom.form)
      #expect((entry["dividers"] as? [[String: Any]])?.map { $0["fraction"] as? Double } == [0.3, 0.65])
      let picture = try compose(moved, in: dir)
      #expect(try compose(["--layout", form], in: dir) == picture)
      #expect(try compose(["--layout", "2"], in: dir) != picture)
      // The top row is 30 % of the extended height: the red photo's cell ends there.
      let cells = try #require(entry["cells"] as? [[String: Int]])
      let parsed = try #require(Netpbm.parse(picture))
      for (cell, rgb) in zip(cells, [[255, 0, 0], [0, 255, 0], [0, 0, 255]]) {
        let (x, y) = (cell["x"]! + cell["width"]! / 2, cell["y"]! + cell["height"]! / 2)
        let index = (y * parsed.width + x) * parsed.depth
        #expect(parsed.pixels[index..<index + 3].map(Int.init) == rgb, "cell of slot \(cell["slot"]!)")
      }
    }
  }

  @Test(
    "a divider past its limit, a divider the layout lacks and a form that is no layout: one line, exit 64")
  func refusals() throws {
    try withScratchDirectory { dir in
      for arguments in [
        ["--layout", "2", "--divider", "1=0.05"], ["--layout", "2", "--divider", "1=0.95"],
        ["--layout", "2", "--divider", "3=0.5"], ["--layout", "2", "--divider", "1=1.5"],
        ["--layout", "2", "--divider", "x=0.5"], ["--layout", "0|0"], ["--layout", "(0|1"],
        ["--layout", "0|9"],
      ] {
        for command in [["layouts"], ["compose", "-o", "-", "a.ppm"]] {
          let result = try CLIRunner.run(command + arguments, in: dir)
          #expect(result.status == 64, "\(command + arguments)")
          #expect(result.stderr.split(separator: "\n").count == 1, "\(command + arguments): \(result.stderr)")
          #expect(result.stdout.isEmpty)
        }
      }
      let limit = try CLIRunner.run(["layouts", "--layout", "2", "--divider", "1=0.05"], in: dir)
      #expect(limit.stderr.contains("divider 1 goes from 0.1845 to 0.8155"), "\(limit.stderr)")
    }
  }
}
