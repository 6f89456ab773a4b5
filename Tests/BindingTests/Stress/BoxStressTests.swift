import Binding
import Testing

/// Bounded stress: sets, binds and unbinds from four threads and the main queue at once, with derived
/// boxes and a stream attached. Run under `swift test --sanitize=thread` in CI.
@Suite("Box under stress")
@MainActor
struct BoxStressTests {
  struct Stamp: Sendable, Equatable {
    var thread: Int
    var count: Int
  }

  @Test("Four threads and the main queue: nothing lost, nothing reordered, everyone ends on the stored value")
  func mixedLoad() async {
    let box = Box(Stamp(thread: -1, count: 0))
    let mapped = box.map { $0.count }
    let distinct = mapped.removeDuplicates()
    let steady = Recorder<Stamp>()
    let mappedLog = Recorder<Int>()
    box.bind(steady.observer)
    distinct.bind(mappedLog.observer)
    var stream = box.values().makeAsyncIterator()
    let rounds = 400
    runOnBackgroundThreads(4) { thread in
      var tokens: [BindingToken] = []
      for count in 1...rounds {
        box.value = Stamp(thread: thread, count: count)
        if count % 3 == 0 {
          tokens.append(box.bind { _ in })
        }
        if count % 5 == 0, !tokens.isEmpty {
          tokens.removeFirst().unbind()
        }
      }
      for token in tokens { token.unbind() }
    }
    for count in 1...50 {
      box.value = Stamp(thread: 4, count: count)
    }
    await flushMainQueue()

    let received = steady.values.dropFirst()
    #expect(received.count == 4 * rounds + 50)
    for thread in 0...4 {
      let counts = received.filter { $0.thread == thread }.map(\.count)
      #expect(counts == Array(1...(thread == 4 ? 50 : rounds)))
    }
    #expect(steady.values.last == box.value)
    #expect(mappedLog.values.last == box.value.count)
    #expect(box.observerCount == 3)  // steady, the map's link, the stream

    var streamed: [Stamp] = []
    for _ in 0...(4 * rounds + 50) {
      if let next = await stream.next() { streamed.append(next) }
    }
    #expect(streamed == steady.values)
  }

  @Test(
    "Three threads set while the main queue delivers and observers come and go: nothing lost or reordered",
    arguments: [DeliveryPolicy.everyValue, .latest])
  func contention(policy: DeliveryPolicy) async {
    let box = Box(Stamp(thread: -1, count: 0), delivery: policy)
    let steady = Recorder<Stamp>()
    let rebound = TokenSlot()
    box.bind { [weak box] stamp in
      steady.record(stamp)
      // Binding and unbinding on the main queue, inside deliveries.
      if steady.values.count % 50 == 0 {
        rebound.token?.unbind()
        rebound.token = box?.bind { _ in }
      }
    }
    let perThread = 2_000
    await runAlongsideMainQueue(4) { thread in
      if thread == 3 {
        for _ in 0..<500 { box.bind { _ in }.unbind() }
      } else {
        for count in 1...perThread { box.value = Stamp(thread: thread, count: count) }
      }
    }
    await flushMainQueue()

    let received = steady.values.dropFirst()
    for thread in 0..<3 {
      let counts = received.filter { $0.thread == thread }.map(\.count)
      if policy == .everyValue {
        #expect(counts == Array(1...perThread))
      } else {
        #expect(counts == counts.sorted() && Set(counts).count == counts.count)
        #expect(counts.count <= perThread)
      }
    }
    #expect(steady.values.last == box.value)
    #expect(box.observerCount == (rebound.token == nil ? 1 : 2))
  }

  @Test("A set from inside an observer of a hop's delivery waits for the values before it")
  func reentrantSetInsideHop() async {
    let box = Box(0)
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    box.bind { [weak box] value in
      first.record(value)
      if value == 2 { box?.value = 100 }
    }
    box.bind(second.observer)
    runOnBackgroundThread {
      for value in 1...3 { box.value = value }
    }
    await flushMainQueue()
    #expect(first.values == [0, 1, 2, 3, 100])
    #expect(second.values == [0, 1, 2, 3, 100])
    #expect(box.value == 100)
  }

  @Test("Binding and unbinding from many threads while values flow leaves no observer behind")
  func bindUnbindChurn() async {
    let box = Box(0)
    runOnBackgroundThreads(4) { thread in
      for round in 0..<300 {
        let token = box.bind { _ in }
        box.value = thread * 1_000 + round
        token.unbind()
      }
    }
    await flushMainQueue()
    #expect(box.observerCount == 0)
    #expect(box.value % 1_000 == 299)
  }
}
