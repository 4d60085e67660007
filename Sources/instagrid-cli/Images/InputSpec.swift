import InstagridPure

/// One input on the command line: a path ("-" for standard input), for raw RGBA its size, and
/// how it sits in its cell: turned and mirrored, then framed.
struct InputSpec: Equatable {
  var path: String
  var rawSize: PixelSize?
  var framing = Framing.centred
  var orientation = PhotoOrientation.upright
}
