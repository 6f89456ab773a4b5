package import Foundation
package import KeyboardModel

/// The published states of a session as snapshots, one for each update published, each a change of
/// decision: a recorder and a replay keep theirs alike, so the two lists compare item for item.
package struct SnapshotLog {
  package private(set) var snapshots: [PublishedSnapshot] = []
  private var last: AvoidanceDecision?

  /// Creates an empty log.
  package init() {}

  /// Appends the snapshot of an update the avoider published, for the input that published it.
  ///
  /// - Parameters:
  ///   - update: The update the avoider published, or the state at the start.
  ///   - step: The index of the step whose input published it; `nil` for the state at the start.
  ///   - time: When, in seconds from the start.
  package mutating func append(_ update: AvoidanceUpdate<AvoidanceState>, step: Int?, time: TimeInterval) {
    last = update.value.decision
    snapshots.append(PublishedSnapshot(update, step: step, time: time))
  }

  /// Appends `update` as the snapshot of `actual`, unless `actual`'s decision is the last one appended: a
  /// recorder begins with what a new avoider publishes where it decides as the one it records does.
  package mutating func append(
    _ update: AvoidanceUpdate<AvoidanceState>, step: Int?, time: TimeInterval, standingFor actual: AvoidanceState
  ) {
    guard actual.decision != last else { return }
    last = actual.decision
    snapshots.append(PublishedSnapshot(update, step: step, time: time))
  }
}
