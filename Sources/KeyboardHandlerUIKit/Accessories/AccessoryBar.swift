#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  /// The previous / next / done bar above the keyboard: it shows the avoider's accessory state and
  /// reports taps as navigation actions. One bar serves every field of a screen.
  ///
  /// iOS 14: its buttons carry `UIAction`s rather than target-action selectors.
  @available(iOS 14.0, macCatalyst 14.0, *)
  @MainActor
  final class AccessoryBar {
    let toolbar = UIToolbar()
    private let previous: UIBarButtonItem
    private let next: UIBarButtonItem
    private let done: UIBarButtonItem

    init(navigate: @escaping @MainActor (NavigationAction) -> Void) {
      previous = UIBarButtonItem(
        primaryAction: UIAction(title: "Previous", image: UIImage(systemName: "chevron.up")) { _ in navigate(.previous)
        })
      next = UIBarButtonItem(
        primaryAction: UIAction(title: "Next", image: UIImage(systemName: "chevron.down")) { _ in navigate(.next) })
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
