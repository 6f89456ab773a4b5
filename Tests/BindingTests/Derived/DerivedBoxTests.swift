import Binding
import Testing

@Suite("Derived boxes")
@MainActor
struct DerivedBoxTests {
  @Test("map starts from the transformed value and follows every change")
  func mapFollows() {
    let source = Box(2)
    let doubled = source.map { $0 * 2 }
    let recorder = Recorder<Int>()
    #expect(doubled.value == 4)
    doubled.bind(recorder.observer)
    source.value = 5
    source.value = 6
    #expect(recorder.values == [4, 10, 12])
  }

  @Test("map follows values set from other threads, in order")
  func mapFollowsOffMainSets() async {
    let source = Box(0)
    let text = source.map { "#\($0)" }
    let recorder = Recorder<String>()
    text.bind(recorder.observer)
    runOnBackgroundThread {
      for value in 1...3 { source.value = value }
    }
    await flushMainQueue()
    #expect(recorder.values == ["#0", "#1", "#2", "#3"])
  }

  @Test("A chain of derived boxes keeps its intermediate boxes alive")
  func chainKeepsTemporaries() {
    let source = Box(1)
    let chained = source.map { $0 + 1 }.map { $0 * 10 }
    source.value = 4
    #expect(chained.value == 50)
  }

  @Test("removeDuplicates skips a value equal to the one before it")
  func removeDuplicates() {
    let source = Box(1)
    let distinct = source.removeDuplicates()
    let recorder = Recorder<Int>()
    distinct.bind(recorder.observer)
    for value in [1, 2, 2, 2, 3, 3, 1] { source.value = value }
    #expect(recorder.values == [1, 2, 3, 1])
  }

  @Test("combined holds both values and changes when either changes")
  func combinedTwo() {
    let name = Box("Ada")
    let age = Box(36)
    let both = name.combined(with: age)
    let recorder = Recorder<String>()
    both.bind { recorder.record("\($0.0) \($0.1)") }
    name.value = "Grace"
    age.value = 85
    #expect(recorder.values == ["Ada 36", "Grace 36", "Grace 85"])
  }

  @Test("combined with two others holds all three values")
  func combinedThree() {
    let a = Box(1)
    let b = Box("b")
    let c = Box(true)
    let all = a.combined(with: b, c)
    b.value = "B"
    c.value = false
    #expect(all.value.0 == 1)
    #expect(all.value.1 == "B")
    #expect(all.value.2 == false)
  }

  @Test("A freed derived box unbinds from its sources and leaks nothing", arguments: DerivedKind.allCases)
  func derivedFreedUnbinds(kind: DerivedKind) {
    let source = Box(0)
    let other = Box(0)
    var derived: Box<Int>? = kind.make(source, other)
    let watch = WeakReference(derived!)
    #expect(source.observerCount == 1)
    derived = nil
    #expect(watch.isFreed)
    #expect(source.observerCount == 0)
    #expect(other.observerCount == 0)
  }

  @Test("Two-way binding copies changes both ways without echo")
  func twoWay() {
    let model = Box("a")
    let field = Box("")
    let modelLog = Recorder<String>()
    let fieldLog = Recorder<String>()
    let link = model.bindTwoWay(with: field)
    model.bind(modelLog.observer)
    field.bind(fieldLog.observer)
    #expect(field.value == "a")
    field.value = "typed"
    #expect(model.value == "typed")
    model.value = "reset"
    #expect(field.value == "reset")
    #expect(modelLog.values == ["a", "typed", "reset"])
    #expect(fieldLog.values == ["a", "typed", "reset"])
    _ = link
  }

  @Test("Two-way binding settles when both boxes change on other threads before the main queue runs")
  func twoWayConcurrentSetsSettle() async {
    let model = Box(0)
    let field = Box(0)
    let link = model.bindTwoWay(with: field)
    let deliveries = Recorder<Int>()
    let guardToken = TokenSlot()
    // Without a fix the two stale values bounce forever; the guard unbinds the link to end the test.
    guardToken.token = model.bind { value in
      deliveries.record(value)
      if deliveries.values.count > 1_000 { link.unbindAll() }
    }
    runOnBackgroundThreads(2) { thread in
      if thread == 0 { model.value = 1 } else { field.value = 2 }
    }
    await flushMainQueue()
    await flushMainQueue()
    #expect(deliveries.values.count < 10)
    #expect(model.value == field.value)
  }

  @Test("Freeing the two-way link's bag ends the link and keeps neither box alive")
  func twoWayEnds() {
    var model: Box<Int>? = Box(1)
    let field = Box(0)
    var link: BindingBag? = model!.bindTwoWay(with: field)
    let watch = WeakReference(model!)
    link = nil
    #expect(field.observerCount == 0)
    field.value = 5
    #expect(model?.value == 1)
    model = nil
    #expect(watch.isFreed)
    _ = link
  }
}

/// The ways to derive a `Box<Int>`, for the leak test.
enum DerivedKind: CaseIterable, Sendable {
  case map
  case removeDuplicates
  case combined

  func make(_ source: Box<Int>, _ other: Box<Int>) -> Box<Int> {
    switch self {
    case .map: source.map { $0 + 1 }
    case .removeDuplicates: source.removeDuplicates()
    case .combined: source.combined(with: other).map { $0.0 + $0.1 }
    }
  }
}
