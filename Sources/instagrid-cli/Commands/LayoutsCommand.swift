import InstagridPure

/// `instagrid layouts`: the catalogue, and each layout's cells on a picture.
enum LayoutsCommand {
  struct Options {
    var side = Compositor.defaultSide
    var format = Format.standard
    var drawing: String?
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
        options.format = try OptionValue.aspect(value)
      },
      OptionSpec(
        names: ["--draw", "-d"], value: "FILE",
        help: "also draw the catalogue as a picture (.ppm or .pam): a row per number of photos"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        guard OutputFormat(path: value) != nil else {
          throw .usage("--draw takes a .ppm or .pam file, not '\(Escaped.text(value))'")
        }
        options.drawing = value
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
          "usage: instagrid layouts [--size S] [--aspect W:H] [--draw FILE]", "",
          "Lists the catalogue: each layout's number, name, form (its tree of splits: parts side by",
          "side joined by |, one above the other by /, weights before a colon) and cells (x, y, width,",
          "height, slot)",
          "on a picture with the spec's frame.",
        ] + ArgumentParser.helpLines(table)).joined(separator: "\n"))
      return
    }
    let picture = Picture(
      format: options.format, shortSide: options.side, longestSide: Layout.sideRange.upperBound)
    let size = picture.size
    Console.print("a \(options.format.ratioText) picture of \(size.width)×\(size.height)")
    for layout in Layout.all {
      let marker = layout == Layout.standard ? ", the default" : ""
      Console.print(
        "layout \(layout.number): \(layout.name), \(layout.cellCount) photos, form \(layout.tree.form)\(marker)"
      )
      for (index, cell) in picture.cells(of: layout).enumerated() {
        let r = cell.rect
        Console.print("  cell \(index + 1): x \(r.x) y \(r.y) \(r.width)×\(r.height) slot \(cell.slot)")
      }
    }
    if let path = options.drawing { try draw(options.format, to: path) }
  }

  /// The catalogue as one picture, in the page's colours: a row per number of photos, each
  /// layout in the format with the spec's frame and its cells empty, in catalogue order.
  private static func draw(_ format: Format, to path: String) throws(CLIError) {
    let (sky, empty) = (RGBAColor(rgb: 0xB7D7E5), RGBAColor.emptyCell)
    let tile = Picture(format: format, shortSide: 120)
    let (tileSize, gap) = (tile.size, 24)
    let rows = (2...6).map { count in Layout.all.filter { $0.cellCount == count } }
    let columns = rows.map(\.count).max() ?? 1
    let size = PixelSize(
      width: gap + columns * (tileSize.width + gap), height: gap + rows.count * (tileSize.height + gap))
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size.width * size.height * 4)
    defer { bytes.deallocate() }
    let canvas = Canvas(size: size, pixels: bytes)
    canvas.fill(sky)
    for (row, layouts) in rows.enumerated() {
      for (column, layout) in layouts.enumerated() {
        let x = gap + column * (tileSize.width + gap)
        let y = gap + row * (tileSize.height + gap)
        canvas.fill(
          PixelRect(x: x, y: y, width: tileSize.width, height: tileSize.height), with: tile.frame.colour)
        for cell in tile.cells(of: layout) {
          let r = cell.rect
          canvas.fill(PixelRect(x: x + r.x, y: y + r.y, width: r.width, height: r.height), with: empty)
        }
      }
    }
    let output = try OutputFile(path: path)
    try ImageEncoder.write(
      UnsafeBufferPointer(bytes), size: size, as: OutputFormat(path: path) ?? .ppm, to: output)
    try output.commit()
  }
}
