#if canImport(SwiftUI)
  import SwiftUI

  /// The example app: a sign-up form and a chat, each a SwiftUI screen whose keyboard a `KeyboardScreen`
  /// avoids.
  ///
  /// In an app target, mark it `@main` (this folder is compiled as a library, which has no entry point).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  struct KeyboardExampleApp: App {
    var body: some Scene {
      WindowGroup {
        TabView {
          SignUpFormScreen()
            .tabItem { Label("Form", systemImage: "list.bullet.rectangle") }
          ChatScreen()
            .tabItem { Label("Chat", systemImage: "bubble.left.and.bubble.right") }
        }
      }
    }
  }
#endif
