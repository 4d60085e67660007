import Glibc

/// Buffered reads from a file descriptor: byte by byte for headers, in bulk for pixels.
///
/// Reading through a stream (not whole files) lets a header be refused before its pixels are
/// allocated, and lets several images follow each other on standard input.
final class ByteReader {
  /// The name used in messages: a path, or "standard input".
  let name: String
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private var position = 0
  private var end = 0

  /// Opens `path` for reading; "-" is standard input.
  init(path: String) throws(CLIError) {
    if path == "-" {
      name = "standard input"
      descriptor = STDIN_FILENO
      ownsDescriptor = false
      return
    }
    name = path
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else {
      throw CLIError(kind: .cannotOpen, message: "\(path): cannot open: \(Console.describeErrno())")
    }
    var info = stat()
    if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      close(fd)
      throw CLIError(kind: .cannotOpen, message: "\(path): cannot open: is a directory")
    }
    descriptor = fd
    ownsDescriptor = true
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// The next byte, or `nil` at the end of the input.
  func readByte() throws(CLIError) -> UInt8? {
    if position == end {
      try refill()
      if end == 0 { return nil }
    }
    defer { position += 1 }
    return buffer[position]
  }

  /// The next byte without consuming it, or `nil` at the end.
  func peekByte() throws(CLIError) -> UInt8? {
    if position == end {
      try refill()
      if end == 0 { return nil }
    }
    return buffer[position]
  }

  /// Fills `destination` from its start as far as the input allows; returns how many bytes
  /// were read (fewer than its count only at the end of the input).
  func read(into destination: inout [UInt8]) throws(CLIError) -> Int {
    try destination.withUnsafeMutableBytes { fill($0) }.get()
  }

  private func fill(_ destination: UnsafeMutableRawBufferPointer) -> Result<Int, CLIError> {
    var filled = min(end - position, destination.count)
    if filled > 0 {
      buffer.withUnsafeBytes { source in
        destination.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: filled)
      }
      position += filled
    }
    // Large reads go straight into the destination, past the buffer.
    while filled < destination.count {
      let count = Glibc.read(descriptor, destination.baseAddress! + filled, destination.count - filled)
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(readError())
      }
      if count == 0 { break }
      filled += count
    }
    return .success(filled)
  }

  private func readError() -> CLIError {
    CLIError(kind: .cannotOpen, message: "\(name): cannot read: \(Console.describeErrno())")
  }

  private func refill() throws(CLIError) {
    position = 0
    end = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw readError()
      }
      end = count
      return
    }
  }
}
