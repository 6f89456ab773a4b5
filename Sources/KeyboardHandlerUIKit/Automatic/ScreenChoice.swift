/// What the app-wide mode (`AutomaticKeyboardAvoidance`) does for a text field or text view that begins
/// editing: which screen avoids the keyboard for it, with which strategy, or why nothing does.
///
/// A plain value, with no UIKit in it, so that the rules are tested on every platform: the UIKit layer
/// reads the field's view controllers and superviews into a ``Placement`` and makes the adapter the
/// choice names.
///
/// - The screen is the field's nearest view controller (the first one on its responder chain), or the
///   view controller that contains it, and so on up through `parent`, until the next parent is one of
///   UIKit's containers (a navigation, tab bar, split view or page view controller) or there is none:
///   a presented view controller (a sheet, a popover) has none. So a screen made of child view
///   controllers moves as one, and the navigation bar, tab bar and other columns stay where they are,
///   as IQKeyboardManager chooses its "parent container view controller".
/// - A field whose nearest view controller is a container itself (a search field in a navigation bar)
///   is the container's chrome: left alone.
/// - A field already inside an adapter's view (a screen that made its own `KeyboardAvoidance`, or one the
///   app-wide mode made before) is that adapter's.
/// - A view controller the app excluded, on the way from the field to the screen, leaves the field alone;
///   when only included screens are avoided, one of them must be on the way.
/// - The strategy: the nearest enclosing scroll view that scrolls vertically, up to the screen's own
///   view, is scrolled (`.scroll`); one that adjusts itself for the keyboard (a `UITableViewController`'s
///   table, as Apple documents) gets the bar and return keys only (`.manual`); with none, the screen
///   shifts (`.shift`), or, when its view is itself a scroll view, that view scrolls.
///
/// `ScreenChoice` is a `Sendable` value.
enum ScreenChoice: Equatable, Sendable {
  /// Avoid the keyboard on `controllers[screen]` of the placement, with `strategy`.
  case avoid(screen: Int, strategy: Strategy)
  /// Leave the field alone, for `reason`.
  case leave(Reason)

  /// The strategy chosen for the screen.
  enum Strategy: Equatable, Sendable {
    /// Shift the screen's view.
    case shift
    /// Scroll `ancestors[index]` of the placement.
    case scroll(ancestor: Int)
    /// Move nothing: the scroll view adjusts itself; the bar, return keys and tap outside only.
    case manual
  }

  /// Why a field is left alone.
  enum Reason: Hashable, Sendable {
    /// An adapter's view holds it already.
    case alreadyAvoided
    /// It is in no view controller's view.
    case noScreen
    /// It is part of a container's own views (a navigation bar's search field).
    case containerChrome
    /// A view controller on the way to its screen is excluded.
    case excluded
    /// Only included screens are avoided, and none is on the way.
    case notIncluded
  }

  /// Which screens the app-wide mode avoids.
  enum Scope: Hashable, Sendable {
    /// Every screen but those excluded.
    case everyScreen
    /// Only the screens included, and not excluded.
    case includedScreens
  }

  /// What the app said of one view controller, its instance first, then its class.
  enum Preference: Hashable, Sendable {
    /// Avoid the keyboard on it.
    case included
    /// Leave it alone.
    case excluded

    /// The preference that holds for a view controller: the one given for the instance, else an
    /// exclusion of its class, else an inclusion of its class, else none.
    ///
    /// - Parameters:
    ///   - instance: What the app said of this view controller itself.
    ///   - isClassExcluded: Whether its class (or a superclass) is excluded.
    ///   - isClassIncluded: Whether its class (or a superclass) is included.
    static func resolved(instance: Preference?, isClassExcluded: Bool, isClassIncluded: Bool) -> Preference? {
      if let instance { return instance }
      if isClassExcluded { return .excluded }
      return isClassIncluded ? .included : nil
    }
  }

  /// One view controller on the way from the field up through `parent`.
  struct Controller: Equatable, Sendable {
    /// Whether it is one of UIKit's containers: navigation, tab bar, split view, page view.
    var isContainer = false
    /// What the app said of it.
    var preference: Preference?
    /// Whether its view is a scroll view that adjusts itself for the keyboard (`UITableViewController`).
    var adjustsForKeyboard = false
    /// Where its view is among the placement's ancestors; `nil` when its view is not one of them.
    var rootView: Int?
  }

  /// A superview of the field, from its own superview up to the window.
  struct Ancestor: Equatable, Sendable {
    /// Whether it is a scroll view (not a text view).
    var isScrollView = false
    /// Whether, as a scroll view, it scrolls vertically: enabled, not paging, and not one that only
    /// scrolls sideways (content wider than its bounds and no taller).
    var scrollsVertically = false
  }

  /// Where a field is: what the choice needs to know of it.
  struct Placement: Equatable, Sendable {
    /// Whether an adapter's view holds it already.
    var isInAdapterView = false
    /// Its view controllers: the nearest, then each `parent`.
    var controllers: [Controller] = []
    /// Its superviews, nearest first.
    var ancestors: [Ancestor] = []
  }

  /// The choice for a field placed as `placement`, when the app-wide mode avoids `scope`.
  static func choosing(for placement: Placement, scope: Scope) -> ScreenChoice {
    if placement.isInAdapterView { return .leave(.alreadyAvoided) }
    let controllers = placement.controllers
    guard let nearest = controllers.first else { return .leave(.noScreen) }
    if nearest.isContainer { return .leave(.containerChrome) }
    var screen = 0
    while controllers.indices.contains(screen + 1), !controllers[screen + 1].isContainer { screen += 1 }
    let preferences = controllers[0...screen].compactMap(\.preference)
    if preferences.contains(.excluded) { return .leave(.excluded) }
    if scope == .includedScreens, !preferences.contains(.included) { return .leave(.notIncluded) }
    guard let root = controllers[screen].rootView, placement.ancestors.indices.contains(root) else {
      return .leave(.noScreen)
    }
    let ancestors = placement.ancestors[0...root]
    guard let scroller = ancestors.indices.first(where: { ancestors[$0].scrollsVertically }) else {
      return .avoid(screen: screen, strategy: ancestors[root].isScrollView ? .scroll(ancestor: root) : .shift)
    }
    let adjustsItself = controllers.contains { $0.rootView == scroller && $0.adjustsForKeyboard }
    return .avoid(screen: screen, strategy: adjustsItself ? .manual : .scroll(ancestor: scroller))
  }
}
