import Dispatch
import Foundation
import InstagridPure

// instagrid-bench: inputs for every tool, and the native core timed in-process.
//   instagrid-bench generate FOLDER        write each workload's raw RGBA inputs (once) + plan.json
//   instagrid-bench compose W FOLDER N [OUT] [--turn EXIF]
//                                          compose workload W N times (after a warm-up), print JSON;
//                                          --turn shows every photo so (6: a quarter turn right)
//   instagrid-bench cores W FOLDER N       compose on 1 and on every core, and the read-only floor
//   instagrid-bench fit SETS               layouts made for the photos against fixed grids, and their time
//   instagrid-bench fit-sets FILE          the nine-photo sets that time is taken on, for the module

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("instagrid-bench: \(message)\n".utf8))
  exit(2)
}

/// Peak and current resident memory of this process, in bytes (Linux /proc).
func residentMemory() -> (current: Int, peak: Int) {
  let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  func field(_ name: String) -> Int {
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return 0 }
    return (Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty }.map(String.init) ?? "") ?? 0)
      * 1024
  }
  return (field("VmRSS:"), field("VmHWM:"))
}

/// Resets the peak-memory counter so the next peak is the compose's own.
func resetPeakMemory() {
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// This thread's CPU time, in ms: what a single-threaded compose costs, however busy the
/// machine is with other work (wall time stretches with it).
func threadTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

func generate(into folder: String) {
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  var plan: [[String: Any]] = []
  for workload in Workload.all {
    var inputs: [[String: Any]] = []
    let cells = workload.layout.cells(side: workload.side)
    for (index, size) in workload.photoSizes.enumerated() {
      let path = workload.inputPath(index, in: folder)
      if !FileManager.default.fileExists(atPath: path) {
        let pixels = PhotoLikeImage.make(size: size, seed: UInt64(0xB3AC4 + index * 7919 + size.width))
        FileManager.default.createFile(atPath: path, contents: Data(pixels))
      }
      let cell = cells[index]
      let crop = CropRect(aspectFilling: cell.rect.size, from: size).rect
      inputs.append([
        "path": path, "width": size.width, "height": size.height,
        "cell": [cell.rect.x, cell.rect.y, cell.rect.width, cell.rect.height],
        "crop": [crop.x, crop.y, crop.width, crop.height],
      ])
    }
    plan.append([
      "name": workload.name, "layout": workload.layout.number, "side": workload.side, "inputs": inputs,
    ])
  }
  let json = try! JSONSerialization.data(withJSONObject: plan, options: [.prettyPrinted, .sortedKeys])
  FileManager.default.createFile(atPath: "\(folder)/plan.json", contents: json)
}

func compose(_ name: String, folder: String, repeats: Int, output: String?, turn: PhotoOrientation) {
  guard let workload = Workload.named(name) else { fail("no workload \(name)") }
  let photos = workload.photoSizes.indices.map { index -> RGBAImage in
    guard let data = FileManager.default.contents(atPath: workload.inputPath(index, in: folder)) else {
      fail("missing input: run generate first")
    }
    return RGBAImage(size: workload.photoSizes[index], pixels: [UInt8](data))
  }
  let side = workload.side
  var canvas = [UInt8](repeating: 0, count: side * side * 4)
  canvas.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 1) }  // touch every page
  var times: [Double] = []
  var cpu: [Double] = []
  let before = residentMemory().current
  resetPeakMemory()
  for run in 0...repeats {
    let start = now()
    let startCPU = threadTime()
    canvas.withUnsafeMutableBufferPointer { buffer in
      let target = Canvas(side: side, pixels: buffer)
      PhotoPixels.borrowing(photos) { pixels in
        Compositor.compose(workload.layout, picture: Picture(shortSide: side, longestSide: side), on: target)
        {
          pixels[$0].map { CellPhoto($0, orientation: turn) }
        }
      }
    }
    if run > 0 {  // run 0 warms up
      times.append(now() - start)
      cpu.append(threadTime() - startCPU)
    }
  }
  let scratch = max(0, residentMemory().peak - before)
  if let output {
    FileManager.default.createFile(atPath: output, contents: Data(canvas))
  }
  let result: [String: Any] = [
    "workload": name, "times_ms": times, "cpu_ms": cpu, "scratch_bytes": scratch,
    "inputs_bytes": photos.reduce(0) { $0 + $1.pixels.count }, "output_bytes": canvas.count,
  ]
  print(
    String(decoding: try! JSONSerialization.data(withJSONObject: result, options: .sortedKeys), as: UTF8.self)
  )
}

