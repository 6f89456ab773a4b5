import Foundation
import KeyboardHandlerTesting
import KeyboardTestSupport
import Testing

@testable import KeyboardHandler

/// A recorder on a listener fed real notifications through a private `NotificationCenter`, on the
/// worked example's screen: an iPhone 15 in portrait with `email` at y 700.
@MainActor
@Suite("Keyboard session recorder")
struct KeyboardSessionRecorderTests {
  let center = NotificationCenter()
  let clock = ManualAnimationClock()
  let email = FieldObject(y: 700)

  /// A listener, not started, whose avoider waits on the test's clock and starts stopped, as one made
  /// for a screen that is about to appear; `email` is registered.
  func listener(configuration: AvoidanceConfiguration = AvoidanceConfiguration()) throws -> KeyboardListener {
    let avoider = try KeyboardAvoider(
      configuration: configuration, container: DevicePreset.iPhone15.container(.portrait), fields: [],
      isObserving: false, clock: clock)
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    try listener.register(email, as: "email") { $0.frame }
    return listener
  }

  /// Posts the notifications of a user's action, each when the simulator says, the clock following.
  func post(_ inputs: [TimedInput], from simulator: KeyboardSimulator, lacking absentKeys: [KeyboardUserInfoKey] = []) {
    var simulator = simulator
    for timed in inputs {
      clock.advance(to: max(clock.now, timed.time))
      for var notification in simulator.notifications(for: [timed], objects: ["email": email]) {
        if var userInfo = notification.userInfo {
          for key in absentKeys { userInfo[key.rawValue] = nil }
          notification.userInfo = userInfo
        }
        center.post(notification)
      }
    }
  }

  /// Each input as the step a recording of it has.
  func steps(_ inputs: [TimedInput]) -> [ScenarioStep] {
    inputs.map { ScenarioStep(time: $0.time, action: .input($0.input)) }
  }

  @Test("the recording starts from the screen, configuration and fields the avoider has when it is made")
  func start() throws {
    var configuration = AvoidanceConfiguration(spacing: 12, keyboardWaitTimeout: 0.5)
    configuration.placement = .topBelowTopGuide
    let listener = try listener(configuration: configuration)
    let avoider = listener.avoider
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock, name: "Sign-in sheet")
    let scenario = recorder.scenario
    #expect(scenario.name == "Sign-in sheet")
    #expect(scenario.configuration == configuration)
    #expect(scenario.container == avoider.engine.container)
    #expect(scenario.fields == [InputField(id: "email", frame: email.frame)])
    #expect(scenario.isObserving == false)
    #expect(scenario.steps == [])
    // A stopped avoider at rest: the recording starts from a new one's state, which publishes the same
    // values. The field registration changed only the context, and published nothing.
    let held = avoider.state.value
    #expect(held.cause == .initial)
    #expect(scenario.expected?.map(\.targets) == [held.targets])
    #expect(scenario.expected?.map(\.reason) == [held.reason])
    #expect(scenario.expected?.map(\.cause) == [.initial])
    #expect(recorder.isRecording)

