import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The type of a value that moves content: of each property of ``AvoidanceTargets``.
///
/// Besides animating, a target value says which numbers it is made of, so that code handling every
/// property alike (the demo's reports, the invariants' checks) reads it without knowing its type.
/// A plain number is one number with an empty name; ``ScrollInsets`` are two, named:
///
/// ```swift
/// CGFloat(-248).components                                  // ["": -248]
/// ScrollInsets(content: 260, indicator: 226).components     // ["content": 260, "indicator": 226]
/// ```
public protocol TargetValue: Interpolatable {
  /// The numbers the value is made of, in order, each with its name; a plain number's one name is
  /// empty.
  var components: KeyValuePairs<String, Double> { get }
}

extension CGFloat: TargetValue {
  /// The number itself, unnamed.
  public var components: KeyValuePairs<String, Double> { ["": Double(self)] }
}
