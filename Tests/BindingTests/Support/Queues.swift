import Dispatch

/// Waits until every block queued on the main queue before this call has run.
///
/// The main queue is serial, so a block queued now runs after every hop already queued: awaiting it
/// is how a test waits for asynchronous deliveries without sleeping.
func flushMainQueue() async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { done.resume() }
  }
}

/// Runs `work` on `count` background threads at once and blocks until all have finished.
///
/// Called from the main actor, this keeps the main queue busy meanwhile, so every value set by
/// `work` is queued for the main queue: the case of a main queue kept busy.
func runOnBackgroundThreads(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) {
  let group = DispatchGroup()
  let start = DispatchSemaphore(value: 0)
  for index in 0..<count {
    DispatchQueue.global().async(group: group) {
      start.wait()
      work(index)
    }
  }
  for _ in 0..<count {
    start.signal()
  }
  group.wait()
}

/// Runs `work` on one background thread and blocks until it has finished.
func runOnBackgroundThread(_ work: @escaping @Sendable () -> Void) {
  runOnBackgroundThreads(1) { _ in work() }
}

/// Runs `work` on `count` background threads at once and waits, without blocking the main queue,
/// until all have finished: the main queue delivers while they run.
func runAlongsideMainQueue(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) async {
  let group = DispatchGroup()
  for index in 0..<count {
    DispatchQueue.global().async(group: group) {
      work(index)
    }
  }
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    group.notify(queue: .global()) { done.resume() }
  }
}
