/// A failure the CLI reports as one line on stderr, with a distinct exit status (sysexits.h).
struct CLIError: Error {
  /// What kind of failure, which decides the exit status.
  enum Kind: Int32 {
    /// The command line is wrong (EX_USAGE).
    case usage = 64
    /// An input's contents are wrong (EX_DATAERR).
    case badData = 65
    /// An input cannot be opened or read (EX_NOINPUT).
    case cannotOpen = 66
    /// The output cannot be created or written (EX_CANTCREAT).
    case cannotWrite = 73
  }

  var kind: Kind
  var message: String

  static func usage(_ message: String) -> CLIError { CLIError(kind: .usage, message: message) }

  /// A problem with the contents of `file`.
  static func badData(_ file: String, _ problem: String) -> CLIError {
    CLIError(kind: .badData, message: "\(file): \(problem)")
  }
}
