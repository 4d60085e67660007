import InstagridPure

/// Reads one picture from a stream: Netpbm (P5, P6, P7) by its magic, or raw RGBA of a given size.
///
/// Memory follows the bytes that exist, never the header's word: a regular file's size is
/// checked against the raster the header promises before anything is allocated, and a pipe's
/// pixels are stored in blocks that grow only as its bytes arrive.
enum ImageDecoder {
  /// Every row of the picture.
  static func allRows(_ size: PixelSize) -> Range<Int> { 0..<size.height }

  /// Reads the next picture from `reader`, keeping as RGBA8 only the rows `rowsFor(size)`
  /// (within the picture); the others are skipped.
  static func decode(
    from reader: ByteReader, rawSize: PixelSize?, limits: ImageLimits,
    rowsFor: (PixelSize) -> Range<Int> = allRows
  ) throws(CLIError) -> DecodedImage {
    if let rawSize {
      return try decodeRaw(from: reader, size: rawSize, limits: limits, rowsFor: rowsFor)
    }
    let header = try NetpbmHeader.read(from: reader)
    try limits.check(width: header.width, height: header.height, file: reader.name)
    let size = PixelSize(width: header.width, height: header.height)
    return try readRaster(from: reader, size: size, layout: header.layout, rows: rowsFor(size)) {
      expected, got in "truncated pixel data: expected \(expected) bytes, got \(got)"
    }
  }

  /// Raw RGBA: exactly `width × height × 4` bytes. A file with more is refused, since that
  /// almost always means the wrong `--raw` size; on standard input more pictures may follow.
  private static func decodeRaw(
    from reader: ByteReader, size: PixelSize, limits: ImageLimits, rowsFor: (PixelSize) -> Range<Int>
  ) throws(CLIError) -> DecodedImage {
    try limits.check(width: size.width, height: size.height, file: reader.name)
    let byteCount = size.width * size.height * 4
    let tooLong = CLIError.badData(
      reader.name,
      "holds more than the \(byteCount) bytes of \(size.width)×\(size.height) raw RGBA: is --raw right?")
    if !reader.isStandardInput, let remaining = reader.remainingBytes(), remaining > byteCount {
      throw tooLong
    }
    let image = try readRaster(from: reader, size: size, layout: .rgba8, rows: rowsFor(size)) {
      expected, got in "truncated raw RGBA: \(size.width)×\(size.height) needs \(expected) bytes, got \(got)"
    }
    if !reader.isStandardInput, try reader.peekByte() != nil { throw tooLong }
    return image
  }

  /// Reads a raster of `size` pixels stored as `layout`, keeping `rows` as RGBA8.
  ///
  /// `truncated(expected, got)` words the error when the input ends early.
  private static func readRaster(
    from reader: ByteReader, size: PixelSize, layout: SampleLayout, rows: Range<Int>,
    truncated: (Int, Int) -> String
  ) throws(CLIError) -> DecodedImage {
    let rows = rows.clamped(to: 0..<size.height)
    let rowBytes = size.width * layout.bytesPerPixel  // below 2³³: both factors are checked small
    let (total, overflow) = rowBytes.multipliedReportingOverflow(by: size.height)
    guard !overflow else { throw .badData(reader.name, "declares a raster too large to address") }
    // A regular file shows at once whether the raster is all there.
    let sizeKnown: Bool
    if let remaining = reader.remainingBytes() {
      if remaining < total { throw .badData(reader.name, truncated(total, remaining)) }
      sizeKnown = true
    } else {
      sizeKnown = false
    }
    var consumed = try reader.skip(rows.lowerBound * rowBytes)
    if consumed < rows.lowerBound * rowBytes { throw .badData(reader.name, truncated(total, consumed)) }

    let outBytes = rows.count * size.width * 4
    // RGBA in a regular file is used where it lies: its pages, mapped, neither copied nor zeroed.
    if sizeKnown, layout == .rgba8, let mapped = reader.map(outBytes) {
      consumed += outBytes
      let after = total - consumed
      _ = try reader.skip(after)  // the size check above vouches for these bytes
      let bytes = UnsafeBufferPointer(
        start: mapped.start.assumingMemoryBound(to: UInt8.self), count: outBytes)
      return DecodedImage(size: size, rows: rows, bytes: bytes, owner: mapped)
    }
    // A pipe's header is not believed: start small and grow with the bytes that arrive.
    guard let storage = PixelStorage(capacity: sizeKnown ? outBytes : min(outBytes, 1 << 20)) else {
      throw .badData(reader.name, "not enough memory for \(size.width)×\(rows.count) pixels")
    }
    let wanted = rows.count * rowBytes
    var done = 0
    if layout == .rgba8 {
      while done < wanted {
        let step = sizeKnown ? wanted - done : min(wanted - done, max(1 << 20, done))
        guard storage.reserve(done + step, limit: outBytes) else {
          throw .badData(reader.name, "not enough memory for \(size.width)×\(rows.count) pixels")
        }
        let got = try reader.read(
          into: UnsafeMutableRawBufferPointer(start: storage.base + done, count: step))
        done += got
        storage.count = done
        if got < step { throw .badData(reader.name, truncated(total, consumed + done)) }
      }
    } else {
      // Converted a chunk at a time: the chunk stays in cache between the read and the convert.
      let bytesPerPixel = layout.bytesPerPixel
      let chunkPixels = min(1 << 15, wanted / bytesPerPixel)
      let chunk = UnsafeMutableRawBufferPointer.allocate(
        byteCount: chunkPixels * bytesPerPixel, alignment: 16)
      defer { chunk.deallocate() }
      while done < wanted {
        let pixels = min(chunkPixels, (wanted - done) / bytesPerPixel)
        let got = try reader.read(
          into: UnsafeMutableRawBufferPointer(rebasing: chunk[..<(pixels * bytesPerPixel)]))
        if got < pixels * bytesPerPixel {
          throw .badData(reader.name, truncated(total, consumed + done + got))
        }
        let outStart = done / bytesPerPixel * 4
        guard storage.reserve(outStart + pixels * 4, limit: outBytes) else {
          throw .badData(reader.name, "not enough memory for \(size.width)×\(rows.count) pixels")
        }
        layout.convert(
          UnsafeRawPointer(chunk.baseAddress!), count: pixels,
          into: (storage.base + outStart).assumingMemoryBound(to: UInt8.self))
        done += got
        storage.count = outStart + pixels * 4
      }
    }
    consumed += done
    let after = total - consumed
    let skipped = try reader.skip(after)
    if skipped < after { throw .badData(reader.name, truncated(total, consumed + skipped)) }
    return storage.image(size: size, rows: rows)
  }
}
