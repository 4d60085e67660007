/// The CLI's commands, as a table: name, one-line summary, and what runs.
struct Command {
  var name: String
  var summary: String
  var run: ([String]) throws(CLIError) -> Void

  static let version = "0.1.0"

  static var all: [Command] {
    [
      Command(name: "compose", summary: "compose photos into one square picture", run: ComposeCommand.run),
      Command(name: "layouts", summary: "list the layouts and their cells", run: LayoutsCommand.run),
    ]
  }

  static var usage: String {
    var lines = [
      "usage: instagrid <command> [options]",
      "",
      "Instagrid composes three or four photos into one square picture.",
      "",
      "commands:",
    ]
    lines += all.map { "  \($0.name)\(String(repeating: " ", count: 10 - $0.name.count))\($0.summary)" }
    lines += [
      "",
      "  -h, --help     show this help (or: instagrid <command> --help)",
      "  --version      show the version",
    ]
    return lines.joined(separator: "\n")
  }

  /// Runs the command named by the first argument.
  static func run(_ arguments: [String]) throws(CLIError) {
    guard let first = arguments.first else { throw .usage("no command given\n\n" + usage) }
    switch first {
    case "-h", "--help", "help":
      Console.print(usage)
    case "--version":
      Console.print("instagrid \(version)")
    default:
      guard let command = all.first(where: { $0.name == first }) else {
        throw .usage("unknown command '\(Escaped.text(first))' (see: instagrid --help)")
      }
      try command.run(Array(arguments.dropFirst()))
    }
  }
}
