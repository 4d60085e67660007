import InstagridPure

/// The values options take that are more than a number: proportions, percents with a decimal,
/// colours, framings and raw sizes. Each refusal is one usage line naming the option.
enum OptionValue {
  /// `W:H`, one of the formats offered (`--aspect`).
  static func aspect(_ text: String) throws(CLIError) -> PictureFormat {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      let format = PictureFormat.offered(width: width, height: height)
    else {
      let offered = PictureFormat.all.map(\.ratioText).joined(separator: ", ")
      throw .usage("--aspect must be one of \(offered), not '\(Escaped.text(text))'")
    }
    return format
  }

  /// A percentage with at most one decimal (`2.5`) as thousandths, within `range` (thousandths).
  static func tenths(_ text: String, for option: String, in range: ClosedRange<Int>) throws(CLIError)
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
  static func colour(_ text: String) throws(CLIError) -> RGBAColor {
    let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
    guard digits.utf8.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else {
      throw .usage("--colour takes #RRGGBB, like #106698, not '\(Escaped.text(text))'")
    }
    return RGBAColor(rgb: value)
  }

  /// `ZOOM@X,Y`, e.g. `2@0.5,0.3`: the page's framing of a photo (its zoom and focus point).
  static func framing(_ text: String) throws(CLIError) -> Framing {
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

  /// An EXIF orientation, 1–8 (`--orientation`): how a photo carrying it is shown.
  static func orientation(_ text: String) throws(CLIError) -> PhotoOrientation {
    guard text.utf8.count == 1, let exif = Int(text), let orientation = PhotoOrientation(exif: exif) else {
      throw .usage(
        "--orientation takes an EXIF orientation from 1 to 8 (6: a quarter turn right), not '\(Escaped.text(text))'"
      )
    }
    return orientation
  }

  /// `WxH` in whole pixels (`--raw`).
  static func rawSize(_ text: String) throws(CLIError) -> PixelSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0
    else {
      throw .usage("--raw takes WIDTHxHEIGHT in whole pixels, like 4032x3024, not '\(Escaped.text(text))'")
    }
    return PixelSize(width: width, height: height)
  }
}
