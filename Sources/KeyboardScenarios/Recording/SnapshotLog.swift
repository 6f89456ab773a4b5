import Foundation
import KeyboardModel

/// The published states of a session as snapshots, one per change of state: a recorder and a replay
/// keep theirs by the same rule, so the two lists compare item for item.
package struct SnapshotLog {
  package private(set) var snapshots: [PublishedSnapshot] = []
  private var last: AvoidanceState?

  /// Creates an empty log.
  package init() {}

  /// Whether `take(_:step:time:)` would take a snapshot of `update`: whether its state differs from
  /// the last one taken.
  package func wouldTake(_ update: AvoidanceUpdate<AvoidanceState>) -> Bool {
    update.value != last
  }

  /// Takes the update current after an input: a snapshot if its state differs from the last one taken.
  ///
  /// - Parameters:
  ///   - update: The avoider's published update after the input.
  ///   - step: The index of the step whose input it followed; `nil` for the state at the start.
  ///   - time: When, in seconds from the start.
  package mutating func take(_ update: AvoidanceUpdate<AvoidanceState>, step: Int?, time: TimeInterval) {
    take(update, step: step, time: time, standingFor: update.value)
  }

  /// Takes `update` as the snapshot of `actual`, the state that later ones are compared with: a recorder
  /// begins with what a new avoider publishes where it is the same as the one it records.
  package mutating func take(
    _ update: AvoidanceUpdate<AvoidanceState>, step: Int?, time: TimeInterval, standingFor actual: AvoidanceState
  ) {
    guard actual != last else { return }
    last = actual
    snapshots.append(PublishedSnapshot(update, step: step, time: time))
  }
}
