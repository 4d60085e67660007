import Foundation

/// Runs the built `instagrid` binary, as a person or a pipeline would.
struct CLIRunner {
  struct Result {
    var status: Int32
    var stdout: Data
    var stderr: String
  }

  /// The binary: `INSTAGRID_CLI` if set, else `instagrid` beside the test bundle.
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["INSTAGRID_CLI"] { return URL(fileURLWithPath: path) }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().appendingPathComponent("instagrid")
  }

  /// Runs `instagrid arguments…` in `directory`, feeding `stdin` (from a file, or through a
  /// pipe if `throughPipe`), after the shell commands `shellPrefix` if given (`ulimit -v …`).
  static func run(
    _ arguments: [String], in directory: URL, stdin: Data = Data(), shellPrefix: String? = nil,
    throughPipe: Bool = false
  ) throws -> Result {
    let process = Process()
    if shellPrefix != nil || throughPipe {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      let quoted = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
      let command = "\(shellPrefix ?? ":"); exec \(quoted)"
      process.arguments = ["-c", throughPipe ? "cat | { \(command); }" : command]
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    process.currentDirectoryURL = directory
    // Streams go through files in a folder of their own: no threads, no full pipes, and the
    // working folder holds only what the CLI wrote.
    let streams = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: streams) }
    let inURL = streams.appendingPathComponent("stdin")
    let outURL = streams.appendingPathComponent("stdout")
    let errURL = streams.appendingPathComponent("stderr")
    try stdin.write(to: inURL)
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    process.standardInput = try FileHandle(forReadingFrom: inURL)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: try Data(contentsOf: outURL),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
    )
  }
}

/// Runs `body` with a fresh scratch folder, and removes the folder after it, whatever `body`
/// does: the tests leave nothing behind in the temporary directory.
func withScratchDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let url = try makeScratchDirectory()
  defer { try? FileManager.default.removeItem(at: url) }
  return try body(url)
}

/// A fresh folder in the temporary directory; whoever makes one removes it.
private func makeScratchDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "instagrid-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
