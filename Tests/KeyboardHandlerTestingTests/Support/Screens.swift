import Foundation
import KeyboardHandler

/// Engines in known states, reached as an app reaches them: through the simulator.
///
/// The screen is an iPhone 15 in portrait (393 x 852, keyboard 336 high, so its top is at 516) with
/// a field `low` at y 700 (bottom 744), which the keyboard hides, and a field `high` at y 100.
enum Screens {
  static let low = InputField(id: "low", frame: CGRect(x: 16, y: 700, width: 300, height: 44))
  static let high = InputField(id: "high", frame: CGRect(x: 16, y: 100, width: 300, height: 44))

  /// The screen's container.
  static var container: ContainerGeometry { DevicePreset.iPhone15.container(.portrait) }

  /// A scroll view that fills the screen and holds content twice its height, resting on insets of 10.
  static var scrollView: ScrollViewGeometry {
    ScrollViewGeometry(
      frame: container.screenBounds, contentHeight: 2 * container.height,
      adjustedTopInset: container.safeAreaInsets.top, bottomSafeAreaInset: container.safeAreaInsets.bottom,
      restInsets: ScrollInsets(content: 10, indicator: 10))
  }

  /// An engine at rest, observing.
  static func resting(_ configuration: AvoidanceConfiguration = AvoidanceConfiguration(), fields: [InputField]? = nil)
    throws -> AvoidanceEngine
  {
    try AvoidanceEngine(configuration: configuration, container: container, fields: fields ?? [low, high])
  }

  /// An engine whose field `low` was tapped: focused, with the keyboard up (a shift of 248).
  static func editingLow(
    _ configuration: AvoidanceConfiguration = AvoidanceConfiguration(), fields: [InputField]? = nil
  )
    throws -> AvoidanceEngine
  {
    var engine = try resting(configuration, fields: fields)
    var simulator = KeyboardSimulator(device: .iPhone15)
    for timed in simulator.tapTextField("low") { _ = try engine.handle(timed.input) }
    return engine
  }

  /// An engine whose field `low` was tapped, its keyboard then dragged down to a top of 600.
  static func draggedLow(_ configuration: AvoidanceConfiguration = AvoidanceConfiguration()) throws -> AvoidanceEngine {
    var engine = try editingLow(configuration)
    _ = try engine.handle(.keyboardDragged(top: 600))
    return engine
  }

  /// The chat strategy with `low` as its composer, the message list behind it.
  static var chat: AvoidanceConfiguration {
    AvoidanceConfiguration(strategy: StrategyChoice.chat.strategy(for: container, fields: [low]))
  }

  /// A keyboard event that shows a keyboard `height` high, docked at the bottom of the screen.
  static func show(height: CGFloat) -> AvoidanceInput {
    let screen = container.screenBounds
    let frame = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    return .keyboard(KeyboardEvent(phase: .willShow, beginFrame: frame, endFrame: frame))
  }

  /// A keyboard event that hides the keyboard below the screen.
  static var hide: AvoidanceInput {
    let screen = container.screenBounds
    let shown = CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336)
    return .keyboard(KeyboardEvent(phase: .willHide, beginFrame: shown, endFrame: shown.offsetBy(dx: 0, dy: 336)))
  }
}