    listener.start()
    #expect(recorder.scenario.steps == [ScenarioStep(time: 0, action: .input(.startObserving))])
  }

  @Test("each notification is a step, timed from the start of the recording, and each state it publishes a snapshot")
  func stepsAndSnapshots() throws {
    clock.advance(by: 2)
    let listener = try listener()
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    var states: [AvoidanceUpdate<AvoidanceState>] = []
    let binding = listener.avoider.state.bind { states.append($0) }
    defer { binding.unbind() }
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    simulator.wait(0.5)
    let tap = simulator.tapTextField("email")
    // The simulator's times start at 0, the clock's at 2: the clock follows at 2 + t.
    for timed in tap {
      clock.advance(to: 2 + timed.time)
      simulator.post([timed], to: center, objects: ["email": email])
    }

    let scenario = recorder.scenario
    #expect(scenario.steps == [ScenarioStep(time: 0, action: .input(.startObserving))] + steps(tap))
    let expected = try #require(scenario.expected)
    #expect(expected.map(\.targets) == states.map(\.targets))
    #expect(expected.dropFirst().map(\.cause) == states.dropFirst().map(\.cause))
    #expect(expected.first?.step == nil)
    let shown: CGFloat = -(744 + 20 - 516)
    #expect(expected.last?.targets.offset == shown)
    #expect(expected.dropFirst().allSatisfy { $0.step.map { scenario.steps.indices.contains($0) } == true })
  }

  @Test("a full recorder keeps its first inputs, counts the rest as dropped, and its file still replays")
  func eventLimit() throws {
    let listener = try listener()
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock, eventLimit: 4)
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    let tap = simulator.tapTextField("email")
    post(tap, from: simulator)
    let dismiss = simulator.dismiss()
    post(dismiss, from: simulator)

    #expect(recorder.isFull)
    #expect(!recorder.isRecording)
    #expect(recorder.eventCount == 4)
    #expect(recorder.droppedEventCount == 1 + tap.count + dismiss.count - 4)
    let scenario = recorder.scenario
    #expect(scenario.steps == [ScenarioStep(time: 0, action: .input(.startObserving))] + steps(Array(tap.prefix(3))))
    #expect(scenario.expected?.allSatisfy { ($0.step ?? 0) < 4 } == true)
    let replay = try SessionReplay(recorder.scenarioData())
    #expect(replay.differences == [])
    #expect(replay.snapshots == scenario.expected)
  }

  @Test("a stopped recorder keeps what it recorded and takes nothing more")
  func stop() throws {
    let listener = try listener()
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    let tap = simulator.tapTextField("email")
    post(tap, from: simulator)
    recorder.stop()
    post(simulator.dismiss(), from: simulator)

    #expect(!recorder.isRecording)
    #expect(!recorder.isFull)
    #expect(recorder.droppedEventCount == 0)
    #expect(recorder.scenario.steps == [ScenarioStep(time: 0, action: .input(.startObserving))] + steps(tap))
    #expect(listener.avoider.state.value.focusedField == nil, "the avoider went on without its recorder")
    #expect(try SessionReplay(recorder.scenarioData()).differences == [])
  }

  @Test("a second recorder records on its own, and stopping the first does not stop it")
  func takeOver() throws {
    let listener = try listener()
    let first = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    let second = KeyboardSessionRecorder(listener: listener, clock: clock)
    first.stop()
    var simulator = KeyboardSimulator(device: .iPhone15)
    let tap = simulator.tapTextField("email")
    post(tap, from: simulator)

    #expect(first.scenario.steps == [ScenarioStep(time: 0, action: .input(.startObserving))])
    // Made once the avoider observed: the recording starts stopped and starts at once, so the replay's
    // avoider is at rest where the device's was.
    #expect(second.scenario.steps == [ScenarioStep(time: 0, action: .input(.startObserving))] + steps(tap))
    #expect(!second.scenario.isObserving)
    #expect(try SessionReplay(second.scenarioData()).differences == [])
  }

  @Test("a recorder made while a field is focused and the keyboard up begins where the avoider is")
  func madeMidSession() throws {
    let listener = try listener()
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    post(simulator.tapTextField("email"), from: simulator)
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    post(simulator.dismiss(), from: simulator)

    let steps = recorder.scenario.steps.prefix(3).map(\.action)
    #expect(steps.prefix(2) == [.input(.startObserving), .input(.didBeginEditing("email"))])
    guard case .input(.keyboard(let event)) = steps.last else {
      Issue.record("the third step is \(String(describing: steps.last)), not the keyboard's")
      return
    }
    let shown = CGRect(x: 0, y: 516, width: 393, height: 336)
    #expect(event.endFrame == shown)
    let differences = try SessionReplay(recorder.scenarioData()).differences
    #expect(differences == [], "\(differences)")
  }

  @Test("an avoider made observing, its fields registered, then started: the start changes nothing, on either side")
  func madeObservingThenStarted() throws {
    let avoider = try KeyboardAvoider(
      container: DevicePreset.iPhone15.container(.portrait), fields: [], clock: clock)
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    try listener.register(email, as: "email") { $0.frame }
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    post(simulator.tapTextField("email") + simulator.dismiss(), from: simulator)

    // The recording starts the avoider once, as it finds it: the listener's start, which changed nothing,
    // is not a step of its own.
    #expect(recorder.scenario.steps.filter { $0.action == .input(.startObserving) }.count == 1)
    #expect(recorder.scenario.steps.first?.action == .input(.startObserving))
    let differences = try SessionReplay(recorder.scenarioData()).differences
    #expect(differences == [], "\(differences)")
  }

  @Test("a recorder made while focus is in another screen's field, the keyboard up, begins there too")
  func madeWhileFocusedElsewhere() throws {
    let listener = try listener()
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    post(simulator.tapTextField("email"), from: simulator)
    try listener.avoider.didEndEditing("email")
    try listener.avoider.handle(.focusDidMoveElsewhere)
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)

    #expect(recorder.scenario.steps.last?.action == .input(.focusDidMoveElsewhere))
    let differences = try SessionReplay(recorder.scenarioData()).differences
    #expect(differences == [], "\(differences)")
  }

  @Test("a recorder made while content is held between two fields refuses to hand over a file that replays otherwise")
  func madeDuringHold() throws {
    let listener = try listener()
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    post(simulator.tapTextField("email"), from: simulator)
    try listener.avoider.didEndEditing("email")
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)

    // The catch-up is start and the keyboard (no field is focused): a new avoider rests; this one held.
    let differences = try SessionReplay(recorder.scenario).differences
    #expect(differences.first?.step == 1)
    #expect(differences.contains { $0.property == "offset" && $0.recorded == "-248" && $0.replayed == "0" })
    let first = try #require(differences.first)
    #expect(throws: ScenarioError(path: "", problem: .doesNotReplay(first: first, count: differences.count))) {
      try recorder.scenarioData()
    }
  }

  @Test(
    "a session in a Stage Manager window, its keyboard clipped to the window, is recorded with the window, in format 3, and replays"
  )
  func stageManagerWindow() throws {
    let device = DevicePreset.iPadStageManager
    let avoider = try KeyboardAvoider(
      container: device.container(.portrait), fields: [], isObserving: false, clock: clock)
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    let field = FieldObject(y: 800)
    try listener.register(field, as: "email") { $0.frame }
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    var simulator = KeyboardSimulator(device: device)
    let tap = simulator.tapTextField("email")
    for timed in tap {
      clock.advance(to: max(clock.now, timed.time))
      simulator.post([timed], to: center, objects: ["email": field])
    }
    #expect(listener.avoider.state.value.targets.offset < 0, "the clipped keyboard covers the field")

    let scenario = recorder.scenario
    #expect(scenario.container == avoider.engine.container)
    #expect(scenario.device.windowInsets == device.windowInsets)
    #expect(scenario.steps.first?.action == .input(.startObserving))
    let data = try recorder.scenarioData()
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(document?["format"] as? Int == 3)
    #expect(try SessionReplay(data).differences == [])
  }

  @Test("a window that reaches past the screen's edge is the container a recording begins with, and replays")
  func windowPastTheScreen() throws {
    let screen = CGRect(x: 0, y: 0, width: 1180, height: 820)
    let window = CGRect(x: -40, y: 30, width: 900, height: 700)
    let container = ContainerGeometry(screenBounds: screen, frame: window, windowFrame: window)
    let avoider = try KeyboardAvoider(container: container, fields: [], isObserving: false, clock: clock)
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    try listener.register(email, as: "email") { $0.frame }
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    try avoider.didBeginEditing("email")
    let keyboard = CGRect(x: 0, y: 420, width: 1180, height: 310)
    try avoider.handle(.keyboard(KeyboardEvent(phase: .willShow, beginFrame: keyboard, endFrame: keyboard)))

    let scenario = recorder.scenario
    #expect(scenario.steps.first?.action == .input(.containerDidChange(container)))
    #expect(scenario.steps.dropFirst().first?.action == .input(.startObserving))
    #expect(try SessionReplay(recorder.scenarioData()).differences == [])
  }

  @Test("a notification that lacks optional keys is written without them, and replays as the app read it")
  func absentKeys() throws {
    let listener = try listener()
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    let tap = simulator.tapTextField("email")
    post(tap, from: simulator, lacking: [.animationDuration, .animationCurve])

    let keyboardEvents = recorder.scenario.steps.compactMap { step -> KeyboardEvent? in
      if case .input(.keyboard(let event)) = step.action { event } else { nil }
    }
    #expect(!keyboardEvents.isEmpty)
    #expect(keyboardEvents.allSatisfy { $0.absentKeys == [.animationDuration, .animationCurve] })

    let data = try recorder.scenarioData()
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let written = try #require(document["steps"] as? [[String: Any]]).filter { $0["action"] as? String == "keyboard" }
    #expect(written.count == keyboardEvents.count)
    for step in written {
      #expect(step["duration"] == nil && step["curve"] == nil, "\(step)")
      #expect(step["isLocal"] as? Bool == true, "\(step)")
    }
    let replay = try SessionReplay(data)
    #expect(replay.scenario == recorder.scenario)
    #expect(replay.differences == [])
  }

  @Test("a recording names fields by their id and keeps nothing else of them or of a notification")
  func recordsNoText() throws {
    final class TextField {
      let frame = CGRect(x: 16, y: 700, width: 300, height: 44)
      let text = "correct horse battery staple"
    }
    let field = TextField()
    let avoider = try KeyboardAvoider(
      container: DevicePreset.iPhone15.container(.portrait), fields: [], isObserving: false, clock: clock)
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    try listener.register(field, as: "password") { $0.frame }
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    let tap = simulator.tapTextField("password")
    for var notification in simulator.notifications(for: tap, objects: ["password": field]) {
      // A key UIKit does not send, holding what the user typed: the recorder reads only the keys it knows.
      notification.userInfo?["TypedText"] = field.text
      center.post(notification)
    }

    let file = String(decoding: try recorder.scenarioData(), as: UTF8.self)
    #expect(file.contains(#""field": "password""#))
    #expect(!file.contains("horse"))
    #expect(!file.contains("TypedText"))
  }

  @Test("a wait for the keyboard that expires is a snapshot of the last step, not a step of its own, and replays")
  func keyboardWaitExpires() throws {
    let listener = try listener()
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    // With a hardware keyboard whose shortcut bar is hidden, a tap sends no keyboard notification.
    post(
      simulator.attachHardwareKeyboard() + simulator.toggleShortcutBar() + simulator.tapTextField("email"),
      from: simulator)
    clock.advance(by: AvoidanceConfiguration().keyboardWaitTimeout)

    let scenario = recorder.scenario
    let last = try #require(scenario.expected?.last)
    #expect(last.cause == .keyboardWaitExpired)
    #expect(last.step == scenario.steps.count - 1)
    #expect(!scenario.steps.contains { $0.action == .input(.keyboardWaitDidExpire) })
    let replay = try SessionReplay(recorder.scenarioData())
    #expect(replay.differences == [])
    #expect(replay.snapshots == scenario.expected)
  }

  @Test("a recording written while a wait for the keyboard is under way replays without the wait's end")
  func writtenWhileWaiting() throws {
    let listener = try listener()
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    post(
      simulator.attachHardwareKeyboard() + simulator.toggleShortcutBar() + simulator.tapTextField("email"),
      from: simulator)

    let scenario = recorder.scenario
    #expect(scenario.expected?.last?.cause == .estimate)
    let replay = try SessionReplay(recorder.scenarioData())
    #expect(replay.differences == [])
    #expect(replay.snapshots == scenario.expected)
  }

  @Test("a recorder stops before its file would pass the size a scenario may have, and its file still replays")
  func sizeLimit() throws {
    let listener = try listener()
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    // The limit is 4 MiB; a smaller one shows the same at a fraction of the time.
    let limit = 40_000
    recorder.byteLimit = limit
    // Each step lists a form of 20 fields, some 2.5 KB: the inputs pass the limit long before the cap.
    let fields = (0..<20).map { index in
      InputField(id: FieldID("field-\(index)"), frame: CGRect(x: 16, y: CGFloat(50 * index), width: 300, height: 44))
    }
    for round in 0..<40 {
      var moved = fields
      moved[0].frame.origin.y = CGFloat(round)
      try listener.avoider.handle(.fieldsDidChange(moved))
    }
    #expect(recorder.isFull)
    #expect(!recorder.isRecording)
    #expect(recorder.eventCount < 40)
    #expect(recorder.eventCount + recorder.droppedEventCount == 40)
    let data = try recorder.scenarioData()
    #expect(data.count <= limit)
    #expect(try SessionReplay(data).differences == [])
  }

  // MARK: - Lifetimes

  @Test("a recorder keeps neither its listener nor the avoider alive, and keeps what it recorded")
  func recorderDoesNotKeepTheSession() throws {
    var listener: KeyboardListener? = try self.listener()
    let watchListener = WeakReference(try #require(listener))
    let watchAvoider = WeakReference(try #require(listener?.avoider))
    let recorder = KeyboardSessionRecorder(listener: try #require(listener), clock: clock)
    listener?.start()
    listener = nil
    #expect(watchListener.isFreed)
    #expect(watchAvoider.isFreed)
    #expect(recorder.scenario.steps == [ScenarioStep(time: 0, action: .input(.startObserving))])
    recorder.stop()
  }

  @Test("neither the listener nor the avoider keeps its recorder alive, and they go on without it")
  func sessionDoesNotKeepTheRecorder() throws {
    let listener = try listener()
    var recorder: KeyboardSessionRecorder? = KeyboardSessionRecorder(listener: listener, clock: clock)
    let watchRecorder = WeakReference(try #require(recorder))
    recorder = nil
    #expect(watchRecorder.isFreed)
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    post(simulator.tapTextField("email"), from: simulator)
    let shown: CGFloat = -(744 + 20 - 516)
    #expect(listener.avoider.state.value.targets.offset == shown)
  }
}
