import InstagridPure

/// `instagrid layouts`: the catalogue, and each layout's cells on a picture.
enum LayoutsCommand {
  struct Options {
    var side = Compositor.defaultSide
    var format = Format.standard
    var help = false
  }

  static var table: [OptionSpec<Options>] {
    [
      OptionSpec(
        names: ["--size", "-s"], value: "S", help: "the picture's short side in pixels (default 2048)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.side = try ArgumentParser.number(value, for: "--size", in: Layout.sideRange)
      },
      OptionSpec(names: ["--aspect", "-a"], value: "W:H", help: "the picture's proportions (default 1:1)") {
        (options: inout Options, value: String) throws(CLIError) in
        options.format = try ComposeCommand.format(value)
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
          "usage: instagrid layouts [--size S] [--aspect W:H]", "",
          "Lists the catalogue: each layout's number, name, grid and cells (x, y, width, height, slot)",
          "on a picture with the spec's frame.",
        ] + ArgumentParser.helpLines(table)).joined(separator: "\n"))
      return
    }
    let picture = Picture(
      format: options.format, shortSide: options.side, longestSide: Layout.sideRange.upperBound)
    let size = picture.size
    Console.print("a \(options.format.ratioText) picture of \(size.width)×\(size.height)")
    for layout in Layout.all {
      let grid = layout.grid.map { $0.map(String.init).joined() }.joined(separator: "/")
      let marker = layout == Layout.standard ? ", the default" : ""
      Console.print(
        "layout \(layout.number): \(layout.name), \(layout.cellCount) photos, grid \(grid)\(marker)")
      for (index, cell) in picture.cells(of: layout).enumerated() {
        let r = cell.rect
        Console.print("  cell \(index + 1): x \(r.x) y \(r.y) \(r.width)×\(r.height) slot \(cell.slot)")
      }
    }
  }
}
