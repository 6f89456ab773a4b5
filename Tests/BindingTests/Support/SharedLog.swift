@testable import Binding

/// A log that any thread may append to: what Observation's `onChange` closures, which are
/// `@Sendable` and not isolated, report, interleaved with what observers report.
final class SharedLog<Entry: Sendable>: Sendable {
  private let storage = Lock<[Entry]>([])

  func append(_ entry: Entry) {
    storage.withLock { $0.append(entry) }
  }

  var entries: [Entry] {
    storage.withLock { $0 }
  }
}

/// One call of an `onChange` closure: the value the box held then, and whether it ran on the main queue.
struct Notice: Equatable, Sendable, CustomStringConvertible {
  let value: Int
  let isOnMainQueue: Bool

  /// A notice on the main queue, which is where every notice must come.
  static func onMainQueue(_ value: Int) -> Notice {
    Notice(value: value, isOnMainQueue: true)
  }

  var description: String { "\(value)\(isOnMainQueue ? "" : " (off the main queue)")" }
}
