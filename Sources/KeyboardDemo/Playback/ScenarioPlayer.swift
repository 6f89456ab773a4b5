import Foundation
import KeyboardHandler

/// Plays a ``Scenario``: the simulator turns its actions into timed inputs, an avoider takes them
/// one by one while a manual clock follows the scenario's own timeline, and an
/// ``AnimatedKeyboardLayout`` records the transitions. The avoider waits for keyboards on the same
/// clock, so a wait that expires between two inputs (or after the last) is an input of the timeline
/// too. The output is therefore deterministic.
@MainActor
public enum ScenarioPlayer {
  /// Plays `scenario` to its end.
  ///
  /// - Throws: ``ScenarioError`` naming the step the engine rejected, or a simulator action that
  ///   starts before the previous one has finished.
  public static func play(_ scenario: Scenario) throws(ScenarioError) -> Playback {
    let (timeline, silentSteps) = try self.timeline(of: scenario)
    let clock = ManualAnimationClock()
    let avoider: KeyboardAvoider
    do {
      avoider = try KeyboardAvoider(
        configuration: scenario.configuration, container: scenario.container, fields: scenario.fields, clock: clock)
    } catch {
      throw ScenarioError(path: "", problem: .rejected(error.description))
    }
    // The output lists and samples every transition of the scenario, so the layout keeps them all.
    let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock, keptRecords: .max)
    let initialState = avoider.state.value
    let log = HandledInputs()
    // Unowned: the avoider keeps this closure, and the player keeps the avoider until it returns.
    avoider.didHandle = { [unowned avoider] input in
      log.append(time: clock.now, input: input, recordsEnd: layout.records.count, state: avoider.state.value)
    }
    for (step, timed) in timeline {
      clock.advance(to: max(clock.now, timed.time))
      log.step = step
      do {
        try avoider.handle(timed.input)
      } catch {
        throw ScenarioError(path: "steps[\(step)]", problem: .rejected(error.description))
      }
    }
    // A wait the last inputs began ends after them.
    clock.advance(by: scenario.configuration.keyboardWaitTimeout)
    avoider.didHandle = nil
    let handled = log.entries
    let steps = handled.flatMap { entry in entry.records.map { _ in entry.step } }
    let (transitions, positions) = PlayedTransition.shown(in: layout.records, steps: steps)
    var entries: [TimelineEntry] = []
    var shownBefore = 0
    for entry in handled {
      let shown = entry.records.filter { positions[$0] != nil }.count
      entries.append(
        TimelineEntry(
          time: entry.time, step: entry.step, input: entry.input, records: shownBefore..<shownBefore + shown,
          state: entry.state, isReplacedAtOnce: shown == 0 && !entry.records.isEmpty))
      shownBefore += shown
    }
    return Playback(
      scenario: scenario, initialState: initialState, entries: entries, transitions: transitions,
      silentSteps: silentSteps, layout: layout)
  }

  /// Every input of the scenario with its step's index, in time order (a step's inputs stay in order).
  private static func timeline(of scenario: Scenario) throws(ScenarioError) -> (
    [(step: Int, timed: TimedInput)], Set<Int>
  ) {
    var simulator = KeyboardSimulator(
      device: scenario.device, orientation: scenario.orientation,
      isPredictiveBarVisible: scenario.isPredictiveBarVisible)
    simulator.keyboardLatency = scenario.keyboardLatency
    var inputs: [(step: Int, timed: TimedInput)] = []
    var silent = Set<Int>()
    for (index, step) in scenario.steps.enumerated() {
      guard step.time.isFinite, step.time >= 0 else {
        throw ScenarioError(path: "steps[\(index)].time", problem: .invalidValue("must be a time of 0 s or later"))
      }
      let produced: [TimedInput]
      if case .input(let input) = step.action {
        produced = [TimedInput(time: step.time, input: input)]
      } else {
        guard step.time >= simulator.now else {
          throw ScenarioError(
            path: "steps[\(index)].time",
            problem: .invalidValue(
              "the action starts at \(step.time.formatted) s, before the simulator's previous action ends at "
                + "\(simulator.now.formatted) s"))
        }
        simulator.wait(step.time - simulator.now)
        produced = simulator.perform(step.action)
      }
      if produced.isEmpty { silent.insert(index) }
      inputs += produced.map { (index, $0) }
    }
    let ordered = inputs.enumerated().sorted {
      ($0.element.timed.time, $0.offset) < ($1.element.timed.time, $1.offset)
    }
    return (ordered.map(\.element), silent)
  }
}

/// The inputs an avoider handled while a scenario played, in order, with the step each belongs to:
/// the step being played, or for a wait that expired, the step whose input began it.
@MainActor
private final class HandledInputs {
  var step = 0
  private(set) var entries:
    [(time: TimeInterval, step: Int, input: AvoidanceInput, records: Range<Int>, state: AvoidanceState)] = []

  func append(time: TimeInterval, input: AvoidanceInput, recordsEnd: Int, state: AvoidanceState) {
    let first = entries.last?.records.upperBound ?? 0
    entries.append((time, step, input, first..<recordsEnd, state))
  }
}

extension KeyboardSimulator {
  fileprivate mutating func perform(_ action: ScenarioStep.Action) -> [TimedInput] {
    switch action {
    case .tapTextField(let id): tapTextField(id)
    case .tapTextView(let id): tapTextView(id)
    case .togglePredictiveBar: togglePredictiveBar()
    case .attachHardwareKeyboard: attachHardwareKeyboard()
    case .detachHardwareKeyboard: detachHardwareKeyboard()
    case .toggleShortcutBar: toggleShortcutBar()
    case .undockKeyboard: undockKeyboard()
    case .dockKeyboard: dockKeyboard()
    case .rotate(let orientation): rotate(to: orientation)
    case .dismiss: dismiss()
    case .input: []
    }
  }
}
