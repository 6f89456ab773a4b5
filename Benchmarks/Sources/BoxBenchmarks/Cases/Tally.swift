/// Where observers put what they receive, so that no delivery can be optimized away and every
/// sample can be checked against what was sent.
///
/// Sent values are consecutive integers handed out by `nextValues(_:observers:)`; the tally keeps
/// what it expects in closed form (count, sum, last value), so sending costs nothing per value.
@MainActor
final class Tally {
  /// The sum of every value seen by a successful check, printed at the end of the run.
  static private(set) var checksum = 0

  private(set) var received = 0
  private var sum = 0
  private var last = 0
  private var expectedReceived = 0
  private var expectedSum = 0
  private var expectedLast = 0
  private var cursor = 0

  /// What an observer does with a value: the same work for every contender.
  func record(_ value: Int) {
    received &+= 1
    sum &+= value
    last = value
  }

  /// Whether every expected value has arrived.
  var isComplete: Bool { received >= expectedReceived }

  /// Hands out the next `count` values and expects each of them to reach `observers` observers.
  func nextValues(_ count: Int, observers: Int) -> ClosedRange<Int> {
    let values = (cursor + 1)...(cursor + count)
    cursor += count
    let first = values.lowerBound
    let seriesSum =
      count.isMultiple(of: 2) ? (count / 2) &* (first &+ cursor) : count &* ((first &+ cursor) / 2)
    expectedReceived &+= count &* observers
    expectedSum &+= observers &* seriesSum
    if observers > 0 { expectedLast = cursor }
    return values
  }

  /// Expects `value` to arrive `count` times, as the replays of `count` binds do.
  func expectReplays(_ count: Int, of value: Int) {
    expectedReceived &+= count
    expectedSum &+= count &* value
    if count > 0 { expectedLast = value }
  }

  /// Forgets what was received so far, such as the replays of the initial binds.
  func reset() {
    received = 0
    sum = 0
    expectedReceived = 0
    expectedSum = 0
    last = 0
    expectedLast = 0
  }

  /// A failure when the received values differ from the expected ones.
  func mismatch() -> Finding? {
    guard received == expectedReceived, sum == expectedSum, last == expectedLast else {
      return .failure(
        "observers received \(received) values (sum \(sum), last \(last)); "
          + "expected \(expectedReceived) (sum \(expectedSum), last \(expectedLast))")
    }
    Self.checksum &+= sum
    return nil
  }
}

/// The finding for a main-queue call whose delivery was still pending when it returned: a set
/// (contract rule 3) or a bind's replay (rule 2).
func lateDeliveryFinding(_ settings: Settings, of call: String = "set") -> Finding {
  let message =
    "a \(call) on the main queue had not reached its observers when it returned; "
    + "the figure includes waiting for the main queue"
  return settings.allowsAsynchronousDelivery ? .note(message) : .failure(message)
}