/// Loads workload `name`'s photos.
func photos(of workload: Workload, folder: String) -> [RGBAImage] {
  workload.photoSizes.indices.map { index -> RGBAImage in
    guard let data = FileManager.default.contents(atPath: workload.inputPath(index, in: folder)) else {
      fail("missing input: run generate first")
    }
    return RGBAImage(size: workload.photoSizes[index], pixels: [UInt8](data))
  }
}

/// Runs `job(t)` on `threads` threads at once (t = 0..<threads) and waits for all.
func onThreads(_ threads: Int, _ job: (Int) -> Void) {
  if threads == 1 { return job(0) }
  withoutActuallyEscaping(job) { job in
    nonisolated(unsafe) let shared = job  // each thread paints its own cells: no shared writes
    DispatchQueue.concurrentPerform(iterations: threads) { shared($0) }
  }
}

/// The median of `repeats` timed runs of `body`, after one warm-up.
func medianTime(_ repeats: Int, _ body: () -> Void) -> Double {
  var times: [Double] = []
  for run in 0...repeats {
    let start = now()
    body()
    if run > 0 { times.append(now() - start) }
  }
  return times.sorted()[times.count / 2]
}

/// The compositor as the CLI drives it: the frame, then cells shared out over threads (cell i
/// on thread i mod threads), each painted by the core into its own region of the canvas;
/// against the memory floor: one read-only pass over the same crop bytes, same threads.
func cores(_ name: String, folder: String, repeats: Int) {
  guard let workload = Workload.named(name) else { fail("no workload \(name)") }
  let images = photos(of: workload, folder: folder)
  let side = workload.side
  let cells = workload.layout.cells(side: side)
  var canvas = [UInt8](repeating: 1, count: side * side * 4)
  let threads = max(1, min(cells.count, ProcessInfo.processInfo.activeProcessorCount))
  var result: [String: Any] = ["workload": name, "threads": threads]
  var checksum: UInt8 = 0
  canvas.withUnsafeMutableBufferPointer { buffer in
    PhotoPixels.borrowing(images) { photos in
      let target = Canvas(side: side, pixels: buffer)
      for count in Set([1, threads]).sorted() {
        result["compose_\(count)t_ms"] = medianTime(repeats) {
          target.fill(.frame)
          onThreads(count) { t in
            for index in stride(from: t, to: cells.count, by: count) {
              target.paint(photos[cells[index].slot]!, in: cells[index].rect)
            }
          }
        }
        let sums = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count * 64)
        defer { sums.deallocate() }
        result["floor_\(count)t_ms"] = medianTime(repeats) {
          onThreads(count) { t in
            var acc = SIMD16<UInt8>(repeating: 0)
            for index in stride(from: t, to: cells.count, by: count) {
              let photo = photos[cells[index].slot]!
              let crop = CropRect(aspectFilling: cells[index].rect.size, from: photo.size).rect
              let base = UnsafeRawPointer(photo.bytes.baseAddress!)
              for y in crop.y..<crop.maxY {
                let row = base + (y * photo.size.width + crop.x) * 4
                var i = 0
                while i + 64 <= crop.width * 4 {
                  acc &+= row.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                  acc &+= row.loadUnaligned(fromByteOffset: i + 16, as: SIMD16<UInt8>.self)
                  acc &+= row.loadUnaligned(fromByteOffset: i + 32, as: SIMD16<UInt8>.self)
                  acc &+= row.loadUnaligned(fromByteOffset: i + 48, as: SIMD16<UInt8>.self)
                  i += 64
                }
              }
            }
            sums[t * 64] = acc.wrappedSum()
          }
        }
        checksum &+= sums[0]
      }
      result["crop_bytes"] = cells.map { cell -> Int in
        let photo = photos[cell.slot]!
        let crop = CropRect(aspectFilling: cell.rect.size, from: photo.size).rect
        return crop.width * crop.height * 4
      }.reduce(0, +)
    }
  }
  result["checksum"] = Int(checksum)
  print(
    String(decoding: try! JSONSerialization.data(withJSONObject: result, options: .sortedKeys), as: UTF8.self)
  )
}

