import Glibc

// The only place that touches the process: arguments in, exit status out.
do {
  try Command.run(Array(CommandLine.arguments.dropFirst()))
  exit(0)
} catch {
  Console.error("instagrid: \(error.message)")
  exit(error.kind.rawValue)
}
