import Binding
import Dispatch

extension BenchmarkCase {
  /// A million sets from a background thread while the main queue is free, timed until the last
  /// value has been delivered on the main queue.
  static let floodThroughput = BenchmarkCase(
    id: "flood.throughput",
    title: "flood: sets from a background thread, timed until all are delivered",
    unit: "ns/value",
    size: .fixed(full: 1_000_000, quick: 10_000, samples: 5)
  ) { _ in
    [await Flood.hopPerValue(), await Flood.box()].map(Flood.throughput)
  }

  /// The async bridge: values set from a background thread and read with `for await` on the main
  /// actor, beside a plain `AsyncStream` fed from the same thread. Each value costs the stream's own
  /// executor hops, so this case sends fewer values than the floods.
  static let asyncThroughput = BenchmarkCase(
    id: "async.throughput",
    title: "async bridge: sets from a background thread, read with for-await on the main actor",
    unit: "ns/value",
    size: .fixed(full: 100_000, quick: 2_000, samples: 5)
  ) { _ in
    [await Flood.asyncStream(), await Flood.boxValues()].map(Flood.throughput)
  }

  /// The same million values as bursts set while the main queue is busy, counting the main-queue
  /// blocks that deliver each burst.
  static let floodBlocks = BenchmarkCase(
    id: "flood.blocks",
    title: "flood: main-queue blocks per burst (10 bursts set behind a busy main queue)",
    unit: "blocks",
    size: .fixed(full: 1_000_000, quick: 10_000, samples: 1)
  ) { _ in
    [await Flood.hopPerValue(), await Flood.box()].map(Flood.blocksPerBurst)
  }
}

/// The contenders of the flood cases.
///
/// How blocks are counted: the producer queues a probe block on the main queue right after each
/// set returns, and each probe advances a turn counter. Whatever a set queues for the main queue
/// is queued before that set returns, so two distinct delivery blocks always have a probe between
/// them in the FIFO main queue, while one block sees a single turn value from start to end. The
/// number of distinct turn values the observer sees is therefore exactly the number of main-queue
/// blocks that delivered values. The probes double the main-queue traffic, so the blocks case is
/// not timed; the throughput case runs without probes.
@MainActor
enum Flood {
  /// A value set from a background thread, and the observer its deliveries reach.
  struct Channel {
    let name: String
    let observer: FloodObserver
    let set: @Sendable (Int) -> Void
  }

  /// The floor: a naive hop, one main-queue block per value.
  static func hopPerValue() async -> Channel {
    let observer = FloodObserver()
    return Channel(name: "hop per value", observer: observer) { value in
      DispatchQueue.main.async { observer.record(value) }
    }
  }

  static func box() async -> Channel {
    let box = Box(0)
    let observer = FloodObserver()
    box.bind { observer.record($0) }
    await MainQueue.drain()
    observer.discardReceived()
    return Channel(name: "Box", observer: observer) { box.value = $0 }
  }

  /// The floor of the async bridge: a plain `AsyncStream` fed straight from the background thread
  /// to a main-actor task, with no box in between.
  static func asyncStream() async -> Channel {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let observer = FloodObserver()
    Task { @MainActor in
      for await value in stream { observer.record(value) }
    }
    return Channel(name: "AsyncStream", observer: observer) { continuation.yield($0) }
  }

  /// The async bridge: a main-actor task iterating `box.values()`, each value buffered on its way.
  static func boxValues() async -> Channel {
    let box = Box(0)
    let observer = FloodObserver()
    let stream = box.values()
    Task { @MainActor in
      for await value in stream { observer.record(value) }
    }
    await MainQueue.drain()
    while observer.receivedCount == 0 { await Task.yield() }
    observer.discardReceived()
    return Channel(name: "Box.values()", observer: observer) { box.value = $0 }
  }

  static func throughput(_ channel: Channel) -> Contender {
    let observer = channel.observer
    let set = channel.set
    return Contender(
      name: channel.name,
      sample: { count in
        let values = observer.expect(count)
        let start = ContinuousClock.now
        await observer.waitForLast(timeout: timeout(count)) {
          DispatchQueue.global().async {
            for value in values { set(value) }
          }
        }
        return (ContinuousClock.now - start).nanoseconds / Double(count)
      },
      check: { observer.mismatch() }
    )
  }

  static func blocksPerBurst(_ channel: Channel) -> Contender {
    let observer = channel.observer
    let set = channel.set
    let turns = observer.turns
    let bursts = 10
    return Contender(
      name: channel.name,
      sample: { count in
        observer.resetBlocks()
        for _ in 0..<bursts {
          let values = observer.expect(count / bursts)
          MainQueue.hold {
            for value in values {
              set(value)
              MainQueue.advanceAfterQueuedBlocks(turns)
            }
          }
          await observer.waitForLast(timeout: timeout(count)) {}
        }
        return Double(observer.blocks) / Double(bursts)
      },
      check: { observer.mismatch() }
    )
  }

  /// Long enough for the slowest contender on a busy machine; only a lost value should reach it.
  private static func timeout(_ count: Int) -> Duration {
    .seconds(10) + .microseconds(20 * count)
  }
}

/// The single observer of a flood: checks order, counts blocks, and wakes the harness at the end.
@MainActor
final class FloodObserver {
  /// The main-queue turns, advanced by the probes of the blocks case.
  let turns = MainQueueTurns()
  /// The delivery blocks seen since `resetBlocks()`.
  private(set) var blocks = 0
  private var lastTurn = -1
  private var cursor = 0
  private var next = 0
  private var last = 0
  private var received = 0
  private var expected = 0
  private var outOfOrder = 0
  private let arrival = ArrivalWait()

  func record(_ value: Int) {
    if value != next { outOfOrder += 1 }
    next = value &+ 1
    received += 1
    if turns.count != lastTurn {
      lastTurn = turns.count
      blocks += 1
    }
    if value == last { arrival.arrived() }
  }

  /// Hands out the next `count` values, which must arrive in order.
  func expect(_ count: Int) -> ClosedRange<Int> {
    let values = (cursor + 1)...(cursor + count)
    cursor += count
    next = values.lowerBound
    last = values.upperBound
    expected += count
    return values
  }

  /// How many values arrived since the last `discardReceived()`.
  var receivedCount: Int { received }

  /// Forgets values received before the first `expect`, such as the replay of a bind.
  func discardReceived() {
    received = 0
    outOfOrder = 0
  }

  func resetBlocks() {
    blocks = 0
  }

  /// Runs `start`, then suspends until the last expected value has arrived or `timeout` passed.
  func waitForLast(timeout: Duration, start: () -> Void) async {
    await arrival.wait(timeout: timeout, start: start)
  }

  /// A failure when values were lost, reordered or late past the timeout.
  func mismatch() -> Finding? {
    guard received == expected, outOfOrder == 0, arrival.timeouts == 0 else {
      return .failure(
        "observer received \(received) of \(expected) values, \(outOfOrder) out of order, "
          + "\(arrival.timeouts) timeouts")
    }
    return nil
  }
}
