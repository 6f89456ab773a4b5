internal import Binding
package import Foundation
internal import KeyboardModel
internal import KeyboardScenarios

/// Plays a `Scenario` on an avoider: the simulator turns its actions into timed inputs, the avoider
/// takes them one by one while a manual clock follows the scenario's own timeline. The avoider waits for
/// keyboards on the same clock, so a wait that expires between two inputs (or after the last) is an
/// input of the timeline too. What comes out is therefore deterministic.
///
/// The demo's player and a session replay both play scenarios through it, each watching the avoider
/// its own way.
@MainActor
package enum ScenarioPlayer {
  /// One input the avoider took: the step it belongs to (for a wait that expired, the last step
  /// before it), when, the input, and the update it published, if it changed the decision.
  package typealias Handled = (
    step: Int, time: TimeInterval, input: AvoidanceInput, published: AvoidanceUpdate<AvoidanceState>?
  )

  /// Plays `scenario` to its end on a new avoider, and returns it with the steps that produced no input.
  ///
  /// The end is a keyboard wait after the last input, so that a wait the last inputs began ends; for a
  /// recording, it is the time of its last expected snapshot, after which the device published nothing.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - clock: The clock the avoider waits on, which the performance advances.
  ///   - prepare: Called with the avoider before the first input, to watch it.
  ///   - didHandle: Called after each input the avoider takes, its clock's included.
  /// - Throws: `ScenarioError` naming the step the engine rejected, or a simulator action that
  ///   starts before the previous one has finished.
  package static func play(
    _ scenario: Scenario, clock: ManualAnimationClock, prepare: (KeyboardAvoider) -> Void = { _ in },
    didHandle: @escaping @MainActor (Handled, KeyboardAvoider) -> Void
  ) throws(ScenarioError) -> (avoider: KeyboardAvoider, silentSteps: Set<Int>) {
    let (timeline, silentSteps) = try self.timeline(of: scenario)
    let avoider: KeyboardAvoider
    do {
      avoider = try KeyboardAvoider(
        configuration: scenario.configuration, container: scenario.container, fields: scenario.fields,
        isObserving: scenario.isObserving, clock: clock)
    } catch {
      throw ScenarioError(path: "", problem: .rejected(error.description))
    }
    prepare(avoider)
    let step = CurrentStep()
    // Unowned: the avoider's box keeps this closure, and the performance keeps the avoider until it returns.
    let binding = avoider.handledInput.bindChanges { [unowned avoider] handled in
      if let handled { didHandle((step.index, clock.now, handled.input, handled.published), avoider) }
    }
    defer { binding.unbind() }
    var finger: (step: Int, scroll: FingerScroll?)?
    for (index, timed) in timeline {
      clock.advance(to: max(clock.now, timed.time))
      step.index = index
      do {
        // The finger of a `dragKeyboard` step scrolls the scroll view under it as it drags the keyboard: the
        // scroll, read from where the avoider has the list when the finger lands, comes before each top.
        if case .user(.dragKeyboard) = scenario.steps[index].action, case .keyboardDragged(let top) = timed.input {
          if finger?.step != index { finger = (index, FingerScroll(avoider.engine.state)) }
          if let scroll = finger?.scroll?.scroll(draggingTo: top) { try avoider.handle(scroll) }
        }
        try avoider.handle(timed.input)
      } catch {
        throw ScenarioError(path: "steps[\(index)]", problem: .rejected(error.description))
      }
    }
    // A wait the last inputs began ends after them. A recording ends where it was written, at its last
    // snapshot: a wait still under way then did not end on the device, so it does not end here either.
    if let end = scenario.expected?.last?.time {
      clock.advance(to: max(clock.now, end))
    } else {
      clock.advance(by: scenario.configuration.keyboardWaitTimeout)
    }
    return (avoider, silentSteps)
  }

  /// Every input of the scenario with its step's index, in time order (a step's inputs stay in order),
  /// and the steps that produced none (the simulator had nothing to send).
  package static func timeline(of scenario: Scenario) throws(ScenarioError) -> (
    inputs: [(step: Int, timed: TimedInput)], silentSteps: Set<Int>
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

/// The step being played, which a wait that expires while the clock advances to the next belongs to.
@MainActor
private final class CurrentStep {
  var index = 0
}

extension KeyboardSimulator {
  fileprivate mutating func perform(_ action: ScenarioStep.Action) -> [TimedInput] {
    guard case .user(let action) = action else { return [] }
    return perform(action)
  }
}
