package import Foundation

/// The scenario files that ship in the package's `Scenarios/` folder.
package enum ShippedScenario {
  /// The package's root, found from this file's path, `Tests/KeyboardTestSupport/ShippedScenario.swift` (no
  /// resources are needed).
  package static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The absolute path of a shipped scenario.
  package static func path(_ name: String) -> String {
    packageRoot.appendingPathComponent("Scenarios/\(name)").path
  }
}
