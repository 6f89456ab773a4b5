import Foundation
import Testing

/// Golden files: the demo's expected output, kept under `Tests/KeyboardDemoTests/Golden/`.
///
/// To regenerate them after an intended change, run `UPDATE_GOLDEN=1 swift test --filter KeyboardDemoTests`
/// and review the diff.
enum Golden {
  /// The package's root, found from this file's path (no resources are needed).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let directory = packageRoot.appendingPathComponent("Tests/KeyboardDemoTests/Golden")

  static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

  /// Checks `actual` against the golden file `name`, or rewrites it when updating.
  static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = directory.appendingPathComponent(name)
    if isUpdating {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      actual == expected, "output differs from Golden/\(name); UPDATE_GOLDEN=1 rewrites it",
      sourceLocation: sourceLocation)
  }
}
