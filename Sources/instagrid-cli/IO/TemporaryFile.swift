import Glibc

/// A hidden temporary file beside the output that never outlives the process.
///
/// It is removed when the program fails (see `remove`) and also when SIGINT, SIGTERM, SIGHUP
/// or SIGBUS (a mapped input truncated by someone else) ends it: a handler unlinks the path,
/// prepared beforehand as a C string, and dies of the same signal with its default action, as
/// if no handler had been there.
final class TemporaryFile {
  /// The temporary's path.
  let path: String
  /// Its open descriptor, for writing.
  let descriptor: Int32

  /// Creates `.NAME.instagrid-PID.tmp` in the folder of `target`; `nil` with `errno` set if it
  /// cannot.
  init?(beside target: String) {
    let slash = target.lastIndex(of: "/")
    let directory = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    path = "\(directory).\(name).instagrid-\(getpid()).tmp"
    // Armed before the file exists, so no moment has a file without its clean-up.
    SignalCleanup.arm(path)
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      let code = errno
      SignalCleanup.disarm()
      errno = code
      return nil
    }
    descriptor = fd
  }

  /// Deletes the file (the output failed).
  func remove() {
    unlink(path)
    SignalCleanup.disarm()
  }

  /// The file now has its final name: nothing to clean up any more.
  func renamed() {
    SignalCleanup.disarm()
  }
}

/// The one temporary path a fatal signal must unlink, as a C string the handler can use
/// without allocating.
nonisolated(unsafe) private var pendingPath: UnsafeMutablePointer<CChar>? = nil

/// Installs and clears the clean-up of a temporary file on SIGINT, SIGTERM, SIGHUP and SIGBUS.
private enum SignalCleanup {
  /// SIGBUS too: a mapped input that another process truncates faults when read.
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGBUS]

  static func arm(_ path: String) {
    disarm()
    pendingPath = strdup(path)
    for signal in signals {
      var previous = sigaction()
      sigaction(signal, nil, &previous)
      // A signal the caller ignores (`nohup`, a background job's SIGINT) stays ignored.
      if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }
      // No SA_RESETHAND: SIGBUS can hit several strands at once, and one that faulted after
      // the reset but before the first handler's unlink would end the process with the file
      // still there. The handler resets the action itself, after the unlink.
      var action = sigaction()
      action.__sigaction_handler.sa_handler = cleanUpAndDie
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  static func disarm() {
    // Not freed: a handler running on another thread at this moment may still read it.
    pendingPath = nil
  }
}

/// Only async-signal-safe calls: unlink, the default action back, then the same signal again
/// (pending until this returns, as the handler blocks it). Strands that fault together each
/// run it; only the one whose unlink removed the file says why.
private func cleanUpAndDie(_ signal: Int32) {
  let removed = pendingPath.map { unlink($0) == 0 } ?? false
  if signal == SIGBUS, removed {
    let message: StaticString = "instagrid: an input file shrank while it was being read\n"
    _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
  }
  var fallback = sigaction()
  fallback.__sigaction_handler.sa_handler = nil  // SIG_DFL
  sigaction(signal, &fallback, nil)
  raise(signal)
}
