#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import UIKit

  /// The app's delegate, in the scene life cycle: it names the scene delegate that builds the window, and
  /// nothing else. Apple requires the scene life cycle of apps built with the SDKs after iOS 26.
  ///
  /// In an app target, mark it `@main` (this folder is compiled as a library, which has no entry point).
  /// The scene life cycle exists from iOS 13, so the example needs nothing older.
  final class SignUpAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
      configuration.delegateClass = SignUpSceneDelegate.self
      return configuration
    }
  }

  /// Builds each scene's window around the sign-up screen, in a navigation controller for its share button.
  final class SignUpSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      if #available(iOS 14.0, macCatalyst 14.0, *) {
        window.rootViewController = UINavigationController(rootViewController: SignUpViewController())
      }
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif
