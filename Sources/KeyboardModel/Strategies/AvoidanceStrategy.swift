/// How content gets out of the keyboard's way.
public enum AvoidanceStrategy: Equatable, Sendable {
  /// Moves the whole container up: publishes ``LayoutProperty/offset`` (the avoider's `offset` box;
  /// as a plain number, `KeyboardAvoider.keyboardOffset`) for `view.frame.origin.y`. Field frames
  /// are in container coordinates.
  case shift
  /// Sets the scroll view's bottom content and indicator insets and scrolls the field into
  /// view: publishes ``LayoutProperty/contentInset``, ``LayoutProperty/indicatorInset`` and
  /// ``LayoutProperty/contentOffset``.
  case scroll(ScrollViewGeometry)
  /// Raises the scroll view's bottom constraint to the keyboard's top, then scrolls the field
  /// into view inside the shortened scroll view: publishes
  /// ``LayoutProperty/constraintConstant`` and ``LayoutProperty/contentOffset``.
  case bottomConstraint(ScrollViewGeometry, anchor: ConstraintAnchor)
  /// Moves nothing: publishes only the covered frame and height and the focused field; the app
  /// positions content itself.
  case manual

  /// The scroll view of the scroll and bottom-constraint strategies; `nil` for shift and manual.
  public var scrollView: ScrollViewGeometry? {
    switch self {
    case .shift, .manual: return nil
    case .scroll(let geometry), .bottomConstraint(let geometry, _): return geometry
    }
  }
}
