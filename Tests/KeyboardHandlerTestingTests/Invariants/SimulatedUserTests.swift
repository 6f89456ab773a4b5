import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import Testing

/// Every strategy the simulated user is played against, built for the device's container.
enum StrategyKind: CaseIterable, Sendable, CustomTestStringConvertible {
  case shift, scroll, constraintToContainer, constraintToSafeArea, manual, chat

  func strategy(in container: ContainerGeometry) -> AvoidanceStrategy {
    let scrollView = ScrollViewGeometry(
      frame: CGRect(origin: .zero, size: container.frame.size), contentHeight: 2 * container.height,
      adjustedTopInset: container.safeAreaInsets.top, bottomSafeAreaInset: container.safeAreaInsets.bottom)
    return switch self {
    case .shift: .shift
    case .scroll: .scroll(scrollView)
    case .constraintToContainer: .bottomConstraint(scrollView, anchor: .containerBottom)
    case .constraintToSafeArea: .bottomConstraint(scrollView, anchor: .safeAreaBottom)
    case .manual: .manual
    case .chat: StrategyChoice.chat.strategy(for: container, fields: SimulatedUserTests.fields(in: container))
    }
  }

  var testDescription: String { "\(self)" }
}

@Suite("A simulated user keeps every invariant")
struct SimulatedUserTests {
  /// Every action the simulator has, in an order that reaches each of them with the keyboard up and
  /// down: text fields and text views, switching between them, the predictive bar, a hardware
  /// keyboard with and without its shortcut bar (whose focus no keyboard confirms: the avoider's wait
  /// expires), undocking, rotation both ways, dismissal, and drags of the keyboard cancelled and
  /// dismissed, in both orientations. One step per action, so that a player can
  /// lay the screen out again after a rotation.
  static let everyAction: [@Sendable (inout KeyboardSimulator) -> [TimedInput]] = [
    { $0.tapTextField("name") }, { $0.tapTextField("email") }, { $0.tapTextView("notes") },
    { $0.togglePredictiveBar() + $0.togglePredictiveBar() },
    { $0.attachHardwareKeyboard() + $0.detachHardwareKeyboard() },
    { $0.undockKeyboard() + $0.dockKeyboard() },
    { $0.dragKeyboard(to: $0.keyboardFrame.midY, release: .cancel) },
    { $0.rotate(to: .landscape) }, { $0.tapTextField("password") },
    { $0.dragKeyboard(to: $0.keyboardFrame.maxY, release: .cancel) }, { $0.rotate(to: .portrait) },
    { $0.dismiss() }, { $0.tapTextView("notes") }, { $0.dragKeyboard(to: $0.keyboardFrame.midY, release: .dismiss) },
    { $0.tapTextField("name") },
    { $0.undockKeyboard() + $0.dismiss() + $0.dockKeyboard() },
    {
      $0.wait(1)
      return $0.tapTextField("password") + $0.dismiss()
    },
    { $0.attachHardwareKeyboard() + $0.toggleShortcutBar() }, { $0.tapTextField("email") }, waitForKeyboard,
    { $0.tapTextField("name") }, waitForKeyboard, { $0.toggleShortcutBar() }, { $0.detachHardwareKeyboard() },
    { $0.dismiss() },
  ]

  /// The avoider's wait for a keyboard, expired: the time passes, and the engine is told.
  static let waitForKeyboard: @Sendable (inout KeyboardSimulator) -> [TimedInput] = { simulator in
    simulator.wait(AvoidanceConfiguration().keyboardWaitTimeout)
    return [TimedInput(time: simulator.now, input: .keyboardWaitDidExpire)]
  }

  /// The fields the simulated user taps, laid out from the bottom of the container up.
  static func fields(in container: ContainerGeometry) -> [InputField] {
    ["name", "email", "password", "notes"].enumerated().map { index, id in
      InputField(
        id: FieldID(id), frame: CGRect(x: 16, y: container.height - CGFloat(90 * (4 - index)), width: 300, height: 44),
        kind: id == "notes" ? .textView : .textField)
    }
  }

  @Test(
    "every simulator action, on every device and with every strategy, breaks no invariant",
    arguments: DevicePreset.all, StrategyKind.allCases)
  func everyActionKeepsEveryInvariant(device: DevicePreset, kind: StrategyKind) throws {
    var simulator = KeyboardSimulator(device: device)
    let container = simulator.container
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: kind.strategy(in: container)), container: container,
      fields: Self.fields(in: container))
    let inputs = Self.everyAction.flatMap { $0(&simulator) }
    var violations: [String] = []
    var largestCover: CGFloat = 0
    for (index, timed) in inputs.enumerated() {
      violations += AvoidanceInvariant.violations(handling: timed.input, on: &engine).map { "\(index): \($0)" }
      largestCover = max(largestCover, engine.state.coveredHeight)
    }
    #expect(violations == [])
    #expect(largestCover > 0, "the keyboard never covered anything: the play proved nothing")
    #expect(engine.state.coveredHeight == 0 && engine.state.targets.offset == 0)
  }
}
