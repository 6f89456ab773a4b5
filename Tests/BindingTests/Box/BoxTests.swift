import Binding
import Testing

@Suite("Box basics")
struct BoxTests {
  @Test("A box holds the value it was created with and the last value set")
  func holdsValue() {
    let box = Box("")
    #expect(box.value == "")
    box.value = "Ada"
    #expect(box.value == "Ada")
  }

  @Test("Setting a box from many threads keeps one of the values, whole")
  func concurrentSetsAreAtomic() {
    let box = Box([Int]())
    runOnBackgroundThreads(4) { thread in
      for count in 1...200 {
        box.value = Array(repeating: thread, count: count)
      }
    }
    let final = box.value
    #expect(final.count == 200)
    #expect(Set(final).count == 1)
  }

  @Test("The description shows the value type, the value and the number of observers")
  @MainActor
  func description() {
    let box = Box(42)
    #expect(box.description == "Box<Int>(42, observers: 0)")
    let token = box.bind { _ in }
    #expect(box.description == "Box<Int>(42, observers: 1)")
    token.unbind()
    #expect("\(box)" == "Box<Int>(42, observers: 0)")
  }

  @Test("The observer count follows bind and unbind")
  @MainActor
  func observerCount() {
    let box = Box(0)
    let tokens = (0..<5).map { _ in box.bind { _ in } }
    #expect(box.observerCount == 5)
    box.unbind(tokens[1])
    tokens[3].unbind()
    #expect(box.observerCount == 3)
  }

  @Test("Tokens of boxes freed one after the other stay distinct, even when the memory is reused")
  @MainActor
  func tokensOutliveAddresses() {
    var tokens = Set<BindingToken>()
    for _ in 0..<100 {
      let box = Box(0)
      tokens.insert(box.bind { _ in })
    }
    #expect(tokens.count == 100)
  }

  @Test("Tokens are equal only for the same binding of the same box")
  @MainActor
  func tokenEquality() {
    let first = Box(0)
    let second = Box(0)
    let a = first.bind { _ in }
    let b = first.bind { _ in }
    let c = second.bind { _ in }
    #expect(a == a)
    #expect(a != b)
    #expect(Set([a, b, c, a]).count == 3)
  }
}
