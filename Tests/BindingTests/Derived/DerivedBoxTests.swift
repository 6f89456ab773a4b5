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

  @Test("removeDuplicates(by:) skips a value equivalent to the one before it")
  func removeDuplicatesBy() {
    let source = Box("a")
    let caseInsensitive = source.removeDuplicates { $0.lowercased() == $1.lowercased() }
    let recorder = Recorder<String>()
    caseInsensitive.bind(recorder.observer)
    for value in ["A", "b", "B", "a"] { source.value = value }
    #expect(recorder.values == ["a", "b", "a"])
  }

  @Test("Repeated pairs of a combined box are skipped with removeDuplicates(by: ==)")
  func removeDuplicatePairs() {
    let email = Box("ada@example.com")
    let password = Box("")
    let pairs = email.combined(with: password).removeDuplicates(by: ==)
    let recorder = Recorder<String>()
    pairs.bind { recorder.record("\($0) \($1)") }
    password.value = "secret"
    password.value = "secret"
    email.value = "ada@example.com"
    #expect(recorder.values == ["ada@example.com ", "ada@example.com secret"])
  }

  @Test(
    "filter starts from the current value if it passes, else from the initial value, then keeps the values that pass")
  func filter() {
    let source = Box(-5)
    let positive = source.filter(initial: 0) { $0 > 0 }
    let recorder = Recorder<Int>()
    positive.bind(recorder.observer)
    for value in [3, -1, 4, 0, 5] { source.value = value }
    #expect(recorder.values == [0, 3, 4, 5])
    #expect(Box(7).filter(initial: 0) { $0 > 0 }.value == 7)
  }

  @Test("compactMap keeps the latest non-nil result, or the initial value until there is one")
  func compactMap() {
    let text = Box("ada")
    let number = text.compactMap(initial: 0) { Int($0) }
    let recorder = Recorder<Int>()
    number.bind(recorder.observer)
    for value in ["4", "4x", "", "42"] { text.value = value }
    #expect(recorder.values == [0, 4, 42])
    #expect(Box("7").compactMap(initial: 0) { Int($0) }.value == 7)
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
