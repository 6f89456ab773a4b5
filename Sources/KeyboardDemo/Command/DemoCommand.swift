internal import Foundation
package import KeyboardHandler

/// The `demo` command: parses the arguments, plays the scenario, renders, and prints.
///
/// Everything is rendered into a string first and written only on success, so a failure leaves
/// standard output empty and says what went wrong on standard error.
@MainActor
package enum DemoCommand {
  /// Exit status for success.
  nonisolated package static let success: Int32 = 0
  /// Exit status for a scenario that cannot be read or played.
  nonisolated package static let failure: Int32 = 1
  /// Exit status for a bad command line.
  nonisolated package static let usageFailure: Int32 = 2
  /// Exit status for a recording whose replay differs from what the device published: the output is
  /// printed whole, and standard error names the first difference. A recording is a test, so a script
  /// or CI job that replays one fails without reading the JSON.
  nonisolated package static let replayDiffers: Int32 = 3

  /// Runs the demo with the arguments after the program's name and returns the exit status.
  ///
  /// Call it on the main queue: the avoider's boxes notify the animated layout synchronously there.
  package static func run(
    arguments: [String], standardOutput: inout some TextOutputStream, standardError: inout some TextOutputStream
  ) -> Int32 {
    let options: DemoOptions
    do {
      options = try DemoOptions(arguments: arguments)
    } catch {
      standardError.write("demo: \(error)\nRun 'demo --help' for usage.\n")
      return usageFailure
    }
    if options.isHelpRequested {
      standardOutput.write(DemoOptions.usage + "\n")
      return success
    }
    let file = options.scenarioPath.map { "\($0): " } ?? ""
    do {
      let (output, warnings, comparison) = try report(options)
      standardOutput.write(output)
      // The text output shows its warnings in its header; other formats are for programs, so a
      // person running them sees the warnings on standard error.
      if options.format != .text {
        for warning in warnings { standardError.write("demo: warning: \(warning)\n") }
      }
      if let verdict = comparison?.verdict {
        standardError.write("demo: \(file)\(verdict)\n")
        return replayDiffers
      }
      return success
    } catch {
      standardError.write("demo: \(file)\(error)\n")
      return failure
    }
  }

  /// The output for `options`, as one string.
  package static func render(_ options: DemoOptions) throws(ScenarioError) -> String {
    try report(options).output
  }

  /// The output for `options`, the warnings about the scenario it contains, and for a recording, how
  /// its replay compares.
  private static func report(
    _ options: DemoOptions
  ) throws(ScenarioError) -> (output: String, warnings: [String], comparison: RecordingComparison?) {
    let scenario =
      try options.scenarioPath.map { path throws(ScenarioError) in
        try ScenarioParser.scenario(contentsOfFile: path)
      }
      ?? options.story.scenario(
        on: options.device ?? Scenario.story.device, in: options.orientation ?? Scenario.story.orientation)
    return try report(scenario, options)
  }

  /// The output for `scenario` with the other options, as one string: what the command prints for a
  /// file that holds it. The fuzzer feeds it every scenario that parses.
  package static func render(_ scenario: Scenario, _ options: DemoOptions) throws(ScenarioError) -> String {
    try report(scenario, options).output
  }

  private static func report(_ scenario: Scenario, _ options: DemoOptions) throws(ScenarioError) -> (
    output: String, warnings: [String], comparison: RecordingComparison?
  ) {
    let played = options.applied(to: scenario)
    let playback = try DemoPlayer.play(played)
    let comparison = try RecordingComparison(replaying: played)
    switch options.format {
    case .text:
      let report = TextReport(
        playback: playback, framesPerSecond: options.framesPerSecond, pictures: options.pictures,
        comparison: comparison)
      return (report.text, playback.warnings, comparison)
    case .json:
      return (JSONReport(playback: playback, comparison: comparison).text(), playback.warnings, comparison)
    case .svg:
      let report = try SVGReport(
        playback: playback, framesPerSecond: options.framesPerSecond, comparison: comparison)
      return (report.text, playback.warnings, comparison)
    }
  }
}
