public import Foundation

#if canImport(CoreGraphics)
  public import CoreGraphics
#endif

/// A scroll view that holds the fields, at rest.
///
/// With the scroll and bottom-constraint strategies, field frames are in this scroll view's
/// content coordinates. Offsets follow UIKit: `contentOffset.y` is `-adjustedTopInset` when
/// scrolled to the top.
public struct ScrollViewGeometry: Equatable, Sendable {
  /// The scroll view's frame, in container coordinates.
  public var frame: CGRect
  /// The height of the scroll view's content (`contentSize.height`).
  public var contentHeight: CGFloat
  /// The top of `adjustedContentInset`: the top inset plus the top safe area it adds.
  public var adjustedTopInset: CGFloat
  /// The scroll view's own bottom safe-area inset, which `adjustedContentInset` adds.
  public var bottomSafeAreaInset: CGFloat
  /// The bottom insets the scroll view had before the keyboard came; never lowered.
  public var restInsets: ScrollInsets
  /// The vertical content offset (`contentOffset.y`) to start from.
  public var contentOffset: CGFloat

  /// Creates a scroll view geometry.
  ///
  /// - Parameters:
  ///   - frame: The frame in container coordinates.
  ///   - contentHeight: The content's height.
  ///   - adjustedTopInset: The adjusted top inset.
  ///   - bottomSafeAreaInset: The scroll view's bottom safe-area inset.
  ///   - restInsets: The bottom insets before the keyboard came.
  ///   - contentOffset: The starting `contentOffset.y`; `-adjustedTopInset` when `nil`.
  public init(
    frame: CGRect,
    contentHeight: CGFloat,
    adjustedTopInset: CGFloat = 0,
    bottomSafeAreaInset: CGFloat = 0,
    restInsets: ScrollInsets = .zero,
    contentOffset: CGFloat? = nil
  ) {
    self.frame = frame
    self.contentHeight = contentHeight
    self.adjustedTopInset = adjustedTopInset
    self.bottomSafeAreaInset = bottomSafeAreaInset
    self.restInsets = restInsets
    self.contentOffset = contentOffset ?? -adjustedTopInset
  }

  /// The smallest `contentOffset.y`: scrolled to the top.
  package var minimumContentOffset: CGFloat { -adjustedTopInset }

  /// The largest `contentOffset.y` with the given bottom content inset: scrolled to the bottom.
  ///
  /// - Parameter insets: The bottom insets in effect.
  package func maximumContentOffset(with insets: ScrollInsets) -> CGFloat {
    max(minimumContentOffset, contentHeight + insets.content + bottomSafeAreaInset - frame.height)
  }

  /// Clamps an offset so that no blank space shows above or below the content.
  ///
  /// - Parameters:
  ///   - offset: A `contentOffset.y`.
  ///   - insets: The bottom insets in effect.
  package func clamped(_ offset: CGFloat, with insets: ScrollInsets) -> CGFloat {
    min(max(offset, minimumContentOffset), maximumContentOffset(with: insets))
  }

  /// The first value that is invalid, named from `path`, or `nil` when every one is valid.
  func invalidValue(at path: String) -> AvoidanceError.InvalidValue? {
    .frame(frame, "\(path).frame") ?? .nonNegative(contentHeight, "\(path).contentHeight")
      ?? .nonNegative(adjustedTopInset, "\(path).adjustedTopInset")
      ?? .nonNegative(bottomSafeAreaInset, "\(path).bottomSafeAreaInset")
      ?? .nonNegative(restInsets.content, "\(path).restInsets.content")
      ?? .nonNegative(restInsets.indicator, "\(path).restInsets.indicator")
      ?? .finite(contentOffset, "\(path).contentOffset")
  }
}
