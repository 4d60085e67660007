import Glibc
import InstagridPure

/// `instagrid compose`: photos in, one picture out.
enum ComposeCommand {
  struct Options {
    var layout = LayoutChoice()
    var side = Compositor.defaultSide
    var format = PictureFormat.standard
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
    /// An `--orientation N` waiting for the input it describes.
    var pendingOrientation: PhotoOrientation?
    var help = false
  }

  static func run(_ arguments: [String]) throws(CLIError) {
    var options = Options()
    try ArgumentParser.parse(arguments, command: "compose", table: table, into: &options) {
      (options: inout Options, argument: String) throws(CLIError) in
      options.inputs.append(
        InputSpec(
          path: argument, rawSize: options.pendingRaw, framing: options.pendingFraming ?? .centred,
          orientation: options.pendingOrientation ?? .upright))
      options.pendingRaw = nil
      options.pendingFraming = nil
      options.pendingOrientation = nil
    }
    if options.help {
      Console.print(help)
      return
    }
    let picture = picture(options)
    if options.layout.isFit {
      let sizes = try FitChoice.sizes(of: options.inputs, limits: options.limits)
      options.layout.layout = try FitChoice.best(for: sizes, on: picture).layout
    }
    options.layout.layout = try options.layout.layout(on: picture)
    options.layout.moves = []
    if options.layout.isFit {
      // Photo i shows in slot i; cells are painted in cell order.
      let inputs = options.inputs
      options.inputs = picture.cells(of: options.layout.layout).map { inputs[$0.slot] }
    }
    let (outputPath, format) = try validate(options)
    let output = try OutputFile(path: outputPath)
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
    if options.pendingOrientation != nil {
      throw .usage("--orientation must come before the input it describes")
    }
    guard let output = options.output else {
      throw .usage("no output given: add -o FILE (or -o - for standard output)")
    }
    let needed = options.layout.layout.cellCount
    guard options.inputs.count == needed else {
      let layout = options.layout.byForm ? options.layout.layout.form : String(options.layout.layout.number)
      throw .usage("layout \(layout) needs \(needed) photos, got \(options.inputs.count)")
    }
    if let format = options.outputFormat { return (output, format) }
    if output == "-" { return (output, .ppm) }
    guard let format = OutputFormat(path: output) else {
      throw .usage(
        "\(Escaped.text(output)): cannot tell the format from the extension: use .ppm or .pam, or --format")
    }
    return (output, format)
  }

  /// The picture the options describe; the CLI's long side may reach the largest side its
  /// geometry supports, where the page's stops at `PictureFormat.longestSide`.
  private static func picture(_ options: Options) -> Picture {
    Picture(
      format: options.format, shortSide: options.side,
      frame: Frame(spacing: options.spacing, colour: options.colour, radius: options.radius),
      longestSide: Layout.sideRange.upperBound)
  }
}
