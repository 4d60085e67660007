import InstagridPure

/// `instagrid layouts`: the catalogue (or one layout), and each layout's cells and dividers on
/// a picture, as text or JSON.
enum LayoutsCommand {
  struct Options {
    var side = Compositor.defaultSide
    var format = PictureFormat.standard
    var drawing: String?
    /// One layout (`--layout`, `--divider`) instead of the catalogue.
    var layout: LayoutChoice?
    /// The photos' sizes a layout is made for (`--fit`), instead of the catalogue.
    var fit: [PixelSize]?
    var spacing = Frame.standard.spacing
    var json = false
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
        names: ["--spacing"], value: "P",
        help: "margins and gutters, percent of the short side, 0–10 (default 5; decimals allowed: 2.5)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.spacing = try OptionValue.tenths(value, for: "--spacing", in: Frame.spacingRange)
      },
      OptionSpec(
        names: ["--fit"], value: "WxH,WxH,…",
        help: "the best layout made for photos of these sizes (2 to 9; the first in slot 0, and so on)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in options.fit = try FitChoice.sizes(value)
      },
      OptionSpec(
        names: ["--layout", "-l"], value: "L", help: "only this layout, by number, name or form, like (0|1)/2"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        var choice = options.layout ?? LayoutChoice()
        try choice.choose(value)
        options.layout = choice
      },
      OptionSpec(
        names: ["--divider"], value: "N=F",
        help: "with --layout: move divider N (from 1) to fraction F of its span; repeatable"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        var choice = options.layout ?? LayoutChoice()
        try choice.move(value)
        options.layout = choice
      },
      OptionSpec(
        names: ["--json"], value: nil, help: "print JSON: the catalogue as an array, one layout as an object"
      ) {
        (options: inout Options, _: String) throws(CLIError) in options.json = true
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
          "usage: instagrid layouts [--layout L [--divider N=F]... | --fit WxH,WxH,...] [--size S]",
          "                         [--aspect W:H] [--spacing P] [--json] [--draw FILE]", "",
          "Lists the catalogue (or one layout): each layout's number, name, form (its tree of splits:",
          "parts side by side joined by |, one above the other by /, weights before a colon), cells",
          "(x, y, width, height, slot) and dividers (where each lies and may go, as fractions of its",
          "span) on a picture with the spec's frame. --divider N=F moves divider N as compose does.",
          "--fit gives the best layout made for photos of those sizes: its form, each photo's cell",
          "and the fraction of each photo it keeps.",
        ] + ArgumentParser.helpLines(table)).joined(separator: "\n"))
      return
    }
    let picture = Picture(
      format: options.format, shortSide: options.side,
      frame: Frame(spacing: options.spacing, colour: Frame.standard.colour, radius: Frame.standard.radius),
      longestSide: Layout.sideRange.upperBound)
    if let sizes = options.fit {
      guard options.layout == nil else {
        throw .usage("--fit makes its own layout: leave out --layout and --divider")
      }
      let fitted = try FitChoice.best(for: sizes, on: picture)
      Console.print(options.json ? json(fitted, on: picture) : describe(fitted, on: picture))
      if let path = options.drawing { try draw(options.format, to: path) }
      return
    }
    if options.layout?.isFit == true {
      throw .usage("layouts --layout fit needs the photos' sizes: use --fit WxH,WxH,...")
    }
    let shown: [(layout: Layout, byForm: Bool)] =
      if let choice = options.layout { [(try choice.layout(on: picture), choice.byForm)] } else {
        Layout.all.map { ($0, false) }
      }
    if options.json {
      let objects = shown.map { json($0.layout, byForm: $0.byForm, on: picture) }
      Console.print(options.layout == nil ? "[\n" + objects.joined(separator: ",\n") + "\n]" : objects[0])
    } else {
      let size = picture.size
      Console.print("a \(options.format.ratioText) picture of \(size.width)×\(size.height)")
      for (layout, byForm) in shown { describe(layout, byForm: byForm, on: picture) }
    }
    if let path = options.drawing { try draw(options.format, to: path) }
  }

  /// A layout's lines: its number, name and form, its cells, and its dividers.
  private static func describe(_ layout: Layout, byForm: Bool, on picture: Picture) {
    let marker = !byForm && layout == Layout.standard ? ", the default" : ""
    let title =
      byForm || layout.number == 0 ? "layout \(layout.form)" : "layout \(layout.number): \(layout.name)"
    Console.print("\(title), \(layout.cellCount) photos, form \(layout.form)\(marker)")
    for (index, cell) in picture.cells(of: layout).enumerated() {
      let r = cell.rect
      Console.print("  cell \(index + 1): x \(r.x) y \(r.y) \(r.width)×\(r.height) slot \(cell.slot)")
    }
    for divider in picture.dividers(of: layout) {
      Console.print(
        "  divider \(divider.index + 1): \(divider.isVertical ? "vertical" : "horizontal") at "
          + "\(fraction(divider.position)), from \(fraction(divider.lowest)) to \(fraction(divider.highest))")
    }
  }

  /// A layout as a JSON object: `number` (not for a layout given by form), `name`, `form`,
  /// `cells` in picture pixels and `dividers` (their fractions of their spans).
  private static func json(_ layout: Layout, byForm: Bool, on picture: Picture) -> String {
    let cells = picture.cells(of: layout).map { cell in
      let r = cell.rect
      return
        "{\"slot\": \(cell.slot), \"x\": \(r.x), \"y\": \(r.y), \"width\": \(r.width), \"height\": \(r.height)}"
    }
    let dividers = picture.dividers(of: layout).map { divider in
      "{\"index\": \(divider.index + 1), \"orientation\": \"\(divider.isVertical ? "vertical" : "horizontal")\", "
        + "\"fraction\": \(fraction(divider.position)), \"min\": \(fraction(divider.lowest)), "
        + "\"max\": \(fraction(divider.highest))}"
    }
    let number = byForm || layout.number == 0 ? "" : "\"number\": \(layout.number), "
    let name = byForm || layout.number == 0 ? layout.form : "\(layout.name)"
    return "  {\(number)\"name\": \"\(name)\", \"form\": \"\(layout.form)\",\n"
      + "   \"cells\": [\(cells.joined(separator: ", "))],\n"
      + "   \"dividers\": [\(dividers.joined(separator: ", "))]}"
  }

  /// A layout made for photos as one JSON object: the picture's `width` and `height`, the
  /// layout's `form`, `cells` (one per photo, in the order of `--fit`: `photo`, its index
  /// there, and `x`, `y`, `width`, `height` in picture pixels) and `kept` (each photo's
  /// fraction kept, in that order).
  private static func json(_ fitted: FittedLayout, on picture: Picture) -> String {
    let size = picture.size
    let cells = picture.cells(of: fitted.layout)
    let photos = fitted.kept.indices.compactMap { photo -> String? in
      guard let r = cells.first(where: { $0.slot == photo })?.rect else { return nil }
      return
        "{\"photo\": \(photo), \"x\": \(r.x), \"y\": \(r.y), \"width\": \(r.width), \"height\": \(r.height)}"
    }
    let kept = fitted.kept.map { keptText($0) }
    return "{\"width\": \(size.width), \"height\": \(size.height), \"form\": \"\(fitted.layout.form)\",\n"
      + " \"cells\": [\(photos.joined(separator: ", "))],\n"
      + " \"kept\": [\(kept.joined(separator: ", "))]}"
  }

  /// A layout made for photos in lines: its form and what it keeps, then each photo's cell.
  private static func describe(_ fitted: FittedLayout, on picture: Picture) -> String {
    let size = picture.size
    let cells = picture.cells(of: fitted.layout)
    var lines = [
      "a \(picture.format.ratioText) picture of \(size.width)×\(size.height)",
      "layout made for \(fitted.kept.count) photos, form \(fitted.layout.form), keeps "
        + "\(percent(fitted.meanKept)) % of them (the least kept: \(percent(fitted.worstKept)) %)",
    ]
    for (photo, kept) in fitted.kept.enumerated() {
      guard let r = cells.first(where: { $0.slot == photo })?.rect else { continue }
      lines.append("  photo \(photo + 1): x \(r.x) y \(r.y) \(r.width)×\(r.height), keeps \(percent(kept)) %")
    }
    return lines.joined(separator: "\n")
  }

  /// A fraction kept, to four decimals (`0.9731`; `1` when all of it).
  private static func keptText(_ kept: Double) -> String {
    decimal(tenThousandths: Int((kept * 10_000).rounded()))
  }

  /// A fraction as a whole percent, rounded down (a photo cut by a hair does not keep 100 %).
  private static func percent(_ kept: Double) -> Int { Int((kept * 100).rounded(.down)) }

  /// The catalogue as one picture, in the page's colours: a row per number of photos, each
  /// layout in the format with the spec's frame and its cells empty, in catalogue order.
  private static func draw(_ format: PictureFormat, to path: String) throws(CLIError) {
    let (sky, empty) = (RGBAColor(rgb: 0xB7D7E5), RGBAColor.emptyCell)
    let tile = Picture(format: format, shortSide: 120)
    let (tileSize, gap) = (tile.size, 24)
    let rows = (2...Layout.slotCount).map { count in Layout.all.filter { $0.cellCount == count } }
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
