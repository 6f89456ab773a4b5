import Binding
import Observation
import OpenCombine

extension BenchmarkCase {
  /// Heap bytes per live binding, with a million observers bound to one value.
  static let memoryPerBinding = BenchmarkCase(
    id: "memory.bindings",
    title: "heap per live binding, all bound to one value",
    unit: "bytes",
    size: .fixed(full: 1_000_000, quick: 10_000, samples: 3)
  ) { _ in
    [
      MemoryPerBinding.closures(), MemoryPerBinding.box(), MemoryPerBinding.openCombine(),
      MemoryPerBinding.observation(),
    ]
  }
}

/// The contenders of the memory case.
///
/// The figure is the growth of the heap (`mallinfo2` on Linux, the malloc zones on Darwin) across
/// binding `count` observers, divided by `count`. It counts what the library allocates, including
/// the storage it grows; the handles the caller keeps live in an array reserved beforehand, so
/// only what a handle allocates is counted. Queued main-queue work is drained before each reading.
/// After the reading, one value is sent and must reach every observer.
@MainActor
enum MemoryPerBinding {
  static func closures() -> Contender {
    let tally = Tally()
    var finding: Finding?
    return Contender(
      name: "closures",
      sample: { count in
        var observers: [Observer] = []
        await MainQueue.drain()
        let before = Platform.heapBytesInUse()
        for _ in 0..<count { observers.append { tally.record($0) } }
        let after = Platform.heapBytesInUse()
        tally.reset()
        let value = tally.nextValues(1, observers: count).upperBound
        for observer in observers { observer(value) }
        finding = tally.mismatch()
        return Double(after - before) / Double(count)
      },
      check: { finding }
    )
  }

  static func box() -> Contender {
    let tally = Tally()
    var finding: Finding?
    return Contender(
      name: "Box",
      sample: { count in
        let box = Box(0)
        var tokens: [BindingToken] = []
        tokens.reserveCapacity(count)
        await MainQueue.drain()
        let before = Platform.heapBytesInUse()
        for _ in 0..<count { tokens.append(box.bind { tally.record($0) }) }
        await MainQueue.drain()
        let after = Platform.heapBytesInUse()
        tally.reset()
        box.value = tally.nextValues(1, observers: count).upperBound
        await MainQueue.drain()
        finding = tally.mismatch()
        withExtendedLifetime(tokens) {}
        return Double(after - before) / Double(count)
      },
      check: { finding }
    )
  }

  static func openCombine() -> Contender {
    let tally = Tally()
    var finding: Finding?
    return Contender(
      name: "OpenCombine",
      sample: { count in
        let subject = CurrentValueSubject<Int, Never>(0)
        var cancellables: [AnyCancellable] = []
        cancellables.reserveCapacity(count)
        await MainQueue.drain()
        let before = Platform.heapBytesInUse()
        for _ in 0..<count { cancellables.append(subject.sink { tally.record($0) }) }
        let after = Platform.heapBytesInUse()
        tally.reset()
        subject.send(tally.nextValues(1, observers: count).upperBound)
        finding = tally.mismatch()
        withExtendedLifetime(cancellables) {}
        return Double(after - before) / Double(count)
      },
      check: { finding }
    )
  }

  /// Observation's counterpart of a binding: a tracking of one `@Observable` property, which the
  /// one set tells, every tracking once.
  static func observation() -> Contender {
    let tally = Tally()
    var finding: Finding?
    return Contender(
      name: "Observation",
      sample: { count in
        let model = ObservedValue()
        await MainQueue.drain()
        let before = Platform.heapBytesInUse()
        for _ in 0..<count {
          withObservationTracking {
            _ = model.value
          } onChange: {
            MainActor.assumeIsolated { tally.record(1) }
          }
        }
        let after = Platform.heapBytesInUse()
        tally.reset()
        tally.expectReplays(count, of: 1)
        model.value = 1
        finding = tally.mismatch()
        return Double(after - before) / Double(count)
      },
      check: { finding }
    )
  }
}
