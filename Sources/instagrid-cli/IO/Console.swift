import Glibc

/// Text to the terminal.
enum Console {
  /// Writes `text` and a newline to standard output.
  static func print(_ text: String) {
    writeAll(STDOUT_FILENO, text + "\n")
  }

  /// Writes `text` and a newline to standard error.
  static func error(_ text: String) {
    writeAll(STDERR_FILENO, text + "\n")
  }

  private static func writeAll(_ descriptor: Int32, _ text: String) {
    Array(text.utf8).withUnsafeBytes { bytes in
      var done = 0
      while done < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + done, bytes.count - done)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return }
        done += count
      }
    }
  }

  /// The C library's description of `errno`.
  static func describeErrno(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }
}
