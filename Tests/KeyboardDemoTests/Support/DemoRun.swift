import KeyboardDemo

/// What one in-process run of the demo printed and returned.
struct DemoRun {
  var status: Int32
  var output = ""
  var error = ""

  @MainActor
  init(_ arguments: [String]) {
    var output = ""
    var error = ""
    status = DemoCommand.run(arguments: arguments, standardOutput: &output, standardError: &error)
    self.output = output
    self.error = error
  }
}

extension Golden {
  /// The absolute path of a shipped scenario.
  static func scenario(_ name: String) -> String {
    packageRoot.appendingPathComponent("Scenarios/\(name)").path
  }
}
