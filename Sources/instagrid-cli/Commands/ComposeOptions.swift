import InstagridPure

/// `instagrid compose`'s options and its help.
extension ComposeCommand {
  static var table: [OptionSpec<Options>] {
    [
      OptionSpec(
        names: ["--layout", "-l"], value: "L",
        help:
          "a layout by number, name or form, like (0|1)/2 (default 2; see: instagrid layouts), or fit:"
          + " made for the photos, in the order given"
      ) {
        (options: inout Options, value: String) throws(CLIError) in try options.layout.choose(value)
      },
      OptionSpec(
        names: ["--divider"], value: "N=F",
        help: "move divider N (from 1; see: instagrid layouts) to fraction F of its span; repeatable"
      ) {
        (options: inout Options, value: String) throws(CLIError) in try options.layout.move(value)
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
          "the picture's proportions: \(PictureFormat.all.map(\.ratioText).joined(separator: ", ")) (default 1:1)"
      ) {
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
        names: ["--colour", "--color"], value: "#RRGGBB", help: "the frame's colour (default #106698)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.colour = try OptionValue.colour(value)
      },
      OptionSpec(
        names: ["--radius"], value: "P",
        help: "the cells' corner radius, percent of the smallest cell side, 0–25 (default 0)"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.radius = try OptionValue.tenths(value, for: "--radius", in: Frame.radiusRange)
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
        options.pendingRaw = try OptionValue.rawSize(value)
      },
      OptionSpec(
        names: ["--frame"], value: "ZOOM@X,Y",
        help: "the next input zoomed ZOOM× (1–5) about X,Y (0–1 across the photo), as the page frames it"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.pendingFraming = try OptionValue.framing(value)
      },
      OptionSpec(
        names: ["--orientation"], value: "N",
        help:
          "the next input turned and mirrored as EXIF orientation N (1–8) says; its --frame frames it so"
      ) {
        (options: inout Options, value: String) throws(CLIError) in
        options.pendingOrientation = try OptionValue.orientation(value)
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
      "usage: instagrid compose [--layout L] [--divider N=F]... [--aspect W:H] [--size S] [--spacing P]",
      "                         [--colour #RRGGBB] [--radius P] [--raw WxH] [--frame Z@X,Y] [--orientation N]",
      "                         INPUT... -o OUTPUT",
      "",
      "Composes one photo per visible cell, in cell order, into one picture; with --layout fit, in a",
      "layout made for the photos' sizes (files only: their sizes are read first), the first in slot 0.",
      "Inputs: PPM (P6), PGM (P5), PAM (P7: RGB, RGB_ALPHA, GRAYSCALE, GRAYSCALE_ALPHA),",
      "or raw RGBA after --raw WxH. '-' reads standard input (several pictures may follow",
      "each other there). Output: PPM or PAM.",
      "",
    ] + ArgumentParser.helpLines(table) + [
      "",
      "exit status: 0 done, 64 usage, 65 bad input data, 66 cannot open an input, 73 cannot write",
    ]).joined(separator: "\n")
  }

}
