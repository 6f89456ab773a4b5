import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardDemo

@MainActor
@Suite("Scenario player")
struct DemoPlayerTests {
  @Test("the built-in story moves the container by the shift formula at each step")
  func story() throws {
    let playback = try DemoPlayer.play(.story)
    // d = field.maxY + spacing - keyboardTop; keyboard tops 492 (estimate 360), 516 (336), 561 (291).
    // The first keyboard reports `keyboardLatency` after the email field begins editing.
    let latency = Scenario.story.keyboardLatency
    let expected: [(CGFloat, AvoidanceCause, TimeInterval)] = [
      (-(644 + 20 - 492), .estimate, 0), (-(644 + 20 - 516), .keyboard(.willChangeFrame), latency),
      (-(724 + 20 - 516), .focusChange, 1), (-(724 + 20 - 561), .keyboard(.willChangeFrame), 2),
      (0, .keyboard(.willChangeFrame), 3),
    ]
    let offsets = playback.changes.flatMap(\.records).filter { $0.property == .offset }.map { record in
      (record.transition.to, record.cause, record.startTime)
    }
    #expect(offsets.map(\.0) == expected.map(\.0))
    #expect(offsets.map(\.1) == expected.map(\.1))
    #expect(offsets.map(\.2) == expected.map(\.2))
    #expect(playback.changes.allSatisfy { $0.duration == 0.25 && $0.curve == .keyboard })
    // The real frame takes over from the value the estimate presents at that moment.
    let correction = try #require(playback.changes.dropFirst().first?.records.first)
    #expect(correction.property == .offset)
    let presented = -(644 + 20 - 492) * TimingCurve.keyboard.progress(at: latency / 0.25)
    #expect(abs(correction.transition.from - presented) < 1e-9)
  }

  @Test("a simulator action that starts before the previous one ends is an error naming the step's time")
  func overlappingSimulatorActions() {
    var scenario = Scenario.story
    scenario.keyboardLatency = 0
    scenario.steps = [
      ScenarioStep(time: 0, action: .user(.tapTextField("email"))),
      ScenarioStep(time: 0.1, action: .user(.togglePredictiveBar)),
    ]
    #expect(throws: ScenarioError.self) { try DemoPlayer.play(scenario) }
    do {
      _ = try DemoPlayer.play(scenario)
    } catch {
      #expect(error.path == "steps[1].time")
      #expect(error.description.contains("before the simulator's previous action ends at 0.25 s"))
    }
  }

  @Test("an input the engine rejects is an error naming the step")
  func rejectedInput() {
    var scenario = Scenario.story
    scenario.steps = [
      ScenarioStep(time: 0, action: .input(.didBeginEditing("email"))),
      ScenarioStep(time: 1, action: .input(.didBeginEditing("password"))),
    ]
    #expect(
      throws: ScenarioError(
        path: "steps[1]", problem: .rejected("\"email\" is still being edited; it must end editing first"))
    ) { try DemoPlayer.play(scenario) }
  }

  @Test("a step the simulator has nothing to send for is kept as silent")
  func silentStep() throws {
    var scenario = Scenario.story
    scenario.steps = [ScenarioStep(time: 0, action: .user(.undockKeyboard))]
    let playback = try DemoPlayer.play(scenario)
    #expect(playback.silentSteps == [0])
    #expect(playback.changes.isEmpty)
  }

  @Test(
    "a transition replaced at the instant it starts, or one that goes nowhere, is not shown",
    arguments: [0, 0.1])
  func onlyWhatMoves(latency: TimeInterval) throws {
    var scenario = Scenario.story
    scenario.keyboardLatency = latency
    scenario.steps = [
      ScenarioStep(time: 0, action: .user(.tapTextField("email"))),
      ScenarioStep(time: 1, action: .user(.rotate(.landscape))),
      ScenarioStep(time: 2, action: .user(.rotate(.portrait))), ScenarioStep(time: 3, action: .user(.dismiss)),
    ]
    let playback = try DemoPlayer.play(scenario)
    // With no latency the tap's estimate is replaced at the instant it starts; with one, it shows.
    #expect(playback.layout.records.count > playback.transitions.count || latency > 0)
    for transition in playback.transitions {
      let (from, to) = transition.change.endpoints
      #expect(from != to)
      #expect(transition.interruption.map { $0 > transition.change.startTime } ?? true)
    }
    // Every value a user sees is still accounted for: each shown transition starts where the
    // previous one of its property left the screen.
    let offsets = playback.transitions.map(\.change).filter { $0.key == "offset" }
    for (previous, next) in zip(offsets, offsets.dropFirst()) {
      #expect(previous.sample(at: next.startTime) == next.endpoints.from)
    }
    // The tap's estimate is replaced at once when the keyboard reports at the same instant.
    #expect(playback.entries.first?.isReplacedAtOnce == (latency == 0))
  }

  @Test("the two bottom insets show as one scrollInsets transition, one that did not move held where it was")
  func insetsShowTogether() throws {
    let json = """
      {"device": "iphone-se",
       "strategy": {"kind": "scroll", "contentHeight": 900, "adjustedTopInset": 20,
                    "restInsets": {"content": 400, "indicator": 0}},
       "fields": [{"id": "a", "frame": {"x": 16, "y": 380, "width": 343, "height": 44}}],
       "steps": [{"time": 0, "action": "tapTextField", "field": "a"}]}
      """
    let playback = try DemoPlayer.play(try ScenarioParser.scenario(from: Data(json.utf8)))
    // The keyboard covers 260 pt: the indicator inset rises to it, the content inset stays at its 400.
    #expect(playback.layout.records.filter { $0.property == .contentInset }.isEmpty)
    let insets = try #require(playback.changes.first { $0.key == "scrollInsets" })
    #expect(insets.records.map(\.property) == [.contentInset, .indicatorInset])
    let (from, to) = insets.endpoints
    #expect(from.components.map(\.name) == ["content", "indicator"])
    #expect(from.components.map(\.value) == [400, 0])
    #expect(to.components.map(\.value) == [400, 260])
  }
}
