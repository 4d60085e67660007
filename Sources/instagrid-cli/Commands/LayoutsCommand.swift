import InstagridPure

/// `instagrid layouts`: the layouts and their cells at a picture side.
enum LayoutsCommand {
  struct Options {
    var side = Compositor.defaultSide
    var help = false
  }

  static var table: [OptionSpec<Options>] {
    [
      OptionSpec(names: ["--size", "-s"], value: "S", help: "picture side in pixels (default 2048)") {
        (options: inout Options, value: String) throws(CLIError) in
        options.side = try ArgumentParser.number(value, for: "--size", in: Layout.sideRange)
      },
      OptionSpec(names: ["--help", "-h"], value: nil, help: "show this help") {
        (options: inout Options, _: String) throws(CLIError) in options.help = true
      },
    ]
  }

  static func run(_ arguments: [String]) throws(CLIError) {
    var options = Options()
    try ArgumentParser.parse(arguments, command: "layouts", table: table, into: &options) {
      (_: inout Options, argument: String) throws(CLIError) in
      throw .usage("'layouts' takes no inputs, got '\(Escaped.text(argument))'")
    }
    if options.help {
      Console.print(
        ([
          "usage: instagrid layouts [--size S]", "",
          "Lists every layout's cells (x, y, width, height, slot).",
        ] + ArgumentParser.helpLines(table)).joined(separator: "\n"))
      return
    }
    for layout in Layout.all {
      let grid = layout.grid.map { $0.map(String.init).joined() }.joined(separator: "/")
      let marker = layout == Layout.standard ? ", the default" : ""
      Console.print(
        "layout \(layout.number): \(layout.name), \(layout.cellCount) photos, grid \(grid)\(marker)")
      for (index, cell) in layout.cells(side: options.side).enumerated() {
        let r = cell.rect
        Console.print("  cell \(index + 1): x \(r.x) y \(r.y) \(r.width)×\(r.height) slot \(cell.slot)")
      }
    }
  }
}
