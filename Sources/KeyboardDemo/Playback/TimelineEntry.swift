package import Foundation
package import KeyboardHandler

/// One input of a played scenario: when, from which step, and what it changed.
///
/// `TimelineEntry` is a `Sendable` value.
package struct TimelineEntry: Equatable, Sendable {
  /// When the input happened, in seconds from the start.
  package var time: TimeInterval
  /// The index of the scenario step that produced it.
  package var step: Int
  /// The input the engine took.
  package var input: AvoidanceInput
  /// The indices, in ``Playback/transitions``, of the transitions it started that show on screen.
  package var records: Range<Int>
  /// The update the avoider published after the input (the one before it, when the input changed
  /// nothing): the state, how it moved and why.
  package var state: AvoidanceUpdate<AvoidanceState>
  /// Whether the input started transitions that a later input at the same instant replaced before
  /// they showed anything, such as the estimate when the keyboard reports at once.
  package var isReplacedAtOnce: Bool

  /// Creates an entry.
  package init(
    time: TimeInterval, step: Int, input: AvoidanceInput, records: Range<Int>, state: AvoidanceUpdate<AvoidanceState>,
    isReplacedAtOnce: Bool = false
  ) {
    self.time = time
    self.step = step
    self.input = input
    self.records = records
    self.state = state
    self.isReplacedAtOnce = isReplacedAtOnce
  }

  /// Whether the input gives the engine fields: a `fields` step's, or a `layout` step's that has them.
  /// A recording starts with no fields and registers them so.
  var givesFields: Bool {
    guard case .layoutDidChange(let reading) = input else { return false }
    return reading.fields != nil
  }
}
