import InstagridPure

/// One input on the command line: a path ("-" for standard input) and, for raw RGBA, its size.
struct InputSpec: Equatable {
  var path: String
  var rawSize: PixelSize?
}
