import Binding
import Observation

extension BenchmarkCase {
  /// A set on the main queue whose value a tracking of Observation read: the tracking is told, and
  /// reads the value and tracks again, as a SwiftUI view that shows the value does.
  static let trackedSet = BenchmarkCase(
    id: "observation.tracked-set",
    title: "set on the main queue with a tracked read: told, then read and tracked again",
    unit: "ns/set",
    size: .calibrated
  ) { _ in
    let model = ObservedValue()
    let box = Box(0)
    return [
      Delivery.tracking(1, name: "Observation", read: { model.value }, write: { model.value = $0 }),
      Delivery.tracking(1, name: "Box", read: { box.value }, write: { box.value = $0 }),
    ]
  }

  /// A read of the value outside any tracking, then a set on the main queue, with no observer: what
  /// Observation costs a box that nothing tracks but that is read between its sets.
  static let untrackedReadThenSet = BenchmarkCase(
    id: "observation.untracked-read-set",
    title: "read outside tracking, then set on the main queue, no observer",
    unit: "ns/pair",
    size: .calibrated
  ) { _ in
    [ReadThenSet.closures(), ReadThenSet.box(), ReadThenSet.observation()]
  }
}

/// The contenders of the read-then-set case. Each reads the value and sets the next one; the values
/// sent are consecutive, so each value read plus one is the value about to be sent, and the tally
/// checks those.
@MainActor
enum ReadThenSet {
  /// The floor: a stored value, read and written.
  static func closures() -> Contender {
    var current = 0
    return contender("closures", read: { current }, write: { current = $0 })
  }

  static func box() -> Contender {
    let box = Box(0)
    return contender("Box", read: { box.value }, write: { box.value = $0 })
  }

  static func observation() -> Contender {
    let model = ObservedValue()
    return contender("Observation", read: { model.value }, write: { model.value = $0 })
  }

  private static func contender(
    _ name: String,
    read: @escaping @MainActor () -> Int,
    write: @escaping @MainActor (Int) -> Void
  ) -> Contender {
    let tally = Tally()
    return .timed(
      name,
      run: { operations in
        for value in tally.nextValues(operations, observers: 1) {
          tally.record(read() + 1)
          write(value)
        }
      },
      check: { tally.mismatch() }
    )
  }
}
