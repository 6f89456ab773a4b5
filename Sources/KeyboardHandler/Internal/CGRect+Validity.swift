import Foundation

extension CGRect {
  /// Whether every component is finite and the size is not negative.
  var isFiniteAndNonNegative: Bool {
    [origin.x, origin.y, size.width, size.height].allSatisfy(\.isFinite) && size.width >= 0 && size.height >= 0
  }
}
