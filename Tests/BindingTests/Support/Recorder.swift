import Binding
import Dispatch

/// Collects what observers receive, on the main actor, with whether each call ran on the main queue.
@MainActor
final class Recorder<Value: Sendable> {
  private(set) var values: [Value] = []
  private(set) var callsOffMainQueue = 0

  /// An observer closure that records into this recorder.
  nonisolated var observer: @MainActor @Sendable (Value) -> Void {
    { [self] value in record(value) }
  }

  func record(_ value: Value) {
    if !MainQueueProbe.isCurrent {
      callsOffMainQueue += 1
    }
    values.append(value)
  }
}

/// Asks the main queue itself, never `Thread.isMainThread` (false on Linux inside main-queue blocks
/// served by a worker thread, as under `swift test`).
enum MainQueueProbe {
  private static let key: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
  }()

  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) != nil
  }
}

/// Holds a token that an observer needs before `bind` has returned it.
@MainActor
final class TokenSlot {
  var token: BindingToken?
}
