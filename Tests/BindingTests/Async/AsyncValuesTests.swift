import Binding
import Testing

@Suite("Async values")
@MainActor
struct AsyncValuesTests {
  @Test("A stream yields the current value first, then every change, in order")
  func currentThenChanges() async {
    let box = Box(0)
    let stream = box.values()
    box.value = 1
    box.value = 2
    var received: [Int] = []
    for await value in stream {
      received.append(value)
      if value == 2 { break }
    }
    #expect(received == [0, 1, 2])
  }

  @Test("Each caller gets a stream, and an observer, of its own")
  func oneStreamPerCaller() async {
    let box = Box("a")
    var first = box.values().makeAsyncIterator()
    var second = box.values().makeAsyncIterator()
    #expect(box.observerCount == 2)
    box.value = "b"
    #expect(await first.next() == "a")
    #expect(await first.next() == "b")
    #expect(await second.next() == "a")
    #expect(await second.next() == "b")
  }

  @Test("Newest-only buffering keeps just the latest value for a slow consumer")
  func bufferingNewest() async {
    let box = Box(0)
    var iterator = box.values(bufferingPolicy: .bufferingNewest(1)).makeAsyncIterator()
    for value in 1...5 { box.value = value }
    #expect(await iterator.next() == 5)
  }

  @Test("A stream ends when its box is freed")
  func endsWithBox() async {
    var box: Box<Int>? = Box(7)
    var iterator = box!.values().makeAsyncIterator()
    #expect(await iterator.next() == 7)
    box = nil
    #expect(await iterator.next() == nil)
  }

  @Test("A stream whose consumer stops is unbound")
  func terminationUnbinds() async {
    let box = Box(0)
    do {
      let stream = box.values()
      for await _ in stream { break }
    }
    await flushMainQueue()
    #expect(box.observerCount == 0)
  }
}
