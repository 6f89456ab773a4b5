internal import KeyboardModel

/// The names by which the command line and scenario files choose devices and orientations.
package enum DeviceCatalog {
  /// The device presets, by name.
  package static let devices: KeyValuePairs<String, DevicePreset> = [
    "iphone-se": .iPhoneSE, "iphone-15": .iPhone15, "iphone-15-pro-max": .iPhone15ProMax, "ipad": .iPad,
    "ipad-stage-manager": .iPadStageManager,
  ]

  /// The orientations, by name.
  package static let orientations: KeyValuePairs<String, DeviceOrientation> = [
    "portrait": .portrait, "landscape": .landscape,
  ]

  /// The strategies, by name.
  package static var strategies: [(key: String, value: StrategyChoice)] {
    StrategyChoice.allCases.map { (key: $0.rawValue, value: $0) }
  }
}
