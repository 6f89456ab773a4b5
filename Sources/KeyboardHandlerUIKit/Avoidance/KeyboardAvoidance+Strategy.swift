#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// How content moves clear of the keyboard.
    public enum Strategy {
      /// Shift the whole view up.
      case shift
      /// Inset the scroll view and scroll the field into view.
      case scroll(UIScrollView)
      /// Raise the constraint that pins the scroll view's bottom (or the bottom of a view it follows, a
      /// chat's composer), and scroll the field into view.
      ///
      /// The constraint pins a view in the container to the container's bottom or a layout guide of it,
      /// written either way round: its constant becomes the distance from the `anchor` up to the
      /// keyboard's top, positive for `view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)`
      /// and negative for `scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)`, never lower
      /// than the constant you set, which it gives back at rest. The adapter's initializer throws
      /// ``AvoidanceError/invalidConfiguration(_:)`` for a constraint it cannot read that way, or one
      /// pinned to the container's bottom (or its safe-area guide's) when `anchor` says the other.
      case bottomConstraint(NSLayoutConstraint, scrollView: UIScrollView, anchor: ConstraintAnchor = .safeAreaBottom)
      /// Move nothing: publish only.
      case manual

      // The adapter's views of each strategy are named here; what each moves, the engine's
      // `AvoidanceStrategy` says, and the adapter writes those properties into these views.

      /// The scroll view the strategy insets or scrolls, in which fields' frames are read; `nil` when it
      /// moves the container or nothing.
      var scrollView: UIScrollView? {
        switch self {
        case .shift, .manual: nil
        case .scroll(let scrollView), .bottomConstraint(_, let scrollView, _): scrollView
        }
      }

      /// The bottom constraint the strategy raises; `nil` when it raises none.
      var constraint: NSLayoutConstraint? {
        guard case .bottomConstraint(let constraint, _, _) = self else { return nil }
        return constraint
      }

      /// What the raised bottom constraint is anchored to; `nil` when the strategy raises none.
      var anchor: ConstraintAnchor? {
        guard case .bottomConstraint(_, _, let anchor) = self else { return nil }
        return anchor
      }
    }

    /// The engine's strategy for `strategy`, its scroll view read from the views as they are now.
    static func engineStrategy(_ strategy: Strategy, in view: UIView) -> AvoidanceStrategy {
      switch strategy {
      case .shift: .shift
      case .manual: .manual
      case .scroll(let scrollView): .scroll(scrollGeometry(scrollView, in: view))
      case .bottomConstraint(_, let scrollView, let anchor):
        .bottomConstraint(scrollGeometry(scrollView, in: view), anchor: anchor)
      }
    }
  }
#endif
