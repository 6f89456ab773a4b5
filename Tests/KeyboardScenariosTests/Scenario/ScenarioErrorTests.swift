import Foundation
import KeyboardModel
import KeyboardScenarios
import Testing

@Suite("Scenario error descriptions")
struct ScenarioErrorTests {
  /// A problem at a path, and the whole line it must read as.
  struct Reading: Sendable, CustomTestStringConvertible {
    let label: String
    let error: ScenarioError
    let line: String
    var testDescription: String { label }
  }

  static let readings: [Reading] = [
    Reading(
      label: "unreadable", error: ScenarioError(path: "", problem: .unreadable("/tmp/x.json is not a regular file")),
      line: "cannot read the file: /tmp/x.json is not a regular file"),
    Reading(
      label: "too large", error: ScenarioError(path: "", problem: .tooLarge(bytes: 4_194_305, limit: 4_194_304)),
      line: "the file has 4194305 bytes, more than the limit of 4194304 bytes (4 MiB)"),
    Reading(
      label: "not JSON", error: ScenarioError(path: "", problem: .notJSON("unexpected end of file")),
      line: "not valid JSON (truncated or malformed?): unexpected end of file"),
    Reading(
      label: "missing key", error: ScenarioError(path: "fields[0].id", problem: .missingKey),
      line: "fields[0].id: required key is missing"),
    Reading(
      label: "unknown key", error: ScenarioError(path: "steps[1].colour", problem: .unknownKey),
      line: "steps[1].colour: unknown key (see docs/Scenarios.md for the format)"),
    Reading(
      label: "wrong type",
      error: ScenarioError(
        path: "steps[3].frame.height", problem: .wrongType(expected: "a number", found: "the string \"tall\"")),
      line: "steps[3].frame.height: expected a number, found the string \"tall\""),
    Reading(
      label: "invalid value",
      error: ScenarioError(path: "spacing", problem: .invalidValue("expected a number of points from 0 to 1000")),
      line: "spacing: expected a number of points from 0 to 1000"),
    Reading(
      label: "unknown action", error: ScenarioError(path: "steps[0].action", problem: .unknownAction("juggle")),
      line:
        "steps[0].action: unknown action \"juggle\" (expected one of: \(ScenarioParser.actionNames.joined(separator: ", ")))"
    ),
    Reading(
      label: "unknown field", error: ScenarioError(path: "steps[2].field", problem: .unknownField("ghost")),
      line: "steps[2].field: no field has the id \"ghost\""),
    Reading(
      label: "duplicate field", error: ScenarioError(path: "fields[1].id", problem: .duplicateField("email")),
      line: "fields[1].id: the field id \"email\" is used twice"),
    Reading(
      label: "time goes backwards",
      error: ScenarioError(path: "steps[4].time", problem: .timeGoesBackwards(time: 0.5, previous: 1)),
      line: "steps[4].time: time 0.5 goes backwards: it is earlier than 1, the time before it"),
    Reading(
      label: "time goes backwards, in whole seconds as the file writes them",
      error: ScenarioError(path: "steps[1].time", problem: .timeGoesBackwards(time: 1, previous: 2)),
      line: "steps[1].time: time 1 goes backwards: it is earlier than 2, the time before it"),
    Reading(
      label: "not UTF-8",
      error: ScenarioError(path: "", problem: .notUTF8("it is UTF-16 (little-endian), with a byte order mark")),
      line:
        "not UTF-8 text, as a JSON file must be: it is UTF-16 (little-endian), with a byte order mark; save it as UTF-8"
    ),
    Reading(
      label: "duplicate key",
      error: ScenarioError(
        path: "device", problem: .duplicateKey(first: "line 1, column 2", again: "line 1, column 25")),
      line:
        "device: the key is given twice, at line 1, column 2 and again at line 1, column 25 (JSON readers differ on which one they keep)"
    ),
    Reading(
      label: "unknown property",
      error: ScenarioError(
        path: "expected[0].accessoryLift", problem: .unknownProperty(known: "offset, scrollInsets")),
      line:
        "expected[0].accessoryLift: unknown key: not an animated property this version of the package knows (offset, scrollInsets); a property of a later version, or a misspelt key"
    ),
    Reading(
      label: "does not replay",
      error: ScenarioError(
        path: "",
        problem: .doesNotReplay(
          first: ReplayDifference(
            step: 2, input: "keyboard willShow", time: 0, property: "offset", recorded: "-173", replayed: "0"),
          count: 3)),
      line:
        "the recording does not replay to what the avoider published (3 values differ); the first: steps[2] (keyboard willShow) at 0 s: offset: recorded -173, replayed 0"
    ),
    Reading(
      label: "rejected", error: ScenarioError(path: "steps[5]", problem: .rejected("no field has the id \"ghost\"")),
      line: "steps[5]: rejected: no field has the id \"ghost\""),
  ]

  @Test("every scenario error reads as its path and the problem, also as localizedDescription", arguments: readings)
  func reads(reading: Reading) {
    #expect(String(describing: reading.error) == reading.line)
    #expect(reading.error.localizedDescription == reading.line)
  }
}
