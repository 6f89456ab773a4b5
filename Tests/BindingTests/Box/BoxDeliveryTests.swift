import Dispatch
import Testing

@testable import Binding

/// One test (or more) for each numbered delivery rule of `Box` (the list in the README).
@Suite("Box delivery rules")
@MainActor
struct BoxDeliveryTests {
  // Rule 1
  @Test("Observers run on the main queue, whichever thread sets the value")
  func observersRunOnMainQueue() async {
    let box = Box(0)
    let recorder = Recorder<Int>()
    box.bind(recorder.observer)
    runOnBackgroundThreads(3) { thread in box.value = thread + 1 }
    box.value = 10
    await flushMainQueue()
    #expect(recorder.values.count == 5)
    #expect(recorder.callsOffMainQueue == 0)
  }

  // Rule 2
  @Test("Binding on the main queue replays the current value before bind returns")
  func bindReplaysSynchronously() {
    let box = Box("first")
    box.value = "current"
    let recorder = Recorder<String>()
    box.bind(recorder.observer)
    #expect(recorder.values == ["current"])
  }

  @Test("Binding from another thread replays the current value first, on the main queue")
  func bindOffMainReplaysFirst() async {
    let box = Box(1)
    let recorder = Recorder<Int>()
    runOnBackgroundThread {
      box.bind(recorder.observer)
      box.value = 2
      box.value = 3
    }
    #expect(recorder.values.isEmpty)
    await flushMainQueue()
    #expect(recorder.values == [1, 2, 3])
  }

  @Test("A bind racing a stream of sets misses nothing after it and replays nothing twice")
  func bindRacingSetsIsExact() async throws {
    let box = Box(0)
    let recorder = Recorder<Int>()
    runOnBackgroundThreads(2) { thread in
      if thread == 0 {
        for value in 1...2_000 { box.value = value }
      } else {
        box.bind(recorder.observer)
      }
    }
    await flushMainQueue()
    let received = recorder.values
    let first = try #require(received.first)
    #expect(received == Array(first...2_000))
  }

  // Rule 3
  @Test("A set on the main queue notifies every observer before it returns")
  func mainQueueSetIsSynchronous() {
    let box = Box(0)
    let recorders = (0..<3).map { _ in Recorder<Int>() }
    for recorder in recorders { box.bind(recorder.observer) }
    box.value = 1
    box.value = 2
    for recorder in recorders {
      #expect(recorder.values == [0, 1, 2])
    }
  }

  // Rule 4
  @Test("A set from another thread hops to the main queue")
  func offMainSetHops() async {
    let box = Box(0)
    let recorder = Recorder<Int>()
    box.bind(recorder.observer)
    runOnBackgroundThread { box.value = 1 }
    #expect(recorder.values == [0])
    await flushMainQueue()
    #expect(recorder.values == [0, 1])
  }

  @Test("A main-queue set never overtakes values still queued from another thread")
  func mainQueueSetDoesNotOvertake() {
    let box = Box(0)
    let recorder = Recorder<Int>()
    box.bind(recorder.observer)
    // The main queue is busy running this test, so 1 and 2 wait for it.
    runOnBackgroundThread {
      box.value = 1
      box.value = 2
    }
    box.value = 3
    #expect(recorder.values == [0, 1, 2, 3])
  }

  @Test("Values set from four threads at once all arrive, each thread's in order, ending on the stored value")
  func manyThreadsKeepOrder() async {
    struct Stamp: Sendable, Equatable {
      var thread: Int
      var count: Int
    }
    let box = Box(Stamp(thread: -1, count: 0))
    let recorder = Recorder<Stamp>()
    box.bind(recorder.observer)
    let perThread = 2_500
    runOnBackgroundThreads(4) { thread in
      for count in 1...perThread { box.value = Stamp(thread: thread, count: count) }
    }
    box.value = Stamp(thread: 9, count: 1)
    await flushMainQueue()
    let received = recorder.values.dropFirst()
    #expect(received.count == 4 * perThread + 1)
    for thread in 0..<4 {
      let counts = received.filter { $0.thread == thread }.map(\.count)
      #expect(counts == Array(1...perThread))
    }
    #expect(recorder.values.last == box.value)
  }

  // Rule 5
  @Test("A set from inside an observer is queued, not nested: everyone sees v1 before v2 and ends on the box's value")
  func reentrantSetIsQueued() {
    let box = Box(0)
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    box.bind { [weak box] value in
      first.record(value)
      if value == 1 { box?.value = 2 }
    }
    box.bind(second.observer)
    box.value = 1
    #expect(first.values == [0, 1, 2])
    #expect(second.values == [0, 1, 2])
    #expect(box.value == 2)
  }

  @Test("Chains of reentrant sets are delivered first-in, first-out")
  func reentrantChain() {
    let box = Box(0)
    let log = Recorder<String>()
    box.bind { [weak box] value in
      log.record("a\(value)")
      if value > 0 && value < 3 { box?.value = value + 1 }
    }
    box.bind { value in log.record("b\(value)") }
    box.value = 1
    #expect(log.values == ["a0", "b0", "a1", "b1", "a2", "b2", "a3", "b3"])
  }

