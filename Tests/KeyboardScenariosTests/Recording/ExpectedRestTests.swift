import Foundation
import KeyboardModel
import KeyboardScenarios
import Testing

/// An `expected` entry may leave out any animated property: it reads as at rest there, as the engine
/// rests it, so a file written before a property existed (or by a writer that leaves out what rests)
/// reads on, and a key no version knows is refused by name.
@Suite("Expected entries: properties left out are at rest")
struct ExpectedRestTests {
  /// A scroll view whose rest is not the default: insets 10 and 6, scrolled to 120.25, content 1400.5
  /// high in a frame 800 high (so its largest offset at rest is 1400.5 + 10 + 34 - 800 = 644.5).
  static let scrollView = ScenarioJSONTests.scrollView

  /// The rest of `scrollView` at the start: its rest insets, its own offset; the rest is 0.
  static let scrollRest = AvoidanceTargets(scrollInsets: ScrollInsets(content: 10, indicator: 6), contentOffset: 120.25)

  /// A scenario of one `start` step under `strategy`, whose entries (the start, then the step) hold
  /// `targets`.
  static func scenario(_ strategy: AvoidanceStrategy, targets: [AvoidanceTargets], steps: [ScenarioStep]? = nil)
    -> Scenario
  {
    var scenario = Scenario(
      name: "Rest", device: .iPhone15, configuration: AvoidanceConfiguration(strategy: strategy),
      fields: ScenarioJSONTests.fields, steps: steps ?? [ScenarioStep(time: 0, action: .input(.startObserving))])
    scenario.isObserving = false
    scenario.expected = targets.enumerated().map { index, targets in
      PublishedSnapshot(
        step: index == 0 ? nil : min(index - 1, scenario.steps.count - 1), time: 0, targets: targets,
        reason: index == 0 ? .notObserving : .nothingFocused, cause: index == 0 ? .initial : .started,
        animation: .immediate, coveredFrame: nil, focusedField: nil)
    }
    return scenario
  }

  /// The entries of a scenario file, as JSON objects.
  static func entries(_ data: Data) throws -> [[String: Any]] {
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return try #require(document?["expected"] as? [[String: Any]])
  }

  static let propertyKeys = Set(LayoutProperty.keys.map(\.key))

  /// The property keys an unknown one is refused with, as the error lists them.
  static let knownProperties = LayoutProperty.keys.map(\.key).joined(separator: ", ")

  @Test(
    "entries at rest, written without a property, read back at rest under every strategy",
    arguments: [
      (AvoidanceStrategy.shift, AvoidanceTargets()), (.manual, AvoidanceTargets()), (.scroll(scrollView), scrollRest),
      (.bottomConstraint(scrollView, anchor: .safeAreaBottom), scrollRest),
    ])
  func atRest(strategy: AvoidanceStrategy, rest: AvoidanceTargets) throws {
    let scenario = Self.scenario(strategy, targets: [rest, rest])
    let data = scenario.jsonData(alwaysWriting: [])
    for entry in try Self.entries(data) {
      #expect(Self.propertyKeys.isDisjoint(with: entry.keys), "\(entry)")
    }
    #expect(try ScenarioParser.scenario(from: data) == scenario)
  }

  @Test("a chat's list rests at its newest message, as its strategy derives it, and its insets clear the composer")
  func chatAtRest() throws {
    let container = DevicePreset.iPhone15.container(.portrait)
    let strategy = StrategyChoice.chat.strategy(for: container, fields: ScenarioJSONTests.fields)
    let list = try #require(strategy.scrollView)
    let rest = AvoidanceTargets(scrollInsets: list.restInsets, contentOffset: list.contentOffset)
    #expect(rest.contentInset > 0)
    let scenario = Self.scenario(strategy, targets: [rest, rest])
    let data = scenario.jsonData(alwaysWriting: [])
    #expect(try Self.entries(data).allSatisfy { Self.propertyKeys.isDisjoint(with: $0.keys) })
    #expect(try ScenarioParser.scenario(from: data) == scenario)
  }

