#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Binding
  import KeyboardHandler
  import UIKit

  /// Keyboard avoidance for a whole app, in one line: every screen with text inputs avoids the keyboard,
  /// with no code of its own.
  ///
  /// ```swift
  /// func application(
  ///   _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  /// ) -> Bool {
  ///   AutomaticKeyboardAvoidance.shared.start()
  ///   return true
  /// }
  /// ```
  ///
  /// **How it finds fields and screens.** It observes UIKit's `UITextField.textDidBeginEditingNotification`
  /// and `UITextView.textDidBeginEditingNotification`, whose object is the field that began editing
  /// (https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification). From
  /// the field it follows the responder chain to the first view controller (a view's next responder is
  /// its view controller when it is that view controller's root view, else its superview:
  /// https://developer.apple.com/documentation/uikit/uiresponder/next), then goes up through `parent` to
  /// the screen: the last view controller before one of UIKit's containers (navigation, tab bar, split
  /// view, page view) or before none (a sheet's, a popover's, a window's root). So it works the same in a
  /// navigation stack, a tab, a split view's column, a screen made of child view controllers, a sheet, a
  /// popover, and any scene's window. For that screen it makes a ``KeyboardAvoidance`` with the strategy
  /// that fits: the nearest scroll view around the field that scrolls vertically (`.scroll`); the bar and
  /// return keys alone for a `UITableViewController`, which adjusts its table for the keyboard itself
  /// (`.manual`); otherwise `.shift`. The adapter is a child of the screen, as one made in `viewDidLoad` is:
  /// it follows the screen's appearance from then on, and goes with the screen. The rules are
  /// `ScreenChoice`'s, a plain value tested on every platform.
  ///
  /// **Why it does not swizzle.** Everything it needs is documented API: a notification whose object is
  /// the field, the responder chain, view controller containment, and the adapter's own child view
  /// controller for appearance. Replacing `UIViewController` or `UITextField` methods at run time would
  /// change every screen of the app, the system's and other libraries' included, and break with any
  /// change of theirs; IQKeyboardManager 8 swizzles nothing either.
  ///
  /// **Opting in and out.** A screen that makes its own `KeyboardAvoidance` keeps it: a field inside an
  /// adapter's view is that adapter's. Screens and classes of screens can be excluded (a `UIAlertController`
  /// is by default: UIKit places its text fields itself), and the app-wide mode can avoid only the screens
  /// included. A SwiftUI screen in a `UIHostingController` avoids the keyboard itself: exclude each one
  /// as it is made (`exclude(hostingController)`), or it would rise twice. A field's own settings are
  /// ``KeyboardAvoidance/setSettings(_:for:)``'s.
  ///
  /// Made by the app (or `shared`) and kept for as long as it avoids; ``stop()`` detaches every adapter it
  /// made.
  @MainActor
  public final class AutomaticKeyboardAvoidance {
    /// The app's app-wide mode, observing `NotificationCenter.default`.
    public static let shared = AutomaticKeyboardAvoidance()

    /// Which screens are avoided.
    public enum Scope: Hashable, Sendable {
      /// Every screen but those excluded.
      case everyScreen
      /// Only the screens included (by class or one by one), and not excluded.
      case includedScreens
    }

    /// The center UIKit posts to.
    public let notificationCenter: NotificationCenter
    /// Which screens are avoided; every screen but those excluded, by default.
    public var scope: Scope = .everyScreen
    /// The spacing, placement and navigation of the adapters it makes from then on; their strategy is
    /// chosen for each screen.
    public var configuration = AvoidanceConfiguration()
    /// The side effects of the adapters it makes from then on (the bar, return keys, tap outside).
    public var options = KeyboardAvoidance.Options()
    /// The bar of the adapters it makes; set, it dresses the bars of those it made already too.
    public var accessoryBarStyle = AccessoryBarStyle() {
      didSet {
        for avoidance in made.compactMap(\.object) where !avoidance.isDetached {
          avoidance.accessoryBarStyle = accessoryBarStyle
        }
      }
    }
    /// The last adapter it could not make, with why (a configuration the adapter refuses); `nil` until one.
    public private(set) var lastError: AvoidanceError?

    /// Whether it observes fields beginning editing: between ``start()`` and ``stop()``.
    public var isStarted: Bool { observation != nil }

    private var observation: NotificationObservation?
    /// The classes of screens excluded and included, as tests on a view controller.
    private var excludedClasses: [@MainActor (UIViewController) -> Bool] = [{ $0 is UIAlertController }]
    private var includedClasses: [@MainActor (UIViewController) -> Bool] = []
    /// What the app said of single view controllers, held weakly.
    private var instances: [(controller: WeakReference<UIViewController>, preference: ScreenChoice.Preference)] = []
    /// The adapters it made, held weakly: each screen keeps its own.
    private var made: [WeakReference<KeyboardAvoidance>] = []

    /// Creates an app-wide mode that is not started.
    ///
    /// - Parameter notificationCenter: The center UIKit posts to; tests pass their own.
    public init(notificationCenter: NotificationCenter = .default) {
      self.notificationCenter = notificationCenter
    }

    /// Starts avoiding the keyboard on every screen in scope, from the next field that begins editing.
    ///
    /// A screen on which a field is editing already is avoided from its next field, or once it appears
    /// again. Calling it again does nothing.
    public func start() {
      guard observation == nil else { return }
      // A text view begins editing after the keyboard's notifications: the adapter made then learns of the
      // keyboard from the observer every listener of the center shares.
      KeyboardListener.hearKeyboards(of: notificationCenter)
      let names = [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification]
      observation = NotificationObservation(center: notificationCenter, names: names) { [weak self] notification in
        // UIKit posts editing notifications on the main thread, where its views live: the field is read
        // there, at once, as the notification is posted.
        guard MainQueue.isCurrent else { return }
        MainQueue.assumeIsolated((self, notification.object)) { automatic, object in
          guard let field = object as? UIView else { return }
          automatic?.fieldDidBeginEditing(field)
        }
      }
    }

    /// Stops avoiding, and detaches every adapter it made, which puts their screens back at rest.
    public func stop() {
      observation = nil
      made.compactMap(\.object).forEach { $0.detach() }
      made = []
    }

    /// Leaves every view controller of `screenClass` (and its subclasses) alone.
    ///
    /// - Parameter screenClass: A view controller class.
    public func exclude<Screen: UIViewController>(_ screenClass: Screen.Type) {
      excludedClasses.append { $0 is Screen }
    }

    /// Avoids the keyboard on every view controller of `screenClass` (and its subclasses) under
    /// ``Scope/includedScreens``, unless excluded.
    ///
    /// - Parameter screenClass: A view controller class.
    public func include<Screen: UIViewController>(_ screenClass: Screen.Type) {
      includedClasses.append { $0 is Screen }
    }

    /// Leaves `screen` alone, whatever its class; held weakly.
    ///
    /// - Parameter screen: A view controller.
    public func exclude(_ screen: UIViewController) {
      setPreference(.excluded, for: screen)
    }

    /// Avoids the keyboard on `screen`, whatever its class, under either scope; held weakly.
    ///
    /// - Parameter screen: A view controller.
    public func include(_ screen: UIViewController) {
      setPreference(.included, for: screen)
    }

    /// The adapter it made for `screen`, if it made one and `screen` still has it.
    ///
    /// - Parameter screen: A view controller.
    public func avoidance(for screen: UIViewController) -> KeyboardAvoidance? {
      made.lazy.compactMap(\.object).first { !$0.isDetached && $0.view === screen.view }
    }

    private func setPreference(_ preference: ScreenChoice.Preference, for screen: UIViewController) {
      instances.removeAll { $0.controller.object == nil || $0.controller.object === screen }
      instances.append((WeakReference(screen), preference))
    }

    /// A field began editing: its screen gets an adapter, if the choice says so.
    private func fieldDidBeginEditing(_ field: UIView) {
      let (placement, controllers, ancestors) = self.placement(of: field)
      guard case .avoid(let screenIndex, let choice) = ScreenChoice.choosing(for: placement, scope: choiceScope)
      else { return }
      let screen = controllers[screenIndex]
      let strategy: KeyboardAvoidance.Strategy
      switch choice {
      case .shift: strategy = .shift
      case .manual: strategy = .manual
      case .scroll(let ancestor):
        guard let scrollView = ancestors[ancestor] as? UIScrollView else { return }
        strategy = .scroll(scrollView)
      }
      do {
        let avoidance = try KeyboardAvoidance(
          for: screen, strategy: strategy, configuration: configuration, options: options,
          notificationCenter: notificationCenter)
        avoidance.accessoryBarStyle = accessoryBarStyle
        made.removeAll { $0.object == nil || $0.object?.isDetached == true }
        made.append(WeakReference(avoidance))
      } catch {
        lastError = error
      }
    }

    private var choiceScope: ScreenChoice.Scope {
      switch scope {
      case .everyScreen: .everyScreen
      case .includedScreens: .includedScreens
      }
    }

    /// Where `field` is, read into the plain values the choice takes, with the view controllers and
    /// superviews they stand for.
    private func placement(of field: UIView) -> (ScreenChoice.Placement, [UIViewController], [UIView]) {
      let ancestors = Array(sequence(first: field, next: \.superview).dropFirst())
      let nearest = sequence(first: field as UIResponder, next: \.next).lazy.compactMap { $0 as? UIViewController }
        .first
      let controllers = nearest.map { Array(sequence(first: $0, next: \.parent)) } ?? []
      var placement = ScreenChoice.Placement()
      placement.isInAdapterView = KeyboardAvoidance.isInAdapterContainer(field)
      placement.ancestors = ancestors.map { view in
        guard let scrollView = view as? UIScrollView, !(view is UITextView) else { return ScreenChoice.Ancestor() }
        let scrollsSideways =
          scrollView.contentSize.width > scrollView.bounds.width
          && scrollView.contentSize.height <= scrollView.bounds.height
        return ScreenChoice.Ancestor(
          isScrollView: true,
          scrollsVertically: scrollView.isScrollEnabled && !scrollView.isPagingEnabled && !scrollsSideways)
      }
      placement.controllers = controllers.map { controller in
        ScreenChoice.Controller(
          isContainer: controller is UINavigationController || controller is UITabBarController
            || controller is UISplitViewController || controller is UIPageViewController,
          preference: preference(for: controller), adjustsForKeyboard: controller is UITableViewController,
          rootView: controller.isViewLoaded ? ancestors.firstIndex { $0 === controller.view } : nil)
      }
      return (placement, controllers, ancestors)
    }

    /// What the app said of `controller`: of it, else of its class.
    private func preference(for controller: UIViewController) -> ScreenChoice.Preference? {
      ScreenChoice.Preference.resolved(
        instance: instances.first { $0.controller.object === controller }?.preference,
        isClassExcluded: excludedClasses.contains { $0(controller) },
        isClassIncluded: includedClasses.contains { $0(controller) })
    }
  }

#endif
