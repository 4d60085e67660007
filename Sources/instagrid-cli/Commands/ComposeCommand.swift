import Glibc
import InstagridPure

/// `instagrid compose`: photos in, one square picture out.
enum ComposeCommand {
  struct Options {
    var layout = Layout.standard
    var side = Compositor.defaultSide
    var output: String?
    var format: OutputFormat?
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
          let numbers = Layout.all.map { String($0.number) }.joined(separator: ", ")
          throw .usage("--layout must be one of \(numbers), not '\(Escaped.text(value))'")
        }
        options.layout = layout
      },
      OptionSpec(names: ["--size", "-s"], value: "S", help: "picture side in pixels, 16–8192 (default 2048)")
      {
        (options: inout Options, value: String) throws(CLIError) in
        options.side = try ArgumentParser.number(value, for: "--size", in: Layout.sideRange)
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
        options.format = format
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
      "usage: instagrid compose [--layout N] [--size S] [--raw WxH] [--frame Z@X,Y] INPUT... -o OUTPUT",
      "",
      "Composes one photo per visible cell, in cell order, into a square picture.",
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
    let side = options.side
    let canvasBytes = hugePageBuffer(side * side * 4)
    defer { free(canvasBytes.baseAddress) }
    let canvas = Canvas(side: side, pixels: canvasBytes)
    try compose(options, on: canvas)
    try ImageEncoder.write(UnsafeBufferPointer(canvasBytes), side: side, as: format, to: output)
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
    if let format = options.format { return (output, format) }
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
  private static func compose(_ options: Options, on canvas: Canvas) throws(CLIError) {
    canvas.fill(.frame)
    let cells = options.layout.cells(side: canvas.side)
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
        photo.paint(on: canvas, in: cell, framing: input.framing)
      } catch {
        failures[index] = error
      }
    }
    if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
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
