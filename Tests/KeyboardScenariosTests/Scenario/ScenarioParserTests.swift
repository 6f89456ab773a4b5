import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite("Scenario parser")
struct ScenarioParserTests {
  /// A valid scenario with `steps` spliced in.
  static func document(
    fields: String = #"[{"id": "a", "frame": {"y": 700, "width": 300, "height": 44}}]"#, steps: String
  )
    -> String
  {
    #"{"device": "iphone-15", "fields": \#(fields), "steps": \#(steps)}"#
  }

  static func parse(_ json: String) throws(ScenarioError) -> Scenario {
    try ScenarioParser.scenario(from: Data(json.utf8))
  }

  @Test("reads every step kind, with defaults for what is left out")
  func everyStepKind() throws {
    let steps = """
      [{"time": 0, "action": "tapTextField", "field": "a"}, {"time": 0, "action": "tapTextView", "field": "b"},
       {"time": 0, "action": "togglePredictiveBar"}, {"time": 0, "action": "attachHardwareKeyboard"},
       {"time": 0, "action": "detachHardwareKeyboard"}, {"time": 0, "action": "undockKeyboard"},
       {"time": 0, "action": "dockKeyboard"}, {"time": 0, "action": "rotate", "orientation": "landscape"},
       {"time": 0, "action": "dismiss"}, {"time": 0, "action": "beginEditing", "field": "a"},
       {"time": 0, "action": "endEditing", "field": "a"}, {"time": 0, "action": "scroll", "contentOffset": 12},
       {"time": 1, "action": "keyboard", "phase": "willShow", "frame": {"y": 516, "width": 393, "height": 336}}]
      """
    let fields = """
      [{"id": "a", "frame": {"y": 700, "width": 300, "height": 44}},
       {"id": "b", "frame": {"y": 600, "width": 300, "height": 88}, "kind": "textView"}]
      """
    let scenario = try Self.parse(Self.document(fields: fields, steps: steps))
    let shown = CGRect(x: 0, y: 516, width: 393, height: 336)
    #expect(
      scenario.steps.map(\.action) == [
        .user(.tapTextField("a")), .user(.tapTextView("b")), .user(.togglePredictiveBar),
        .user(.attachHardwareKeyboard), .user(.detachHardwareKeyboard), .user(.undockKeyboard), .user(.dockKeyboard),
        .user(.rotate(.landscape)), .user(.dismiss),
        .input(.didBeginEditing("a")), .input(.didEndEditing("a")), .input(.didScroll(toContentOffset: 12)),
        .input(
          .keyboard(
            KeyboardEvent(
              phase: .willShow, beginFrame: shown, endFrame: shown,
              absentKeys: [.frameBegin, .animationDuration, .animationCurve, .isLocal]))),
      ])
    #expect(
      scenario.fields == [
        InputField(id: "a", frame: CGRect(x: 0, y: 700, width: 300, height: 44)),
        InputField(id: "b", frame: CGRect(x: 0, y: 600, width: 300, height: 88), kind: .textView),
      ])
    #expect(scenario.configuration == AvoidanceConfiguration())
    #expect(scenario.device == .iPhone15)
  }

  /// Malformed documents, each with the path and problem the error must name.
  static let malformedCases: [(String, String, ScenarioError.Problem)] = [
    (
      document(steps: #"[{"time": "soon", "action": "dismiss"}]"#), "steps[0].time",
      ScenarioError.Problem.wrongType(expected: "a number", found: "the string \"soon\"")
    ),
    (
      document(
        steps:
          #"[{"time": 0, "action": "dismiss"}, {"time": 1, "action": "dismiss"}, {"time": 2, "action": "dismiss"}, {"time": 3, "action": "keyboard", "phase": "willShow", "frame": {"width": 393, "height": "tall"}}]"#
      ), "steps[3].frame.height", .wrongType(expected: "a number", found: "the string \"tall\"")
    ),
    (
      document(
        steps: #"[{"time": 0, "action": "keyboard", "phase": "willShow", "frame": {"width": 393, "height": -5}}]"#),
      "steps[0].frame.height", .invalidValue("must not be negative, found -5")
    ),
    (
      document(
        steps:
          #"[{"time": 0, "action": "keyboard", "phase": "willShow", "frame": {"width": 393, "height": 5}, "duration": -1}]"#
      ), "steps[0].duration", .invalidValue("must not be negative, found -1")
    ),
    (
      document(
        steps:
          #"[{"time": 0, "action": "keyboard", "phase": "willShow", "frame": {"width": 393, "height": 5}, "curve": 7.5}]"#
      ), "steps[0].curve", .wrongType(expected: "an integer", found: "the number 7.5")
    ),
    (
      document(
        steps: #"[{"time": 0, "action": "keyboard", "phase": "willWobble", "frame": {"width": 1, "height": 1}}]"#),
      "steps[0].phase",
      .invalidValue(
        "unknown value \"willWobble\" (expected one of: willShow, didShow, willChangeFrame, didChangeFrame, willHide, didHide)"
      )
    ),
    (document(steps: #"[{"time": 0, "action": "keyboard", "phase": "willShow"}]"#), "steps[0].frame", .missingKey),
    (
      #"{"format": 4, "device": "iphone-15", "fields": [], "steps": [{"time": 0, "action": "dragKeyboard", "keyboardTop": 700, "release": "drop"}]}"#,
      "steps[0].release", .invalidValue("unknown value \"drop\" (expected one of: dismiss, cancel)")
    ),
    (
      #"{"format": 4, "device": "iphone-15", "fields": [], "steps": [{"time": 0, "action": "dragKeyboard", "release": "cancel"}]}"#,
      "steps[0].keyboardTop", .missingKey
    ),
    (document(steps: #"[{"time": 0, "action": "fly"}]"#), "steps[0].action", .unknownAction("fly")),
    (document(steps: #"[{"time": 0}]"#), "steps[0].action", .missingKey),
    (
      document(steps: #"[{"time": 0, "action": 3}]"#), "steps[0].action",
      .wrongType(expected: "a string", found: "the number 3")
    ),
    (document(steps: #"[{"time": 0, "action": "dismiss", "field": "a"}]"#), "steps[0].field", .unknownKey),
    (
      document(steps: #"[{"time": 0, "action": "tapTextField", "field": "b"}]"#), "steps[0].field", .unknownField("b")
    ),
    (
      document(steps: #"[{"time": 2, "action": "dismiss"}, {"time": 1, "action": "dismiss"}]"#), "steps[1].time",
      .timeGoesBackwards(time: 1, previous: 2)
    ),
    (
      document(steps: #"[{"time": -1, "action": "dismiss"}]"#), "steps[0].time",
      .invalidValue("must not be negative, found -1")
    ),
    (
      document(steps: #"["dismiss"]"#), "steps[0]", .wrongType(expected: "an object", found: "the string \"dismiss\"")
    ),
    (document(steps: #"{}"#), "steps", .wrongType(expected: "an array", found: "an object")),
    (
      document(
        fields:
          #"[{"id": "a", "frame": {"width": 1, "height": 1}}, {"id": "a", "frame": {"width": 1, "height": 1}}]"#,
        steps: "[]"), "fields[1].id", .duplicateField("a")
    ),
    (
      document(fields: #"[{"id": "", "frame": {"width": 1, "height": 1}}]"#, steps: "[]"), "fields[0].id",
      .invalidValue("must not be empty")
    ),
    (
      document(fields: #"[{"id": "a", "frame": {"width": 1, "height": 1}, "kind": "slider"}]"#, steps: "[]"),
      "fields[0].kind", .invalidValue("unknown value \"slider\" (expected one of: textField, textView)")
    ),
    (
      #"{"device": "nokia", "fields": [], "steps": []}"#, "device",
      .invalidValue(
        "unknown value \"nokia\" (expected one of: iphone-se, iphone-15, iphone-15-pro-max, ipad, ipad-stage-manager)")
    ),
    (#"{"device": "ipad", "fields": [], "steps": [], "colour": "red"}"#, "colour", .unknownKey),
    (#"{"fields": [], "steps": []}"#, "device", .missingKey),
    (
      #"{"device": {"screen": {"width": 400, "height": 800}}, "fields": [], "steps": []}"#, "device.keyboard",
      .missingKey
    ),
    (
      #"{"device": "ipad", "strategy": "teleport", "fields": [], "steps": []}"#, "strategy",
      .invalidValue(
        "unknown value \"teleport\" (expected one of: shift, scroll, constraint, manual, chat, messageList)")
    ),
    (
      #"{"device": "ipad", "estimatedKeyboardHeight": 0, "fields": [], "steps": []}"#, "estimatedKeyboardHeight",
      .invalidValue("must be more than 0")
    ),
    (
      #"{"device": {"screen": {"width": -1, "height": 800}, "keyboard": {"withPredictiveBar": 1, "withoutPredictiveBar": 1}}, "fields": [], "steps": []}"#,
      "device.screen.width", .invalidValue("a screen's side must be at least 1 point, found -1")
    ),
    (
      #"{"device": {"screen": {"width": 0, "height": 0}, "keyboard": {"withPredictiveBar": 1, "withoutPredictiveBar": 1}}, "fields": [], "steps": []}"#,
      "device.screen.width", .invalidValue("a screen's side must be at least 1 point, found 0")
    ),
    (
      document(
        steps:
          #"[{"time": 0, "action": "container", "screen": {"width": 393, "height": 0.5}, "frame": {"width": 1, "height": 1}}]"#
      ), "steps[0].screen.height", .invalidValue("a screen's side must be at least 1 point, found 0.5")
    ),
    (
      #"{"device": "ipad", "keyboardLatency": -0.1, "fields": [], "steps": []}"#, "keyboardLatency",
      .invalidValue("must not be negative, found -0.1")
    ),
    (
      #"{"device": "ipad", "keyboardLatency": "slow", "fields": [], "steps": []}"#, "keyboardLatency",
      .wrongType(expected: "a number", found: "the string \"slow\"")
    ),
    (
      document(fields: #"[{"id": "a", "frame": {"y": 1e300, "width": 1, "height": 1}}]"#, steps: "[]"),
      "fields[0].frame.y", .invalidValue("must be between -1000000000 and 1000000000, found 1e+300")
    ),
    (
      document(
        steps:
          #"[{"time": 0, "action": "keyboard", "phase": "willShow", "frame": {"width": 393, "height": 5}, "duration": 1e300}]"#
      ), "steps[0].duration", .invalidValue("must be between -1000000000 and 1000000000, found 1e+300")
    ),
    (#"[1, 2]"#, "", .wrongType(expected: "an object", found: "an array")),
  ]

  /// Near misses, each with the path and the name the error must suggest.
  static let nearMisses: [(String, String, String)] = [
    (#"{"device": "ipda", "fields": [], "steps": []}"#, "device", "ipad"),
    (#"{"device": "ipad", "spacnig": 8, "fields": [], "steps": []}"#, "spacnig", "spacing"),
    (#"{"device": "ipad", "predictivebar": false, "fields": [], "steps": []}"#, "predictivebar", "predictiveBar"),
    (document(steps: #"[{"time": 0, "action": "tapTextFeild", "field": "a"}]"#), "steps[0].action", "tapTextField"),
    (document(steps: #"[{"time": 0, "action": "Dismiss"}]"#), "steps[0].action", "dismiss"),
    (
      document(
        fields: #"[{"id": "email", "frame": {"width": 1, "height": 1}}]"#,
        steps: #"[{"time": 0, "action": "tapTextField", "field": "emial"}]"#), "steps[0].field", "email"
    ),
    (
      document(steps: #"[{"time": 0, "action": "rotate", "orientation": "landscpae"}]"#), "steps[0].orientation",
      "landscape"
    ),
    (
      document(steps: #"[{"time": 0, "action": "keyboard", "phase": "WillShow", "frame": {"width": 1, "height": 1}}]"#),
      "steps[0].phase", "willShow"
    ),
    (#"{"device": "ipad", "strategy": "scrol", "fields": [], "steps": []}"#, "strategy", "scroll"),
  ]

  @Test("a near miss of a key, an action, a field id or a name suggests what was meant", arguments: nearMisses)
  func nearMiss(json: String, path: String, suggestion: String) {
    #expect {
      try Self.parse(json)
    } throws: { error in
      guard let error = error as? ScenarioError else { return false }
      return error.path == path && error.suggestion == suggestion
        && error.description.hasSuffix("; did you mean \"\(suggestion)\"?")
    }
  }

  @Test("device names are read without regard to case", arguments: ["iPad", "IPAD", "iPhone-15"])
  func deviceNameCase(name: String) throws {
    let scenario = try Self.parse(#"{"device": "\#(name)", "fields": [], "steps": []}"#)
    #expect(scenario.device.name.lowercased().replacingOccurrences(of: " ", with: "-") == name.lowercased())
  }

  @Test(
    "a tap must name a field of its kind",
    arguments: [
      ("tapTextField", "b", "\"b\" is a text view: tap it with tapTextView"),
      ("tapTextView", "a", "\"a\" is a text field: tap it with tapTextField"),
    ])
  func tapOfTheWrongKind(action: String, field: String, reason: String) {
    let fields = """
      [{"id": "a", "frame": {"width": 1, "height": 1}}, {"id": "b", "frame": {"width": 1, "height": 1}, "kind": "textView"}]
      """
    let json = Self.document(fields: fields, steps: #"[{"time": 0, "action": "\#(action)", "field": "\#(field)"}]"#)
    #expect(throws: ScenarioError(path: "steps[0].field", problem: .invalidValue(reason))) { try Self.parse(json) }
  }

  @Test("the keyboard latency defaults to none and is read in seconds")
  func keyboardLatency() throws {
    #expect(try Self.parse(#"{"device": "ipad", "fields": [], "steps": []}"#).keyboardLatency == 0)
    #expect(
      try Self.parse(#"{"device": "ipad", "keyboardLatency": 0.1, "fields": [], "steps": []}"#).keyboardLatency == 0.1)
  }

  @Test("each malformed scenario is an error naming the JSON path and the problem", arguments: malformedCases)
  func malformed(json: String, path: String, problem: ScenarioError.Problem) {
    #expect(throws: ScenarioError(path: path, problem: problem)) { try Self.parse(json) }
  }

  @Test(
    "truncated JSON is an error saying the document is not JSON", arguments: [#"{"device": "ipad", "fi"#, "", "{]"])
  func truncated(json: String) {
    #expect {
      try Self.parse(json)
    } throws: { error in
      guard let error = error as? ScenarioError, case .notJSON = error.problem else { return false }
      return error.path.isEmpty && error.description.contains("not valid JSON")
    }
  }

  @Test(
    "what JSON does not allow is refused at its line and column, even where Foundation's readers accept it",
    arguments: [
      (#"{"device": "ipad", "fields": [], "steps": [],}"#, "line 1, column 46: a trailing comma"),
      ("{\n\"device\": \"ipad\", \"fields\": [1, 2,], \"steps\": []}", "line 2, column 35: a trailing comma"),
      (#"{"device": "ipad", "fields": [], "steps": [], "spacing": 020}"#, "line 1, column 59: expected ',' or '}'"),
      (#"{"device": "ipad", "fields": [], "steps": [], "spacing": NaN}"#, "line 1, column 58: expected a value"),
      (#"{"device": "ipad", "fields": [], "steps": [], // note"#, "line 1, column 47: expected a key in quotes"),
      (#"{"device": 'ipad'}"#, "line 1, column 12: expected a value"),
      (
        String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
        "line 1, column 513: nested more than 512 levels deep"
      ),
    ])
  func strictJSON(json: String, reason: String) {
    #expect(throws: ScenarioError(path: "", problem: .notJSON(reason))) { try Self.parse(json) }
  }

  @Test(
    "a key given twice in one object is refused at its JSON path, with where each one is, however it is escaped",
    arguments: [
      (
        #"{"device": "iphone-15", "device": "ipad", "fields": [], "steps": []}"#, "device", "line 1, column 2",
        "line 1, column 25"
      ),
      (
        #"{"device": "ipad", "\u0064evice": "ipad", "fields": [], "steps": []}"#, "device", "line 1, column 2",
        "line 1, column 20"
      ),
      (
        "{\"device\": \"ipad\", \"fields\": [],\n \"steps\": [{\"time\": 0, \"action\": \"dismiss\", \"time\": 1}]}",
        "steps[0].time", "line 2, column 13", "line 2, column 45"
      ),
    ])
  func duplicateKey(json: String, path: String, first: String, again: String) {
    #expect(throws: ScenarioError(path: path, problem: .duplicateKey(first: first, again: again))) {
      try Self.parse(json)
    }
  }

  /// A valid scenario in UTF-16, each code unit's bytes in the order `bigEndian` says.
  static func utf16(_ json: String, bigEndian: Bool) -> [UInt8] {
    Array(json.utf16).flatMap { unit in
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      return bigEndian ? [high, low] : [low, high]
    }
  }

  static let minimal = #"{"device": "ipad", "fields": [], "steps": []}"#

  @Test(
    "a file in another encoding than UTF-8 is refused as such, saying which, with or without a byte order mark",
    arguments: [
      ([0xFF, 0xFE] + utf16(minimal, bigEndian: false), "it is UTF-16 (little-endian), with a byte order mark"),
      ([0xFE, 0xFF] + utf16(minimal, bigEndian: true), "it is UTF-16 (big-endian), with a byte order mark"),
      (utf16(minimal, bigEndian: false), "it is UTF-16 (little-endian)"),
      (utf16(minimal, bigEndian: true), "it is UTF-16 (big-endian)"),
      (
        [0xFF, 0xFE, 0, 0] + Array(minimal.utf8).flatMap { [$0, 0, 0, 0] },
        "it is UTF-32 (little-endian), with a byte order mark"
      ),
      (
        Array(#"{"device": "ipad", "name": "caf"#.utf8) + [0xE9] + Array(#"", "fields": [], "steps": []}"#.utf8),
        "line 1, column 32: the byte 0xE9 is not UTF-8 here"
      ),
    ] as [([UInt8], String)])
  func notUTF8(bytes: [UInt8], reason: String) {
    #expect(throws: ScenarioError(path: "", problem: .notUTF8(reason))) {
      try ScenarioParser.scenario(from: Data(bytes))
    }
  }

  @Test("a UTF-8 file that begins with a byte order mark is refused, saying so")
  func byteOrderMark() {
    let reason = "line 1, column 1: a byte order mark, which JSON does not allow: save the file without one"
    #expect(throws: ScenarioError(path: "", problem: .notJSON(reason))) {
      try ScenarioParser.scenario(from: Data([0xEF, 0xBB, 0xBF] + Array(Self.minimal.utf8)))
    }
  }

  @Test(
    "an escape of half a UTF-16 pair is refused at its line and column, as no character",
    arguments: [
      (
        #""\ud800""#,
        #"line 1, column 29: \ud800 is the first half of a UTF-16 pair with no second half after it, which is no character"#
      ),
      (
        #""\uD83D\u0041""#,
        #"line 1, column 29: \uD83D is the first half of a UTF-16 pair with no second half after it, which is no character"#
      ),
      (
        #""ok \udc00""#,
        #"line 1, column 32: \udc00 is the second half of a UTF-16 pair with no first half before it, which is no character"#
      ),
    ])
  func loneSurrogate(name: String, reason: String) {
    let json = #"{"device": "ipad", "name": \#(name), "fields": [], "steps": []}"#
    #expect(throws: ScenarioError(path: "", problem: .notJSON(reason))) { try Self.parse(json) }
  }

  @Test("an escaped UTF-16 pair and UTF-8 text read as the characters they are")
  func escapesAndUTF8() throws {
    let json = #"{"device": "ipad", "name": "\ud83d\ude00 caf\u00e9 café \n", "fields": [], "steps": []}"#
    #expect(try Self.parse(json).name == "😀 café café \n")
  }

  @Test("the first files of format 1 name the revealed item revealTarget, and read as they did; both are refused")
  func revealTarget() throws {
    let old = #"{"device": "ipad", "revealTarget": {"kind": "nextField"}, "fields": [], "steps": []}"#
    #expect(try Self.parse(old).configuration.revealedItem == .nextField(orElse: nil))
    let both =
      #"{"device": "ipad", "revealTarget": "nextField", "revealedItem": "nextField", "fields": [], "steps": []}"#
    #expect(
      throws: ScenarioError(
        path: "revealTarget",
        problem: .invalidValue(#"is "revealedItem" as the first files of format 1 name it: give one"#))
    ) { try Self.parse(both) }
  }

  @Test("malformed JSON is reported at its line and column, as an editor counts them")
  func malformedAtLineAndColumn() {
    // The second field's id is followed by a value with no comma: the bad character is the quote that
    // opens "frame", on line 4, after 25 characters.
    let json =
      "{\n  \"name\": \"x\",\n  \"device\": \"iphone-15\",\n  \"fields\": [ {\"id\": \"a\" \"frame\": {}} ]\n}\n"
    #expect {
      try Self.parse(json)
    } throws: { error in
      guard let error = error as? ScenarioError, case .notJSON(let reason) = error.problem else { return false }
      // Linux's Foundation gives a character offset, turned into line 4, column 26; Apple's names the line
      // and column itself.
      return reason.contains("line 4, column ")
    }
  }

  @Test("a file over 4 MiB is refused before it is parsed, saying so")
  func tooLarge() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("demo-large-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(repeating: UInt8(ascii: " "), count: ScenarioParser.maximumFileSize + 10).write(to: url)
    let limit = ScenarioParser.maximumFileSize
    #expect(throws: ScenarioError(path: "", problem: .tooLarge(bytes: limit + 10, limit: limit))) {
      try ScenarioParser.scenario(contentsOfFile: url.path)
    }
    #expect(ScenarioError(path: "", problem: .tooLarge(bytes: limit + 1, limit: limit)).description.contains("4 MiB"))
  }

  @Test(
    "a missing file, a directory or a device is refused without being read, saying which in words",
    arguments: [
      (NSTemporaryDirectory(), "it is a directory, not a scenario file (such as Scenarios/worked-example.json)"),
      ("/dev/zero", "it is not a regular file"), ("/nonexistent/story.json", "no such file"),
    ])
  func notARegularFile(path: String, reason: String) throws {
    #expect(throws: ScenarioError(path: "", problem: .unreadable(reason))) {
      try ScenarioParser.scenario(contentsOfFile: path)
    }
  }

  @Test("a scenario reached through a symbolic link is read like the file it points to")
  func symbolicLink() throws {
    let link = FileManager.default.temporaryDirectory.appendingPathComponent("demo-link-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: link) }
    let target = URL(fileURLWithPath: ShippedScenario.path("worked-example.json"))
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    #expect(
      try ScenarioParser.scenario(contentsOfFile: link.path) == ScenarioParser.scenario(contentsOfFile: target.path))
  }

  @Test(
    "every shipped scenario parses",
    arguments: [
      "worked-example", "scroll-form", "hardware-keyboard", "rotation", "hidden-shortcut-bar", "chat",
      "zero-frame-before-focus", "hidden-shortcut-bar-chat",
    ])
  func shippedScenarios(name: String) throws {
    let scenario = try ScenarioParser.scenario(contentsOfFile: ShippedScenario.path("\(name).json"))
    #expect(!scenario.steps.isEmpty)
  }
}
