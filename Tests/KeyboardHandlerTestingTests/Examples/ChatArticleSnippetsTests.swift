import Foundation
import KeyboardTestSupport
import Testing

/// The Swift snippets of the article "Building a chat screen" that test without UIKit are the ones
/// `ChatArticleSnippets.swift` holds, which the build compiles with warnings as errors and the suite runs:
/// a snippet changed in one place and not the other fails here.
@MainActor
@Suite("Chat article snippets")
struct ChatArticleSnippetsTests {
  /// The article's snippets that set up UIKit views, by their first line: the Apple SDK check compiles
  /// their like in `Examples/Chat`.
  static let uikit: Set<String> = [
    "tableView.keyboardDismissMode = .interactive",
    "composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true",
  ]

  @Test("every Swift snippet of the chat article is compiled and run verbatim, or sets up UIKit views")
  func everySnippetIsCompiled() throws {
    let article = try String(
      contentsOf: ShippedScenario.packageRoot.appendingPathComponent(
        "Sources/KeyboardHandlerUIKit/KeyboardHandlerUIKit.docc/ChatScreens.md"), encoding: .utf8)
    let snippets = article.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
    let compiled = try ReadmeSnippetsTests.snippetRegions(
      in: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "ChatArticleSnippets.swift"),
      marker: "// Chat article snippet")
    let headless = snippets.filter { !Self.uikit.contains(String($0.prefix { $0 != "\n" })) }
    #expect(headless.count == 9)
    for snippet in headless {
      #expect(compiled.contains(snippet), "chat article snippet not in ChatArticleSnippets.swift:\n\(snippet)")
    }
    #expect(compiled.count == headless.count, "a snippet held twice, or one the article lost")
  }
}
