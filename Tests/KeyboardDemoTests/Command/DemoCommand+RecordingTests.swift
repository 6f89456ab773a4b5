import Foundation
import KeyboardDemo
import KeyboardHandler
import KeyboardTestSupport
import Testing

/// `demo --scenario` on a recorded session: it plays what was recorded, and refuses a bad file before
/// printing anything.
@MainActor
@Suite("The demo with a recording")
struct DemoCommandRecordingTests {
  /// The JSON output's final values and transitions.
  static func finalValuesAndTransitions(_ run: DemoRun) throws -> (final: NSDictionary, transitions: NSArray) {
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? NSDictionary)
    let final = try #require(document["final"] as? NSDictionary)
    let transitions = try #require(document["transitions"] as? NSArray)
    return (final, transitions)
  }

  /// The text output's lines that describe transitions (`#1 offset 0 → -272 …`) and the end.
  static func transitionLines(_ run: DemoRun) -> [String] {
    run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0.hasPrefix("#") || $0.hasPrefix("At the end")
    }
  }

  @Test("a recording prints the same final values and transitions as its scenario without the expected section")
  func recordingPlaysAsItsScenario() throws {
    let recorder = try RecordedSession.workedExample()
    var plain = recorder.scenario
    plain.expected = nil
    let recording = try RecordedSession.temporaryFile(try recorder.scenarioData())
    let scenario = try RecordedSession.temporaryFile(plain.jsonData())
    defer { for path in [recording, scenario] { try? FileManager.default.removeItem(atPath: path) } }

    let recorded = DemoRun(["--scenario", recording, "--format", "json"])
    let played = DemoRun(["--scenario", scenario, "--format", "json"])
    #expect(recorded.status == 0 && played.status == 0, "\(recorded.error)\(played.error)")
    let (final, transitions) = try Self.finalValuesAndTransitions(recorded)
    let (playedFinal, playedTransitions) = try Self.finalValuesAndTransitions(played)
    #expect(final == playedFinal)
    #expect(transitions == playedTransitions)

    let text = Self.transitionLines(DemoRun(["--scenario", recording, "--pictures", "none"]))
    #expect(text == Self.transitionLines(DemoRun(["--scenario", scenario, "--pictures", "none"])))
    #expect(text.contains { $0.hasPrefix("At the end") })

    // And they are the recording's: its last offset, and offsets it moved to (a move replaced at once,
    // such as the estimate the keyboard corrects in the same instant, shows no transition).
    let expected = try #require(recorder.scenario.expected)
    #expect((final["offset"] as? Double).map { CGFloat($0) } == expected.last?.targets.offset)
    var offsets = expected.map(\.targets.offset)
    offsets = zip(offsets, offsets.dropFirst()).filter { $0 != $1 }.map(\.1)
    let transitionOffsets = transitions.compactMap { $0 as? NSDictionary }.filter {
      $0["property"] as? String == "offset"
    }
    .compactMap { ($0["to"] as? Double).map { CGFloat($0) } }
    #expect(transitionOffsets.count > 2, "the recording moved the content: \(offsets)")
    #expect(transitionOffsets.last == offsets.last)
    #expect(transitionOffsets.allSatisfy(offsets.contains))
  }

  /// A change to a recording's file, and what the demo must say on standard error after the file's name.
  static let badFiles: [(String, (Data, Int) throws -> Data, (Int) -> String)] = [
    (
      "cut in half", { data, _ in data.prefix(data.count / 2) },
      { _ in "not valid JSON (truncated or malformed?): " }
    ),
    (
      "a number that is a string",
      { data, _ in try data.editingExpected(2) { $0["offset"] = "far" } },
      { _ in #"expected[2].offset: expected a number, found the string "far""# + "\n" }
    ),
    (
      "a snapshot of a step it does not have",
      { data, _ in try data.editingExpected(0) { $0["step"] = 999 } },
      { steps in "expected[0].step: no step has the index 999 (the scenario has \(steps) steps)\n" }
    ),
    (
      "more than 4 MiB",
      { data, _ in data + Data(repeating: UInt8(ascii: " "), count: ScenarioParser.maximumFileSize + 1 - data.count) },
      { _ in "the file has 4194305 bytes, more than the limit of 4194304 bytes (4 MiB)\n" }
    ),
    (
      "a later format",
      { data, _ in try data.editingJSON { $0["format"] = Scenario.formatVersion + 1 } },
      { _ in
        "format: format \(Scenario.formatVersion + 1) is not one this version of the package reads (it reads formats "
          + "up to \(Scenario.formatVersion)); replay the file with the version that wrote it, or a later one\n"
      }
    ),
  ]

  @Test(
    "a bad recording exits 1, says on standard error the file, the JSON path and the problem, and prints nothing else")
  func badRecording() throws {
    let recorder = try RecordedSession.workedExample()
    let data = try recorder.scenarioData()
    for (change, edit, message) in Self.badFiles {
      let path = try RecordedSession.temporaryFile(try edit(data, recorder.eventCount))
      defer { try? FileManager.default.removeItem(atPath: path) }
      let run = DemoRun(["--scenario", path])
      #expect(run.status == 1, "\(change)")
      #expect(run.output.isEmpty, "\(change)")
      let said = "demo: \(path): " + message(recorder.eventCount)
      #expect(said.hasSuffix("\n") ? run.error == said : run.error.hasPrefix(said), "\(change): \(run.error)")
    }
  }

  @Test("the recording as the device wrote it exits 0 and says today's engine publishes the same")
  func uneditedRecording() throws {
    let path = try RecordedSession.temporaryFile(try RecordedSession.workedExample().scenarioData())
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = DemoRun(["--scenario", path, "--pictures", "none"])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    #expect(run.output.contains("today's engine publishes the same"))
  }

  @Test(
    "a recording edited by hand prints everything, exits 3 and names on standard error the step where the replay departs, as the timeline and the JSON name it",
    arguments: RecordingEdit.allCases)
  func editedRecording(edit: RecordingEdit) throws {
    let (data, step) = try edit.apply(to: try RecordedSession.workedExample().scenarioData())
    let path = try RecordedSession.temporaryFile(data)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let input = try ScenarioParser.scenario(from: data).steps[step].summary

    let run = DemoRun(["--scenario", path, "--pictures", "none"])
    #expect(run.status == DemoCommand.replayDiffers)
    #expect(run.error.hasPrefix("demo: \(path): the replay differs from the recording in "), "\(run.error)")
    #expect(run.error.contains("; the first: steps[\(step)] (\(input)) at "), "\(run.error)")
    let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains { $0.hasPrefix("steps[\(step)] at ") }, "the timeline names the step as the comparison does")
    #expect(lines.contains { $0.hasPrefix("steps[\(step)] (\(input)) at ") })

    let json = DemoRun(["--scenario", path, "--format", "json"])
    #expect(json.status == DemoCommand.replayDiffers)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? NSDictionary)
    let recording = try #require(document["recording"] as? NSDictionary)
    let first = try #require((recording["differences"] as? [NSDictionary])?.first)
    #expect(recording["matches"] as? Bool == false)
    #expect(first["stepIndex"] as? Int == step)
    // `property` is the entry's key; `key` the one value inside it that differs.
    let differences = recording["differences"] as? [NSDictionary] ?? []
    #expect(
      differences.allSatisfy {
        ($0["key"] as? String)?.split(separator: ".").first.map(String.init) == $0["property"] as? String
      })
    if edit == .spacing {
      #expect(
        differences.contains {
          $0["key"] as? String == "reason.revealed.spacing" && $0["property"] as? String == "reason"
        })
    }
    #expect(first["step"] as? Int == step)
    let transitions = try #require(document["transitions"] as? [NSDictionary])
    #expect(transitions.allSatisfy { ($0["stepIndex"] as? Int).map { $0 + 1 } == $0["step"] as? Int })
  }

  @Test("--help names every exit status")
  func exitStatuses() {
    let usage = DemoRun(["--help"]).output
    for status in [DemoCommand.success, DemoCommand.failure, DemoCommand.usageFailure, DemoCommand.replayDiffers] {
      #expect(usage.contains("\n  \(status)  "), "\(status)")
    }
  }
}
