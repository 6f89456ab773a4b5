/// The animated properties of an ``AnimatedKeyboardLayout``, named as they appear in records.
///
/// `LayoutProperty` is a `Sendable` value.
public enum LayoutProperty: String, Hashable, Sendable, CaseIterable {
  /// The container's vertical offset (shift strategy).
  case offset
  /// The scroll view's bottom content and indicator insets (scroll strategy).
  case scrollInsets
  /// The scroll view's `contentOffset.y` (scroll and bottom-constraint strategies).
  case contentOffset
  /// The bottom constraint's constant (bottom-constraint strategy).
  case constraintConstant
}
