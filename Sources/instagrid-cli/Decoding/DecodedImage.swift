import Glibc
import InstagridPure

/// Some rows of a decoded picture as RGBA8.
///
/// Only the rows the compositor reads are kept (the band of the crop), so a tall photo in a
/// wide cell is never held whole. They are either `malloc`ed and never zero-filled (every byte
/// is written by the decoder before anyone reads it), or, for RGBA in a regular file, the
/// file's own pages, mapped.
final class DecodedImage {
  /// The whole picture's size, as its header declares.
  let size: PixelSize
  /// The rows held, top first.
  let rows: Range<Int>
  /// The rows held, as RGBA8 bytes (`rows.count × width × 4`).
  let bytes: UnsafeBufferPointer<UInt8>
  /// What keeps `bytes` alive: a `PixelStorage` or a `MappedBytes`.
  private let owner: AnyObject

  init(size: PixelSize, rows: Range<Int>, bytes: UnsafeBufferPointer<UInt8>, owner: AnyObject) {
    self.size = size
    self.rows = rows
    self.bytes = bytes
    self.owner = owner
  }

  /// Paints this picture turned by `orientation` (upright by default) into `cell` of `canvas`,
  /// the crop `framing` gives of the turned picture (the centred aspect-fill by default).
  ///
  /// The crop reads the stored rows of the whole picture it covers; the rows held must contain them.
  func paint(
    on canvas: Canvas, in cell: PixelRect, framing: Framing = .centred,
    turned orientation: PhotoOrientation = .upright,
    backdrop: RGBAColor
  ) {
    let source = framing.crop(of: size, turned: orientation, in: cell.size)
    precondition(rows.lowerBound <= source.y && source.maxY <= rows.upperBound, "crop rows not decoded")
    let band = PhotoPixels(size: PixelSize(width: size.width, height: rows.count), bytes: bytes)
    let shifted = PixelRect(
      x: source.x, y: source.y - rows.lowerBound, width: source.width, height: source.height)
    canvas.paint(band, source: shifted, turned: orientation, in: cell, backdrop: backdrop)
  }
}

/// A growable block of raw bytes: `malloc`/`realloc`, so growing a large block moves no bytes
/// (the kernel remaps its pages) and nothing is zero-filled.
final class PixelStorage {
  private(set) var base: UnsafeMutableRawPointer
  private(set) var capacity: Int
  /// Bytes written so far, from the start.
  var count = 0

  /// A block of `capacity` bytes, or `nil` if the memory is not there.
  init?(capacity: Int) {
    self.capacity = max(capacity, 16)
    var memory: UnsafeMutableRawPointer?
    if capacity >= 1 << 22 {
      // Large blocks are offered huge pages: a few faults instead of thousands.
      guard posix_memalign(&memory, 1 << 21, capacity) == 0 else { return nil }
      _ = madvise(memory, capacity, MADV_HUGEPAGE)
    } else {
      memory = malloc(self.capacity)
    }
    guard let memory else { return nil }
    base = memory
  }

  deinit { free(base) }

  /// Makes room for at least `needed` bytes in all, growing at least twofold (up to `limit`),
  /// so growth costs amortised constant time per byte; `false` if the memory is not there.
  func reserve(_ needed: Int, limit: Int) -> Bool {
    guard needed > capacity else { return true }
    let grown = min(limit, max(needed, capacity * 2))
    guard let memory = realloc(base, grown) else { return false }
    base = memory
    capacity = grown
    return true
  }

  /// Wraps the bytes as a decoded image.
  func image(size: PixelSize, rows: Range<Int>) -> DecodedImage {
    let bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
    return DecodedImage(size: size, rows: rows, bytes: bytes, owner: self)
  }
}
