import Foundation
import KeyboardTestSupport
import Testing

/// The README's Swift snippets are the ones `ReadmeSnippets.swift` holds, which the build compiles with
/// warnings as errors: a snippet changed in one place and not the other fails here.
@MainActor
@Suite("README snippets")
struct ReadmeSnippetsTests {
  /// The snippets that cannot compile here, by their first line, with why.
  static let uncompiled: [String: String] = [
    "dependencies: [": "a package manifest",
    ".testTarget(": "a package manifest",
    "final class SignUpViewController: UIViewController {": "UIKit",
    "import KeyboardHandlerUIKit": "UIKit",
    "let options = KeyboardAvoidance.Options(": "UIKit",
    "tableView.keyboardDismissMode = .interactive": "UIKit",
    "let avoider = try KeyboardAvoider(container: container, fields: [])": "UIKit (UIView.animate)",
    "import KeyboardHandler": "SwiftUI",
    "screen.focusDidChange(to: \"email\")  // what FocusState says":
      "runs whole in Tests/KeyboardHandlerSwiftUITests/Examples",
    "import BindingSwiftUI": "SwiftUI",
    "func application(   // in the app delegate, which imports KeyboardHandlerUIKit": "UIKit",
    "try KeyboardAvoidance.setSettings(FieldSettings(spacing: 60), for: notesView)         // room for a counter":
      "UIKit",
    "keyboard.accessoryBarStyle = AccessoryBarStyle(": "UIKit",
  ]

  /// Where the snippets that need SwiftUI are held, in regions between the same markers: the examples
  /// that the Apple SDK check compiles as modules on every platform.
  static let swiftUIExamples = ["Examples/BoxInSwiftUI/ProfileForm.swift", "Examples/SwiftUIKeyboard/SignUpForm.swift"]
    .map { ShippedScenario.packageRoot.appendingPathComponent($0) }

  /// Each fenced Swift snippet of the README.
  static func readmeSnippets() throws -> [String] {
    let readme = try String(
      contentsOf: ShippedScenario.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    return readme.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
  }

  /// Each region of `ReadmeSnippets.swift` between the markers, its common indentation removed.
  static func compiledSnippets() throws -> [String] {
    try snippetRegions(
      in: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ReadmeSnippets.swift"))
  }

  /// Each region of the file at `url` between the markers (`marker`, then `marker` and " end"), its common
  /// indentation removed.
  static func snippetRegions(in url: URL, marker: String = "// README snippet") throws -> [String] {
    var regions: [[Substring]] = []
    var current: [Substring]?
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == marker {
        current = []
      } else if trimmed == marker + " end", let region = current {
        regions.append(region)
        current = nil
      } else {
        current?.append(line)
      }
    }
    return regions.map { lines in
      let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
      return lines.map { $0.dropFirst(min(indent, $0.count)) + "\n" }.joined()
    }
  }

  /// A snippet without its imports (which the compiled file has at its top) and the blank line after them.
  static func withoutImports(_ snippet: String) -> (imports: [String], code: String) {
    var lines = snippet.split(separator: "\n", omittingEmptySubsequences: false)
    var imports: [String] = []
    while let first = lines.first, first.hasPrefix("import ") {
      imports.append(String(first))
      lines.removeFirst()
    }
    if !imports.isEmpty, lines.first == "" { lines.removeFirst() }
    return (imports, lines.joined(separator: "\n"))
  }

  @Test("every Swift snippet of the README is compiled verbatim, or needs UIKit or is a manifest")
  func everySnippetIsCompiled() throws {
    let compiled = try Self.compiledSnippets()
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "ReadmeSnippets.swift"), encoding: .utf8)
    let snippets = try Self.readmeSnippets()
    #expect(snippets.count > Self.uncompiled.count)
    for snippet in snippets {
      let firstLine = String(snippet.prefix { $0 != "\n" })
      if Self.uncompiled[firstLine] != nil { continue }
      let (imports, code) = Self.withoutImports(snippet)
      let isCompiled = compiled.contains(code)
      #expect(isCompiled, "README snippet not in ReadmeSnippets.swift:\n\(snippet)")
      for line in imports { #expect(source.contains("\n\(line)\n"), "\(line)") }
    }
    #expect(compiled.count == snippets.count - Self.uncompiled.count, "a snippet held twice, or one the README lost")
  }

  @Test("every SwiftUI snippet of the README is held verbatim by the example that the Apple SDK check compiles")
  func everySwiftUISnippetIsTheExample() throws {
    let regions = try Self.swiftUIExamples.flatMap { try Self.snippetRegions(in: $0) }
    let snippets = try Self.readmeSnippets().filter {
      Self.uncompiled[String($0.prefix { $0 != "\n" })] == "SwiftUI"
    }
    #expect(!snippets.isEmpty)
    for snippet in snippets {
      #expect(
        regions.contains(Self.withoutImports(snippet).code),
        "README snippet not in \(Self.swiftUIExamples.map(\.lastPathComponent)):\n\(snippet)")
    }
  }

  @Test("the snippets run: the view model, the avoider, the listener in tests and the rotation")
  func snippetsRun() throws {
    bindingInTwentyLines()
    try KeyboardHandlerInFifteenLines().example()
    try inTests(emailField: FieldObject(y: 700))
  }

  @Test("the chat snippet ends where its comments say: the composer back on the keyboard, the newest message in view")
  func chatSnippetNumbers() throws {
    let targets = try chatInTests(messageView: FieldObject(y: 766)).state.value.targets
    #expect(targets.constraintConstant == 302)
    #expect(targets.contentInset == 362)
    #expect(targets.contentOffset == 1_544)
  }
}
