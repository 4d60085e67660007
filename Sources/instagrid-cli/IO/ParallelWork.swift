import Glibc

/// Runs independent jobs on the machine's cores: the CLI's only threads.
///
/// The core stays single-threaded and pure; the CLI hands each thread whole cells, which touch
/// disjoint parts of the canvas.
enum ParallelWork {
  /// How many threads pay: one per online core, at most `jobs`.
  static func threadCount(for jobs: Int) -> Int {
    max(1, min(jobs, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
  }

  /// Calls `job(i)` for every `i` in `0..<jobs`, thread `t` taking `t`, `t + threads`, …, and
  /// returns when all are done. With one thread it runs in order on the caller's thread.
  static func run(jobs: Int, threads: Int, _ job: @escaping (Int) -> Void) {
    guard threads > 1 else {
      for index in 0..<jobs { job(index) }
      return
    }
    var started: [pthread_t] = []
    for first in 1..<threads {
      let context = Unmanaged.passRetained(Strand(first: first, stride: threads, jobs: jobs, job: job))
      var thread = pthread_t()
      if pthread_create(&thread, nil, runStrand, context.toOpaque()) == 0 {
        started.append(thread)
      } else {
        // No thread to be had: do its share here.
        context.takeRetainedValue().run()
      }
    }
    Strand(first: 0, stride: threads, jobs: jobs, job: job).run()
    for thread in started { pthread_join(thread, nil) }
  }

  /// One thread's share of the jobs.
  private final class Strand {
    let first: Int
    let stride: Int
    let jobs: Int
    let job: (Int) -> Void

    init(first: Int, stride: Int, jobs: Int, job: @escaping (Int) -> Void) {
      (self.first, self.stride, self.jobs, self.job) = (first, stride, jobs, job)
    }

    func run() {
      for index in Swift.stride(from: first, to: jobs, by: stride) { job(index) }
    }
  }

  private static let runStrand: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = {
    context in
    Unmanaged<Strand>.fromOpaque(context!).takeRetainedValue().run()
    return nil
  }
}
