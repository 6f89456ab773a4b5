public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// A value that can be blended between two instances: what a ``Transition`` animates.
///
/// Conform your own types (an edge-insets type, a scroll offset) by interpolating each component.
/// Conforming types must return `self` for a progress of 0 or less (NaN included), `end` for a
/// progress of 1 or more, and a blend in between; ``Transition`` only asks for progress in `0...1`.
///
/// Floating-point types get the implementation for free: `extension Float16: Interpolatable {}`.
public protocol Interpolatable: Equatable, Sendable {
  /// The value `progress` of the way from this value to `end`.
  func interpolated(to end: Self, progress: Double) -> Self
}

extension Interpolatable where Self: BinaryFloatingPoint {
  /// The value `progress` of the way from this value to `end`: exactly `self` at 0 and `end` at 1.
  public func interpolated(to end: Self, progress: Double) -> Self {
    guard progress > 0 else { return self }
    guard progress < 1 else { return end }
    return self + (end - self) * Self(progress)
  }
}

extension Double: Interpolatable {}

extension Float: Interpolatable {}

extension CGFloat: Interpolatable {}
