/// What a photo file says about itself before it is decoded: its format and pixel size.
public struct PhotoHeader: Equatable, Hashable, Sendable {
  /// The file's format.
  public var format: PhotoFormat
  /// The picture's size in pixels as shown: a JPEG's EXIF orientation or a HEIF's `irot` applied,
  /// as browsers decode it (the page plans its decode from it).
  public var size: PixelSize

  /// Creates a header.
  public init(format: PhotoFormat, size: PixelSize) {
    self.format = format
    self.size = size
  }
}

/// The outcome of reading a file's first bytes.
public enum PhotoHeaderReading: Equatable, Hashable, Sendable {
  /// The format and size were found.
  case header(PhotoHeader)
  /// The first `count` bytes are needed to tell (more than were given).
  case needsBytes(Int)
  /// No supported format starts like this.
  case unrecognised
  /// The file starts as `format` but its header is damaged, truncated or implausible.
  case malformed(PhotoFormat)
}

extension PhotoHeader {
  /// Reads the format and size from `prefix`, the first bytes of a file.
  ///
  /// Never reads past `prefix`; when it needs more, it says how much. Pass `fileSize` when the
  /// whole file's length is known: a need past the end of the file, or past
  /// `PhotoLimits.maxHeaderBytes`, is then a malformed file rather than a request.
  public static func read<Bytes: RandomAccessCollection>(_ prefix: Bytes, fileSize: Int? = nil)
    -> PhotoHeaderReading where Bytes.Element == UInt8, Bytes.Index == Int
  {
    let bytes = HeaderBytes(prefix)
    guard let format = recognise(bytes) else {
      return bytes.count < signatureLength
        ? needMore(signatureLength, had: bytes.count, format: nil, fileSize) : .unrecognised
    }
    do throws(HeaderBytes.Shortfall) {
      guard let size = try size(of: format, in: bytes), size.width > 0, size.height > 0 else {
        return .malformed(format)
      }
      return .header(PhotoHeader(format: format, size: size))
    } catch {
      return needMore(error.needed, had: bytes.count, format: format, fileSize)
    }
  }

  /// The longest signature `recognise` looks at.
  static let signatureLength = 16

  /// Asks for at least `count` bytes, and at least twice what it had (up to the file's end and
  /// the header budget), so a header made of many small segments takes few reads, not many.
  private static func needMore(_ count: Int, had: Int, format: PhotoFormat?, _ fileSize: Int?)
    -> PhotoHeaderReading
  {
    let pastEnd = fileSize.map { count > $0 } ?? false
    guard pastEnd || count > PhotoLimits.maxHeaderBytes else {
      let doubled = min(
        had > Int.max / 2 ? Int.max : 2 * had, PhotoLimits.maxHeaderBytes, fileSize ?? Int.max)
      return .needsBytes(max(count, doubled))
    }
    return format.map { .malformed($0) } ?? .unrecognised
  }

  /// The format whose signature `bytes` start with.
  static func recognise(_ bytes: HeaderBytes) -> PhotoFormat? {
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    // "GIF87a" or "GIF89a"
    if bytes.starts(with: [0x47, 0x49, 0x46, 0x38])
      && (bytes.matches([0x37, 0x61], at: 4) || bytes.matches([0x39, 0x61], at: 4))
    {
      return .gif
    }
    // "RIFF" … "WEBP"
    if bytes.starts(with: [0x52, 0x49, 0x46, 0x46]) && bytes.matches([0x57, 0x45, 0x42, 0x50], at: 8) {
      return .webp
    }
    if bytes.starts(with: [0x42, 0x4D]) { return .bmp }  // "BM"
    if bytes.matches([0x66, 0x74, 0x79, 0x70], at: 4) { return ISOMediaHeader.brand(of: bytes) }  // "ftyp"
    return nil
  }

  private static func size(of format: PhotoFormat, in bytes: HeaderBytes) throws(HeaderBytes.Shortfall)
    -> PixelSize?
  {
    switch format {
    case .jpeg: try JPEGHeader.size(in: bytes)
    case .png: try pngSize(in: bytes)
    case .gif: try GIFHeader.size(in: bytes)
    case .webp: try WebPHeader.size(in: bytes)
    case .bmp: try bmpSize(in: bytes)
    case .heic, .avif: try ISOMediaHeader.size(in: bytes)
    }
  }

  /// PNG: the IHDR chunk must come first; width and height are big-endian at 16 and 20.
  private static func pngSize(in bytes: HeaderBytes) throws(HeaderBytes.Shortfall) -> PixelSize? {
    // "IHDR"
    guard try bytes.uint32BE(at: 8) == 13, try bytes.matchesOrThrows([0x49, 0x48, 0x44, 0x52], at: 12) else {
      return nil
    }
    // Sides past 2^31 − 1 (negative on wasm32) are refused by the caller's positivity check.
    return PixelSize(width: try bytes.uint32BE(at: 16), height: try bytes.uint32BE(at: 20))
  }

  /// BMP: the DIB header's size tells its kind; the OS/2 core header has 16-bit sides, the
  /// others signed 32-bit ones (a negative height means rows stored top-down).
  private static func bmpSize(in bytes: HeaderBytes) throws(HeaderBytes.Shortfall) -> PixelSize? {
    let dibSize = try bytes.uint32LE(at: 14)
    if dibSize == 12 {
      return PixelSize(width: try bytes.uint16LE(at: 18), height: try bytes.uint16LE(at: 20))
    }
    guard dibSize >= 16 else { return nil }
    // On wasm32 `Int` is 32-bit: these reads may already be negative, so reinterpret the bits.
    let width = Int32(truncatingIfNeeded: try bytes.uint32LE(at: 18))
    let height = Int32(truncatingIfNeeded: try bytes.uint32LE(at: 22))
    guard width > 0, height != 0, height != Int32.min else { return nil }
    return PixelSize(width: Int(width), height: Int(height.magnitude))
  }
}
