import InstagridPure

/// One input on the command line: a path ("-" for standard input), for raw RGBA its size, how
/// it is turned and how it sits in its cell.
struct InputSpec: Equatable {
  var path: String
  var rawSize: PixelSize?
  var framing = Framing.centred
  var orientation = PhotoOrientation.upright
}
