/// A wait on the main actor for the last value a case expects, bounded by a timeout: the flood and
/// contention checkers each keep one.
///
/// A wait that times out is counted, so the checker can fail the run; a late arrival after it is
/// ignored, as is a timer left over from an earlier wait.
@MainActor
final class ArrivalWait {
  /// How many waits ended by their timeout rather than by the arrival.
  private(set) var timeouts = 0
  private var waiting: (continuation: CheckedContinuation<Void, Never>, generation: Int)?
  private var generation = 0

  /// Whether a wait is under way.
  var isWaiting: Bool { waiting != nil }

  /// Runs `start`, then suspends until ``arrived()`` is called or `timeout` passes.
  func wait(timeout: Duration, start: () -> Void) async {
    generation += 1
    let generation = generation
    let timer = Task { @MainActor in
      try? await Task.sleep(for: timeout)
      self.timeOut(generation)
    }
    await withCheckedContinuation { continuation in
      waiting = (continuation, generation)
      start()
    }
    timer.cancel()
  }

  /// Ends the wait under way, if any: what it waited for has arrived.
  func arrived() {
    guard let waiting else { return }
    self.waiting = nil
    waiting.continuation.resume()
  }

  private func timeOut(_ generation: Int) {
    guard let waiting, waiting.generation == generation else { return }
    self.waiting = nil
    timeouts += 1
    waiting.continuation.resume()
  }
}
