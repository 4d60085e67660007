import Glibc
import InstagridPure

/// `instagrid compose`: photos in, one picture out.
enum ComposeCommand {
  struct Options {
    var layout = Layout.standard
    var side = Compositor.defaultSide
    var format = Format.standard
    var spacing = Frame.standard.spacing
    var colour = Frame.standard.colour
    var radius = Frame.standard.radius
    var output: String?
    var outputFormat: OutputFormat?
    var limits = ImageLimits()
    var inputs: [InputSpec] = []
    /// A `--raw WxH` waiting for the input it describes.
    var pendingRaw: PixelSize?
    /// A `--frame ZOOM@X,Y` waiting for the input it describes.
    var pendingFraming: Framing?
    var help = false
  }

  static var table: [OptionSpec<Options>] {
    [
      OptionSpec(
        names: ["--layout", "-l"], value: "N",
        help: "a layout by number or name (default 2; see: instagrid layouts)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        guard let layout = Int(value).flatMap(Layout.numbered) ?? Layout.named(value) else {
          throw .usage(
            "--layout takes a number from 1 to \(Layout.all.count) or a name (see: instagrid layouts), "
              + "not '\(Escaped.text(value))'")
        }
        options.layout = layout
      },
      OptionSpec(
        names: ["--size", "-s"], value: "S",
        help: "the picture's short side in pixels, 16–8192 (default 2048; the long side stays within 8192)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.side = try ArgumentParser.number(value, for: "--size", in: Layout.sideRange)
      },
      OptionSpec(
        names: ["--aspect", "-a"], value: "W:H",
        help:
          "the picture's proportions: \(Format.all.map(\.ratioText).joined(separator: ", ")) (default 1:1)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.format = try ComposeCommand.format(value)
      },
      OptionSpec(
        names: ["--spacing"], value: "P",
        help: "margins and gutters, percent of the short side, 0–10 (default 5; decimals allowed: 2.5)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.spacing = try tenths(value, for: "--spacing", in: Frame.spacingRange)
      },
      OptionSpec(
        names: ["--colour", "--color"], value: "#RRGGBB", help: "the frame's colour (default #106698)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.colour = try colour(value)
      },
      OptionSpec(
        names: ["--radius"], value: "P",
        help: "the cells' corner radius, percent of the smallest cell side, 0–25 (default 0)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.radius = try tenths(value, for: "--radius", in: Frame.radiusRange)
      },
      OptionSpec(
        names: ["--output", "-o"], value: "FILE", help: "where to write the picture; - for standard output"
      ) {
        (options: inout Options, value: String) throws(CLIError) in options.output = value
      },
      OptionSpec(
        names: ["--format", "-f"], value: "ppm|pam",
        help: "output format (default: from the extension; ppm on stdout)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        guard let format = OutputFormat(rawValue: value.lowercased()) else {
          throw .usage("--format must be ppm or pam, not '\(Escaped.text(value))'")
        }
        options.outputFormat = format
      },
      OptionSpec(names: ["--raw"], value: "WxH", help: "the next input is raw RGBA of W×H pixels") {
        (options: inout Options, value: String) throws(CLIError) in
        options.pendingRaw = try rawSize(value)
      },
      OptionSpec(
        names: ["--frame"], value: "ZOOM@X,Y",
        help: "the next input zoomed ZOOM× (1–5) about X,Y (0–1 across the photo), as the page frames it"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.pendingFraming = try framing(value)
      },
      OptionSpec(names: ["--max-pixels"], value: "N", help: "refuse inputs over N pixels (default 100000000)")
      {
        (options: inout Options, value: String) throws(CLIError) in
        options.limits.maxPixels = try ArgumentParser.number(value, for: "--max-pixels", in: 1...(1 << 40))
      },
      OptionSpec(names: ["--help", "-h"], value: nil, help: "show this help") {
        (options: inout Options, _: String) throws(CLIError) in options.help = true
      },
    ]
  }

  static var help: String {
    ([
      "usage: instagrid compose [--layout N] [--aspect W:H] [--size S] [--spacing P] [--colour #RRGGBB]",
      "                         [--radius P] [--raw WxH] [--frame Z@X,Y] INPUT... -o OUTPUT",
      "",
      "Composes one photo per visible cell, in cell order, into one picture.",
      "Inputs: PPM (P6), PGM (P5), PAM (P7: RGB, RGB_ALPHA, GRAYSCALE, GRAYSCALE_ALPHA),",
      "or raw RGBA after --raw WxH. '-' reads standard input (several pictures may follow",
      "each other there). Output: PPM or PAM.",
      "",
    ] + ArgumentParser.helpLines(table) + [
      "",
      "exit status: 0 done, 64 usage, 65 bad input data, 66 cannot open an input, 73 cannot write",
    ]).joined(separator: "\n")
  }

  static func run(_ arguments: [String]) throws(CLIError) {
    var options = Options()
    try ArgumentParser.parse(arguments, command: "compose", table: table, into: &options) {
      (options: inout Options, argument: String) throws(CLIError) in
      options.inputs.append(
        InputSpec(path: argument, rawSize: options.pendingRaw, framing: options.pendingFraming ?? .centred))
      options.pendingRaw = nil
      options.pendingFraming = nil
    }
    if options.help {
      Console.print(help)
      return
    }
    let (outputPath, format) = try validate(options)
    let output = try OutputFile(path: outputPath)
    let picture = picture(options)
    let size = picture.size
    let canvasBytes = hugePageBuffer(size.width * size.height * 4)
    defer { free(canvasBytes.baseAddress) }
    let canvas = Canvas(size: size, pixels: canvasBytes)
    try compose(options, picture: picture, on: canvas)
    try ImageEncoder.write(UnsafeBufferPointer(canvasBytes), size: size, as: format, to: output)
    try output.commit()
  }

  /// Checks what parsing cannot: counts, the output, and its format.
  private static func validate(_ options: Options) throws(CLIError) -> (String, OutputFormat) {
    if let raw = options.pendingRaw {
      throw .usage("--raw \(raw.width)x\(raw.height) must come before the input it describes")
    }
    if options.pendingFraming != nil {
      throw .usage("--frame must come before the input it describes")
    }
    guard let output = options.output else {
      throw .usage("no output given: add -o FILE (or -o - for standard output)")
    }
    let needed = options.layout.cellCount
    guard options.inputs.count == needed else {
      throw .usage("layout \(options.layout.number) needs \(needed) photos, got \(options.inputs.count)")
    }
    if let format = options.outputFormat { return (output, format) }
    if output == "-" { return (output, .ppm) }
    guard let format = OutputFormat(path: output) else {
      throw .usage(
        "\(Escaped.text(output)): cannot tell the format from the extension: use .ppm or .pam, or --format")
    }
    return (output, format)
  }

  /// Paints the frame, then each cell's photo: decoded (only its crop's rows) and painted by
  /// one thread per core, a cell per job. Inputs on standard input are read in order, by one
  /// thread. An error is the one of the first cell that fails, as if cells ran in order.
  private static func compose(_ options: Options, picture: Picture, on canvas: Canvas) throws(CLIError) {
    canvas.fill(picture.frame.colour)
    let cells = picture.cells(of: options.layout)
    let corners = CornerCoverage(radius: picture.cornerRadius(of: cells))
    let inputs = options.inputs
    let usesStandardInput = inputs.contains { $0.path == "-" }
    let failures = UnsafeMutableBufferPointer<CLIError?>.allocate(capacity: cells.count)
    failures.initialize(repeating: nil)
    defer { failures.deallocate() }
    var standardInput: ByteReader?
    let threads = usesStandardInput ? 1 : ParallelWork.threadCount(for: cells.count)
    ParallelWork.run(jobs: cells.count, threads: threads) { index in
      do throws(CLIError) {
        if index > 0, usesStandardInput, failures[..<index].contains(where: { $0 != nil }) { return }
        let input = inputs[index]
        let reader: ByteReader
        if input.path == "-", let shared = standardInput {
          reader = shared
        } else if input.path == "-" {
          reader = try ByteReader(path: "-")
          standardInput = reader
        } else {
          reader = try ByteReader(path: input.path)
        }
        let cell = cells[index].rect
        let photo = try ImageDecoder.decode(from: reader, rawSize: input.rawSize, limits: options.limits) {
          size in
          let crop = input.framing.crop(of: size, in: cell.size).rect
          return crop.y..<crop.maxY
        }
        Compositor.paintCell(cell, of: picture, corners: corners, on: canvas) { rect in
          photo.paint(on: canvas, in: rect, framing: input.framing, backdrop: picture.frame.colour)
          return true
        }
      } catch {
        failures[index] = error
      }
    }
    if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
  }

  /// The picture the options describe; the CLI's long side may reach the largest side its
  /// geometry supports, where the page's stops at `Format.longestSide`.
  private static func picture(_ options: Options) -> Picture {
    Picture(
      format: options.format, shortSide: options.side,
      frame: Frame(spacing: options.spacing, colour: options.colour, radius: options.radius),
      longestSide: Layout.sideRange.upperBound)
  }

  /// `W:H`, one of the formats offered.
  static func format(_ text: String) throws(CLIError) -> Format {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      let format = Format.offered(width: width, height: height)
    else {
      let offered = Format.all.map(\.ratioText).joined(separator: ", ")
      throw .usage("--aspect must be one of \(offered), not '\(Escaped.text(text))'")
    }
    return format
  }

  /// A percentage with at most one decimal (`2.5`) as thousandths, within `range` (thousandths).
  private static func tenths(_ text: String, for option: String, in range: ClosedRange<Int>) throws(CLIError)
    -> Int
  {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let isDigits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
    guard parts.count <= 2, parts.allSatisfy(isDigits), parts.count == 1 || parts[1].count == 1,
      parts[0].count <= 3, let whole = Int(parts[0]),
      case let tenth = parts.count == 2 ? Int(parts[1]) ?? 0 : 0,
      range.contains(whole * 10 + tenth)
    else {
      throw .usage(
        "\(option) takes a percent from \(range.lowerBound / 10) to \(range.upperBound / 10) "
          + "(one decimal at most), not '\(Escaped.text(text))'")
    }
    return whole * 10 + tenth
  }

  /// `#RRGGBB` (or `RRGGBB`), any case.
  private static func colour(_ text: String) throws(CLIError) -> RGBAColor {
    let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
    guard digits.utf8.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else {
      throw .usage("--colour takes #RRGGBB, like #106698, not '\(Escaped.text(text))'")
    }
    return RGBAColor(rgb: value)
  }

  /// `ZOOM@X,Y`, e.g. `2@0.5,0.3`: the page's framing of a photo (its zoom and focus point).
  private static func framing(_ text: String) throws(CLIError) -> Framing {
    let halves = text.split(separator: "@", omittingEmptySubsequences: false)
    let point = halves.count == 2 ? halves[1].split(separator: ",", omittingEmptySubsequences: false) : []
    guard halves.count == 2, point.count == 2, let zoom = Double(halves[0]), let x = Double(point[0]),
      let y = Double(point[1]), Framing.zoomRange.contains(zoom), (0...1).contains(x), (0...1).contains(y)
    else {
      throw .usage(
        "--frame takes ZOOM@X,Y with ZOOM 1–5 and X, Y 0–1, like 2@0.5,0.3, not '\(Escaped.text(text))'")
    }
    return Framing(zoom: zoom, focusX: x, focusY: y)
  }

  private static func rawSize(_ text: String) throws(CLIError) -> PixelSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0
    else {
      throw .usage("--raw takes WIDTHxHEIGHT in whole pixels, like 4032x3024, not '\(Escaped.text(text))'")
    }
    return PixelSize(width: width, height: height)
  }

  /// `count` bytes aligned to 2 MiB and offered transparent huge pages: a fresh 16 MB canvas
  /// then costs eight page faults instead of four thousand.
  private static func hugePageBuffer(_ count: Int) -> UnsafeMutableBufferPointer<UInt8> {
    var memory: UnsafeMutableRawPointer?
    guard posix_memalign(&memory, 1 << 21, count) == 0, let memory else { fatalError("out of memory") }
    _ = madvise(memory, count, MADV_HUGEPAGE)
    return UnsafeMutableBufferPointer(start: memory.assumingMemoryBound(to: UInt8.self), count: count)
  }
}
