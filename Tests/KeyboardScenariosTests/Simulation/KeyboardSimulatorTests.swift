import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite("Keyboard simulator")
struct KeyboardSimulatorTests {
  static let devices = DevicePreset.all

  fileprivate func phases(_ inputs: [TimedInput]) -> [String] {
    inputs.map { timed in
      switch timed.input {
      case .keyboard(let event): event.phase.rawValue
      case .didBeginEditing(let id): "begin \(id)"
      case .didEndEditing(let id): "end \(id)"
      case .layoutDidChange(let reading) where reading.container != nil: "container"
      default: "other"
      }
    }
  }

  @Test("a text field begins editing before the keyboard's will-show; the show order is UIKit's", arguments: devices)
  func tapTextField(device: DevicePreset) throws {
    var simulator = KeyboardSimulator(device: device)
    let inputs = simulator.tapTextField("a")
    #expect(phases(inputs) == ["begin a", "willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    #expect(inputs.map(\.time) == [0, 0, 0, 0.25, 0.25])
    let height = device.portraitKeyboard.withPredictiveBar
    let show = try #require(inputs.dropFirst(2).first)
    #expect(
      show.input.keyboardEvent?.endFrame == Fixtures.dockedFrame(height: height, in: device.screenBounds(.portrait)))
  }

  @Test("a keyboard latency delays a text field's keyboard after its begin editing, and nothing else")
  func keyboardLatency() {
    var simulator = KeyboardSimulator(device: .iPhone15)
    simulator.keyboardLatency = 0.1
    let field = simulator.tapTextField("a")
    #expect(phases(field) == ["begin a", "willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    #expect(field.map(\.time) == [0, 0.1, 0.1, 0.35, 0.35])
    simulator.wait(1)
    let start = simulator.now
    #expect(simulator.togglePredictiveBar().map(\.time) == [start, start, start + 0.25, start + 0.25])
  }

  @Test("a text view gets the keyboard's notifications first", arguments: devices)
  func tapTextView(device: DevicePreset) {
    var simulator = KeyboardSimulator(device: device)
    #expect(
      phases(simulator.tapTextView("t")) == ["willChangeFrame", "willShow", "begin t", "didChangeFrame", "didShow"])
  }

  @Test("switching fields sends no keyboard event and never bounces content to rest", arguments: devices)
  func switchFields(device: DevicePreset) throws {
    var simulator = KeyboardSimulator(device: device)
    let container = device.container(.portrait)
    var engine = try AvoidanceEngine(
      container: container,
      fields: [Fixtures.field("a", y: container.height - 100), Fixtures.field("b", y: container.height - 160)])
    _ = try engine.replay(simulator.tapTextField("a"))
    let switched = simulator.tapTextField("b")
    #expect(phases(switched) == ["end a", "begin b"])
    let published = try engine.replay(switched)
    #expect(published.offsets.allSatisfy { $0.value < 0 })
  }

  @Test("dismissal ends editing then hides, and the content returns to rest", arguments: devices)
  func dismiss(device: DevicePreset) throws {
    var simulator = KeyboardSimulator(device: device)
    let container = device.container(.portrait)
    var engine = try AvoidanceEngine(container: container, fields: [Fixtures.field("a", y: container.height - 100)])
    _ = try engine.replay(simulator.tapTextField("a"))
    let dismissal = simulator.dismiss()
    #expect(phases(dismissal) == ["end a", "willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    _ = try engine.replay(dismissal)
    #expect(engine.state.targets.offset == 0)
    #expect(engine.state.coveredHeight == 0)
  }

  @Test("toggling the predictive bar changes the keyboard's height while shown", arguments: devices)
  func predictiveBar(device: DevicePreset) throws {
    var simulator = KeyboardSimulator(device: device)
    var engine = try AvoidanceEngine(container: simulator.container, fields: [Fixtures.field("a", y: 100)])
    _ = try engine.replay(simulator.tapTextField("a"))
    let toggled = simulator.togglePredictiveBar()
    #expect(phases(toggled) == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    _ = try engine.replay(toggled)
    #expect(engine.state.coveredHeight == device.portraitKeyboard.withoutPredictiveBar)
  }

  @Test("a hardware keyboard leaves only the shortcut bar to avoid", arguments: devices)
  func hardwareKeyboard(device: DevicePreset) throws {
    var simulator = KeyboardSimulator(device: device)
    var engine = try AvoidanceEngine(container: simulator.container, fields: [Fixtures.field("a", y: 100)])
    _ = try engine.replay(simulator.tapTextField("a"))
    _ = try engine.replay(simulator.attachHardwareKeyboard())
    #expect(engine.state.coveredHeight == device.shortcutBarHeight)
    _ = try engine.replay(simulator.detachHardwareKeyboard())
    #expect(engine.state.coveredHeight == device.portraitKeyboard.withPredictiveBar)
  }

  @Test(
    "a hardware keyboard whose shortcut bar is hidden shows nothing: a hide, then focus with no keyboard event",
    arguments: devices)
  func hiddenShortcutBar(device: DevicePreset) throws {
    var simulator = KeyboardSimulator(device: device)
    _ = simulator.tapTextField("a") + simulator.attachHardwareKeyboard()
    let hidden = simulator.toggleShortcutBar()
    #expect(phases(hidden) == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    #expect(!simulator.isKeyboardVisible && !simulator.isShortcutBarVisible)
    #expect(simulator.tapTextField("b").map(\.input) == [.didEndEditing("a"), .didBeginEditing("b")])
    #expect(simulator.dismiss().map(\.input) == [.didEndEditing("b")])
    #expect(simulator.tapTextView("c").map(\.input) == [.didBeginEditing("c")])
    // Shown again while a field is focused, the bar comes back as a show.
    let shown = simulator.toggleShortcutBar()
    #expect(phases(shown) == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    #expect(simulator.isKeyboardVisible)
    #expect(simulator.keyboardFrame.minY == device.screenBounds(.portrait).maxY - device.shortcutBarHeight)
  }

  @Test("the shortcut bar changes nothing without a hardware keyboard")
  func shortcutBarAlone() {
    var simulator = KeyboardSimulator(device: .iPhone15)
    _ = simulator.tapTextField("a")
    #expect(simulator.toggleShortcutBar().isEmpty)
    #expect(simulator.isKeyboardVisible)
  }

  @Test("an undocked iPad keyboard covers nothing, and docking it brings avoidance back")
  func undock() throws {
    var simulator = KeyboardSimulator(device: .iPad)
    let container = simulator.container
    var engine = try AvoidanceEngine(container: container, fields: [Fixtures.field("a", y: container.height - 100)])
    _ = try engine.replay(simulator.tapTextField("a"))
    let undocked = simulator.undockKeyboard()
    #expect(phases(undocked) == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    _ = try engine.replay(undocked)
    #expect(engine.state.targets.offset == 0)
    _ = try engine.replay(simulator.dockKeyboard())
    #expect(engine.state.coveredHeight == DevicePreset.iPad.portraitKeyboard.withPredictiveBar)
    var phone = KeyboardSimulator(device: .iPhone15)
    _ = phone.tapTextField("a")
    #expect(phone.undockKeyboard() == [])
  }

  @Test("rotation reports the new container, then the keyboard's new frame", arguments: devices)
  func rotate(device: DevicePreset) throws {
    var simulator = KeyboardSimulator(device: device)
    var engine = try AvoidanceEngine(container: simulator.container, fields: [Fixtures.field("a", y: 100)])
    _ = try engine.replay(simulator.tapTextField("a"))
    let rotated = simulator.rotate(to: .landscape)
    #expect(phases(rotated) == ["container", "willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    _ = try engine.replay(rotated)
    #expect(engine.container == device.container(.landscape))
    #expect(engine.state.coveredHeight == device.landscapeKeyboard.withPredictiveBar)
  }

  @Test("the history is every input produced, and time advances by each animation")
  func history() {
    var simulator = KeyboardSimulator(device: .iPhoneSE, startTime: 10)
    let first = simulator.tapTextField("a")
    simulator.wait(1)
    let second = simulator.dismiss()
    #expect(simulator.history == first + second)
    #expect(second.first?.time == 10 + 0.25 + 1)
    #expect(simulator.now == 10 + 0.25 + 1 + 0.25)
  }
}

extension AvoidanceInput {
  fileprivate var keyboardEvent: KeyboardEvent? {
    if case .keyboard(let event) = self { event } else { nil }
  }
}
