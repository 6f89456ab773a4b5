public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The bottom insets of a scroll view: content and scroll indicator.
public struct ScrollInsets: Hashable, Sendable {
  /// `contentInset.bottom`, excluding the scroll view's own safe area.
  public var content: CGFloat
  /// `verticalScrollIndicatorInsets.bottom`, excluding the scroll view's own safe area.
  public var indicator: CGFloat

  /// Creates bottom insets.
  ///
  /// - Parameters:
  ///   - content: The bottom content inset.
  ///   - indicator: The bottom scroll-indicator inset.
  public init(content: CGFloat, indicator: CGFloat) {
    self.content = content
    self.indicator = indicator
  }

  /// No insets.
  public static let zero = ScrollInsets(content: 0, indicator: 0)
}
