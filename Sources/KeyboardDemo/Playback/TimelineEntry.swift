import Foundation
import KeyboardHandler

/// One input of a played scenario: when, from which step, and what it changed.
///
/// `TimelineEntry` is a `Sendable` value.
public struct TimelineEntry: Equatable, Sendable {
  /// When the input happened, in seconds from the start.
  public var time: TimeInterval
  /// The index of the scenario step that produced it.
  public var step: Int
  /// The input the engine took.
  public var input: AvoidanceInput
  /// The indices, in ``Playback/records``, of the transitions it started.
  public var records: Range<Int>
  /// The engine's state after the input.
  public var engine: AvoidanceEngine

  /// Creates an entry.
  public init(time: TimeInterval, step: Int, input: AvoidanceInput, records: Range<Int>, engine: AvoidanceEngine) {
    self.time = time
    self.step = step
    self.input = input
    self.records = records
    self.engine = engine
  }
}
