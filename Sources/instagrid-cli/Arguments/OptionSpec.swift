/// One option of a command, as a row of its table: spellings, value, help, and effect.
struct OptionSpec<Options> {
  /// Spellings, long first (`--layout`, `-l`).
  var names: [String]
  /// The value's placeholder in help (`N`), or `nil` for a flag.
  var value: String?
  /// One line for `--help`.
  var help: String
  /// Applies the option (with its value, or "" for a flag).
  var apply: (inout Options, String) throws(CLIError) -> Void
}

/// Parses a command's arguments against its option table.
enum ArgumentParser {
  /// Applies `arguments` to `options`: table rows for options (`--name value` or `--name=value`),
  /// `positional` for the rest. "-" is positional (standard input/output); "--" ends options.
  static func parse<Options>(
    _ arguments: [String],
    command: String,
    table: [OptionSpec<Options>],
    into options: inout Options,
    positional: (inout Options, String) throws(CLIError) -> Void
  ) throws(CLIError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        try positional(&options, argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (name, inlineValue) = split(argument)
      guard let spec = table.first(where: { $0.names.contains(name) }) else {
        throw .usage(
          "unknown option \(Escaped.text(name)) for '\(command)' (see: instagrid \(command) --help)")
      }
      guard spec.value != nil else {
        if inlineValue != nil { throw .usage("\(Escaped.text(name)) takes no value") }
        try spec.apply(&options, "")
        continue
      }
      if let inlineValue {
        try spec.apply(&options, inlineValue)
      } else if index < arguments.count {
        try spec.apply(&options, arguments[index])
        index += 1
      } else {
        throw .usage("\(name) needs a value (\(spec.value!))")
      }
    }
  }

  /// The help lines for a table, aligned.
  static func helpLines<Options>(_ table: [OptionSpec<Options>]) -> [String] {
    let heads = table.map { spec in spec.names.joined(separator: ", ") + (spec.value.map { " \($0)" } ?? "") }
    let width = heads.map(\.count).max() ?? 0
    return zip(heads, table).map { head, spec in
      "  " + head + String(repeating: " ", count: width - head.count + 2) + spec.help
    }
  }

  /// A whole number in `range`, or a usage error naming the option.
  static func number(_ text: String, for option: String, in range: ClosedRange<Int>) throws(CLIError) -> Int {
    guard let value = Int(text), range.contains(value) else {
      throw .usage(
        "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(Escaped.text(text))'"
      )
    }
    return value
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
