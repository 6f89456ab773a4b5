import Binding
import Dispatch
@preconcurrency import OpenCombine
import OpenCombineDispatch

extension BenchmarkCase {
  /// Three threads setting at once while the main queue delivers, one more thread binding and
  /// unbinding, and the main-queue observer rebinding a second observer as it goes; timed until
  /// the last value has been delivered.
  static let contention = BenchmarkCase(
    id: "contention.throughput",
    title: "contention: 3 threads setting, 1 binding + unbinding, main delivering and rebinding",
    unit: "ns/value",
    size: .fixed(full: 300_000, quick: 6_000, samples: 5)
  ) { _ in
    [
      Contention.hopPerValue(),
      await Contention.box(.everyValue),
      await Contention.box(.latest),
      Contention.openCombine(),
    ].map(Contention.throughput)
  }
}

/// The contenders of the contention case.
///
/// Each setter thread sends its own numbers, `thread * stride + count` with `count` counting up
/// from 1, so the observer can tell every thread's values apart and check their order without a
/// lock. Whatever a contender must keep (every value, or only the newest) is checked after each
/// sample; the churn of bindings only has to leave the steady observer undisturbed.
@MainActor
enum Contention {
  nonisolated static let setterThreads = 3
  /// Numbers of thread `t` lie in `t * stride + 1 ..< (t + 1) * stride`.
  nonisolated static let stride = 1 << 32

  /// What a contender gives the harness: how to set a value and churn bindings from any thread,
  /// and what the steady observer should end on.
  struct Channel {
    let name: String
    let observer: ContentionObserver
    let set: @Sendable (Int) -> Void
    /// Binds one more observer and unbinds it, from a background thread.
    let churn: @Sendable () -> Void
    /// The value the box holds once every setter has returned, for contenders that store one.
    let finalValue: @MainActor () -> Int?
  }

  /// The floor: a naive hop, one main-queue block per value; no bindings to churn.
  static func hopPerValue() -> Channel {
    let observer = ContentionObserver(keepsEveryValue: true)
    return Channel(
      name: "hop per value", observer: observer,
      set: { value in DispatchQueue.main.async { observer.record(value) } },
      churn: {}, finalValue: { nil })
  }

  static func box(_ policy: DeliveryPolicy) async -> Channel {
    let box = Box(0, delivery: policy)
    let observer = ContentionObserver(keepsEveryValue: policy == .everyValue)
    let rebinding = Rebinding()
    box.bind { [weak box] value in
      observer.record(value)
      // Rebinding inside a delivery: the new observer's replay waits for this delivery to end.
      if rebinding.isDue() {
        rebinding.token?.unbind()
        rebinding.token = box?.bind { _ in }
      }
    }
    await MainQueue.drain()
    observer.discardReceived()
    return Channel(
      name: policy == .everyValue ? "Box" : "Box (.latest)", observer: observer,
      set: { box.value = $0 },
      churn: { box.bind { _ in }.unbind() },
      finalValue: { box.value })
  }

  /// OpenCombine as it would be used here: a subject sent to from any thread, delivered with
  /// `receive(on: DispatchQueue.main)`, one main-queue block per value.
  static func openCombine() -> Channel {
    let subject = CurrentValueSubject<Int, Never>(0)
    let observer = ContentionObserver(keepsEveryValue: true)
    let rebinding = Rebinding()
    rebinding.steady = subject.dropFirst().receive(on: DispatchQueue.main.ocombine).sink { value in
      MainActor.assumeIsolated {
        observer.record(value)
        if rebinding.isDue() {
          // Not `{ _ in }`: written here, it would be main-actor code, and the setters call it.
          rebinding.cancellable = subject.sink(receiveValue: ignore)
        }
      }
    }
    return Channel(
      name: "OpenCombine", observer: observer,
      set: { subject.send($0) },
      churn: { subject.sink { _ in }.cancel() },
      finalValue: {
        withExtendedLifetime(rebinding) {}
        return nil
      })
  }

  /// An observer that does nothing, callable from any thread.
  nonisolated static func ignore(_ value: Int) {}

