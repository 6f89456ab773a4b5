import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardDemo

@MainActor
@Suite("demo command")
struct DemoCommandTests {
  @Test("the built-in story's text and JSON match their golden files", arguments: ["text", "json"])
  func story(format: String) throws {
    let run = DemoRun(["--format", format])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    try Golden.check(run.output, named: "story.\(format == "text" ? "txt" : "json")")
  }

  @Test(
    "each shipped scenario's text and JSON match their golden files",
    arguments: [
      "worked-example", "scroll-form", "hardware-keyboard", "rotation", "hidden-shortcut-bar",
      "zero-frame-before-focus", "hidden-shortcut-bar-chat",
    ], ["text", "json"])
  func scenario(name: String, format: String) throws {
    let run = DemoRun(["--scenario", Golden.scenario("\(name).json"), "--format", format])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    try Golden.check(run.output, named: "\(name).\(format == "text" ? "txt" : "json")")
  }

  @Test(
    "the text and the JSON list the same transitions, none cut at its start and none going nowhere",
    arguments: [
      [], ["--scenario", "hardware-keyboard.json"], ["--scenario", "scroll-form.json"],
      ["--scenario", "rotation.json"],
      ["--scenario", "hidden-shortcut-bar.json"],
    ])
  func onlyTransitionsThatMove(arguments: [String]) throws {
    let arguments = arguments.map { $0.hasSuffix(".json") ? Golden.scenario($0) : $0 }
    let text = DemoRun(arguments).output
    let json = DemoRun(arguments + ["--format", "json"]).output
    let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let transitions = try #require(document?["transitions"] as? [[String: Any]])
    #expect(!transitions.isEmpty)
    for transition in transitions {
      #expect(transition["interruptedAt"] as? Double != transition["start"] as? Double)
      #expect("\(transition["from"] ?? "")" != "\(transition["to"] ?? "")")
    }
    let listed = text.split(separator: "\n").filter { $0.hasPrefix("         #") }
    #expect(listed.count == transitions.count)
  }

  @Test("options change the story: scroll strategy on an iPhone SE at 60 fps")
  func options() throws {
    let run = DemoRun(["--device", "iphone-se", "--strategy", "scroll", "--fps=60", "--spacing", "8"])
    #expect(run.status == 0)
    try Golden.check(run.output, named: "story-iphone-se-scroll.txt")
  }

  @Test("the worked example gives -272, then -248, then 0 for the offset")
  func workedExample() throws {
    let run = DemoRun(["--scenario", Golden.scenario("worked-example.json"), "--format", "json"])
    let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let transitions = document?["transitions"] as? [[String: Any]] ?? []
    let offsets = transitions.filter { $0["property"] as? String == "offset" }
    let expected: [Double] = [-(744 + 20 - 492), -(744 + 20 - 516), 0]  // the estimate, the real frame, the hide
    #expect(offsets.compactMap { $0["to"] as? Double } == expected)
    #expect(offsets.compactMap { $0["cause"] as? String } == ["estimate", "keyboard.willShow", "keyboard.willHide"])
    #expect(offsets.compactMap { $0["duration"] as? Double } == [0.25, 0.25, 0.25])
    #expect(offsets.compactMap { ($0["curve"] as? [String: Any])?["raw"] as? Int } == [7, 7, 7])
  }

  @Test(
    "the final values carry the API's names, and the first names as aliases of the same values",
    arguments: ["worked-example.json", "hardware-keyboard.json", "scroll-form.json"])
  func finalValueAliases(scenario: String) throws {
    let run = DemoRun(["--scenario", Golden.scenario(scenario), "--format", "json"])
    let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let final = try #require(document?["final"] as? [String: Any])
    for (name, alias) in [
      ("shiftedContainerFrame", "containerFrame"), ("coveredFrame", "keyboardFrame"),
      ("coveredHeight", "visibleHeight"),
    ] {
      #expect((final[name] as? NSObject) == (final[alias] as? NSObject), "\(name) and \(alias)")
      #expect((final[name] == nil) == (final[alias] == nil), "\(name) and \(alias)")
    }
    #expect(final["shiftedContainerFrame"] != nil && final["coveredHeight"] != nil)
  }

  @Test("--help prints the usage, naming every option, and succeeds")
  func help() {
    let run = DemoRun(["--help"])
    #expect(run.status == 0)
    for option in [
      "--device", "--orientation", "--strategy", "--spacing", "--fps", "--format", "--pictures", "--scenario",
    ] {
      #expect(run.output.contains(option))
    }
    #expect(run.output.contains("iphone-15-pro-max"))
  }

