import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import KeyboardTestSupport
import Testing

/// A recording that was cut short, edited, padded or made by a later version is refused with a typed
/// error naming the JSON path and the problem; no replay comes back.
@MainActor
@Suite("Session replay of a bad recording")
struct SessionReplayBadRecordingTests {
  /// The worked example's recording, as a file, and the number of its steps.
  static func recording() throws -> (data: Data, steps: Int) {
    let recorder = try SessionReplayTests.recordedTap()
    return (try recorder.scenarioData(), recorder.eventCount)
  }

  /// A change to a recording, and the error it must cause.
  enum Tampering: CaseIterable, CustomTestStringConvertible {
    case wrongType, stepOutOfRange, unknownKey, unknownCause, unknownReason, futureFormat, tooLarge

    var testDescription: String { "\(self)" }

    func apply(to data: Data) throws -> Data {
      switch self {
      case .wrongType: try data.editingExpected(2) { $0["offset"] = "far" }
      case .stepOutOfRange: try data.editingExpected(0) { $0["step"] = 999 }
      case .unknownKey: try data.editingExpected(1) { $0["offest"] = 0 }
      case .unknownCause: try data.editingExpected(1) { $0["cause"] = "keyboard.willShw" }
      case .unknownReason: try data.editingExpected(1) { $0["reason"] = "bored" }
      // A later format may have keys this one lacks: the version is what is wrong.
      case .futureFormat:
        try data.editingJSON {
          $0["format"] = Scenario.formatVersion + 1
          $0["haptics"] = true
        }
      case .tooLarge: data + Data(repeating: UInt8(ascii: " "), count: ScenarioParser.maximumFileSize + 1 - data.count)
      }
    }

    /// The error, for a recording of `steps` steps.
    func error(steps: Int) -> ScenarioError {
      let causes = [
        "initial", "started", "estimate", "focusChange", "editingEnded", "layoutChange", "userScroll",
        "keyboardWaitExpired", "keyboardDrag", "stopped",
      ]
      let phases = ["willShow", "didShow", "willChangeFrame", "didChangeFrame", "willHide", "didHide"]
      let reasons = [
        "notObserving", "nothingFocused", "heldBetweenFields", "keyboardHidden", "keyboardCoversNothing",
        "keyboardFromOldLayout", "focusedElsewhere", "keyboardAbsent",
      ]
      switch self {
      case .wrongType:
        return ScenarioError(
          path: "expected[2].offset", problem: .wrongType(expected: "a number", found: #"the string "far""#))
      case .stepOutOfRange:
        return ScenarioError(
          path: "expected[0].step",
          problem: .invalidValue("no step has the index 999 (the scenario has \(steps) steps)"))
      case .unknownKey:
        return ScenarioError(
          path: "expected[1].offest",
          problem: .unknownProperty(known: LayoutProperty.keys.map(\.key).joined(separator: ", ")), suggestion: "offset"
        )
      case .unknownCause:
        let names = (causes + phases.map { "keyboard.\($0)" }).joined(separator: ", ")
        return ScenarioError(
          path: "expected[1].cause",
          problem: .invalidValue(#"unknown value "keyboard.willShw" (expected one of: \#(names))"#),
          suggestion: "keyboard.willShow")
      case .unknownReason:
        return ScenarioError(
          path: "expected[1].reason",
          problem: .invalidValue(#"unknown value "bored" (expected one of: \#(reasons.joined(separator: ", ")))"#))
      case .futureFormat:
        let newest = Scenario.formatVersion
        return ScenarioError(path: "format", problem: .unsupportedFormat(version: newest + 1, newest: newest))
      case .tooLarge:
        let limit = ScenarioParser.maximumFileSize
        return ScenarioError(path: "", problem: .tooLarge(bytes: limit + 1, limit: limit))
      }
    }
  }

  @Test(
    "a tampered, padded or future recording is a typed error naming the JSON path and the problem",
    arguments: Tampering.allCases)
  func tampered(tampering: Tampering) throws {
    let (data, steps) = try Self.recording()
    let tampered = try tampering.apply(to: data)
    #expect(throws: tampering.error(steps: steps)) { try SessionReplay(tampered) }

    let url = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try tampered.write(to: url)
    #expect(throws: tampering.error(steps: steps)) { try SessionReplay(contentsOfFile: url.path) }
  }

  @Test("a recording cut in half is a typed error saying the document is not JSON")
  func truncated() throws {
    let (data, _) = try Self.recording()
    #expect {
      try SessionReplay(data.prefix(data.count / 2))
    } throws: { error in
      guard let error = error as? ScenarioError, case .notJSON = error.problem else { return false }
      return error.path.isEmpty
    }
  }

  @Test("a step the engine refuses part way through the replay is a typed error naming the step, and no replay")
  func refusedStep() throws {
    let (data, _) = try Self.recording()
    var index = 0
    // The field ends editing where it began: the engine refuses, since nothing is being edited.
    let tampered = try data.editingJSON { document in
      guard var steps = document["steps"] as? [[String: Any]] else { throw CocoaError(.coderValueNotFound) }
      index = try #require(steps.firstIndex { $0["action"] as? String == "beginEditing" })
      steps[index]["action"] = "endEditing"
      document["steps"] = steps
    }
    #expect(index > 0, "the refused step comes after steps that were played")
    #expect(
      throws: ScenarioError(
        path: "steps[\(index)]", problem: .rejected(#""email" ends editing but is not being edited"#))
    ) {
      try SessionReplay(tampered)
    }
  }
}