  static func throughput(_ channel: Channel) -> Contender {
    let observer = channel.observer
    return Contender(
      name: channel.name,
      sample: { count in
        let perThread = count / setterThreads
        observer.expect(perThread, fromEachOf: setterThreads)
        let set = channel.set
        let churn = channel.churn
        let finalValue = channel.finalValue
        let start = ContinuousClock.now
        await observer.waitForLast(timeout: .seconds(10) + .microseconds(20 * count)) {
          let setters = DispatchGroup()
          for thread in 0..<setterThreads {
            DispatchQueue.global().async(group: setters) {
              for number in 1...perThread { set(thread * stride + number) }
            }
          }
          DispatchQueue.global().async(group: setters) {
            for _ in 0..<(perThread / 16) { churn() }
          }
          setters.notify(queue: .main) {
            MainActor.assumeIsolated { observer.settersFinished(finalValue: finalValue()) }
          }
        }
        return (ContinuousClock.now - start).nanoseconds / Double(perThread * setterThreads)
      },
      check: { observer.mismatch() }
    )
  }
}

/// What the steady observer of a contender binds and unbinds as values arrive.
@MainActor
final class Rebinding {
  var token: BindingToken?
  var cancellable: AnyCancellable?
  var steady: AnyCancellable?
  private var delivered = 0

  /// Whether this delivery is one on which to rebind: every 64th.
  func isDue() -> Bool {
    delivered &+= 1
    return delivered % 64 == 0
  }
}

/// The steady observer of the contention case: checks every thread's order as values arrive, and
/// wakes the harness once the last value has arrived.
@MainActor
final class ContentionObserver {
  /// Whether every value must arrive; otherwise only the newest one must (a latest-only box).
  let keepsEveryValue: Bool
  private var lastCounts: [Int] = []
  private var perThread = 0
  private var received = 0
  private var lastValue: Int?
  private var outOfOrder = 0
  private var expectedLast: Int?
  private var settersDone = false
  private let arrival = ArrivalWait()

  init(keepsEveryValue: Bool) {
    self.keepsEveryValue = keepsEveryValue
  }

  func record(_ value: Int) {
    let thread = value / Contention.stride
    let count = value % Contention.stride
    if thread < lastCounts.count {
      let previous = lastCounts[thread]
      if keepsEveryValue ? count != previous + 1 : count <= previous { outOfOrder += 1 }
      lastCounts[thread] = count
    }
    received += 1
    lastValue = value
    finishIfDone()
  }

  /// Expects `perThread` values from each of `threads` setters, counting from 1 again.
  func expect(_ perThread: Int, fromEachOf threads: Int) {
    self.perThread = perThread
    lastCounts = Array(repeating: 0, count: threads)
    received = 0
    lastValue = nil
    expectedLast = nil
    settersDone = false
  }

  /// Forgets values received before the first sample, such as the replay of a bind.
  func discardReceived() {
    received = 0
    outOfOrder = 0
  }

  /// Every setter has returned; `finalValue` is what the box holds now, if the contender has one.
  func settersFinished(finalValue: Int?) {
    settersDone = true
    expectedLast = finalValue
    finishIfDone()
  }

  private func finishIfDone() {
    guard arrival.isWaiting else { return }
    // Waiting for the setters too, so that the check knows the value the box ended on.
    let isDone =
      settersDone
      && (keepsEveryValue ? received == perThread * lastCounts.count : lastValue == expectedLast)
    if isDone { arrival.arrived() }
  }

  /// Runs `start`, then suspends until the last expected value has arrived or `timeout` passed.
  func waitForLast(timeout: Duration, start: () -> Void) async {
    await arrival.wait(timeout: timeout, start: start)
  }

  /// A failure when a value was lost or reordered, or the box did not end on its own value.
  func mismatch() -> Finding? {
    let complete = keepsEveryValue ? received == perThread * lastCounts.count : received <= perThread * lastCounts.count
    let endsOnStoredValue = expectedLast == nil || lastValue == expectedLast
    guard complete, outOfOrder == 0, arrival.timeouts == 0, endsOnStoredValue else {
      return .failure(
        "observer received \(received) of \(perThread * lastCounts.count) values, \(outOfOrder) out of order, "
          + "\(arrival.timeouts) timeouts, last \(lastValue.map(String.init) ?? "none") "
          + "(box holds \(expectedLast.map(String.init) ?? "-"))")
    }
    return nil
  }
}
