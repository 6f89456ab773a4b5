import Dispatch

/// The one place that asks "am I on the main queue?", hops onto it, and runs main-actor code there.
///
/// "Is this the main thread?" is the wrong question: under `dispatchMain()` on Linux (which is how
/// `swift test` runs) the main queue is served by a worker thread. A queue-specific value set on
/// the main queue answers for the queue itself, on every platform.
@usableFromInline
enum MainQueue {
  private static let key: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
  }()

  /// Whether the caller runs on the main queue, and so holds the main actor.
  @usableFromInline
  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) != nil
  }

  /// Runs `work` on the main actor, asynchronously, after everything already queued there.
  @usableFromInline
  static func schedule(_ work: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.main.async {
      assumeIsolated(work)
    }
  }

  /// Runs main-actor code synchronously; the caller has just seen `isCurrent` be true.
  ///
  /// This does what `MainActor.assumeIsolated` does (a synchronous main-actor function has the same
  /// calling convention as a nonisolated one) without repeating the executor check: on Linux that
  /// check costs about 70 ns, more than a whole delivery to one observer, and the queue-specific
  /// test the caller made is the stricter of the two. Debug builds still verify it.
  @inlinable @inline(__always)
  static func assumeIsolated<Result>(_ work: @MainActor () throws -> Result) rethrows -> Result {
    assert(isCurrent, "main-actor code must run on the main queue")
    return try withoutActuallyEscaping(work) { work in
      try unsafeBitCast(work, to: (() throws -> Result).self)()
    }
  }
}