  @Test("a content offset left out rests where the strategy brings the entry before's: clamped to the content at rest")
  func contentOffsetFollowsTheEntryBefore() throws {
    let json = """
      {"device": "iphone-15", "observing": false, "fields": [], "steps": [{"time": 0, "action": "start"}],
       "strategy": {"kind": "scroll", "frame": {"y": 12, "width": 393, "height": 800}, "contentHeight": 1400.5,
         "adjustedTopInset": 59, "bottomSafeAreaInset": 34, "restInsets": {"content": 10, "indicator": 6},
         "contentOffset": 120.25},
       "expected": [
         {"time": 0, "cause": "initial", "reason": "notObserving", "animation": {"duration": 0, "curve": 0},
          "contentOffset": 900, "scrollInsets": {"content": 300, "indicator": 300}},
         {"step": 0, "time": 0, "cause": "started", "reason": "nothingFocused", "animation": {"duration": 0, "curve": 0}},
         {"step": 0, "time": 0, "cause": "started", "reason": "nothingFocused", "animation": {"duration": 0, "curve": 0},
          "contentOffset": 300, "scrollInsets": {"content": 40}}]}
      """
    let read = try #require(try ScenarioParser.scenario(from: Data(json.utf8)).expected)
    #expect(
      read.map(\.targets) == [
        AvoidanceTargets(scrollInsets: ScrollInsets(content: 300, indicator: 300), contentOffset: 900),
        // 900 with the insets at rest is past the end of the content: 644.5 is as far as it goes.
        AvoidanceTargets(scrollInsets: ScrollInsets(content: 10, indicator: 6), contentOffset: 644.5),
        // A member left out of its object is at rest too.
        AvoidanceTargets(scrollInsets: ScrollInsets(content: 40, indicator: 6), contentOffset: 300),
      ])
  }

  @Test("the scroll view a step lays out gives the rest of the entries after it")
  func restFollowsTheSteps() throws {
    var geometry = Self.scrollView
    geometry.restInsets = ScrollInsets(content: 25, indicator: 20)
    let steps = [
      ScenarioStep(time: 0, action: .input(.startObserving)),
      ScenarioStep(time: 1, action: .input(.layoutDidChange(LayoutReading(scrollView: geometry)))),
    ]
    let rest = Self.scrollRest
    var moved = rest
    moved.scrollInsets = geometry.restInsets
    let scenario = Self.scenario(.scroll(Self.scrollView), targets: [rest, rest, moved], steps: steps)
    let data = scenario.jsonData(alwaysWriting: [])
    #expect(try Self.entries(data).allSatisfy { Self.propertyKeys.isDisjoint(with: $0.keys) })
    #expect(try ScenarioParser.scenario(from: data) == scenario)
  }

  @Test("a writer that need not write a property leaves out exactly those at rest, and the file reads back equal")
  func leavesOutExactlyWhatRests() throws {
    var scenarios = [ScenarioJSONTests.everything]
    for strategy in [
      AvoidanceStrategy.scroll(Self.scrollView), .bottomConstraint(Self.scrollView, anchor: .containerBottom),
    ] {
      var scenario = ScenarioJSONTests.everything
      scenario.configuration.strategy = strategy
      scenarios.append(scenario)
    }
    for scenario in scenarios {
      let written = scenario.jsonData(alwaysWriting: [])
      #expect(try ScenarioParser.scenario(from: written) == scenario)
      // Every entry of `everything` moves its offset: the writer keeps it.
      #expect(try Self.entries(written).dropFirst().allSatisfy { $0["offset"] != nil })
      #expect(written.count < scenario.jsonData().count)
    }
  }

  @Test("today's writer writes the properties every version has read in every entry, so those versions read the file")
  func everyEntryHoldsTheFirstProperties() throws {
    let scenario = Self.scenario(.shift, targets: [AvoidanceTargets(), AvoidanceTargets()])
    for entry in try Self.entries(scenario.jsonData()) {
      #expect(Set(entry.keys).isSuperset(of: ["offset", "scrollInsets", "contentOffset", "constraintConstant"]))
      #expect((entry["scrollInsets"] as? [String: Any])?.count == 2)
    }
  }

  @Test(
    "an entry's key that is no animated property this version knows is refused by name, with what was meant",
    arguments: [
      (#""wobble": 12"#, "expected[0].wobble", nil, knownProperties),
      (#""offest": 0"#, "expected[0].offest", "offset", knownProperties),
      (#""scrollInsets": {"content": 0, "top": 4}"#, "expected[0].scrollInsets.top", nil, "content, indicator"),
    ] as [(String, String, String?, String)])
  func unknownProperty(member: String, path: String, suggestion: String?, known: String) {
    let json = """
      {"device": "ipad", "fields": [], "steps": [], "expected": [{"time": 0, "cause": "initial", "reason": "notObserving",
        "animation": {"duration": 0, "curve": 0}, \(member)}]}
      """
    #expect(
      throws: ScenarioError(
        path: path, problem: .unknownProperty(known: known), suggestion: suggestion)
    ) { try ScenarioParser.scenario(from: Data(json.utf8)) }
  }
}
