#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// Reads the scroll view before a notification is handled, and as a text view's text changes: its
    /// geometry (layout may have sized it since, rotation lays it out anew, a text view's content grows
    /// as the user types), and a scroll the user made.
    func synchronizeScrollView() {
      let scrollView: UIScrollView
      switch strategy {
      case .shift, .manual: return
      case .scroll(let view), .bottomConstraint(_, let view, _): scrollView = view
      }
      var geometry = Self.scrollGeometry(scrollView, in: view)
      let state = avoider.state.value
      let isAtRest = state.focusedField == nil && state.keyboard == nil
      if !isAtRest, let before = state.configuration.strategy.scrollView {
        // The insets, offset and raised constraint in the views now are the avoider's, not the rest ones.
        geometry.restInsets = before.restInsets
        geometry.contentOffset = before.contentOffset
        if case .bottomConstraint = strategy {
          geometry.frame.size.height += state.targets.constraintConstant
        }
      }
      if geometry != state.configuration.strategy.scrollView {
        listener.report { () throws(AvoidanceError) in try avoider.updateScrollView(geometry) }
      }
      let offset = scrollView.contentOffset.y
      if offset != avoider.state.value.targets.contentOffset {
        listener.report { () throws(AvoidanceError) in try avoider.handle(.didScroll(toContentOffset: offset)) }
      }
    }

    /// The container's geometry now: its frame in the screen's coordinates, as keyboard frames are.
    static func container(of view: UIView) -> ContainerGeometry {
      let insets = LayoutInsets(top: view.safeAreaInsets.top, bottom: view.safeAreaInsets.bottom)
      guard let screen = view.window?.screen else {
        // Not on screen yet: its own bounds stand for the screen until it is.
        return ContainerGeometry(screenBounds: CGRect(origin: .zero, size: view.bounds.size), safeAreaInsets: insets)
      }
      // At rest: without the shift's transform, which `convert` would include. The center and bounds
      // are the untransformed geometry (https://developer.apple.com/documentation/uikit/uiview/frame:
      // with a transform "the value of this property is undefined").
      let size = view.bounds.size
      let untransformed = CGRect(
        x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width, height: size.height)
      let frame =
        view.superview.map { $0.convert(untransformed, to: screen.coordinateSpace) }
        ?? view.convert(view.bounds, to: screen.coordinateSpace)
      return ContainerGeometry(screenBounds: screen.bounds, frame: frame, safeAreaInsets: insets)
    }

    static func engineStrategy(_ strategy: Strategy, in view: UIView) -> AvoidanceStrategy {
      switch strategy {
      case .shift: .shift
      case .manual: .manual
      case .scroll(let scrollView): .scroll(scrollGeometry(scrollView, in: view))
      case .bottomConstraint(_, let scrollView, let anchor):
        .bottomConstraint(scrollGeometry(scrollView, in: view), anchor: anchor)
      }
    }

    private static func scrollGeometry(_ scrollView: UIScrollView, in view: UIView) -> ScrollViewGeometry {
      ScrollViewGeometry(
        frame: scrollView.convert(scrollView.bounds, to: view), contentHeight: scrollView.contentSize.height,
        adjustedTopInset: scrollView.adjustedContentInset.top,
        bottomSafeAreaInset: scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom,
        restInsets: ScrollInsets(
          content: scrollView.contentInset.bottom, indicator: scrollView.verticalScrollIndicatorInsets.bottom),
        contentOffset: scrollView.contentOffset.y)
    }
  }
#endif
