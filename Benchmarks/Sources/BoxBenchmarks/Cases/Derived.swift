import Binding
import OpenCombine

extension BenchmarkCase {
  /// A set on the main queue delivered through a derived box: each observer has a `map` (or a
  /// `removeDuplicates`) of its own between it and the source, against OpenCombine's `map`.
  static func derivedDelivery(observers: Int) -> BenchmarkCase {
    BenchmarkCase(
      id: "derived.observers=\(observers)",
      title: "set + delivery through a derived box to \(observers) observer\(observers == 1 ? "" : "s")",
      unit: "ns/set",
      size: .calibrated
    ) { settings in
      [
        Delivery.closures(observers),
        await Delivery.box(observers, settings),
        await Delivery.box(observers, settings, name: "Box.map") { box, observer in
          let mapped = box.map { $0 }
          return (mapped, mapped.bind(observer))
        },
        await Delivery.box(observers, settings, name: "Box.removeDuplicates") { box, observer in
          let distinct = box.removeDuplicates()
          return (distinct, distinct.bind(observer))
        },
        Derived.openCombineMap(observers),
      ]
    }
  }
}

/// The OpenCombine contender of the derived cases.
@MainActor
enum Derived {
  static func openCombineMap(_ count: Int) -> Contender {
    let subject = CurrentValueSubject<Int, Never>(0)
    let tally = Tally()
    let cancellables = (0..<count).map { _ in subject.map { $0 }.sink { tally.record($0) } }
    tally.reset()
    return .timed(
      "OpenCombine.map",
      run: { operations in
        withExtendedLifetime(cancellables) {
          for value in tally.nextValues(operations, observers: count) { subject.send(value) }
        }
      },
      check: { tally.mismatch() }
    )
  }
}
