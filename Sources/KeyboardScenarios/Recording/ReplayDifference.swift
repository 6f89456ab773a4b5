public import Foundation
internal import KeyboardModel

/// One place where a replay publishes something other than what the recording expected: a value of
/// one published state, or a state published on one side only.
///
/// A replay compares, step by step, the states today's engine publishes with the recording's
/// `Scenario.expected` snapshots: the first state a step published with the first, and so on.
/// `ReplayDifference` is a `Sendable` value.
public struct ReplayDifference: Hashable, Sendable, CustomStringConvertible {
  /// The index in `Scenario.steps` of the step whose input published the state (for a wait that
  /// expired, the last step before it); `nil` for the state at the start.
  public var step: Int?
  /// The step, as a scenario file writes it: `keyboard willShow`, `beginEditing "email"`; `nil` for the
  /// state at the start.
  public var input: String?
  /// When, in seconds from the start: the recorded state's time, or the replayed one's when the
  /// recording has none.
  public var time: TimeInterval
  /// The one value that differs, as a dotted path into an `expected` entry: a key of the entry for a
  /// number or a name (an animated property's key in the scenario format, `offset`, `contentOffset`,
  /// `constraintConstant`; `focusedField`, `cause`), the member that differs inside an object
  /// (`reason.revealed.spacing`, `scrollInsets.content`, `coveredFrame.height`, `animation.duration`);
  /// the whole object when two differ in kind (one reason for another, `reason`); or `state` for a state
  /// published on one side only.
  public var property: String
  /// The value in the recording, as the scenario file writes it; `nothing` when the recording has no
  /// such state.
  public var recorded: String
  /// The value today's engine published; `nothing` when it published no such state.
  public var replayed: String

  /// Creates a difference from its parts.
  package init(
    step: Int?, input: String?, time: TimeInterval, property: String, recorded: String, replayed: String
  ) {
    self.step = step
    self.input = input
    self.time = time
    self.property = property
    self.recorded = recorded
    self.replayed = replayed
  }

  /// A line that says where and what: `steps[3] (keyboard willShow) at 0.1 s: offset: recorded -272,
  /// replayed -248`, or `... reason.revealed.spacing: recorded 20, replayed 8`. `steps[3]` is the step's
  /// path in the file, from 0, as in every message of the package.
  public var description: String {
    let place = step.map { "steps[\($0)]" + (input.map { " (\($0))" } ?? "") } ?? "the start"
    return "\(place) at \(time.formatted) s: \(property): recorded \(recorded), replayed \(replayed)"
  }
}
