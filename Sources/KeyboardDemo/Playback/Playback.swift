package import Foundation
package import KeyboardHandler

/// A scenario played through a ``KeyboardAvoider`` and an ``AnimatedKeyboardLayout``.
///
/// It keeps everything the demo prints: each input with the state the avoider published after it,
/// every recorded transition, and the layout, to sample presented values at any time.
/// `Playback` lives on the main actor with its layout.
@MainActor
package struct Playback {
  /// The scenario played.
  package let scenario: Scenario
  /// The state before the first input.
  package let initialState: AvoidanceState
  /// Every input, in time order.
  package let entries: [TimelineEntry]
  /// The transitions that show on screen, oldest first.
  package let transitions: [PlayedTransition]
  /// The indices of the steps that produced no input (the simulator had nothing to send).
  package let silentSteps: Set<Int>
  /// The layout that recorded the transitions, every one of them; it gives the value presented at
  /// any time.
  package let layout: AnimatedKeyboardLayout

  /// Creates a playback from its parts.
  package init(
    scenario: Scenario, initialState: AvoidanceState, entries: [TimelineEntry], transitions: [PlayedTransition],
    silentSteps: Set<Int>, layout: AnimatedKeyboardLayout
  ) {
    self.scenario = scenario
    self.initialState = initialState
    self.entries = entries
    self.transitions = transitions
    self.silentSteps = silentSteps
    self.layout = layout
  }

  /// The changes that show on screen, as the layout recorded them, oldest first.
  package var changes: [ShownChange] { transitions.map(\.change) }

  /// The containers the scenario goes through, with when each begins: the first, then each one an
  /// input brings (a rotation, a window resized), with the step of that input.
  var containers: [(time: TimeInterval, step: Int?, container: ContainerGeometry)] {
    [(0, nil, initialState.container)]
      + entries.compactMap { entry in entry.input.changedContainer.map { (entry.time, entry.step, $0) } }
  }

  /// The state after the last input.
  package var finalState: AvoidanceState { entries.last?.state.value ?? initialState }

  /// The state as it was at `time`: after the last input at or before it.
  package func state(at time: TimeInterval) -> AvoidanceState {
    let count = entryCount(through: time)
    return count > 0 ? entries[count - 1].state.value : initialState
  }

  /// The number of entries at or before `time`.
  ///
  /// Entries are in time order, so a binary search finds it: the output samples the timeline at
  /// every step, and a scan from either end would make a long scenario's output quadratic.
  func entryCount(through time: TimeInterval) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].time <= time { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// When the last transition ends, or the last input happens if later.
  package var endTime: TimeInterval {
    max(changes.map(\.endTime).max() ?? 0, entries.last?.time ?? 0)
  }
}
