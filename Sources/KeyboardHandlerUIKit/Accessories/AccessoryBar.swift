#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  /// The previous / next / done bar above the keyboard: it shows the avoider's accessory state and
  /// reports taps as navigation actions. One bar serves every field of a screen.
  ///
  /// Previous and next show chevrons, with the app's accessibility labels (VoiceOver reads them);
  /// Done is UIKit's system item, which UIKit localizes. iOS 14: the buttons carry `UIAction`s rather
  /// than target-action selectors.
  @available(iOS 14.0, macCatalyst 14.0, *)
  @MainActor
  final class AccessoryBar {
    /// Made with a width and UIKit's standard bar height, not a zero frame: a zero-width toolbar cannot
    /// satisfy its items' constraints, and UIKit logs the conflict before it sizes the input accessory
    /// view to the keyboard's width.
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    private let previous: UIBarButtonItem
    private let next: UIBarButtonItem
    private let done: UIBarButtonItem

    init(options: KeyboardAvoidance.Options, navigate: @escaping @MainActor (NavigationAction) -> Void) {
      previous = UIBarButtonItem(
        primaryAction: UIAction(title: options.previousLabel, image: UIImage(systemName: "chevron.up")) { _ in
          navigate(.previous)
        })
      previous.accessibilityLabel = options.previousLabel
      next = UIBarButtonItem(
        primaryAction: UIAction(title: options.nextLabel, image: UIImage(systemName: "chevron.down")) { _ in
          navigate(.next)
        })
      next.accessibilityLabel = options.nextLabel
      done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in navigate(.done) })
      toolbar.items = [previous, next, .flexibleSpace(), done]
      toolbar.sizeToFit()
    }

    /// Enables the buttons the state allows.
    func show(_ state: AccessoryState) {
      previous.isEnabled = state.canGoPrevious
      next.isEnabled = state.canGoNext
      done.isEnabled = state.canFinish
    }
  }
#endif
