import Foundation
import KeyboardHandlerTesting
import KeyboardTestSupport
import Testing

@testable import KeyboardHandler

/// A recorder on a chat screen, an iPhone 15 whose composer (a text view on the safe area's bottom) is
/// registered with a listener, fed the simulator's drags of the keyboard as the app receives them.
@MainActor
@Suite("Keyboard session recorder: a drag of the keyboard")
struct KeyboardSessionRecorderDragTests {
  let center = NotificationCenter()
  let clock = ManualAnimationClock()
  let composer = FieldObject(y: 852 - 34 - 44)

  func listener() throws -> KeyboardListener {
    let container = DevicePreset.iPhone15.container(.portrait)
    let strategy = StrategyChoice.chat.strategy(
      for: container, fields: [InputField(id: "message", frame: composer.frame, kind: .textView)])
    let avoider = try KeyboardAvoider(
      configuration: AvoidanceConfiguration(strategy: strategy), container: container, fields: [], clock: clock)
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    try listener.register(composer, as: "message", kind: .textView) { $0.frame }
    return listener
  }

  /// Posts the notifications of a user's action, each when the simulator says, the clock following.
  func post(_ inputs: [TimedInput], from simulator: inout KeyboardSimulator) {
    for timed in inputs {
      clock.advance(to: max(clock.now, timed.time))
      simulator.post([timed], to: center, objects: ["message": composer])
    }
  }

  @Test(
    "each dragged top is a drag step of a format 4 file, and the recording replays with no difference",
    arguments: UserAction.Release.allCases)
  func dragIsRecordedAndReplays(release: UserAction.Release) throws {
    let listener = try listener()
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    post(simulator.tapTextView("message"), from: &simulator)
    let drag = simulator.dragKeyboard(to: 760, release: release)
    post(drag, from: &simulator)

    let tops = drag.compactMap { timed -> CGFloat? in
      if case .keyboardDragged(let top) = timed.input { top } else { nil }
    }
    let recorded = recorder.scenario.steps.compactMap { step -> CGFloat? in
      if case .input(.keyboardDragged(let top)) = step.action { top } else { nil }
    }
    #expect(recorded == tops)
    #expect(recorder.scenario.expected?.filter { $0.cause == .keyboardDrag }.count == tops.count)
    let data = try recorder.scenarioData()
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(document?["format"] as? Int == 4)
    let replay = try SessionReplay(data)
    #expect(replay.differences == [])
    #expect(replay.violations == [])
    replay.expectMatchesRecording()
  }

  @Test("a recorded drag edited to another top is a difference at that step")
  func editedDragDiffers() throws {
    let listener = try listener()
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    post(simulator.tapTextView("message"), from: &simulator)
    post(simulator.dragKeyboard(to: 760, release: .cancel), from: &simulator)

    var scenario = recorder.scenario
    let index = try #require(
      scenario.steps.firstIndex { if case .input(.keyboardDragged) = $0.action { true } else { false } })
    scenario.steps[index].action = .input(.keyboardDragged(top: 700))
    let differences = try SessionReplay(scenario.jsonData()).differences
    #expect(differences.first?.step == index)
  }
}
