import Glibc
import InstagridPure

/// How `instagrid compose` paints: the canvas, and the cells in parallel.
extension ComposeCommand {
  /// Paints the frame, then each cell's photo: decoded (only the rows its crop reads, turned or
  /// not) and painted by
  /// one thread per core, a cell per job. Inputs on standard input are read in order, by one
  /// thread. An error is the one of the first cell that fails, as if cells ran in order.
  static func compose(_ options: Options, picture: Picture, on canvas: Canvas) throws(CLIError) {
    let (cells, corners) = Compositor.start(options.layout.layout, picture: picture, on: canvas)
    let inputs = options.inputs
    let usesStandardInput = inputs.contains { $0.path == "-" }
    let failures = UnsafeMutableBufferPointer<CLIError?>.allocate(capacity: cells.count)
    failures.initialize(repeating: nil)
    defer { failures.deallocate() }
    var standardInput: ByteReader?
    let threads = usesStandardInput ? 1 : ParallelWork.threadCount(for: cells.count)
    ParallelWork.run(jobs: cells.count, threads: threads) { index in
      do throws(CLIError) {
        if index > 0, usesStandardInput, failures[..<index].contains(where: { $0 != nil }) { return }
        let input = inputs[index]
        let reader: ByteReader
        if input.path == "-", let shared = standardInput {
          reader = shared
        } else if input.path == "-" {
          reader = try ByteReader(path: "-")
          standardInput = reader
        } else {
          reader = try ByteReader(path: input.path)
        }
        let cell = cells[index].rect
        let photo = try ImageDecoder.decode(from: reader, rawSize: input.rawSize, limits: options.limits) {
          size in
          let source = input.framing.crop(of: size, turned: input.orientation, in: cell.size)
          return source.y..<source.maxY
        }
        Compositor.paintCell(cell, corners: corners, over: picture.frame.colour, on: canvas) { rect in
          photo.paint(
            on: canvas, in: rect, framing: input.framing, turned: input.orientation,
            backdrop: picture.frame.colour)
          return true
        }
      } catch {
        failures[index] = error
      }
    }
    if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
  }

  /// `count` bytes aligned to 2 MiB and offered transparent huge pages: a fresh 16 MB canvas
  /// then costs eight page faults instead of four thousand.
  static func hugePageBuffer(_ count: Int) -> UnsafeMutableBufferPointer<UInt8> {
    var memory: UnsafeMutableRawPointer?
    guard posix_memalign(&memory, 1 << 21, count) == 0, let memory else { fatalError("out of memory") }
    _ = madvise(memory, count, MADV_HUGEPAGE)
    return UnsafeMutableBufferPointer(start: memory.assumingMemoryBound(to: UInt8.self), count: count)
  }
}
