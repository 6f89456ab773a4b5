package import Foundation
package import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// A screen and a story to play on it: the device, the form, the strategy and the timed steps.
///
/// Build one in code, read one from a JSON file with `ScenarioParser`, or record one on a device with
/// `KeyboardSessionRecorder`; `jsonData()` writes one. `Scenario` is a `Sendable` value.
package struct Scenario: Equatable, Sendable {
  /// A title for the output.
  package var name: String
  /// The device, whose keyboard heights the simulator's steps use.
  package var device: DevicePreset
  /// How the device is held at the start.
  package var orientation: DeviceOrientation
  /// Whether the predictive bar shows at the start.
  package var isPredictiveBarVisible: Bool
  /// The container's frame in screen coordinates; the whole screen when `nil`.
  package var containerFrame: CGRect?
  /// How content avoids the keyboard, with spacing and estimate.
  package var configuration: AvoidanceConfiguration
  /// The fields, in navigation order.
  package var fields: [InputField]
  /// What happens, in time order.
  package var steps: [ScenarioStep]
  /// How long after a tapped text field begins editing the simulated keyboard reports; see
  /// `KeyboardSimulator.keyboardLatency`.
  package var keyboardLatency: TimeInterval = 0
  /// Whether the avoider observes from the start, as an avoider created for a screen that is about to
  /// appear does (the default); `false` for one that starts stopped, until a `start` step.
  package var isObserving = true
  /// What the avoider published on the device the scenario was recorded on, in order: one snapshot
  /// per published state. `nil` for a scenario written by hand, which expects nothing in particular.
  ///
  /// A `KeyboardSessionRecorder` fills it; `SessionReplay` (in `KeyboardHandlerTesting`) and `demo --scenario` compare it with
  /// what today's engine publishes.
  package var expected: [PublishedSnapshot]?

  /// The newest version of the scenario format this build reads; a file with a later `format` is
  /// refused rather than half understood.
  ///
  /// Version 2 adds the `layout` step; version 3 a hide whose `frame` is `null` or left out, and a window
  /// that is not the screen (a device's `window`, a container's `window`, the `ipad-stage-manager`
  /// device); version 4 the `drag` step and the `chat` strategy; version 5 the `messageList` strategy and
  /// the `estimatesKeyboard` and `messageListLift` settings. A scenario is written as the oldest version
  /// that reads it (version 1 without any), which more versions of the package read.
  package static let formatVersion = 5

  /// Creates a scenario.
  package init(
    name: String, device: DevicePreset, orientation: DeviceOrientation = .portrait,
    isPredictiveBarVisible: Bool = true, containerFrame: CGRect? = nil,
    configuration: AvoidanceConfiguration = AvoidanceConfiguration(), fields: [InputField], steps: [ScenarioStep]
  ) {
    self.name = name
    self.device = device
    self.orientation = orientation
    self.isPredictiveBarVisible = isPredictiveBarVisible
    self.containerFrame = containerFrame
    self.configuration = configuration
    self.fields = fields
    self.steps = steps
  }

  /// The container at the start: the device's screen, window and safe area, and `containerFrame` (the
  /// device's window when `nil`).
  package var container: ContainerGeometry {
    var container = device.container(orientation)
    if let containerFrame { container.frame = containerFrame }
    return container
  }
}
