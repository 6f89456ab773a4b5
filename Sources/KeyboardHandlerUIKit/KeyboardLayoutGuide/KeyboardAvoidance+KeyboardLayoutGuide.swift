#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// The views inside `container` (or the container itself) that the app pinned to a keyboard layout
    /// guide (`UIView.keyboardLayoutGuide`, iOS 15), by ``KeyboardGuidePins``.
    ///
    /// This reads the constraints each view holds: a constraint is held by "the closest common ancestor of
    /// the items" (https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive), which for a
    /// view and a guide of the container is the container or a view inside it. It never asks a view for its
    /// `keyboardLayoutGuide`, which would make one.
    static func viewsPinnedToKeyboardGuide(in container: UIView) -> [UIView] {
      guard #available(iOS 15.0, macCatalyst 15.0, *) else { return [] }
      var views: [UIView] = []
      var constraints: [NSLayoutConstraint] = []
      func collect(_ view: UIView) {
        constraints += view.constraints
        view.subviews.forEach(collect)
      }
      collect(container)
      func item(_ object: AnyObject?) -> KeyboardGuidePins.Item {
        if object is UIKeyboardLayoutGuide { return .keyboardGuide }
        guard let view = object as? UIView else { return .other }
        if let index = views.firstIndex(where: { $0 === view }) { return .view(index) }
        views.append(view)
        return .view(views.count - 1)
      }
      let described = constraints.map { constraint in
        KeyboardGuidePins.Constraint(
          first: item(constraint.firstItem), firstAttribute: attribute(constraint.firstAttribute),
          second: item(constraint.secondItem), secondAttribute: attribute(constraint.secondAttribute))
      }
      return KeyboardGuidePins.pinnedViews(described).sorted().map { views[$0] }
    }

    private static func attribute(_ attribute: NSLayoutConstraint.Attribute) -> KeyboardGuidePins.Attribute {
      switch attribute {
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
        .verticalPosition
      default: .other
      }
    }

    /// Gives each view pinned to a keyboard layout guide the opposite of the shift, so that it stays where
    /// UIKit's guide puts it while the container moves; the identity at rest.
    ///
    /// Called inside the same animation as the shift. A transform moves a view and what it holds as
    /// drawn, and Auto Layout leaves it alone ("the transform property does not affect Auto Layout",
    /// https://developer.apple.com/documentation/uikit/uiview/transform), so the guide's constraints still
    /// place the view at the keyboard, and the two translations cancel out on screen.
    static func keep(_ pinned: [UIView], whereTheGuidePutsThemUnder offset: CGFloat) {
      for view in pinned { view.transform = offset == 0 ? .identity : CGAffineTransform(translationX: 0, y: -offset) }
    }

    /// Refuses a constraint that ties to a keyboard layout guide as the one a strategy raises: UIKit moves
    /// what it pins with the keyboard already, and the adapter would move it twice.
    ///
    /// - Throws: ``AvoidanceError/invalidConfiguration(_:)`` naming the constraint.
    static func refuseKeyboardGuide(_ constraint: NSLayoutConstraint) throws(AvoidanceError) {
      guard #available(iOS 15.0, macCatalyst 15.0, *),
        constraint.firstItem is UIKeyboardLayoutGuide || constraint.secondItem is UIKeyboardLayoutGuide
      else { return }
      throw .invalidConfiguration(
        AvoidanceError.InvalidValue(
          name: "strategy.constraint", found: "a constraint to a keyboard layout guide",
          expected:
            "a constraint the keyboard layout guide does not move already (UIKit moves it with the keyboard); for a"
            + " chat's composer pinned to the guide, .messageList(list, composer: .keyboardLayoutGuide)"))
    }
  }
#endif
