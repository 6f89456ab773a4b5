/// An observer of the benchmarks: the same shape for every contender, so that they do equal work.
typealias Observer = @MainActor @Sendable (Int) -> Void

/// One way of doing a case's work, such as "Box" or "OpenCombine".
///
/// The first contender of a case is its floor: every other figure is also shown as a ratio to it.
/// Contenders run on the main actor, so the main-queue paths of the libraries are the ones measured.
@MainActor
struct Contender {
  /// The name printed and stored in baselines.
  let name: String
  /// Runs one sample of `count` operations and returns its figure, for example nanoseconds per set.
  let sample: @MainActor (_ count: Int) async -> Double
  /// Checks that the sample just taken did all its work; called right after `sample` returns.
  let check: @MainActor () async -> Finding?

  /// A contender whose figure is the wall time of `run`, in nanoseconds per operation.
  static func timed(
    _ name: String,
    run: @escaping @MainActor (_ count: Int) async -> Void,
    check: @escaping @MainActor () async -> Finding?
  ) -> Contender {
    Contender(
      name: name,
      sample: { count in
        let start = ContinuousClock.now
        await run(count)
        return (ContinuousClock.now - start).nanoseconds / Double(count)
      },
      check: check
    )
  }
}

/// What a check found wrong with a sample.
enum Finding: Equatable, Sendable {
  /// The contender did not do the work it was timed for: the run fails.
  case failure(String)
  /// Something worth telling that does not fail the run.
  case note(String)
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
  }
}
