import Testing

@testable import Binding

/// Each numbered delivery rule, checked for every kind of derived box: its observers see the
/// source's values exactly as the source's own observers would.
@Suite("Derived boxes follow the delivery rules")
@MainActor
struct DerivedDeliveryTests {
  // Rule 1
  @Test(
    "Observers of a derived box run on the main queue, whichever thread sets the source",
    arguments: DerivedKind.allCases)
  func mainQueue(kind: DerivedKind) async {
    let source = Box(0)
    let derived = kind.make(source, Box(0))
    let recorder = Recorder<Int>()
    derived.bind(recorder.observer)
    runOnBackgroundThread { source.value = 1 }
    source.value = 2
    await flushMainQueue()
    #expect(recorder.values == [0, 1, 2])
    #expect(recorder.callsOffMainQueue == 0)
  }

  // Rule 2
  @Test(
    "Binding a derived box replays its value; from another thread, first, on the main queue",
    arguments: DerivedKind.allCases)
  func replay(kind: DerivedKind) async {
    let source = Box(0)
    let derived = kind.make(source, Box(0))
    source.value = 1
    let onMain = Recorder<Int>()
    derived.bind(onMain.observer)
    #expect(onMain.values == [1])
    let offMain = Recorder<Int>()
    runOnBackgroundThread {
      derived.bind(offMain.observer)
      source.value = 2
    }
    await flushMainQueue()
    #expect(offMain.values == [1, 2])
  }

  @Test(
    "A changes-only observer of a derived box gets no replay, and every later value", arguments: DerivedKind.allCases)
  func changesOnly(kind: DerivedKind) async {
    let source = Box(0)
    let derived = kind.make(source, Box(0))
    let recorder = Recorder<Int>()
    derived.bindChanges(recorder.observer)
    #expect(recorder.values.isEmpty)
    runOnBackgroundThread {
      source.value = 1
      source.value = 2
    }
    source.value = 3
    #expect(recorder.values == [1, 2, 3])
  }

  // Rule 3
  @Test(
    "A main-queue set of the source reaches the derived box's observers before it returns",
    arguments: DerivedKind.allCases)
  func synchronous(kind: DerivedKind) {
    let source = Box(0)
    let derived = kind.make(source, Box(0))
    let recorders = (0..<3).map { _ in Recorder<Int>() }
    for recorder in recorders { derived.bind(recorder.observer) }
    source.value = 1
    for recorder in recorders {
      #expect(recorder.values == [0, 1])
    }
  }

  // Rule 4
  @Test(
    "A main-queue set of the source never overtakes values queued from another thread", arguments: DerivedKind.allCases)
  func noOvertaking(kind: DerivedKind) {
    let source = Box(0)
    let derived = kind.make(source, Box(0))
    let recorder = Recorder<Int>()
    derived.bind(recorder.observer)
    runOnBackgroundThread {
      source.value = 1
      source.value = 2
    }
    source.value = 3
    #expect(recorder.values == [0, 1, 2, 3])
  }

  // Rule 5
  @Test(
    "A set of the source from inside a derived box's observer is queued: everyone sees v1 before v2",
    arguments: DerivedKind.allCases)
  func reentrancy(kind: DerivedKind) {
    let source = Box(0)
    let derived = kind.make(source, Box(0))
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    // The observer captures the source, which keeps the observed derived box alive: unbinding at the
    // end breaks that cycle, as an app's bag would.
    let tokens = [
      derived.bind { value in
        first.record(value)
        if value == 1 { source.value = 2 }
      },
      derived.bind(second.observer),
    ]
    source.value = 1
    #expect(first.values == [0, 1, 2])
    #expect(second.values == [0, 1, 2])
    #expect(derived.value == 2)
    tokens.forEach { $0.unbind() }
  }

  // Rule 6
  @Test("Observers of a derived box are called in the order they were bound", arguments: DerivedKind.allCases)
  func bindOrder(kind: DerivedKind) {
    let source = Box(0)
    let derived = kind.make(source, Box(0))
    let log = Recorder<Int>()
    for index in 0..<20 {
      derived.bind { value in if value == 1 { log.record(index) } }
    }
    source.value = 1
    #expect(log.values == Array(0..<20))
  }

  // Rule 7
  @Test("An observer of a derived box unbound during a delivery gets nothing more", arguments: DerivedKind.allCases)
  func unbindDuringDelivery(kind: DerivedKind) {
    let source = Box(0)
    let derived = kind.make(source, Box(0))
    let later = Recorder<Int>()
    let slot = TokenSlot()
    derived.bind { value in
      if value == 1 { slot.token?.unbind() }
    }
    slot.token = derived.bind(later.observer)
    source.value = 1
    source.value = 2
    #expect(later.values == [0])
  }

  // Rule 8
  @Test(
    "A flood of sets of the source reaches a derived box's observer whole, in one main-queue block",
    arguments: DerivedKind.allCases)
  func flood(kind: DerivedKind) async {
    let source = Box(0)
    let derived = kind.make(source, Box(0))
    let recorder = Recorder<Int>()
    derived.bind(recorder.observer)
    let blocksBefore = source.mainQueueBlockCount
    runOnBackgroundThread {
      for value in 1...10_000 { source.value = value }
    }
    await flushMainQueue()
    #expect(recorder.values == Array(0...10_000))
    #expect(source.mainQueueBlockCount - blocksBefore == 1)
    #expect(derived.box.mainQueueBlockCount == 0)  // it delivers inside the source's block
  }
}
