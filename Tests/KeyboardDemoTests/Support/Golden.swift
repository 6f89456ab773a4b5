import Foundation
import KeyboardTestSupport
import Testing

/// Golden files: the demo's expected output, kept under `Tests/KeyboardDemoTests/Golden/`.
///
/// To regenerate them after an intended change, run `UPDATE_GOLDEN=1 swift test --filter KeyboardDemoTests`
/// and review the diff.
enum Golden {
  /// The package's root.
  static let packageRoot = ShippedScenario.packageRoot

  static let directory = packageRoot.appendingPathComponent("Tests/KeyboardDemoTests/Golden")

  static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

  /// Checks `actual` against the golden file `name`, or rewrites it when updating.
  static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try check(actual, at: "Tests/KeyboardDemoTests/Golden/\(name)", sourceLocation: sourceLocation)
  }

  /// Checks `actual` against the file at `path` from the package's root, or rewrites it when updating.
  static func check(_ actual: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = packageRoot.appendingPathComponent(path)
    if isUpdating {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      actual == expected, "output differs from \(path); UPDATE_GOLDEN=1 rewrites it", sourceLocation: sourceLocation)
  }
}
