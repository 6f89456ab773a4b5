public import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// A software keyboard's height, with and without the predictive (QuickType) bar.
///
/// Heights include the bottom safe area the keyboard covers, as UIKit's frames do.
public struct KeyboardHeights: Hashable, Sendable {
  /// The height with the predictive bar shown.
  public var withPredictiveBar: CGFloat
  /// The height with the predictive bar hidden.
  public var withoutPredictiveBar: CGFloat

  /// Creates keyboard heights.
  ///
  /// - Parameters:
  ///   - withPredictiveBar: The height with the predictive bar.
  ///   - withoutPredictiveBar: The height without it.
  public init(withPredictiveBar: CGFloat, withoutPredictiveBar: CGFloat) {
    self.withPredictiveBar = withPredictiveBar
    self.withoutPredictiveBar = withoutPredictiveBar
  }

  /// The height for a predictive bar state.
  ///
  /// - Parameter isPredictiveBarVisible: Whether the predictive bar shows.
  package func height(isPredictiveBarVisible: Bool) -> CGFloat {
    isPredictiveBarVisible ? withPredictiveBar : withoutPredictiveBar
  }
}
