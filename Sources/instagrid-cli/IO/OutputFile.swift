import Glibc

/// Where the picture goes: standard output, a FIFO or device written in place, or a file that
/// appears only when complete.
///
/// A file is written to a hidden temporary in its folder and renamed into place at the end, so a
/// failure at any point (bad input, full disk, a signal) never leaves a partial picture behind.
/// A symlink is followed: its target is the file replaced, and the link stays a link. A FIFO, a
/// character device (`/dev/null`, a terminal) or standard output cannot be replaced, only
/// written, so it is.
final class OutputFile {
  /// The path as given, escaped for messages.
  private let name: String
  /// The file the temporary replaces, or `nil` when writing in place.
  private let finalPath: String?
  private let temporary: TemporaryFile?
  private let descriptor: Int32
  private var committed = false

  /// Opens the output at once, so an unwritable destination fails before any work.
  init(path: String) throws(CLIError) {
    name = Escaped.text(path)
    if path == "-" {
      (finalPath, temporary, descriptor) = (nil, nil, STDOUT_FILENO)
      return
    }
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFIFO, S_IFCHR:
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Self.cannotWrite(name) }
        (finalPath, temporary, descriptor) = (nil, nil, fd)
        return
      case S_IFDIR:
        throw Self.cannotWrite(name, EISDIR)
      case S_IFREG:
        break
      default:
        throw CLIError(
          kind: .cannotWrite, message: "\(name): cannot write: not a file, FIFO or character device")
      }
    }
    let target = Self.resolvingSymlinks(path)
    guard let created = TemporaryFile(beside: target) else { throw Self.cannotWrite(name) }
    (finalPath, temporary, descriptor) = (target, created, created.descriptor)
  }

  deinit {
    // Anything not committed is removed: no partial output.
    if let temporary {
      close(descriptor)
      if !committed { temporary.remove() }
    } else if descriptor != STDOUT_FILENO {
      close(descriptor)
    }
  }

  /// Writes all of `bytes`.
  func write(_ bytes: UnsafeRawBufferPointer) throws(CLIError) {
    var done = 0
    while done < bytes.count {
      let count = Glibc.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
      if count < 0 {
        if errno == EINTR { continue }
        throw Self.cannotWrite(name)
      }
      done += count
    }
  }

  /// Writes a string's UTF-8 bytes.
  func write(_ text: String) throws(CLIError) {
    let bytes = Array(text.utf8)
    try bytes.withUnsafeBytes { raw in Result { () throws(CLIError) in try write(raw) } }.get()
  }

  /// Flushes a file to disk and moves it into place; nothing to do when writing in place.
  func commit() throws(CLIError) {
    guard let temporary, let finalPath else { return }
    guard fsync(descriptor) == 0 || errno == EINVAL, rename(temporary.path, finalPath) == 0 else {
      throw Self.cannotWrite(name)
    }
    committed = true
    temporary.renamed()
  }

  private static func cannotWrite(_ name: String, _ code: Int32 = errno) -> CLIError {
    CLIError(kind: .cannotWrite, message: "\(name): cannot write: \(Console.describeErrno(code))")
  }

  /// The file a path names once every symlink is followed, even to a target that does not
  /// exist yet (which the rename then creates).
  private static func resolvingSymlinks(_ path: String) -> String {
    if let real = realpath(path, nil) {
      defer { free(real) }
      return String(cString: real)
    }
    var current = path
    for _ in 0..<40 {  // the kernel's own limit on links in a row
      var info = stat()
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { break }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, Int(PATH_MAX))
      guard length > 0 else { break }
      let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if link.hasPrefix("/") {
        current = link
      } else {
        current = (current.lastIndex(of: "/").map { String(current[...$0]) } ?? "") + link
      }
    }
    return current
  }
}
