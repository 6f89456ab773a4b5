package import KeyboardHandler

/// The demo's command-line options, parsed by hand (the package has no dependencies).
///
/// `DemoOptions` is a `Sendable` value.
package struct DemoOptions: Equatable, Sendable {
  /// How the demo prints what happened.
  package enum Format: String, Hashable, Sendable, CaseIterable {
    /// Readable text with pictures.
    case text
    /// JSON for programs and tests.
    case json
    /// One self-contained animated SVG that plays the scenario at real speed.
    case svg
  }

  /// Which moments the text output draws the screen at.
  package enum Pictures: String, Hashable, Sendable, CaseIterable {
    /// No pictures.
    case none
    /// The screen at rest, then once each step is over; a picture the same as one already drawn is
    /// named, not drawn again.
    case changes
    /// The screen at every input and at the end or cut of every transition; a picture the same as
    /// one already drawn is named, not drawn again.
    case all
  }

  /// The built-in stories.
  package enum Story: String, Hashable, Sendable, CaseIterable {
    /// A sign-up form whose fields the keyboard would cover (`Scenario.story`).
    case signUp = "sign-up"
    /// A chat screen: a message list, a composer on the keyboard, and the keyboard dragged down
    /// (`Scenario.chatStory`).
    case chat

    /// The story laid out for a device held one way.
    package func scenario(on device: DevicePreset, in orientation: DeviceOrientation) -> Scenario {
      switch self {
      case .signUp: .story(on: device, in: orientation)
      case .chat: .chatStory(on: device, in: orientation)
      }
    }
  }

  /// Whether `--help` was given.
  package var isHelpRequested = false
  /// `--device`: overrides the scenario's device.
  package var device: DevicePreset?
  /// `--orientation`: overrides the scenario's starting orientation.
  package var orientation: DeviceOrientation?
  /// `--strategy`: overrides the scenario's strategy.
  package var strategy: StrategyChoice?
  /// `--spacing`: overrides the scenario's spacing.
  package var spacing: Double?
  /// `--fps`: the frame rate at which animations are sampled.
  package var framesPerSecond = 30
  /// `--format`: text or JSON.
  package var format = Format.text
  /// `--pictures`: which moments the text output draws.
  package var pictures = Pictures.changes
  /// `--scenario`: the scenario file to play instead of the built-in story.
  package var scenarioPath: String?
  /// `--story`: the built-in story to play when no scenario file is given.
  package var story = Story.signUp

  /// Creates the default options: the built-in story, as text, at 30 fps.
  package init() {}

  /// The usage text that `--help` prints.
  package static var usage: String {
    let options = DemoOption.allCases.map { option in
      "  " + "\(option.rawValue) \(option.valueName)".padding(toLength: 23, withPad: " ", startingAt: 0) + option.help
    }
    return
      ([
        "USAGE: demo [options]",
        "",
        "Plays a keyboard-avoidance story through KeyboardHandler and prints what moved, when and why:",
        "a timeline, every transition sampled frame by frame, and pictures of the screen.",
        "Without options it plays the built-in story: a sign-up form on an iPhone 15, laid out anew",
        "for the screen --device and --orientation choose. --story chat plays a chat screen instead: a",
        "message list, a composer that rides the keyboard, and the keyboard dragged down and let go.",
        "",
        "OPTIONS:",
      ] + options + [
        "  -h, --help             show this help",
        "",
        "The device, orientation, strategy and spacing options override the scenario's own.",
        "A scenario file is strict JSON; one that cannot be used is refused with its JSON path (exit 1).",
        "The svg plays at most \(Int(SVGReport.longestDuration / 60)) minutes: a longer scenario is refused, naming"
          + " the step",
        "(or the wait) that makes it so. Of a recording, the svg draws the fields its steps register and",
        "marks in red where today's engine departs from what the device published.",
        "Steps are named by their path in the scenario file, from 0: steps[3] is the fourth.",
        "",
        "EXIT STATUS:",
        "  \(DemoCommand.success)  played (a recording: today's engine publishes what the device did)",
        "  \(DemoCommand.failure)  the scenario cannot be read or played (standard error says where)",
        "  \(DemoCommand.usageFailure)  a bad command line",
        "  \(DemoCommand.replayDiffers)  a recording whose replay differs from what the device published: the output is",
        "     printed whole, and standard error names the first difference's step",
      ]).joined(separator: "\n")
  }

  /// Parses the arguments after the program's name.
  ///
  /// Options take their value as the next argument or after `=` (`--fps=60`); names of devices,
  /// orientations, strategies, formats and picture choices are read without regard to case.
  /// - Throws: ``UsageError`` naming the unknown option, the missing value, or the option and
  ///   its bad value.
  package init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    var seen = Set<DemoOption>()
    while let argument = remaining.popFirst() {
      if argument == "-h" || argument == "--help" {
        isHelpRequested = true
        continue
      }
      guard argument.hasPrefix("-") else { throw UsageError("unexpected argument '\(argument)'") }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      guard let option = DemoOption(rawValue: parts[0]) else {
        let names = DemoOption.allCases.map(\.rawValue) + ["--help"]
        throw UsageError("unknown option '\(parts[0])'", suggesting: Suggestion.closest(to: parts[0], in: names))
      }
      guard seen.insert(option).inserted else {
        throw UsageError("option '\(option.rawValue)' is given more than once")
      }
      let value: String
      if parts.count == 2 {
        value = parts[1]
      } else if let next = remaining.popFirst(), !next.hasPrefix("--") {
        value = next
      } else {
        throw UsageError("option '\(option.rawValue)' needs a value")
      }
      try set(option, to: value)
    }
    if seen.contains(.story), seen.contains(.scenario) {
      throw UsageError("options '--story' and '--scenario' cannot be used together: a file is its own story")
    }
  }

  private mutating func set(_ option: DemoOption, to value: String) throws(UsageError) {
    func choice<Choice, Choices: Sequence>(_ choices: Choices) throws(UsageError) -> Choice
    where Choices.Element == (key: String, value: Choice) {
      guard let choice = choices.first(where: { $0.key.lowercased() == value.lowercased() })?.value else {
        let names = choices.map(\.key)
        throw UsageError(
          "invalid value '\(value)' for \(option.rawValue) (expected one of: \(names.joined(separator: ", ")))",
          suggesting: Suggestion.closest(to: value, in: names))
      }
      return choice
    }
    switch option {
    case .device: device = try choice(DeviceCatalog.devices)
    case .orientation: orientation = try choice(DeviceCatalog.orientations)
    case .strategy: strategy = try choice(DeviceCatalog.strategies)
    case .format: format = try choice(Format.allCases.map { (key: $0.rawValue, value: $0) })
    case .pictures: pictures = try choice(Pictures.allCases.map { (key: $0.rawValue, value: $0) })
    case .story: story = try choice(Story.allCases.map { (key: $0.rawValue, value: $0) })
    case .scenario:
      guard !value.isEmpty else { throw UsageError("invalid value '' for --scenario (expected a file path)") }
      scenarioPath = value
    case .spacing:
      let range = DemoOption.spacings
      guard let spacing = Double(value), range.contains(spacing) else {
        throw UsageError(
          "invalid value '\(value)' for --spacing (expected a number of points from \(range.lowerBound.formatted)"
            + " to \(range.upperBound.formatted))")
      }
      self.spacing = spacing
    case .fps:
      let range = DemoOption.framesPerSecond
      guard let rate = Int(value), range.contains(rate) else {
        throw UsageError(
          "invalid value '\(value)' for --fps (expected a whole number from \(range.lowerBound) to \(range.upperBound))"
        )
      }
      framesPerSecond = rate
    }
  }

  /// The scenario with the options' overrides applied.
  package func applied(to scenario: Scenario) -> Scenario {
    var scenario = scenario
    if let device { scenario.device = device }
    if let orientation { scenario.orientation = orientation }
    if let spacing { scenario.configuration.spacing = spacing }
    if let strategy {
      scenario.configuration.strategy = strategy.strategy(for: scenario.container, fields: scenario.fields)
    }
    return scenario
  }
}
