internal import Foundation
package import KeyboardHandler

/// A recording played again: how many states the device published, and where today's engine
/// publishes something else.
///
/// `RecordingComparison` is a `Sendable` value.
package struct RecordingComparison: Equatable, Sendable {
  /// The number of states the recording expects (its `expected` section).
  package var expectedStates: Int
  /// Where today's engine differs, in step order; empty when it publishes the same.
  package var differences: [ReplayDifference]

  /// Replays `scenario` when it is a recording (it has an `expected` section); `nil` otherwise.
  ///
  /// - Throws: ``ScenarioError`` naming the step the engine rejected.
  @MainActor
  package init?(replaying scenario: Scenario) throws(ScenarioError) {
    guard let expected = scenario.expected else { return nil }
    expectedStates = expected.count
    differences = try ScenarioReplay(scenario).differences
  }

  /// The most differences the text output lists; the JSON output lists them all.
  static let listedInText = 20

  /// What the demo says on standard error when the replay differs: how many values, and the first;
  /// `nil` when today's engine publishes what the device did.
  var verdict: String? {
    guard let first = differences.first else { return nil }
    let count = differences.count == 1 ? "1 value" : "\(differences.count) values"
    return "the replay differs from the recording in \(count); the first: \(first)"
  }
}

extension TextReport {
  /// The recording's section: whether today's engine publishes what the device did, and where not.
  var comparisonSection: [[String]] {
    guard let comparison else { return [] }
    let title = "Compared with the recording (\(comparison.expectedStates) states the device published)"
    let differences = comparison.differences
    guard !differences.isEmpty else { return [[title, "  today's engine publishes the same"]] }
    let count = differences.count == 1 ? "1 difference" : "\(differences.count) differences"
    let listed = differences.prefix(RecordingComparison.listedInText).map { "  \($0)" }
    let more = differences.count - listed.count
    return [
      [title + ": \(count); the first is where today's engine departs from the device"] + listed
        + (more > 0 ? ["  ... and \(more) more (--format json lists them all)"] : [])
    ]
  }
}

extension RecordingComparison {
  /// The JSON output's `recording` object.
  var json: JSONValue {
    .object([
      "expectedStates": .number(Double(expectedStates)), "matches": .bool(differences.isEmpty),
      "differences": .array(
        differences.map { difference in
          .object(
            omittingNil: [
              "step": difference.step.map { .number(Double($0)) }, "input": difference.input.map(JSONValue.string),
              "stepIndex": difference.step.map { .number(Double($0)) },
              "time": .number(difference.time.thousandths),
              // `property` is the entry's key, as the output first gave it; `key` the value inside it.
              "property": .string(String(difference.property.prefix { $0 != "." })),
              "key": .string(difference.property),
              "recorded": .string(difference.recorded), "replayed": .string(difference.replayed),
            ])
        }),
    ])
  }
}
