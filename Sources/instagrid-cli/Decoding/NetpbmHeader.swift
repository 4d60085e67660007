import InstagridPure

/// The header of a Netpbm picture: its size and how its raster stores pixels.
///
/// Accepted: `P5` (PGM), `P6` (PPM), both with maxval 1–65535 and `#` comments, and `P7` (PAM)
/// with tuple types `GRAYSCALE`, `GRAYSCALE_ALPHA`, `RGB`, `RGB_ALPHA`.
struct NetpbmHeader {
  /// Samples per pixel and where colour and alpha sit among them.
  enum Tuple: Equatable {
    case gray, grayAlpha, rgb, rgbAlpha

    var depth: Int {
      switch self {
      case .gray: 1
      case .grayAlpha: 2
      case .rgb: 3
      case .rgbAlpha: 4
      }
    }

    init?(pamName: String) {
      switch pamName {
      case "GRAYSCALE": self = .gray
      case "GRAYSCALE_ALPHA": self = .grayAlpha
      case "RGB": self = .rgb
      case "RGB_ALPHA": self = .rgbAlpha
      default: return nil
      }
    }

    init?(depth: Int) {
      switch depth {
      case 1: self = .gray
      case 2: self = .grayAlpha
      case 3: self = .rgb
      case 4: self = .rgbAlpha
      default: return nil
      }
    }
  }

  var file: String
  var width: Int
  var height: Int
  var maxval: Int
  var tuple: Tuple

  /// Reads a header up to the first raster byte.
  static func read(from reader: ByteReader) throws(CLIError) -> NetpbmHeader {
    let first = try reader.readByte()
    let second = try reader.readByte()
    guard first == UInt8(ascii: "P"), let second else {
      throw .badData(
        reader.name, "not a PPM, PGM or PAM picture (bad magic number); for raw RGBA put --raw WxH before it")
    }
    var tokens = HeaderTokens(reader: reader)
    switch second {
    case UInt8(ascii: "5"), UInt8(ascii: "6"):
      let width = try tokens.positiveNumber(named: "width")
      let height = try tokens.positiveNumber(named: "height")
      let maxval = try tokens.positiveNumber(named: "maxval")
      try tokens.endOfPlainHeader()
      let header = NetpbmHeader(
        file: reader.name, width: width, height: height, maxval: maxval,
        tuple: second == UInt8(ascii: "5") ? .gray : .rgb)
      try header.checkMaxval()
      return header
    case UInt8(ascii: "7"):
      return try readPAM(&tokens, file: reader.name)
    default:
      throw .badData(
        reader.name, "unsupported Netpbm format P\(Escaped.text([second])): use P5, P6 or P7")
    }
  }

  private static func readPAM(_ tokens: inout HeaderTokens, file: String) throws(CLIError) -> NetpbmHeader {
    var fields: [String: Int] = [:]
    var tupleName: String?
    while true {
      guard let key = try tokens.word() else { throw .badData(file, "PAM header ends before ENDHDR") }
      switch key {
      case "ENDHDR":
        try tokens.endOfLine()
        guard let width = fields["WIDTH"] else { throw .badData(file, "PAM header has no WIDTH") }
        guard let height = fields["HEIGHT"] else { throw .badData(file, "PAM header has no HEIGHT") }
        guard let depth = fields["DEPTH"] else { throw .badData(file, "PAM header has no DEPTH") }
        guard let maxval = fields["MAXVAL"] else { throw .badData(file, "PAM header has no MAXVAL") }
        let tuple: Tuple
        if let tupleName {
          guard let named = Tuple(pamName: tupleName) else {
            throw .badData(
              file, "unsupported TUPLTYPE \(tupleName): use RGB, RGB_ALPHA, GRAYSCALE or GRAYSCALE_ALPHA")
          }
          guard named.depth == depth else {
            throw .badData(file, "TUPLTYPE \(tupleName) needs DEPTH \(named.depth), not \(depth)")
          }
          tuple = named
        } else {
          guard let inferred = Tuple(depth: depth) else { throw .badData(file, "unsupported DEPTH \(depth)") }
          tuple = inferred
        }
        let header = NetpbmHeader(file: file, width: width, height: height, maxval: maxval, tuple: tuple)
        try header.checkMaxval()
        return header
      case "WIDTH", "HEIGHT", "DEPTH", "MAXVAL":
        fields[key] = try tokens.positiveNumber(named: key.lowercased())
      case "TUPLTYPE":
        tupleName = try tokens.restOfLine()
      default:
        throw .badData(file, "unknown PAM header field \(key)")
      }
    }
  }

  private func checkMaxval() throws(CLIError) {
    guard (1...65535).contains(maxval) else { throw .badData(file, "maxval \(maxval) is outside 1–65535") }
  }

  /// How the raster that follows the header stores its pixels.
  var layout: SampleLayout { SampleLayout(tuple: tuple, maxval: maxval) }
}
