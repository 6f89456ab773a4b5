import Foundation
import KeyboardModel

/// The published states of a session as snapshots, one per change of state: a recorder and a replay
/// keep theirs by the same rule, so the two lists compare item for item.
package struct SnapshotLog {
  package private(set) var snapshots: [PublishedSnapshot] = []
  private var last: AvoidanceState?

  /// Creates an empty log.
  package init() {}

  /// Takes the state after an input: a snapshot if it differs from the last one taken.
  ///
  /// - Parameters:
  ///   - state: The avoider's published state after the input.
  ///   - step: The index of the step whose input it followed; `nil` for the state at the start.
  ///   - time: When, in seconds from the start.
  /// Whether `take(_:step:time:)` would take a snapshot of `state`.
  package func wouldTake(_ state: AvoidanceState) -> Bool {
    state != last
  }

  package mutating func take(_ state: AvoidanceState, step: Int?, time: TimeInterval) {
    take(state, step: step, time: time, standingFor: state)
  }

  /// Takes `state` as the snapshot of `actual`, the state that later ones are compared with: a recorder
  /// begins with what a new avoider publishes where it is the same as the one it records.
  package mutating func take(
    _ state: AvoidanceState, step: Int?, time: TimeInterval, standingFor actual: AvoidanceState
  ) {
    guard actual != last else { return }
    last = actual
    snapshots.append(PublishedSnapshot(state, step: step, time: time))
  }
}