  @Test("the README's options line names every option and every name each option takes")
  func readmeNamesEveryOption() throws {
    let readme = try String(contentsOf: Golden.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let paragraph = try #require(readme.components(separatedBy: "\n\n").first { $0.hasPrefix("Options: ") })
    let names =
      DeviceCatalog.devices.map(\.key) + DeviceCatalog.orientations.map(\.key) + DeviceCatalog.strategies.map(\.key)
      + DemoOptions.Format.allCases.map(\.rawValue) + DemoOptions.Pictures.allCases.map(\.rawValue)
      + DemoOptions.Story.allCases.map(\.rawValue)
    for option in DemoOption.allCases {
      #expect(paragraph.contains("`\(option.rawValue) "), "the README's options line lacks \(option.rawValue)")
    }
    for name in names {
      #expect(
        paragraph.contains(" \(name)|") || paragraph.contains("|\(name)|") || paragraph.contains("|\(name)`"), "\(name)"
      )
    }
  }

  @Test("--help gives the range of each number it takes, the range the parser holds it to")
  func helpGivesRanges() {
    let lines = DemoRun(["--help"]).output.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("  --spacing POINTS") && $0.contains("0 to 1000 points") })
    #expect(lines.contains { $0.hasPrefix("  --fps N") && $0.contains("1 to 240") })
    #expect(DemoRun(["--spacing", "1000"]).status == 0 && DemoRun(["--spacing", "1000.5"]).status == 2)
    #expect(DemoRun(["--spacing", "nan"]).status == 2 && DemoRun(["--spacing", "inf"]).status == 2)
  }

  @Test(
    "a bad command line names the option and the value, prints a usage hint, and nothing on stdout",
    arguments: [
      (["--device", "nokia"], ["--device", "nokia", "iphone-se"]),
      (["--orientation", "sideways"], ["--orientation", "sideways"]),
      (["--strategy", "teleport"], ["--strategy", "teleport"]),
      (["--spacing", "-4"], ["--spacing", "-4"]),
      (["--spacing", "wide"], ["--spacing", "wide"]),
      (["--fps", "0"], ["--fps", "0"]),
      (["--fps", "sixty"], ["--fps", "sixty"]),
      (["--format", "xml"], ["--format", "xml"]),
      (["--pictures", "some"], ["--pictures", "some", "none, changes, all"]),
      (["--colour"], ["unknown option", "--colour"]),
      (["--devise", "ipad"], ["unknown option '--devise'; did you mean '--device'?"]),
      (["-d", "ipad"], ["unknown option '-d'; did you mean '--device'?"]),
      (["--device", "iphone15"], ["invalid value 'iphone15' for --device", "did you mean 'iphone-15'?"]),
      (["--fps"], ["--fps", "needs a value"]),
      (["--scenario=", "story.json"], ["invalid value '' for --scenario"]),
      (["--fps", "--format", "json"], ["--fps", "needs a value"]),
      (["--fps", "30", "--fps", "60"], ["--fps", "more than once"]),
      (["story"], ["unexpected argument", "story"]),
    ])
  func badCommandLine(arguments: [String], mentions: [String]) {
    let run = DemoRun(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    for text in mentions { #expect(run.error.contains(text), "\(run.error)") }
    #expect(run.error.contains("demo --help"))
  }

  @Test("names of devices and other choices are read without regard to case")
  func caseOfNames() {
    let run = DemoRun(["--device", "iPad", "--strategy", "Manual", "--format", "JSON", "--orientation", "Portrait"])
    #expect(run.status == 0)
    #expect(run.output.contains(#""device" : "iPad""#))
    #expect(run.output.contains(#""strategy" : "manual""#))
  }

  @Test("a scenario path that names a directory says so in words and fails")
  func directory() {
    let run = DemoRun(["--scenario", Golden.packageRoot.appendingPathComponent("Scenarios").path])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(
      run.error.hasSuffix(
        "Scenarios: cannot read the file: it is a directory, not a scenario file (such as Scenarios/worked-example.json)\n"
      ))
  }

  @Test("a scenario that cannot be played fails with the file and the path, and prints nothing on stdout")
  func badScenarioFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("demo-bad-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(#"{"device": "iphone-15", "fields": [], "steps": [{"time": 0, "action": "fly"}]}"#.utf8).write(to: url)
    let run = DemoRun(["--scenario", url.path])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.error.hasPrefix("demo: \(url.path): steps[0].action: unknown action \"fly\""))
  }

  @Test(
    "a degenerate screen or JSON other tools refuse exits 1 in every format, naming where, never a trap",
    arguments: [
      (
        #"{"device": {"screen": {"width": 0, "height": 0}, "keyboard": {"withPredictiveBar": 0, "withoutPredictiveBar": 0}}, "fields": [], "steps": []}"#,
        "device.screen.width: a screen's side must be at least 1 point, found 0\n"
      ),
      (
        #"{"device": "iphone-15", "fields": [], "steps": [],}"#,
        "not valid JSON (truncated or malformed?): line 1, column 51: a trailing comma\n"
      ),
    ])
  func refusedInEveryFormat(json: String, message: String) throws {
    let path = try RecordedSession.temporaryFile(Data(json.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    for format in DemoOptions.Format.allCases {
      let run = DemoRun(["--scenario", path, "--format", format.rawValue])
      #expect(run.status == 1 && run.output.isEmpty, "\(format)")
      #expect(run.error == "demo: \(path): \(message)", "\(format)")
    }
  }

  @Test("a missing scenario file is an error naming the file")
  func missingFile() {
    let run = DemoRun(["--scenario", "/nonexistent/story.json"])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.error == "demo: /nonexistent/story.json: cannot read the file: no such file\n")
  }

  @Test("a rotation while editing holds the content, and says why, until the keyboard reports in the new layout")
  func rotationHolds() throws {
    let run = DemoRun(["--scenario", Golden.scenario("rotation.json"), "--format", "json"])
    let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let offsets = (document?["transitions"] as? [[String: Any]] ?? []).filter { $0["property"] as? String == "offset" }
    // Landscape: "notes" rises all the keyboard covers; "title" 342; portrait again: clear of the keyboard.
    #expect(offsets.compactMap { $0["to"] as? Double } == [-398, -342, 0])
    let text = DemoRun(["--scenario", Golden.scenario("rotation.json"), "--pictures", "none"]).output
    #expect(text.contains("its frame is from the old layout"))
    #expect(!text.contains("floating or undocked"))
  }

  @Test("an estimate no keyboard confirms is withdrawn after the wait, and the next focus moves nothing")
  func unconfirmedEstimate() throws {
    let run = DemoRun(["--scenario", Golden.scenario("hidden-shortcut-bar.json"), "--format", "json"])
    let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let offsets = (document?["transitions"] as? [[String: Any]] ?? []).filter { $0["property"] as? String == "offset" }
    #expect(offsets.compactMap { $0["to"] as? Double } == [-272, 0, -308, 0])
    #expect(offsets.compactMap { $0["start"] as? Double }.prefix(2) == [0.5, 1.5])
    #expect(offsets.compactMap { $0["cause"] as? String }.prefix(2) == ["estimate", "keyboardWaitExpired"])
  }

  // Before, the text view's every tap raised the composer 326 pt over a keyboard that never came, for the
  // second the wait lasts; and the iPad's field rose 324 pt after a 0 pt frame said no keyboard was coming.
  @Test(
    "where no keyboard is coming (a 0 pt frame before a text field's focus, a text view's focus with no keyboard notification), nothing moves on an estimate",
    arguments: ["zero-frame-before-focus", "hidden-shortcut-bar-chat"])
  func noEstimateWhereNoKeyboardComes(name: String) throws {
    let run = DemoRun(["--scenario", Golden.scenario("\(name).json"), "--format", "json"])
    let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let transitions = document?["transitions"] as? [[String: Any]] ?? []
    #expect(!transitions.contains { $0["cause"] as? String == "estimate" })
    // Whatever moves, moves for a keyboard that reported: the chat's once the hardware keyboard goes, at 5 s.
    #expect(transitions.allSatisfy { ($0["start"] as? Double ?? 0) >= 5 })
  }

  @Test(
    "in a window that ends above the screen's bottom, the estimate's keyboard top is said in the window's coordinates, as the line after it"
  )
  func estimateTopInTheWindow() throws {
    let text = DemoRun(["--device", "ipad-stage-manager", "--pictures", "none"]).output
    let estimate = try #require(text.split(separator: "\n").first { $0.contains("estimate 360 pt, keyboard top") })
    let top = try #require(estimate.split(separator: " ").last)
    #expect(text.contains("would be hidden by keyboard top \(top) "))
  }
}
