import Foundation
import Glibc
import Testing

/// A temporary output file never outlives the process, even when a signal ends it.
@Suite("instagrid compose: signals")
struct SignalTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var signal: Int32
    var testDescription: String { name }
  }

  static let cases = [
    Case(name: "SIGTERM", signal: SIGTERM), Case(name: "SIGINT", signal: SIGINT),
    Case(name: "SIGHUP", signal: SIGHUP),
  ]

  @Test(
    "a signal while composing removes the temporary and ends the process by that signal", arguments: cases)
  func signalCleansUp(_ testCase: Case) throws {
    try withScratchDirectory { dir in
      try Netpbm.ppm(width: 4, height: 4, rgb: [1, 2, 3]).write(to: dir.appendingPathComponent("a.ppm"))
      // A FIFO nobody writes to: the CLI waits on it forever, with its temporary output open.
      #expect(mkfifo(dir.appendingPathComponent("stall.ppm").path, 0o600) == 0)
      let paths = ["a.ppm", "a.ppm", "stall.ppm"].map { dir.appendingPathComponent($0).path }
      let pid = try spawn(["compose"] + paths + ["-o", dir.appendingPathComponent("out.ppm").path])
      var temporaries: [String] = []
      for _ in 0..<200 where temporaries.isEmpty {  // up to 10 s
        usleep(50_000)
        temporaries = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
          $0.hasPrefix(".out.ppm.instagrid-")
        }
      }
      #expect(temporaries.count == 1, "the temporary exists while composing")
      kill(pid, testCase.signal)
      var status: Int32 = 0
      #expect(waitpid(pid, &status, 0) == pid)
      #expect(status & 0x7F == testCase.signal, "dies of the signal it got (wait status \(status))")
      let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
      #expect(left == ["a.ppm", "stall.ppm"], "no temporary, no output: \(left)")
    }
  }

  /// Starts the CLI as a shell would: signals unblocked and at their default action
  /// (a test runner's threads block some, and a spawned child would inherit that).
  private func spawn(_ arguments: [String]) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([CLIRunner.binary.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, CLIRunner.binary.path, &actions, &attributes, argv, environ)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
    return pid
  }

  @Test("an input truncated while it is mapped: one line, no temporary, whichever moment it happens")
  func truncatedWhileMapped() throws {
    try withScratchDirectory { dir in
      let original = Data(repeating: 200, count: 4000 * 3000 * 4)
      let big = dir.appendingPathComponent("big.rgba")
      var outcomes: Set<Int32> = []
      for attempt in 0..<8 {
        try original.write(to: big)
        // Truncate it at some moment while the CLI maps and reads it (or before, or after).
        let truncator = Process()
        truncator.executableURL = URL(fileURLWithPath: "/bin/sh")
        truncator.arguments = ["-c", "sleep 0.0\(attempt); exec truncate -s 100 '\(big.path)'"]
        try truncator.run()
        let raw = ["--raw", "4000x3000", "big.rgba"]
        let result = try CLIRunner.run(
          ["compose", "-l", "1", "-s", "2048"] + raw + raw + raw + ["-o", "out.ppm"], in: dir)
        truncator.waitUntilExit()
        outcomes.insert(result.status)
        // Done before the truncation (0), refused from its size (65), or ended by SIGBUS mid-read.
        #expect([0, 65].contains(result.status) || result.status == SIGBUS, "status \(result.status)")
        #expect(result.stderr.split(separator: "\n").count <= 1, "one line: \(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
          $0.contains(".instagrid-")
        }
        #expect(left.isEmpty, "no temporary: \(left)")
      }
    }
  }
}
