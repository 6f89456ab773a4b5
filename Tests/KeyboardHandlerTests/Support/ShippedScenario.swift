import Foundation

/// The scenario files that ship in the package's `Scenarios/` folder.
enum ShippedScenario {
  /// The package's root, found from this file's path (no resources are needed).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The absolute path of a shipped scenario.
  static func path(_ name: String) -> String {
    packageRoot.appendingPathComponent("Scenarios/\(name)").path
  }
}
