/// What a scroll view's bottom constraint is pinned to at rest.
public enum ConstraintAnchor: Hashable, Sendable {
  /// The container's bottom edge.
  case containerBottom
  /// The container's bottom safe-area guide.
  case safeAreaBottom
}
