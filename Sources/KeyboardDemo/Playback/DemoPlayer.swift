internal import Foundation
package import KeyboardHandler

/// Plays a ``Scenario``: the simulator turns its actions into timed inputs, an avoider takes them
/// one by one while a manual clock follows the scenario's own timeline, and an
/// ``AnimatedKeyboardLayout`` records the transitions. The avoider waits for keyboards on the same
/// clock, so a wait that expires between two inputs (or after the last) is an input of the timeline
/// too. The output is therefore deterministic.
@MainActor
package enum DemoPlayer {
  /// Plays `scenario` to its end.
  ///
  /// - Throws: ``ScenarioError`` naming the step the engine rejected, or a simulator action that
  ///   starts before the previous one has finished.
  package static func play(_ scenario: Scenario) throws(ScenarioError) -> Playback {
    let clock = ManualAnimationClock()
    var layout: AnimatedKeyboardLayout?
    var initialState: AvoidanceState?
    let log = HandledInputs()
    let (avoider, silentSteps) = try ScenarioPlayer.play(scenario, clock: clock) { avoider in
      // The output lists and samples every transition of the scenario, so the layout keeps them all.
      layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock, keptRecords: .max)
      initialState = avoider.current.value
    } didHandle: { handled, avoider in
      log.append(handled, recordsEnd: layout?.records.count ?? 0, state: avoider.current)
    }
    guard let layout, let initialState else { preconditionFailure("the performance prepares its avoider") }
    withExtendedLifetime(avoider) {}
    let handled = log.entries
    var changes: [ShownChange] = []
    var steps: [Int] = []
    let changesOfEntries = handled.map { entry in
      let started = ShownChange.grouping(layout.records[entry.records], in: layout)
      defer {
        changes += started
        steps += started.map { _ in entry.step }
      }
      return changes.count..<changes.count + started.count
    }
    let (transitions, positions) = PlayedTransition.shown(in: changes, steps: steps)
    var entries: [TimelineEntry] = []
    var shownBefore = 0
    for (entry, started) in zip(handled, changesOfEntries) {
      let shown = started.filter { positions[$0] != nil }.count
      entries.append(
        TimelineEntry(
          time: entry.time, step: entry.step, input: entry.input, records: shownBefore..<shownBefore + shown,
          state: entry.state, isReplacedAtOnce: shown == 0 && !started.isEmpty))
      shownBefore += shown
    }
    return Playback(
      scenario: scenario, initialState: initialState, entries: entries, transitions: transitions,
      silentSteps: silentSteps, layout: layout)
  }
}

/// The inputs an avoider handled while a scenario played, in order, with the step each belongs to:
/// the step being played, or for a wait that expired, the step whose input began it.
@MainActor
private final class HandledInputs {
  private(set) var entries:
    [(
      time: TimeInterval, step: Int, input: AvoidanceInput, records: Range<Int>,
      state: AvoidanceUpdate<AvoidanceState>
    )] = []

  func append(_ handled: ScenarioPlayer.Handled, recordsEnd: Int, state: AvoidanceUpdate<AvoidanceState>) {
    let first = entries.last?.records.upperBound ?? 0
    entries.append((handled.time, handled.step, handled.input, first..<recordsEnd, state))
  }
}
