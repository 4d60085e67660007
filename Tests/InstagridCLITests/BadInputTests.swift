import Foundation
import Testing

/// The CLI on bad input: one clear line naming the file and the problem, a distinct exit
/// status, and never a partial output file.
@Suite("instagrid compose: bad input")
struct BadInputTests {
  enum Status: Int32 {
    case usage = 64
    case badData = 65
    case cannotOpen = 66
    case cannotWrite = 73
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The third input's bytes (the first two are good).
    var third: Data?
    /// The command line; `nil` for the standard `compose a.ppm b.ppm c.ppm -o out.ppm`.
    var arguments: [String]?
    var status: Status
    var message: String
    var testDescription: String { name }
  }

  static let good = Netpbm.ppm(width: 4, height: 4, rgb: [9, 9, 9])
  static func header(_ text: String, pixels: Int = 0) -> Data {
    Data(text.utf8) + Data(repeating: 1, count: pixels)
  }
  /// A PAM header whose TUPLTYPE line holds `bytes` as they are.
  static func pamTuple(_ bytes: [UInt8]) -> Data {
    header("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 3\nMAXVAL 255\nTUPLTYPE ") + Data(bytes)
      + header("\nENDHDR\n", pixels: 3)
  }

  static let cases: [Case] = [
    Case(
      name: "too few photos", third: nil, arguments: ["compose", "a.ppm", "b.ppm", "-o", "out.ppm"],
      status: .usage, message: "layout 2 needs 3 photos, got 2"),
    Case(
      name: "too many photos", third: good,
      arguments: ["compose", "-l", "1", "a.ppm", "b.ppm", "c.ppm", "a.ppm", "-o", "out.ppm"], status: .usage,
      message: "layout 1 needs 3 photos, got 4"),
    Case(
      name: "no output", third: good, arguments: ["compose", "a.ppm", "b.ppm", "c.ppm"], status: .usage,
      message: "no output given"),
    Case(
      name: "unknown option", third: good,
      arguments: ["compose", "--border", "red", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"], status: .usage,
      message: "unknown option --border"),
    Case(
      name: "colour not #RRGGBB", third: good,
      arguments: ["compose", "--colour", "red", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"], status: .usage,
      message: "--colour takes #RRGGBB, like #106698, not 'red'"),
    Case(
      name: "aspect not offered", third: good,
      arguments: ["compose", "--aspect", "2:3", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"], status: .usage,
      message: "--aspect must be one of 1:1, 4:5, 3:4, 9:16, 16:9, not '2:3'"),
    Case(
      name: "spacing over 10 %", third: good,
      arguments: ["compose", "--spacing", "10.5", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"], status: .usage,
      message: "--spacing takes a percent from 0 to 10 (one decimal at most), not '10.5'"),
    Case(
      name: "radius with two decimals", third: good,
      arguments: ["compose", "--radius", "2.25", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"], status: .usage,
      message: "--radius takes a percent from 0 to 25 (one decimal at most), not '2.25'"),
    Case(
      name: "a layout for another number of photos", third: good,
      arguments: ["compose", "-l", "4", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"], status: .usage,
      message: "layout 4 needs 2 photos, got 3"),
    Case(
      name: "unknown command", third: nil, arguments: ["collage"], status: .usage,
      message: "unknown command 'collage'"),
    Case(name: "no command", third: nil, arguments: [], status: .usage, message: "no command given"),
    Case(
      name: "layout out of range", third: good,
      arguments: ["compose", "-l", "36", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"], status: .usage,
      message:
        "--layout takes a number from 1 to 35, a name, a form like (0|1)/2 (see: instagrid layouts) or fit, not '36'"
    ),
    Case(
      name: "size out of range", third: good,
      arguments: ["compose", "-s", "9000", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"], status: .usage,
      message: "--size must be a whole number from 16 to 8192"),
    Case(
      name: "option without value", third: good, arguments: ["compose", "a.ppm", "b.ppm", "c.ppm", "-o"],
      status: .usage, message: "-o needs a value"),
    Case(
      name: "bad --raw", third: good,
      arguments: ["compose", "--raw", "12by4", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"], status: .usage,
      message: "--raw takes WIDTHxHEIGHT"),
    Case(
      name: "--raw with no input after it", third: good,
      arguments: ["compose", "a.ppm", "b.ppm", "c.ppm", "--raw", "2x2", "-o", "out.ppm"], status: .usage,
      message: "--raw 2x2 must come before"),
    Case(
      name: "unknown output extension", third: good,
      arguments: ["compose", "a.ppm", "b.ppm", "c.ppm", "-o", "out.jpg"], status: .usage,
      message: "out.jpg: cannot tell the format"),
    Case(
      name: "bad --format", third: good,
      arguments: ["compose", "a.ppm", "b.ppm", "c.ppm", "-o", "out.x", "--format", "gif"], status: .usage,
      message: "--format must be ppm or pam"),
    Case(
      name: "bad magic", third: header("GIF89a"), arguments: nil, status: .badData,
      message: "c.ppm: not a PPM, PGM or PAM picture (bad magic number)"),
    Case(
      name: "plain-text PPM", third: header("P3\n1 1\n255\n0 0 0\n"), arguments: nil, status: .badData,
      message: "c.ppm: unsupported Netpbm format P3"),
    Case(
      name: "a terminal escape in a header is shown escaped", third: header("P5\n\u{1b}[2J 1 255\n"),
      arguments: nil, status: .badData, message: "c.ppm: width '\\x1b[2J' is not a whole number"),
    Case(
      name: "the two-byte file P and a newline", third: header("P\n"), arguments: nil, status: .badData,
      message: "c.ppm: unsupported Netpbm format P\\x0a: use P5, P6 or P7"),
    Case(
      name: "control and non-ASCII bytes in a PAM tuple type",
      third: pamTuple([0x52, 0x07, 0x47, 0x0D, 0x42, 0xFF, 0x5C]), arguments: nil, status: .badData,
      message: "c.ppm: unsupported TUPLTYPE R\\x07G\\x0dB\\xff\\\\: use RGB"),
    Case(
      name: "a file name with control bytes", third: nil,
      arguments: ["compose", "a.ppm", "b.ppm", "c\u{1b}]0;x\u{7}\n.ppm", "-o", "out.ppm"],
      status: .cannotOpen,
      message: "c\\x1b]0;x\\x07\\x0a.ppm: cannot open: No such file or directory"),
    Case(
      name: "an option with a newline", third: good,
      arguments: ["compose", "--col\nour", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"], status: .usage,
      message: "unknown option --col\\x0aour"),
    Case(
      name: "a lying header on a 56-byte file",
      third: header("P7 WIDTH 100000000 HEIGHT 1 DEPTH 4 MAXVAL 65535 ENDHDR\n"), arguments: nil,
      status: .badData, message: "c.ppm: truncated pixel data: expected 800000000 bytes, got 0"),
    Case(
      name: "empty file", third: Data(), arguments: nil, status: .badData,
      message: "c.ppm: not a PPM, PGM or PAM picture"),
    Case(
      name: "missing height", third: header("P6\n12"), arguments: nil, status: .badData,
      message: "c.ppm: header ends before the height"),
    Case(
      name: "zero width", third: header("P6\n0 4\n255\n"), arguments: nil, status: .badData,
      message: "c.ppm: width is 0"),
    Case(
      name: "negative height", third: header("P6\n4 -4\n255\n"), arguments: nil, status: .badData,
      message: "c.ppm: height '-4' is not a whole number"),
    Case(
      name: "non-numeric width", third: header("P5\nwide 4\n255\n"), arguments: nil, status: .badData,
      message: "c.ppm: width 'wide' is not a whole number"),
    Case(
      name: "absurd width", third: header("P6\n99999999999999999999 4\n255\n"), arguments: nil,
      status: .badData, message: "c.ppm: width '99999999999999999999' is not a whole number"),
    Case(
      name: "maxval 0", third: header("P6\n4 4\n0\n"), arguments: nil, status: .badData,
      message: "c.ppm: maxval is 0"),
    Case(
      name: "maxval too big", third: header("P5\n4 4\n65536\n"), arguments: nil, status: .badData,
      message: "c.ppm: maxval 65536 is outside 1–65535"),
    Case(
      name: "truncated pixels", third: header("P6\n4 4\n255\n", pixels: 47), arguments: nil, status: .badData,
      message: "c.ppm: truncated pixel data: expected 48 bytes, got 47"),
    Case(
      name: "truncated 16-bit pixels", third: header("P5\n4 4\n4095\n", pixels: 20), arguments: nil,
      status: .badData, message: "c.ppm: truncated pixel data: expected 32 bytes, got 20"),
    Case(
      name: "over the default pixel limit", third: header("P6\n20000 20000\n255\n"), arguments: nil,
      status: .badData,
      message: "c.ppm: declares 20000×20000 pixels, over the limit of 100000000 pixels (see --max-pixels)"),
    Case(
      name: "over a --max-pixels limit", third: good,
      arguments: ["compose", "--max-pixels", "15", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"],
      status: .badData, message: "a.ppm: declares 4×4 pixels, over the limit of 15 pixels"),
    Case(
      name: "PAM without ENDHDR", third: header("P7\nWIDTH 2\nHEIGHT 2\nDEPTH 3\nMAXVAL 255\n"),
      arguments: nil, status: .badData, message: "c.ppm: PAM header ends before ENDHDR"),
    Case(
      name: "PAM without WIDTH", third: header("P7\nHEIGHT 2\nDEPTH 3\nMAXVAL 255\nENDHDR\n"), arguments: nil,
      status: .badData, message: "c.ppm: PAM header has no WIDTH"),
    Case(
      name: "PAM unknown tuple type",
      third: header("P7\nWIDTH 2\nHEIGHT 2\nDEPTH 1\nMAXVAL 1\nTUPLTYPE BLACKANDWHITE\nENDHDR\n"),
      arguments: nil, status: .badData, message: "c.ppm: unsupported TUPLTYPE BLACKANDWHITE"),
    Case(
      name: "PAM depth does not match tuple type",
      third: header("P7\nWIDTH 2\nHEIGHT 2\nDEPTH 3\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"),
      arguments: nil, status: .badData, message: "c.ppm: TUPLTYPE RGB_ALPHA needs DEPTH 4, not 3"),
    Case(
      name: "raw RGBA too short", third: Data(repeating: 0, count: 15),
      arguments: ["compose", "a.ppm", "b.ppm", "--raw", "2x2", "c.ppm", "-o", "out.ppm"], status: .badData,
      message: "c.ppm: truncated raw RGBA: 2×2 needs 16 bytes, got 15"),
    Case(
      name: "raw RGBA too long", third: Data(repeating: 0, count: 17),
      arguments: ["compose", "a.ppm", "b.ppm", "--raw", "2x2", "c.ppm", "-o", "out.ppm"], status: .badData,
      message: "c.ppm: holds more than the 16 bytes of 2×2 raw RGBA: is --raw right?"),
    Case(
      name: "raw RGBA over the limit", third: good,
      arguments: ["compose", "a.ppm", "b.ppm", "--raw", "50000x50000", "c.ppm", "-o", "out.ppm"],
      status: .badData, message: "c.ppm: declares 50000×50000 pixels, over the limit"),
    Case(
      name: "missing file", third: nil,
      arguments: ["compose", "a.ppm", "b.ppm", "missing.ppm", "-o", "out.ppm"], status: .cannotOpen,
      message: "missing.ppm: cannot open: No such file or directory"),
    Case(
      name: "a folder as input", third: nil,
      arguments: ["compose", "a.ppm", "b.ppm", "folder", "-o", "out.ppm"], status: .cannotOpen,
      message: "folder: cannot open: is a directory"),
    Case(
      name: "output folder missing", third: good,
      arguments: ["compose", "a.ppm", "b.ppm", "c.ppm", "-o", "nowhere/out.ppm"], status: .cannotWrite,
      message: "nowhere/out.ppm: cannot write: No such file or directory"),
    Case(
      name: "output is a folder", third: good,
      arguments: ["compose", "a.ppm", "b.ppm", "c.ppm", "-o", "folder", "--format", "ppm"],
      status: .cannotWrite, message: "folder: cannot write: Is a directory"),
  ]

  @Test("one clear line, a distinct exit status, no output file left behind", arguments: cases)
  func badInput(_ testCase: Case) throws {
    try withScratchDirectory { dir in
      try Self.good.write(to: dir.appendingPathComponent("a.ppm"))
      try Self.good.write(to: dir.appendingPathComponent("b.ppm"))
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent("folder"), withIntermediateDirectories: false)
      if let third = testCase.third { try third.write(to: dir.appendingPathComponent("c.ppm")) }
      let before = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
      let arguments = testCase.arguments ?? ["compose", "a.ppm", "b.ppm", "c.ppm", "-o", "out.ppm"]
      let result = try CLIRunner.run(arguments, in: dir)
      #expect(result.status == testCase.status.rawValue, "stderr: \(result.stderr)")
      let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
      #expect(firstLine.hasPrefix("instagrid: "))
      #expect(firstLine.contains(testCase.message), "got: \(firstLine)")
      if testCase.name != "no command" {  // that one follows its line with the usage text
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
      }
      let control = result.stderr.utf8.dropLast().filter { $0 < 0x20 || $0 == 0x7F }
      if testCase.name != "no command" { #expect(control.isEmpty, "no raw control byte: \(result.stderr)") }
      #expect(result.stdout.isEmpty)
      let after = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
      #expect(after == before, "no output or temporary file left: \(after.subtracting(before))")
    }
  }

  @Test("a header over the limit is refused before its pixels are allocated")
  func refusedBeforeAllocating() throws {
    try withScratchDirectory { dir in
      try Self.good.write(to: dir.appendingPathComponent("a.ppm"))
      // 3.6 GB declared, with the address space capped at 1 GiB: allocating first would crash.
      try Self.header("P6\n30000 30000\n255\n").write(to: dir.appendingPathComponent("huge.ppm"))
      let result = try CLIRunner.run(
        ["compose", "a.ppm", "a.ppm", "huge.ppm", "-o", "o.ppm"], in: dir, shellPrefix: "ulimit -v 1048576")
      #expect(result.status == 65, "\(result.stderr)")
      #expect(
        result.stderr.contains("huge.ppm: declares 30000×30000 pixels, over the limit"), "\(result.stderr)")
      // Under a limit that admits it, the file's size shows it is truncated before anything is
      // allocated; the same header through a pipe is believed only as far as its bytes go.
      let admitted = try CLIRunner.run(
        ["compose", "--max-pixels", "1000000000", "a.ppm", "a.ppm", "huge.ppm", "-o", "o.ppm"], in: dir,
        shellPrefix: "ulimit -v 1048576")
      #expect(admitted.status == 65, "\(admitted.stderr)")
      #expect(
        admitted.stderr == "instagrid: huge.ppm: truncated pixel data: expected 2700000000 bytes, got 0\n",
        "\(admitted.stderr)")
    }
  }

  /// 128 MiB of address space: enough for the CLI and its 2048² canvas, far from what the
  /// headers below declare. Before the fix each of them took the process to 400 MB–1.2 GB.
  static let addressCap = "ulimit -v 131072"

  @Test("a lying header costs memory only for the bytes that exist, from a file or a pipe")
  func memoryFollowsBytes() throws {
    try withScratchDirectory { dir in
      try Self.good.write(to: dir.appendingPathComponent("a.ppm"))
      let amplifier = Self.header("P7 WIDTH 100000000 HEIGHT 1 DEPTH 4 MAXVAL 65535 ENDHDR\n")
      try amplifier.write(to: dir.appendingPathComponent("amp.pam"))
      let fromFile = try CLIRunner.run(
        ["compose", "a.ppm", "a.ppm", "amp.pam", "-o", "o.ppm"], in: dir, shellPrefix: Self.addressCap)
      #expect(
        fromFile.stderr == "instagrid: amp.pam: truncated pixel data: expected 800000000 bytes, got 0\n")
      let fromPipe = try CLIRunner.run(
        ["compose", "a.ppm", "a.ppm", "-", "-o", "o.ppm"], in: dir, stdin: amplifier,
        shellPrefix: Self.addressCap, throughPipe: true)
      #expect(
        fromPipe.stderr
          == "instagrid: standard input: truncated pixel data: expected 800000000 bytes, got 0\n")
      // 10000² declared (400 MB of RGBA), 3 MB sent down a pipe: refused when the pipe ends.
      let liar = Self.header("P6\n10000 10000\n255\n", pixels: 3_000_000)
      let partial = try CLIRunner.run(
        ["compose", "a.ppm", "a.ppm", "-", "-o", "o.ppm"], in: dir, stdin: liar, shellPrefix: Self.addressCap,
        throughPipe: true)
      #expect(
        partial.stderr
          == "instagrid: standard input: truncated pixel data: expected 300000000 bytes, got 3000000\n")
      #expect(partial.status == 65)
      // Raw RGBA the same way.
      let raw = try CLIRunner.run(
        ["compose", "a.ppm", "a.ppm", "--raw", "10000x10000", "-", "-o", "o.ppm"], in: dir,
        stdin: Data(repeating: 7, count: 2_000_000), shellPrefix: Self.addressCap, throughPipe: true)
      #expect(
        raw.stderr
          == "instagrid: standard input: truncated raw RGBA: 10000×10000 needs 400000000 bytes, got 2000000\n"
      )
      // And a real picture as large as the cap allows still goes through the pipe.
      let real = Netpbm.ppm(width: 1500, height: 1000, rgb: [1, 2, 3])
      let good = try CLIRunner.run(
        ["compose", "a.ppm", "a.ppm", "-", "-o", "o.ppm"], in: dir, stdin: real, shellPrefix: Self.addressCap,
        throughPipe: true)
      #expect(good.status == 0, "\(good.stderr)")
    }
  }

  @Test("a failure after good inputs on standard input leaves standard output empty")
  func pipelineFailure() throws {
    try withScratchDirectory { dir in
      let stdin = Self.good + Self.good + Self.header("P6\n4 4\n255\n", pixels: 5)
      let result = try CLIRunner.run(["compose", "-", "-", "-", "-o", "-"], in: dir, stdin: stdin)
      #expect(result.status == 65)
      #expect(result.stderr == "instagrid: standard input: truncated pixel data: expected 48 bytes, got 5\n")
      #expect(result.stdout.isEmpty)
    }
  }
}
