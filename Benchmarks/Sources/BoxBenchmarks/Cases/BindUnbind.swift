import Binding
import OpenCombine

extension BenchmarkCase {
  /// Binding one observer (with its replay of the current value) and unbinding it, while `others`
  /// observers stay bound.
  static func bindUnbind(others: Int) -> BenchmarkCase {
    BenchmarkCase(
      id: "bind-unbind.others=\(others)",
      title: "bind + unbind one observer, \(others) others bound",
      unit: "ns/pair",
      size: .calibrated
    ) { settings in
      [
        BindUnbind.closures(others),
        await BindUnbind.box(others, settings),
        BindUnbind.openCombine(others),
      ]
    }
  }
}

/// The contenders of the bind + unbind cases.
///
/// Each check then sends one value, which must reach the `others` observers and nobody else: that
/// proves every unbind of the sample took effect.
@MainActor
enum BindUnbind {
  /// The floor: append an identified closure, call it with the current value, remove it by identity.
  static func closures(_ others: Int) -> Contender {
    let tally = Tally()
    let othersTally = Tally()
    var observers: [(id: Int, observer: Observer)] = (0..<others).map { id in (id, { othersTally.record($0) }) }
    var nextID = others
    var current = 0
    let observer: Observer = { tally.record($0) }
    return .timed(
      "closures",
      run: { operations in
        tally.expectReplays(operations, of: current)
        for _ in 0..<operations {
          nextID += 1
          let id = nextID
          observers.append((id, observer))
          observer(current)
          if let index = observers.lastIndex(where: { $0.id == id }) { observers.remove(at: index) }
        }
      },
      check: {
        current = othersTally.nextValues(1, observers: others).upperBound
        for entry in observers { entry.observer(current) }
        return tally.mismatch() ?? othersTally.mismatch()
      }
    )
  }

  static func box(_ others: Int, _ settings: Settings) async -> Contender {
    let box = Box(0)
    let tally = Tally()
    let othersTally = Tally()
    for _ in 0..<others { box.bind { othersTally.record($0) } }
    await MainQueue.drain()
    othersTally.reset()
    let observer: Observer = { tally.record($0) }
    var wasLate = false
    return .timed(
      "Box",
      run: { operations in
        tally.expectReplays(operations, of: box.value)
        for _ in 0..<operations { box.unbind(box.bind(observer)) }
        if !tally.isComplete {
          wasLate = true
          await MainQueue.drain()
        }
      },
      check: {
        box.value = othersTally.nextValues(1, observers: others).upperBound
        if !othersTally.isComplete {
          wasLate = true
          await MainQueue.drain()
        }
        return tally.mismatch() ?? othersTally.mismatch()
          ?? (wasLate ? lateDeliveryFinding(settings, of: "bind (replay) or set") : nil)
      }
    )
  }

  static func openCombine(_ others: Int) -> Contender {
    let subject = CurrentValueSubject<Int, Never>(0)
    let tally = Tally()
    let othersTally = Tally()
    let cancellables = (0..<others).map { _ in subject.sink { othersTally.record($0) } }
    othersTally.reset()
    let observer: (Int) -> Void = { tally.record($0) }
    return .timed(
      "OpenCombine",
      run: { operations in
        tally.expectReplays(operations, of: subject.value)
        for _ in 0..<operations { subject.sink(receiveValue: observer).cancel() }
      },
      check: {
        withExtendedLifetime(cancellables) {
          subject.send(othersTally.nextValues(1, observers: others).upperBound)
        }
        return tally.mismatch() ?? othersTally.mismatch()
      }
    )
  }
}
