import Glibc

/// Buffered reads from a file descriptor: byte by byte for headers, in bulk for pixels.
///
/// Reading through a stream (not whole files) lets a header be refused before its pixels are
/// allocated, and lets several images follow each other on standard input. A regular file's
/// size is known, so a header that promises more bytes than the file holds is refused before
/// anything is allocated, and bytes nobody needs are skipped with a seek.
final class ByteReader {
  /// The name used in messages: the path (escaped for the terminal), or "standard input".
  let name: String
  /// Whether this is standard input, where more pictures may follow the current one.
  let isStandardInput: Bool
  /// Whether the descriptor is a regular file (its size is known and it can seek).
  let isRegularFile: Bool
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private var buffer: UnsafeMutableRawBufferPointer
  private var position = 0
  private var end = 0

  /// Opens `path` for reading; "-" is standard input.
  convenience init(path: String) throws(CLIError) {
    if path == "-" {
      self.init(descriptor: STDIN_FILENO, name: "standard input", owned: false, isStandardInput: true)
      return
    }
    let name = Escaped.text(path)
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw CLIError(kind: .cannotOpen, message: "\(name): cannot open: \(Console.describeErrno())")
    }
    var info = stat()
    if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      close(fd)
      throw CLIError(kind: .cannotOpen, message: "\(name): cannot open: is a directory")
    }
    self.init(descriptor: fd, name: name, owned: true, isStandardInput: false)
  }

  /// Reads an open descriptor; `owned` ones are closed when the reader goes.
  init(descriptor: Int32, name: String, owned: Bool, isStandardInput: Bool) {
    self.descriptor = descriptor
    self.name = name
    self.ownsDescriptor = owned
    self.isStandardInput = isStandardInput
    var info = stat()
    isRegularFile = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    buffer = .allocate(byteCount: 1 << 16, alignment: 16)
  }

  deinit {
    buffer.deallocate()
    if ownsDescriptor { close(descriptor) }
  }

  /// The bytes left to read, if the input is a regular file: its size less what was consumed.
  func remainingBytes() -> Int? {
    guard isRegularFile else { return nil }
    var info = stat()
    let offset = lseek(descriptor, 0, SEEK_CUR)
    guard fstat(descriptor, &info) == 0, offset >= 0 else { return nil }
    return max(0, Int(info.st_size) - Int(offset)) + (end - position)
  }

  /// Maps `count` bytes of a regular file read-only, starting where reading has got to, and
  /// consumes them; `nil` (nothing consumed) if the input is no regular file or cannot be mapped.
  ///
  /// The file's pages are used in place, neither copied nor zero-filled first. The caller must
  /// have checked, from `remainingBytes()`, that the file holds those bytes.
  func map(_ count: Int) -> MappedBytes? {
    guard isRegularFile, count > 0 else { return nil }
    let current = lseek(descriptor, 0, SEEK_CUR)
    guard current >= 0 else { return nil }
    let offset = Int(current) - (end - position)
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = offset / page * page
    let length = offset + count - start
    let memory = mmap(nil, length, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, off_t(start))
    guard let memory, memory != MAP_FAILED else { return nil }
    // Consume the mapped bytes: drop what is buffered, seek past the rest.
    let buffered = min(end - position, count)
    position += buffered
    if count > buffered { lseek(descriptor, off_t(count - buffered), SEEK_CUR) }
    return MappedBytes(mapping: memory, length: length, start: memory + (offset - start))
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
  func read(into destination: UnsafeMutableRawBufferPointer) throws(CLIError) -> Int {
    var filled = min(end - position, destination.count)
    if filled > 0 {
      destination.baseAddress!.copyMemory(from: buffer.baseAddress! + position, byteCount: filled)
      position += filled
    }
    // Large reads go straight into the destination, past the buffer.
    while filled < destination.count {
      let count = Glibc.read(descriptor, destination.baseAddress! + filled, destination.count - filled)
      if count < 0 {
        if errno == EINTR { continue }
        throw readError()
      }
      if count == 0 { break }
      filled += count
    }
    return filled
  }

  /// Consumes up to `count` bytes without keeping them (a seek on a regular file); returns how
  /// many there were.
  func skip(_ count: Int) throws(CLIError) -> Int {
    let buffered = min(end - position, count)
    position += buffered
    var skipped = buffered
    if skipped < count, let remaining = remainingBytes() {
      let step = min(count - skipped, remaining)
      if lseek(descriptor, off_t(step), SEEK_CUR) >= 0 { return skipped + step }
    }
    while skipped < count {
      try refill()
      if end == 0 { break }
      let step = min(end, count - skipped)
      position = step
      skipped += step
    }
    return skipped
  }

  private func readError() -> CLIError {
    CLIError(kind: .cannotOpen, message: "\(name): cannot read: \(Console.describeErrno())")
  }

  private func refill() throws(CLIError) {
    position = 0
    end = 0
    while true {
      let count = Glibc.read(descriptor, buffer.baseAddress!, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw readError()
      }
      end = count
      return
    }
  }
}

/// A read-only mapping of part of a file, unmapped when the last reference goes.
final class MappedBytes {
  private let mapping: UnsafeMutableRawPointer
  private let length: Int
  /// The first byte asked for (the mapping starts at a page boundary before it).
  let start: UnsafeRawPointer

  init(mapping: UnsafeMutableRawPointer, length: Int, start: UnsafeMutableRawPointer) {
    self.mapping = mapping
    self.length = length
    self.start = UnsafeRawPointer(start)
  }

  deinit { munmap(mapping, length) }
}
