import Glibc

/// Where the picture goes: standard output, or a file that appears only when complete.
///
/// A file is written to a hidden temporary beside it and renamed into place at the end, so a
/// failure at any point (bad input, full disk) never leaves a partial picture behind.
final class OutputFile {
  private let path: String
  private let temporaryPath: String?
  private let descriptor: Int32
  private var committed = false

  /// Opens the output at once, so an unwritable destination fails before any work.
  init(path: String) throws(CLIError) {
    self.path = path
    guard path != "-" else {
      temporaryPath = nil
      descriptor = STDOUT_FILENO
      return
    }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = "\(directory).\(name).instagrid-\(getpid()).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw CLIError(kind: .cannotWrite, message: "\(path): cannot write: \(Console.describeErrno())")
    }
    temporaryPath = temporary
    descriptor = fd
  }

  deinit {
    // Anything not committed is removed: no partial output.
    if let temporaryPath {
      close(descriptor)
      if !committed { unlink(temporaryPath) }
    }
  }

  /// Writes all of `bytes`.
  func write(_ bytes: [UInt8]) throws(CLIError) {
    try bytes.withUnsafeBytes { writeAll($0) }.get()
  }

  /// Writes a string's UTF-8 bytes.
  func write(_ text: String) throws(CLIError) {
    try write(Array(text.utf8))
  }

  private func writeAll(_ bytes: UnsafeRawBufferPointer) -> Result<Void, CLIError> {
    var done = 0
    while done < bytes.count {
      let count = Glibc.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(
          CLIError(kind: .cannotWrite, message: "\(path): cannot write: \(Console.describeErrno())"))
      }
      done += count
    }
    return .success(())
  }

  /// Flushes the file to disk and moves it into place.
  func commit() throws(CLIError) {
    guard let temporaryPath else { return }
    guard fsync(descriptor) == 0 || errno == EINVAL, rename(temporaryPath, path) == 0 else {
      throw CLIError(kind: .cannotWrite, message: "\(path): cannot write: \(Console.describeErrno())")
    }
    committed = true
  }
}
