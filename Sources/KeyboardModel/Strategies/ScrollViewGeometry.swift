public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
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
  ///
  /// Each number is also at most ``largestLength`` in size: the offsets and insets the strategies derive add
  /// several of them up, and numbers near the largest `CGFloat` would add up to infinity.
  func invalidValue(at path: String) -> AvoidanceError.InvalidValue? {
    let most = Self.largestLength
    let numbers: [(value: CGFloat, range: ClosedRange<CGFloat>, name: String)] = [
      (frame.minY, -most...most, "frame.minY"), (frame.height, 0...most, "frame.height"),
      (contentHeight, 0...most, "contentHeight"), (adjustedTopInset, 0...most, "adjustedTopInset"),
      (bottomSafeAreaInset, 0...most, "bottomSafeAreaInset"), (restInsets.content, 0...most, "restInsets.content"),
      (restInsets.indicator, 0...most, "restInsets.indicator"), (contentOffset, -most...most, "contentOffset"),
    ]
    if let invalid = AvoidanceError.InvalidValue.frame(frame, "\(path).frame") { return invalid }
    return numbers.lazy.compactMap { .number($0.value, within: $0.range, "\(path).\($0.name)") }.first
  }

  /// The largest size, in points, of a scroll view's number: a billion points, far beyond any screen's
  /// content, and far enough below the largest `CGFloat` that the strategies' sums of them stay finite.
  package static let largestLength: CGFloat = 1_000_000_000
}