  // Rule 6
  @Test("Observers are called in the order they were bound", arguments: [1, 2, 10, 100, 1_000])
  func bindOrder(count: Int) {
    let box = Box(0)
    let log = Recorder<Int>()
    for index in 0..<count {
      box.bind { value in if value == 1 { log.record(index) } }
    }
    box.value = 1
    #expect(log.values == Array(0..<count))
  }

  // Rule 7
  @Test("An observer unbound during a delivery does not receive the value being delivered")
  func unbindDuringDelivery() {
    let box = Box(0)
    let later = Recorder<Int>()
    let laterToken = TokenSlot()
    box.bind { value in
      if value == 1 { laterToken.token?.unbind() }
    }
    laterToken.token = box.bind(later.observer)
    box.value = 1
    box.value = 2
    #expect(later.values == [0])
  }

  @Test("An observer unbound during a hop's delivery receives nothing more, not even that value")
  func unbindDuringHop() async {
    let box = Box(0)
    let later = Recorder<Int>()
    let laterToken = TokenSlot()
    box.bind { value in
      if value == 2 { laterToken.token?.unbind() }
    }
    laterToken.token = box.bind(later.observer)
    runOnBackgroundThread {
      for value in 1...3 { box.value = value }
    }
    await flushMainQueue()
    #expect(later.values == [0, 1])
    #expect(box.observerCount == 1)
  }

  @Test("No observer is called with the box's lock held: each may read, set, bind and unbind it")
  func observersRunOutsideTheLock() async {
    let box = Box(0)
    let seen = Recorder<String>()
    box.bind { [weak box] value in
      guard let box else { return }
      // Each of these takes the lock, and would deadlock if the delivery held it.
      seen.record("\(value):\(box.value):\(box.observerCount)")
      box.bind { _ in }.unbind()
      if value == 1 { box.value = 2 }
    }
    box.value = 1  // synchronous delivery, then the queued 2
    runOnBackgroundThread { box.value = 3 }
    await flushMainQueue()  // a hop's delivery
    #expect(seen.values == ["0:0:1", "1:1:1", "2:2:1", "3:3:1"])
  }

  @Test("An observer can unbind itself while being called")
  func unbindSelf() {
    let box = Box(0)
    let recorder = Recorder<Int>()
    let slot = TokenSlot()
    slot.token = box.bind { value in
      recorder.record(value)
      if value == 1 { slot.token?.unbind() }
    }
    box.value = 1
    box.value = 2
    #expect(recorder.values == [0, 1])
    #expect(box.observerCount == 0)
  }

  @Test("Unbinding twice, or with another box's token, does nothing")
  func unbindIsIdempotentAndScoped() {
    let box = Box(0)
    let other = Box(0)
    let recorder = Recorder<Int>()
    let token = box.bind(recorder.observer)
    let foreign = other.bind { _ in }
    box.unbind(foreign)
    #expect(box.observerCount == 1)
    box.unbind(token)
    box.unbind(token)
    token.unbind()
    box.value = 1
    #expect(recorder.values == [0])
    #expect(other.observerCount == 1)
  }

  @Test("Unbinding from another thread stops deliveries that start afterwards")
  func unbindFromAnotherThread() async {
    let box = Box(0)
    let recorder = Recorder<Int>()
    let token = box.bind(recorder.observer)
    runOnBackgroundThread {
      box.value = 1
      token.unbind()
      box.value = 2
    }
    await flushMainQueue()
    #expect(recorder.values == [0])
    #expect(box.observerCount == 0)
  }

  @Test("An observer bound during a delivery gets the current value, then later values only")
  func bindDuringDelivery() {
    let box = Box(0)
    let late = Recorder<Int>()
    box.bind { [weak box] value in
      if value == 1 { box?.bind(late.observer) }
    }
    box.value = 1
    box.value = 2
    #expect(late.values == [1, 2])
  }

  // Rule 8
  @Test("A flood of sets from another thread is delivered whole, in one main-queue block")
  func floodIsDrainedInOneHop() async {
    let box = Box(0)
    let recorder = Recorder<Int>()
    box.bind(recorder.observer)
    let blocksBefore = box.mainQueueBlockCount
    runOnBackgroundThread {
      for value in 1...10_000 { box.value = value }
    }
    await flushMainQueue()
    #expect(recorder.values == Array(0...10_000))
    #expect(box.mainQueueBlockCount - blocksBefore == 1)
  }

  @Test("The latest-only policy delivers just the newest waiting value, and still ends on the box's value")
  func latestPolicyCoalesces() async {
    let box = Box(0, delivery: .latest)
    let recorder = Recorder<Int>()
    box.bind(recorder.observer)
    runOnBackgroundThread {
      for value in 1...1_000 { box.value = value }
    }
    await flushMainQueue()
    #expect(recorder.values == [0, 1_000])
  }

  @Test("The latest-only policy never drops a replay")
  func latestPolicyKeepsReplays() async {
    let box = Box(0, delivery: .latest)
    let recorder = Recorder<Int>()
    runOnBackgroundThread {
      box.value = 1
      box.bind(recorder.observer)
      box.value = 2
      box.value = 3
    }
    await flushMainQueue()
    #expect(recorder.values == [1, 3])
  }
}
