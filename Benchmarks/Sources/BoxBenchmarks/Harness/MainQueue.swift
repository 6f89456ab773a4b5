import Dispatch

/// The harness's own uses of the main queue, in one place.
///
/// Code on the main actor runs inside main-queue blocks (under `swift run` the async `main` is served
/// by `dispatchMain()`, so on Linux those blocks may run on a worker thread: nothing here asks
/// `Thread.isMainThread`).
enum MainQueue {
  /// Suspends until every block already queued on the main queue has run.
  @MainActor
  static func drain() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  /// Keeps the main queue busy while `work` runs on another thread, and returns when it is done.
  ///
  /// Everything `work` queues for the main queue stays queued until this returns: it is how the
  /// flood case makes a burst of sets pile up behind a busy main queue.
  @MainActor
  static func hold(while work: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      work()
      done.signal()
    }
    done.wait()
  }
}

extension MainQueue {
  /// Queues a probe that advances `turns` once every block queued before it has run.
  static func advanceAfterQueuedBlocks(_ turns: MainQueueTurns) {
    DispatchQueue.main.async { turns.advance() }
  }
}

/// A counter of probe blocks run on the main queue, to tell main-queue blocks apart.
@MainActor
final class MainQueueTurns {
  private(set) var count = 0

  func advance() {
    count &+= 1
  }
}
