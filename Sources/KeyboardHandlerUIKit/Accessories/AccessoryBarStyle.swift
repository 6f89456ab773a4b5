#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  /// How the previous / next / done bar looks, and what the app does as its buttons are tapped.
  ///
  /// ```swift
  /// var style = AccessoryBarStyle()
  /// style.tintColor = .systemIndigo
  /// style.items = [UIBarButtonItem(title: "Paste code", image: nil, primaryAction: pasteCode, menu: nil)]
  /// style.shouldPerform = { action, field in
  ///   guard action == .done, field === passwordField else { return true }
  ///   return viewModel.validatePassword()      // false keeps the field editing
  /// }
  /// keyboard.accessoryBarStyle = style
  /// ```
  ///
  /// The bar reads, leading to trailing: the previous and next chevrons, the app's items, the focused
  /// field's title between two flexible spaces, Done. In a right-to-left layout UIKit lays it out from the
  /// right edge: the adapter gives the bar the focused field's layout direction, since the keyboard shows
  /// the bar outside the field's view hierarchy.
  ///
  /// The buttons keep their size at every text size and show the Large Content Viewer on a long press, as
  /// the items of UIKit's toolbars do; the title follows the user's text size, shrinks to fit the bar,
  /// and shows in the Large Content Viewer too.
  ///
  /// A value to set on ``KeyboardAvoidance/accessoryBarStyle`` or
  /// ``AutomaticKeyboardAvoidance/accessoryBarStyle``; it holds UIKit objects and closures, so it is not
  /// `Sendable`.
  @MainActor
  public struct AccessoryBarStyle {
    /// What the bar's title says.
    public enum Title: Hashable, Sendable {
      /// The focused field's placeholder, else its accessibility label; nothing for a field with neither.
      case placeholder
      /// No title.
      case none
    }

    /// What the bar's title says; the field's placeholder by default.
    public var title: Title
    /// The color of the bar's buttons and title, or `nil` for the app's tint.
    public var tintColor: UIColor?
    /// Whether the bar shows the previous and next chevrons; with `false` and ``items``, the app's items
    /// stand in their place.
    public var showsPreviousNext: Bool
    /// Items of the app's own, after the chevrons (or in their place).
    public var items: [UIBarButtonItem]
    /// Asked as the user taps Previous, Next or Done, before the adapter does it, with the field being
    /// edited: return `false` to do something else instead (the adapter then does nothing).
    public var shouldPerform: (@MainActor (NavigationAction, UIView?) -> Bool)?

    /// Creates a style; the default bar has the chevrons, the field's placeholder as its title, the app's
    /// tint, no items of the app's and no hook.
    ///
    /// - Parameters:
    ///   - title: What the bar's title says.
    ///   - tintColor: The color of the buttons and title, or `nil` for the app's tint.
    ///   - showsPreviousNext: Whether the previous and next chevrons are shown.
    ///   - items: Items of the app's own, after the chevrons or in their place.
    ///   - shouldPerform: Asked before Previous, Next or Done is done; `false` cancels it.
    public init(
      title: Title = .placeholder, tintColor: UIColor? = nil, showsPreviousNext: Bool = true,
      items: [UIBarButtonItem] = [], shouldPerform: (@MainActor (NavigationAction, UIView?) -> Bool)? = nil
    ) {
      self.title = title
      self.tintColor = tintColor
      self.showsPreviousNext = showsPreviousNext
      self.items = items
      self.shouldPerform = shouldPerform
    }

    /// The order of the bar's items for this style.
    var layout: AccessoryBarLayout {
      AccessoryBarLayout(showsPreviousNext: showsPreviousNext, appItemCount: items.count, showsTitle: title != .none)
    }
  }
#endif
