import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import Testing

/// Every strategy the simulated user is played against, built for the device's container.
enum StrategyKind: CaseIterable, Sendable, CustomTestStringConvertible {
  case shift, scroll, constraintToContainer, constraintToSafeArea, manual

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
    }
  }

  var testDescription: String { "\(self)" }
}

@Suite("A simulated user keeps every invariant")
struct SimulatedUserTests {
  /// Every action the simulator has, in an order that reaches each of them with the keyboard up and
  /// down: text fields and text views, switching between them, the predictive bar, a hardware
  /// keyboard, undocking, rotation both ways, and dismissal.
  static func everyAction(_ simulator: inout KeyboardSimulator) -> [TimedInput] {
    var inputs = simulator.tapTextField("name")
    inputs += simulator.tapTextField("email")
    inputs += simulator.tapTextView("notes")
    inputs += simulator.togglePredictiveBar() + simulator.togglePredictiveBar()
    inputs += simulator.attachHardwareKeyboard() + simulator.detachHardwareKeyboard()
    inputs += simulator.undockKeyboard() + simulator.dockKeyboard()
    inputs += simulator.rotate(to: .landscape) + simulator.tapTextField("password")
    inputs += simulator.rotate(to: .portrait)
    inputs += simulator.dismiss()
    inputs += simulator.tapTextView("notes") + simulator.tapTextField("name")
    inputs += simulator.undockKeyboard() + simulator.dismiss() + simulator.dockKeyboard()
    simulator.wait(1)
    inputs += simulator.tapTextField("password") + simulator.dismiss()
    return inputs
  }

  @Test(
    "every simulator action, on every device and with every strategy, breaks no invariant",
    arguments: DevicePreset.all, StrategyKind.allCases)
  func everyActionKeepsEveryInvariant(device: DevicePreset, kind: StrategyKind) throws {
    var simulator = KeyboardSimulator(device: device)
    let container = simulator.container
    let fields = ["name", "email", "password", "notes"].enumerated().map { index, id in
      InputField(
        id: FieldID(id), frame: CGRect(x: 16, y: container.height - CGFloat(90 * (4 - index)), width: 300, height: 44),
        kind: id == "notes" ? .textView : .textField)
    }
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: kind.strategy(in: container)), container: container,
      fields: fields)
    let inputs = Self.everyAction(&simulator)
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
