public import Foundation
public import KeyboardHandler

/// A recorded keyboard session replayed on today's engine: what it publishes, where that differs from
/// what the device published, and which invariants it breaks.
///
/// A `KeyboardSessionRecorder` on a device writes a scenario file; replaying it on any machine plays
/// its inputs at their recorded times, on a manual clock, and compares each published state with the
/// recording's `expected` section. A bug seen once on one device becomes a test:
///
/// ```swift
/// @MainActor
/// @Test func rotationInASheetDoesNotBounce() throws {
///   try SessionReplay(contentsOfFile: "Recordings/rotation-in-sheet.json").expectMatchesRecording()
/// }
/// ```
///
/// ``expectMatchesRecording(sourceLocation:)`` fails the test with one issue for each difference and
/// each broken invariant, each naming its step. ``differences`` is empty while today's engine publishes
/// what the device did: a change of behaviour shows there, input by input. ``violations`` lists the
/// ``AvoidanceInvariant``s the replay breaks, whatever the recording says (a bounce, a rejected input
/// that changed something).
///
/// `SessionReplay` is a value, made on the main actor.
public struct SessionReplay: Sendable {
  /// The scenario replayed, with its expected snapshots if it is a recording.
  package let scenario: Scenario
  /// Every update today's engine published, in order, from its first, with the time of each.
  public let published: [PublishedState]
  /// A snapshot of each change of state, as a recorder takes them: what compares with
  /// the recording's `expected` section.
  package let snapshots: [PublishedSnapshot]
  /// Where today's engine publishes something other than the recording, in step order; empty when it
  /// publishes the same, or the scenario expects nothing.
  public let differences: [ReplayDifference]
  /// The invariants broken by each input the engine took, and by the published sequence.
  public let violations: [AvoidanceViolation]
  /// ``violations``, each with the index of the step whose input broke it; `nil` for one of the
  /// published sequence.
  package let locatedViolations: [(step: Int?, violation: AvoidanceViolation)]

  /// One published update, with when it was published.
  public struct PublishedState: Equatable, Sendable {
    /// When, in seconds from the start.
    public var time: TimeInterval
    /// The state, with how it moved and why (`state.targets` reads the state's targets).
    public var state: AvoidanceUpdate<AvoidanceState>
  }

  /// Replays a scenario: a recording, or one written by hand.
  ///
  /// - Throws: `ScenarioError` naming the step the engine rejected; nothing is reported half-played.
  @MainActor
  package init(_ scenario: Scenario) throws(ScenarioError) {
    var located: [(step: Int?, violation: AvoidanceViolation)] = []
    let replay = try ScenarioReplay(scenario) { handled, before, _ in
      // The engine is a value: handing the input again to the engine before it gives the same outcome.
      var engine = before
      located += AvoidanceInvariant.violations(handling: handled.input, on: &engine).map { (handled.step, $0) }
    }
    self.scenario = scenario
    published = replay.published.map { PublishedState(time: $0.time, state: $0.state) }
    snapshots = replay.snapshots
    differences = replay.differences
    located += AvoidanceInvariant.violations(inPublished: replay.published, configuration: scenario.configuration)
      .map { (nil, $0) }
    locatedViolations = located
    violations = located.map(\.violation)
  }

  /// Replays a scenario file (a recording's `KeyboardSessionRecorder/scenarioData()`).
  ///
  /// - Throws: `ScenarioError` naming the JSON path and the problem of a truncated, tampered, too
  ///   large or future-version file, or the step the engine rejected.
  @MainActor
  public init(_ data: Data) throws(ScenarioError) {
    try self.init(ScenarioParser.scenario(from: data))
  }

  /// Replays the scenario file at `path`.
  ///
  /// - Throws: `ScenarioError`, as reading `Data` does, or for a file that cannot be read.
  @MainActor
  public init(contentsOfFile path: String) throws(ScenarioError) {
    try self.init(ScenarioParser.scenario(contentsOfFile: path))
  }

  /// Whether today's engine publishes what the recording expected.
  public var matchesRecording: Bool { differences.isEmpty }

  /// What fails a test of this replay, one line each: every difference from the recording, then every
  /// broken invariant, each naming its step as `steps[i]` (its path in the file) and its input.
  package var failures: [String] {
    differences.map(\.description)
      + locatedViolations.map { step, violation in
        let place =
          step.map { index in
            "steps[\(index)]" + (scenario.steps.indices.contains(index) ? " (\(scenario.steps[index].summary))" : "")
          } ?? "the published states"
        return "\(place) breaks an invariant: \(violation)"
      }
  }
}
