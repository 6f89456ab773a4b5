/// Which views the app pinned to a keyboard layout guide, from the constraints found: a plain value, with
/// no UIKit in it, tested on every platform.
///
/// UIKit moves a view pinned to `UIView.keyboardLayoutGuide` with the keyboard itself
/// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide), so the adapter never moves it
/// again: a field inside such a view is already above the keyboard (content stays at rest for it), and
/// while a shift moves the container, each pinned view is given the opposite translation, so it stays
/// where UIKit put it.
enum KeyboardGuidePins {
  /// One item of a constraint, as far as pins go.
  enum Item: Hashable, Sendable {
    /// A keyboard layout guide.
    case keyboardGuide
    /// The view at this index of the views looked at.
    case view(Int)
    /// Anything else, or no item.
    case other
  }

  /// What a constraint's attribute measures.
  enum Attribute: Hashable, Sendable {
    /// A vertical position: top, bottom, a center or a baseline, with or without margins.
    case verticalPosition
    /// Anything else: a horizontal position, a width or a height.
    case other
  }

  /// One constraint: its two items and their attributes.
  struct Constraint: Equatable, Sendable {
    var first: Item
    var firstAttribute: Attribute
    var second: Item
    var secondAttribute: Attribute
  }

  /// The views held in place vertically by a keyboard layout guide: the view item of each constraint that
  /// ties a vertical position of it to one of the guide's.
  ///
  /// - Parameter constraints: The constraints found.
  static func pinnedViews(_ constraints: [Constraint]) -> Set<Int> {
    var pinned: Set<Int> = []
    for constraint in constraints
    where constraint.firstAttribute == .verticalPosition && constraint.secondAttribute == .verticalPosition {
      switch (constraint.first, constraint.second) {
      case (.keyboardGuide, .view(let view)), (.view(let view), .keyboardGuide): pinned.insert(view)
      default: break
      }
    }
    return pinned
  }
}
