#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import UIKit

  /// The app's delegate, in the scene life cycle: it names the scene delegate that builds the window.
  ///
  /// In an app target, mark it `@main` (this folder is compiled as a library, which has no entry point).
  final class ChatAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
      configuration.delegateClass = ChatSceneDelegate.self
      return configuration
    }
  }

  /// Builds each scene's window around the chat screen.
  final class ChatSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      if #available(iOS 14.0, macCatalyst 14.0, *) {
        window.rootViewController = ChatViewController()
      }
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif
