internal import KeyboardHandler

/// The demo's options, declared once: the parser, the usage text and the error messages derive from
/// these cases and the catalogs of names.
enum DemoOption: String, CaseIterable {
  case device = "--device"
  case orientation = "--orientation"
  case strategy = "--strategy"
  case spacing = "--spacing"
  case fps = "--fps"
  case format = "--format"
  case pictures = "--pictures"
  case scenario = "--scenario"
  case story = "--story"

  /// What the option's value is called in the usage text.
  var valueName: String {
    switch self {
    case .device, .orientation, .strategy, .format, .pictures, .story: "NAME"
    case .spacing: "POINTS"
    case .fps: "N"
    case .scenario: "FILE"
    }
  }

  /// The option's line of help.
  var help: String {
    switch self {
    case .device: Self.list(DeviceCatalog.devices.map(\.key))
    case .orientation: Self.list(DeviceCatalog.orientations.map(\.key))
    case .strategy: Self.list(DeviceCatalog.strategies.map(\.key))
    case .spacing:
      "gap between the field and the keyboard, \(Self.spacings.lowerBound.formatted) to"
        + " \(Self.spacings.upperBound.formatted) points (default 20)"
    case .fps:
      "frames per second for the sampled animations, \(Self.framesPerSecond.lowerBound) to"
        + " \(Self.framesPerSecond.upperBound) (default 30)"
    case .format:
      Self.list(DemoOptions.Format.allCases.map(\.rawValue))
        + " (default text); svg is an animated picture for a browser"
    case .pictures:
      Self.list(DemoOptions.Pictures.allCases.map(\.rawValue))
        + ": when the text draws the screen (default changes: after each step)"
    case .scenario: "play a scenario file (see docs/Scenarios.md and Scenarios/)"
    case .story:
      Self.list(DemoOptions.Story.allCases.map(\.rawValue))
        + ": the built-in story (default sign-up; chat drags the keyboard down)"
    }
  }

  /// The values `--spacing` takes, in points.
  static let spacings: ClosedRange<Double> = 0...1000

  /// The values `--fps` takes.
  static let framesPerSecond = 1...240

  /// `a, b or c`.
  static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
