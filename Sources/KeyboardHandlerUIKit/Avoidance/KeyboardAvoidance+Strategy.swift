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
      /// Raise the constraint that pins the scroll view's bottom, and scroll the field into view; the
      /// constraint's constant is the distance from the scroll view's bottom to the `anchor`.
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
