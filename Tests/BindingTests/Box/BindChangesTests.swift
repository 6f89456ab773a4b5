import Dispatch
import Testing

@testable import Binding

/// A changes-only observer follows every delivery rule but the replay: it misses no value stored
/// after `bindChanges` returns, and receives none stored before.
@Suite("Changes-only binding")
@MainActor
struct BindChangesTests {
  @Test("Bound on the main queue, it is not called with the current value, then gets each change at once")
  func noReplayOnMainQueue() {
    let box = Box("current")
    let recorder = Recorder<String>()
    box.bindChanges(recorder.observer)
    #expect(recorder.values.isEmpty)
    box.value = "next"
    #expect(recorder.values == ["next"])
    #expect(recorder.callsOffMainQueue == 0)
  }

  @Test("Bound from another thread, it gets no value stored before it, not even one still waiting for the main queue")
  func noValueFromBefore() async {
    let box = Box(0)
    let recorder = Recorder<Int>()
    box.bind { _ in }  // so that values wait for the main queue
    runOnBackgroundThread {
      box.value = 1
      box.bindChanges(recorder.observer)
      box.value = 2
      box.value = 3
    }
    await flushMainQueue()
    #expect(recorder.values == [2, 3])
    #expect(recorder.callsOffMainQueue == 0)
  }

  @Test("Racing a stream of sets, it misses nothing after it and gets nothing twice")
  func racingSets() async {
    let box = Box(0)
    let recorder = Recorder<Int>()
    runOnBackgroundThreads(2) { thread in
      if thread == 0 {
        for value in 1...2_000 { box.value = value }
      } else {
        box.bindChanges(recorder.observer)
      }
    }
    await flushMainQueue()
    let received = recorder.values
    if let first = received.first {
      #expect(received == Array(first...2_000))
    }
  }

  @Test("Bound during a delivery, it does not get the value being delivered")
  func boundDuringDelivery() {
    let box = Box(0)
    let late = Recorder<Int>()
    box.bind { [weak box] value in
      if value == 1 { box?.bindChanges(late.observer) }
    }
    box.value = 1
    box.value = 2
    #expect(late.values == [2])
  }

  @Test("It takes its turn in bind order, and a set from inside an observer reaches it after the current value")
  func orderAndReentrancy() {
    let box = Box(0)
    let log = Recorder<String>()
    box.bindChanges { value in log.record("a\(value)") }
    box.bind { [weak box] value in
      log.record("b\(value)")
      if value == 1 { box?.value = 2 }
    }
    box.bindChanges { value in log.record("c\(value)") }
    box.value = 1
    #expect(log.values == ["b0", "a1", "b1", "c1", "a2", "b2", "c2"])
  }

  @Test("Unbinding it takes effect at once")
  func unbind() {
    let box = Box(0)
    let recorder = Recorder<Int>()
    let token = box.bindChanges(recorder.observer)
    box.value = 1
    token.unbind()
    box.value = 2
    #expect(recorder.values == [1])
    #expect(box.observerCount == 0)
  }

  @Test("A flood from another thread reaches it whole, in one main-queue block")
  func flood() async {
    let box = Box(0)
    let recorder = Recorder<Int>()
    box.bindChanges(recorder.observer)
    let blocksBefore = box.mainQueueBlockCount
    runOnBackgroundThread {
      for value in 1...10_000 { box.value = value }
    }
    await flushMainQueue()
    #expect(recorder.values == Array(1...10_000))
    #expect(box.mainQueueBlockCount - blocksBefore == 1)
  }

  @Test("With an owner, it gets the owner and each change, and ends once the owner is freed")
  func owner() {
    let box = Box("a")
    var label: Label? = Label()
    let watch = WeakReference(label!)
    box.bindChanges(owner: label!) { label, text in label.show(text) }
    #expect(label?.updates == 0)
    box.value = "b"
    #expect(label?.text == "b")
    label = nil
    #expect(watch.isFreed)
    box.value = "c"
    #expect(box.observerCount == 0)
  }

  @Test("Read-only and derived boxes offer it too")
  func onDerivedBoxes() {
    let box = Box(1)
    let recorder = Recorder<Int>()
    box.map { $0 * 10 }.bindChanges(recorder.observer)
    box.readOnly.bindChanges(recorder.observer)
    box.value = 2
    #expect(recorder.values == [20, 2])
  }
}
