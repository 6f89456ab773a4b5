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
