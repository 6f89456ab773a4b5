import Binding
import Observation
import OpenCombine

extension BenchmarkCase {
  /// A set on the main queue and its delivery to `observers` observers, on the synchronous path.
  static func delivery(observers: Int) -> BenchmarkCase {
    BenchmarkCase(
      id: "delivery.observers=\(observers)",
      title: "set + delivery to \(observers) observer\(observers == 1 ? "" : "s") on the main queue",
      unit: "ns/set",
      size: .calibrated
    ) { settings in
      [
        Delivery.closures(observers),
        await Delivery.box(observers, settings),
        Delivery.openCombine(observers),
        Delivery.observation(observers),
      ]
    }
  }
}

/// The contenders of the delivery cases.
@MainActor
enum Delivery {
  /// The floor: a stored value and an array of closures called in turn.
  static func closures(_ count: Int) -> Contender {
    let tally = Tally()
    let observers: [Observer] = (0..<count).map { _ in { tally.record($0) } }
    var current = 0
    return .timed(
      "closures",
      run: { operations in
        for value in tally.nextValues(operations, observers: count) {
          current = value
          for observer in observers { observer(current) }
        }
      },
      check: { tally.mismatch() }
    )
  }

  /// A `Box` whose observers are attached by `observe`, which returns what must stay alive (a
  /// token, or a derived box and its token): the hook for derived-box cases such as `map`, whose
  /// observers must see every value set on the source unchanged.
  static func box(
    _ count: Int,
    _ settings: Settings,
    name: String = "Box",
    observe: @escaping @MainActor (Box<Int>, @escaping Observer) -> Any = { $0.bind($1) }
  ) async -> Contender {
    let box = Box(0)
    let tally = Tally()
    let attachments = (0..<count).map { _ in observe(box) { tally.record($0) } }
    await MainQueue.drain()
    tally.reset()
    var wasLate = false
    return .timed(
      name,
      run: { operations in
        for value in tally.nextValues(operations, observers: count) { box.value = value }
        // The contract delivers before the setter returns; a Box that does not is still timed up
        // to the delivery, and its check tells.
        if !tally.isComplete {
          wasLate = true
          await MainQueue.drain()
        }
      },
      check: {
        withExtendedLifetime(attachments) {}
        return tally.mismatch() ?? (wasLate ? lateDeliveryFinding(settings) : nil)
      }
    )
  }

  static func openCombine(_ count: Int) -> Contender {
    let subject = CurrentValueSubject<Int, Never>(0)
    let tally = Tally()
    let cancellables = (0..<count).map { _ in subject.sink { tally.record($0) } }
    tally.reset()
    return .timed(
      "OpenCombine",
      run: { operations in
        withExtendedLifetime(cancellables) {
          for value in tally.nextValues(operations, observers: count) { subject.send(value) }
        }
      },
      check: { tally.mismatch() }
    )
  }

  /// Observation, as a view model's observer uses it: `onChange` fires before the change (and only
  /// once), so each observer that fired reads the new value and tracks again right after the set.
  static func observation(_ count: Int) -> Contender {
    let model = ObservedValue()
    return tracking(count, name: "Observation", read: { model.value }, write: { model.value = $0 })
  }

  /// Observers that each read a value inside `withObservationTracking`; after each `write`, every
  /// observer whose tracking was told reads the value again and tracks again, as a SwiftUI view does.
  static func tracking(
    _ count: Int,
    name: String,
    read: @escaping @MainActor () -> Int,
    write: @escaping @MainActor (Int) -> Void
  ) -> Contender {
    let tally = Tally()
    let stale = StaleObservers()
    let observers = (0..<count).map { _ in TrackingObserver(read: read, tally: tally, stale: stale) }
    for observer in observers { observer.track() }
    tally.reset()
    return .timed(
      name,
      run: { operations in
        for value in tally.nextValues(operations, observers: count) {
          write(value)
          for observer in stale.observers { observer.track() }
          stale.observers.removeAll(keepingCapacity: true)
        }
      },
      check: { tally.mismatch() }
    )
  }
}

/// The observed state of the Observation contender.
@Observable
final class ObservedValue {
  var value = 0
}

/// The observers whose tracking fired since they last tracked.
@MainActor
final class StaleObservers {
  var observers: [TrackingObserver] = []
}

/// One Observation observer: reads the value under tracking and records it.
@MainActor
final class TrackingObserver {
  private let read: @MainActor () -> Int
  private let tally: Tally
  private let stale: StaleObservers

  init(read: @escaping @MainActor () -> Int, tally: Tally, stale: StaleObservers) {
    self.read = read
    self.tally = tally
    self.stale = stale
  }

  func track() {
    withObservationTracking {
      tally.record(read())
    } onChange: { [self] in
      // `onChange` runs synchronously inside the main-actor set, on the main queue: for an
      // `@Observable` property before the change, for a box right after it.
      MainActor.assumeIsolated { stale.observers.append(self) }
    }
  }
}
