internal import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension CGRect {
  /// Whether every component is finite, the size is not negative, and the far edges are finite
  /// too: an origin and a size near the largest double can add up to an infinite `maxX` or `maxY`.
  var isFiniteAndNonNegative: Bool {
    [origin.x, origin.y, size.width, size.height, maxX, maxY].allSatisfy(\.isFinite) && size.width >= 0
      && size.height >= 0
  }
}
