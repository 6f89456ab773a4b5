import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The values that move content, as one snapshot.
///
/// Each property is animated: ``LayoutProperty`` lists them, with the key path of each.
public struct AvoidanceTargets: Hashable, Sendable {
  /// The container's vertical offset: `-d` for a shift of `d` points, 0 at rest.
  public var offset: CGFloat
  /// The scroll view's bottom insets.
  public var scrollInsets: ScrollInsets
  /// The scroll view's `contentOffset.y`.
  public var contentOffset: CGFloat
  /// How far the scroll view's bottom constraint rises above its anchor; 0 at rest.
  public var constraintConstant: CGFloat

  /// Creates targets; a value not given is at rest.
  ///
  /// - Parameters:
  ///   - offset: The container's vertical offset.
  ///   - scrollInsets: The scroll view's bottom insets.
  ///   - contentOffset: The scroll view's `contentOffset.y`.
  ///   - constraintConstant: The bottom constraint's constant.
  public init(
    offset: CGFloat = 0, scrollInsets: ScrollInsets = .zero, contentOffset: CGFloat = 0, constraintConstant: CGFloat = 0
  ) {
    self.offset = offset
    self.scrollInsets = scrollInsets
    self.contentOffset = contentOffset
    self.constraintConstant = constraintConstant
  }
}
