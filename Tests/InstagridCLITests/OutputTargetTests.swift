import Foundation
import Glibc
import Testing

/// `-o` writes what it names: a FIFO's reader gets the picture, a symlink's target is replaced
/// (the link stays a link), a character device is written, never replaced.
@Suite("instagrid compose: where -o writes")
struct OutputTargetTests {
  static let photo = Netpbm.ppm(width: 6, height: 4, rgb: [200, 30, 40])
  static let compose = ["compose", "-s", "64", "a.ppm", "a.ppm", "a.ppm", "-o"]

  /// Runs `body` in a scratch folder with `a.ppm`, given the picture a plain `-o ref.ppm` makes.
  private func prepared(_ body: (URL, Data) throws -> Void) throws {
    try withScratchDirectory { dir in
      try Self.photo.write(to: dir.appendingPathComponent("a.ppm"))
      let result = try CLIRunner.run(Self.compose + ["ref.ppm"], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      try body(dir, try Data(contentsOf: dir.appendingPathComponent("ref.ppm")))
    }
  }

  private func fileType(_ path: String, following: Bool = true) -> mode_t {
    var info = stat()
    let status = following ? stat(path, &info) : lstat(path, &info)
    return status == 0 ? info.st_mode & S_IFMT : 0
  }

  private func leftovers(_ dir: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".instagrid-") }
  }

  @Test("a FIFO is written in place: its reader gets the whole picture")
  func fifo() throws {
    try prepared { dir, reference in
      let fifo = dir.appendingPathComponent("out.ppm").path
      #expect(mkfifo(fifo, 0o600) == 0)
      let reader = Process()
      reader.executableURL = URL(fileURLWithPath: "/bin/sh")
      reader.arguments = ["-c", "exec cat out.ppm > got.ppm"]
      reader.currentDirectoryURL = dir
      try reader.run()
      let result = try CLIRunner.run(Self.compose + ["out.ppm"], in: dir)
      for _ in 0..<100 where reader.isRunning { usleep(100_000) }
      #expect(!reader.isRunning, "the FIFO's reader got an end of file")
      if reader.isRunning { reader.terminate() }
      reader.waitUntilExit()
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try Data(contentsOf: dir.appendingPathComponent("got.ppm")) == reference)
      #expect(fileType(fifo) == S_IFIFO, "still a FIFO")
      #expect(try leftovers(dir).isEmpty)
    }
  }

  @Test("a symlink is followed: its target is replaced and the link stays a link")
  func symlinks() throws {
    try prepared { dir, reference in
      let folder = dir.appendingPathComponent("pictures")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      try Data("old".utf8).write(to: folder.appendingPathComponent("target.ppm"))
      #expect(symlink("pictures/target.ppm", dir.appendingPathComponent("link.ppm").path) == 0)
      let result = try CLIRunner.run(Self.compose + ["link.ppm"], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(fileType(dir.appendingPathComponent("link.ppm").path, following: false) == S_IFLNK)
      #expect(try Data(contentsOf: folder.appendingPathComponent("target.ppm")) == reference)
      // A link to a file that does not exist yet creates that file.
      #expect(symlink("pictures/new.ppm", dir.appendingPathComponent("dangling.ppm").path) == 0)
      let created = try CLIRunner.run(Self.compose + ["dangling.ppm"], in: dir)
      #expect(created.status == 0, "\(created.stderr)")
      #expect(fileType(dir.appendingPathComponent("dangling.ppm").path, following: false) == S_IFLNK)
      #expect(try Data(contentsOf: folder.appendingPathComponent("new.ppm")) == reference)
      #expect(try leftovers(dir).isEmpty && leftovers(folder).isEmpty)
    }
  }

  @Test("a character device is written in place, never replaced")
  func characterDevice() throws {
    try prepared { dir, _ in
      // As root a rename could replace even /dev/null, so the test never aims at it: it makes its
      // own null device node (major 1, minor 3) in its folder. Without root, /dev/null cannot be
      // replaced by anyone's rename, so it is safe to use.
      var device = "/dev/null"
      if getuid() == 0 {
        device = dir.appendingPathComponent("null").path
        #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
      }
      var before = stat()
      #expect(stat(device, &before) == 0 && before.st_mode & S_IFMT == S_IFCHR)
      let result = try CLIRunner.run(Self.compose + [device, "--format", "ppm"], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      var after = stat()
      #expect(stat(device, &after) == 0)
      #expect(after.st_mode & S_IFMT == S_IFCHR, "still a character device")
      #expect(after.st_ino == before.st_ino && after.st_rdev == before.st_rdev, "the same node")
      #expect(try leftovers(dir).isEmpty)
      #expect(fileType("/dev/null") == S_IFCHR)
    }
  }

  @Test("a regular file is replaced whole, atomically, and keeps no temporary beside it")
  func regularFile() throws {
    try prepared { dir, reference in
      try Data("old".utf8).write(to: dir.appendingPathComponent("out.ppm"))
      let result = try CLIRunner.run(Self.compose + ["out.ppm"], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try Data(contentsOf: dir.appendingPathComponent("out.ppm")) == reference)
      #expect(try leftovers(dir).isEmpty)
    }
  }
}
