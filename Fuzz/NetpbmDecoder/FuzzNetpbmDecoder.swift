import Glibc
import InstagridPure

// libFuzzer entry over the CLI's real decoders (ByteReader, HeaderTokens, NetpbmHeader,
// ImageDecoder, SampleLayout). Each input is decoded twice, as the CLI meets it: from a regular
// file (memfd: size known, skips by seek) and from a pipe (size unknown, storage grows), as up
// to four pictures in a row, like standard input. Beyond the sanitizer's checks it asserts the
// CLI's promises: every error is one line of printable text, and a picture holds exactly the
// rows asked for. `-malloc_limit_mb` (see scripts/fuzz.sh) turns any allocation that the
// input's bytes do not pay for into a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNetpbmDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  if let file = regularFile(holding: bytes) {
    decodeAll(ByteReader(descriptor: file, name: "fuzz.ppm", owned: false, isStandardInput: true))
  }
  if size <= 60_000, let pipe = pipe(holding: bytes) {  // a pipe holds 64 KiB without a reader
    decodeAll(ByteReader(descriptor: pipe, name: "standard input", owned: true, isStandardInput: true))
  }
  return 0
}

/// Decodes pictures until the input ends or fails; crops alternate with whole pictures so the
/// skipping paths run too.
private func decodeAll(_ reader: ByteReader) {
  for index in 0..<4 {
    do {
      let cell = PixelSize(width: 3, height: 2)
      let image = try ImageDecoder.decode(from: reader, rawSize: nil, limits: ImageLimits()) { size in
        if index % 2 == 0 { return 0..<size.height }
        let crop = CropRect(aspectFilling: cell, from: size).rect
        return crop.y..<crop.maxY
      }
      let expected = image.rows.count * image.size.width * 4
      guard image.bytes.count == expected, !image.rows.isEmpty else {
        fatalError("decoded \(image.bytes.count) bytes for \(image.rows) of \(image.size)")
      }
      // Read every byte (ASan checks each), and paint like the CLI does.
      var sum: UInt8 = 0
      for byte in image.bytes { sum &+= byte }
      let canvas = Canvas(side: 16, pixels: canvasBytes)
      canvas.fill(.frame)
      if index % 2 == 1 {
        image.paint(on: canvas, in: PixelRect(x: 1, y: 1, width: 3, height: 2), backdrop: .frame)
      }
      if sum == 1 && canvasBytes[0] == 2 { print("") }  // keeps the reads
      if try reader.peekByte() == nil { return }
    } catch {
      checkOneLine(error.message)
      return
    }
  }
}

/// Fails on a message that could move a terminal's cursor or span lines.
private func checkOneLine(_ message: String) {
  for byte in message.utf8 where byte < 0x20 || byte == 0x7F {
    fatalError("control byte \(byte) in message: \(Escaped.text(message))")
  }
}

/// A small canvas to paint crops on, kept from input to input.
nonisolated(unsafe) private let canvasBytes = UnsafeMutableBufferPointer<UInt8>.allocate(
  capacity: 16 * 16 * 4)

/// One unlinked temporary file, rewritten for every input (cheaper than a file per input).
nonisolated(unsafe) private let scratchFile: Int32 = {
  var template = Array("/dev/shm/instagrid-fuzz-XXXXXX".utf8CString)
  let fd = mkstemp(&template)
  if fd >= 0 { unlink(template) }
  return fd
}()

private func regularFile(holding bytes: UnsafeRawBufferPointer) -> Int32? {
  guard scratchFile >= 0, ftruncate(scratchFile, 0) == 0 else { return nil }
  if bytes.count > 0 { _ = pwrite(scratchFile, bytes.baseAddress!, bytes.count, 0) }
  lseek(scratchFile, 0, SEEK_SET)
  return scratchFile
}

private func pipe(holding bytes: UnsafeRawBufferPointer) -> Int32? {
  var ends: [Int32] = [0, 0]
  guard Glibc.pipe(&ends) == 0 else { return nil }
  if bytes.count > 0 { _ = write(ends[1], bytes.baseAddress!, bytes.count) }
  close(ends[1])
  return ends[0]
}
