import InstagridPure

/// Layouts made for photos (`--layout fit`, `layouts --fit`): the photos' sizes, from a list
/// or from the inputs' headers, and the best layout the core makes for them.
enum FitChoice {
  /// `WxH,WxH,…`: two to nine photo sizes (`layouts --fit`).
  static func sizes(_ text: String) throws(CLIError) -> [PixelSize] {
    let items = text.lowercased().split(separator: ",", omittingEmptySubsequences: false)
    var sizes: [PixelSize] = []
    for item in items {
      let parts = item.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
        (1...maxSide).contains(width), (1...maxSide).contains(height)
      else { throw badList(text) }
      sizes.append(PixelSize(width: width, height: height))
    }
    guard PhotoFit.photoCounts.contains(sizes.count) else { throw badList(text) }
    return sizes
  }

  /// The longest photo side the list takes (a million pixels: far past any camera's).
  private static let maxSide = 1 << 20

  private static func badList(_ text: String) -> CLIError {
    .usage(
      "--fit takes \(PhotoFit.photoCounts.lowerBound) to \(PhotoFit.photoCounts.upperBound) photo sizes "
        + "WIDTHxHEIGHT separated by commas, like 4032x3024,3024x4032, not '\(Escaped.text(text))'")
  }

  /// The best layout made for photos of `sizes` on `picture` (photo `i` in slot `i`).
  static func best(for sizes: [PixelSize], on picture: Picture) throws(CLIError) -> FittedLayout {
    guard let best = PhotoFit.layouts(for: sizes, on: picture, count: 1).first else {
      throw .usage("no layout can be made for \(sizes.count) photos on this picture")
    }
    return best
  }

  /// Each input's size as its header (or `--raw`) gives it, for `compose --layout fit`: the
  /// layout is made before any photo is decoded. Standard input cannot be read twice, so it is
  /// refused here.
  static func sizes(of inputs: [InputSpec], limits: ImageLimits) throws(CLIError) -> [PixelSize] {
    guard PhotoFit.photoCounts.contains(inputs.count) else {
      throw .usage(
        "--layout fit makes a layout for \(PhotoFit.photoCounts.lowerBound) to "
          + "\(PhotoFit.photoCounts.upperBound) photos, got \(inputs.count)")
    }
    var sizes: [PixelSize] = []
    for input in inputs {
      guard input.path != "-" else {
        throw .usage("--layout fit reads each photo's size first: give files, not standard input")
      }
      if let raw = input.rawSize {
        sizes.append(raw)
        continue
      }
      let reader = try ByteReader(path: input.path)
      let header = try NetpbmHeader.read(from: reader)
      try limits.check(width: header.width, height: header.height, file: reader.name)
      sizes.append(PixelSize(width: header.width, height: header.height))
    }
    return sizes
  }
}
