package import KeyboardScenarios

extension DeviceOrientation {
  /// The other orientation: where a random rotation turns the device, so that it always turns.
  package var turned: DeviceOrientation { self == .portrait ? .landscape : .portrait }
}
