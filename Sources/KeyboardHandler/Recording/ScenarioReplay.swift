package import Foundation
internal import KeyboardModel
internal import KeyboardScenarios

/// A scenario played to compare what today's engine publishes with what the recording expected.
///
/// The demo's `--scenario` and `KeyboardHandlerTesting`'s `SessionReplay` both replay through it.
@MainActor
package struct ScenarioReplay {
  /// The scenario replayed.
  package let scenario: Scenario
  /// Every update the avoider published, in order, from its first, with the time of each.
  package private(set) var published: [(time: TimeInterval, state: AvoidanceUpdate<AvoidanceState>)] = []
  /// A snapshot of each change of state, as a recorder takes them.
  package let snapshots: [PublishedSnapshot]
  /// Where `snapshots` differ from the scenario's expected ones; empty when it expects nothing.
  package let differences: [ReplayDifference]

  /// Replays `scenario`, calling `didHandle` with each input (and its step), the engine before it and
  /// the engine after, for checks of its own.
  ///
  /// - Throws: `ScenarioError` naming the step the engine rejected.
  package init(
    _ scenario: Scenario,
    didHandle:
      @escaping @MainActor (
        ScenarioPlayer.Handled, _ before: AvoidanceEngine, _ after: AvoidanceEngine
      ) -> Void = { _, _, _ in }
  ) throws(ScenarioError) {
    let clock = ManualAnimationClock()
    let record = ReplayLog()
    _ = try ScenarioPlayer.play(scenario, clock: clock) { avoider in
      record.engine = avoider.engine
      record.append(avoider.state.value, step: nil, time: 0)
    } didHandle: { handled, avoider in
      let before = record.engine ?? avoider.engine
      record.engine = avoider.engine
      if let published = handled.published { record.append(published, step: handled.step, time: handled.time) }
      didHandle(handled, before, avoider.engine)
    }
    self.scenario = scenario
    published = record.published
    snapshots = record.log.snapshots
    differences =
      scenario.expected.map { Self.differences(recorded: $0, replayed: record.log.snapshots, in: scenario) } ?? []
  }

  /// The differences between two lists of snapshots, step by step.
  ///
  /// At a step where today's engine publishes fewer states than the recording holds, a recorded state
  /// that is a change of context alone (`PublishedSnapshot.isContextOnlyChange(after:)`), which an older
  /// engine published and today's need not, is no difference: as many of them as the replay lacks there.
  package static func differences(
    recorded: [PublishedSnapshot], replayed: [PublishedSnapshot], in scenario: Scenario
  ) -> [ReplayDifference] {
    let replayedByStep = Dictionary(grouping: replayed, by: \.step)
    let recordedByStep = Dictionary(
      grouping: withoutContextOnlyChanges(recorded, publishedPerStep: replayedByStep.mapValues(\.count)), by: \.step)
    let steps = Set(recordedByStep.keys).union(replayedByStep.keys).sorted { ($0 ?? -1) < ($1 ?? -1) }
    var differences: [ReplayDifference] = []
    for step in steps {
      let (old, new) = (recordedByStep[step] ?? [], replayedByStep[step] ?? [])
      let input = step.flatMap { scenario.steps.indices.contains($0) ? scenario.steps[$0].summary : nil }
      for index in 0..<max(old.count, new.count) {
        let (before, after) = (
          old.indices.contains(index) ? old[index] : nil, new.indices.contains(index) ? new[index] : nil
        )
        let time = before?.time ?? after?.time ?? 0
        for (property, recorded, replayed) in Self.differences(before, after) {
          differences.append(
            ReplayDifference(
              step: step, input: input, time: time, property: property, recorded: recorded, replayed: replayed))
        }
      }
    }
    return differences
  }

  /// `recorded` without the changes of context alone that today's engine did not publish: at each step,
  /// as many as it published fewer states there than the recording, in order.
  private static func withoutContextOnlyChanges(
    _ recorded: [PublishedSnapshot], publishedPerStep: [Int?: Int]
  ) -> [PublishedSnapshot] {
    var shortfall = Dictionary(grouping: recorded, by: \.step).mapValues(\.count)
      .merging(publishedPerStep.mapValues { -$0 }, uniquingKeysWith: +)
    return recorded.indices.compactMap { index in
      let snapshot = recorded[index]
      guard index > 0, shortfall[snapshot.step, default: 0] > 0,
        snapshot.isContextOnlyChange(after: recorded[index - 1])
      else { return snapshot }
      shortfall[snapshot.step, default: 0] -= 1
      return nil
    }
  }

  /// The values in which two snapshots differ, each with its dotted path and both values as a scenario
  /// file writes them.
  private static func differences(_ recorded: PublishedSnapshot?, _ replayed: PublishedSnapshot?) -> [(
    property: String, recorded: String, replayed: String
  )] {
    guard let recorded, let replayed else {
      let written = { (snapshot: PublishedSnapshot?) in
        snapshot.map { ScenarioWriter.snapshot($0).compact } ?? "nothing"
      }
      return [("state", written(recorded), written(replayed))]
    }
    guard case .object(let old) = ScenarioWriter.snapshot(recorded),
      case .object(let new) = ScenarioWriter.snapshot(replayed)
    else { return [] }
    // Only the values: a wait expires on the device's clock a little after its timeout.
    let keys = Set(old.keys).union(new.keys).subtracting(["step", "time"]).sorted {
      (PublishedSnapshot.keyOrder.firstIndex(of: $0) ?? .max) < (PublishedSnapshot.keyOrder.firstIndex(of: $1) ?? .max)
    }
    return keys.flatMap { leaves(at: $0, old[$0], new[$0]) }
  }

  /// Where two values differ, down to the innermost key: inside two objects of the same keys, each
  /// member that differs on its own (`reason.revealed.spacing`), so a difference names the one number
  /// that changed rather than printing two whole objects.
  private static func leaves(at key: String, _ recorded: JSONValue?, _ replayed: JSONValue?) -> [(
    property: String, recorded: String, replayed: String
  )] {
    guard recorded != replayed else { return [] }
    if case .object(let old)? = recorded, case .object(let new)? = replayed, Set(old.keys) == Set(new.keys) {
      return old.keys.sorted().flatMap { leaves(at: "\(key).\($0)", old[$0], new[$0]) }
    }
    return [(key, recorded?.compact ?? "nothing", replayed?.compact ?? "nothing")]
  }
}

/// What a replay keeps while it plays.
@MainActor
private final class ReplayLog {
  var engine: AvoidanceEngine?
  var log = SnapshotLog()
  var published: [(time: TimeInterval, state: AvoidanceUpdate<AvoidanceState>)] = []

  func append(_ update: AvoidanceUpdate<AvoidanceState>, step: Int?, time: TimeInterval) {
    published.append((time, update))
    log.append(update, step: step, time: time)
  }
}

extension PublishedSnapshot {
  /// The order in which a replay names the properties that differ: the targets first.
  static let keyOrder =
    LayoutProperty.keys.map(\.key) + ["coveredFrame", "focusedField", "reason", "cause", "animation"]
}

extension ScenarioStep {
  /// The step in a few words, as a scenario file names it: `keyboard willShow`, `beginEditing "email"`.
  package var summary: String {
    guard case .object(let members) = ScenarioWriter.step(self), case .string(let action)? = members["action"] else {
      return "a step"
    }
    if case .string(let field)? = members["field"] { return "\(action) \"\(field)\"" }
    for key in ["phase", "orientation", "navigation"] {
      if case .string(let value)? = members[key] { return "\(action) \(value)" }
    }
    return action
  }
}