/// Compose time per format at its largest picture (short side twice the workload's, the long
/// side within 4096) against the square at the workload's side, with the pixel counts; and the
/// cost of rounded corners (the largest radius against none) on that square. One thread, the
/// core's own compose, the workload's photos in its layout.
func formats(_ name: String, folder: String, repeats: Int) {
  guard let workload = Workload.named(name) else { fail("no workload \(name)") }
  let images = photos(of: workload, folder: folder)
  func time(_ picture: Picture) -> Double {
    let size = picture.size
    var canvas = [UInt8](repeating: 1, count: size.width * size.height * 4)
    return canvas.withUnsafeMutableBufferPointer { buffer in
      let target = Canvas(size: size, pixels: buffer)
      return PhotoPixels.borrowing(images) { pixels in
        medianTime(repeats) {
          Compositor.compose(workload.layout, picture: picture, on: target) {
            pixels[$0].map { CellPhoto($0) }
          }
        }
      }
    }
  }
  let square = Picture(shortSide: workload.side)
  var rows: [[String: Any]] = []
  for format in PictureFormat.all {
    let picture = Picture(format: format, shortSide: 2 * workload.side)
    let size = picture.size
    rows.append([
      "format": format.ratioText, "width": size.width, "height": size.height, "ms": time(picture),
    ])
  }
  var rounded = square
  rounded.frame = Frame(
    spacing: square.frame.spacing, colour: square.frame.colour, radius: Frame.radiusRange.upperBound)
  let result: [String: Any] = [
    "workload": name, "square_side": workload.side, "square_ms": time(square), "formats": rows,
    "rounded_ms": time(rounded),
  ]
  print(
    String(decoding: try! JSONSerialization.data(withJSONObject: result, options: .sortedKeys), as: UTF8.self)
  )
}

let arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "generate" where arguments.count == 3: generate(into: arguments[2])
case "compose" where arguments.count >= 5:
  var rest = Array(arguments.dropFirst(5))
  var turn = PhotoOrientation.upright
  if let flag = rest.firstIndex(of: "--turn"), flag + 1 < rest.count {
    guard let exif = Int(rest[flag + 1]), let orientation = PhotoOrientation(exif: exif) else {
      fail("--turn takes an EXIF orientation, 1–8")
    }
    turn = orientation
    rest.removeSubrange(flag...flag + 1)
  }
  compose(
    arguments[2], folder: arguments[3], repeats: Int(arguments[4]) ?? 5, output: rest.first, turn: turn)
case "cores" where arguments.count == 5:
  cores(arguments[2], folder: arguments[3], repeats: Int(arguments[4]) ?? 5)
case "formats" where arguments.count == 5:
  formats(arguments[2], folder: arguments[3], repeats: Int(arguments[4]) ?? 5)
case "fit" where arguments.count == 3: fit(sets: Int(arguments[2]) ?? 100)
case "fit-sets" where arguments.count == 3: fitSets(to: arguments[2])
default:
  fail(
    "usage: instagrid-bench generate FOLDER | compose W FOLDER REPEATS [OUT] [--turn EXIF]"
      + " | cores W FOLDER REPEATS"
      + " | formats W FOLDER REPEATS | fit SETS | fit-sets FILE")
}
