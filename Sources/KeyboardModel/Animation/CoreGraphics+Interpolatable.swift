public import Foundation

#if canImport(CoreGraphics)
  public import CoreGraphics
#endif

extension CGPoint: Interpolatable {
  /// The point `progress` of the way to `end`, coordinate by coordinate.
  public func interpolated(to end: CGPoint, progress: Double) -> CGPoint {
    CGPoint(x: x.interpolated(to: end.x, progress: progress), y: y.interpolated(to: end.y, progress: progress))
  }
}

extension CGSize: Interpolatable {
  /// The size `progress` of the way to `end`, dimension by dimension.
  public func interpolated(to end: CGSize, progress: Double) -> CGSize {
    CGSize(
      width: width.interpolated(to: end.width, progress: progress),
      height: height.interpolated(to: end.height, progress: progress)
    )
  }
}

extension CGRect: Interpolatable {
  /// The rectangle `progress` of the way to `end`: origin and size interpolated separately, as
  /// UIKit animates a frame.
  public func interpolated(to end: CGRect, progress: Double) -> CGRect {
    CGRect(
      origin: origin.interpolated(to: end.origin, progress: progress),
      size: size.interpolated(to: end.size, progress: progress)
    )
  }
}
