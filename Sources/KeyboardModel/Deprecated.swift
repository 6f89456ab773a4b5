public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

// What this module still answers to but will not for long: each with what to write instead and the
// release that removes it. `.ci/api-size` counts these apart from the budget.

extension LayoutRecord {
  /// A change of the container's vertical offset.
  @available(*, deprecated, message: "Write LayoutRecord(.offset, change); removed in 0.3.0")
  public static func offset(_ change: RecordedTransition<CGFloat, AvoidanceCause>) -> LayoutRecord {
    LayoutRecord(.offset, change)
  }

  /// A change of the scroll view's `contentOffset.y`.
  @available(*, deprecated, message: "Write LayoutRecord(.contentOffset, change); removed in 0.3.0")
  public static func contentOffset(_ change: RecordedTransition<CGFloat, AvoidanceCause>) -> LayoutRecord {
    LayoutRecord(.contentOffset, change)
  }

  /// A change of the bottom constraint's constant.
  @available(*, deprecated, message: "Write LayoutRecord(.constraintConstant, change); removed in 0.3.0")
  public static func constraintConstant(_ change: RecordedTransition<CGFloat, AvoidanceCause>) -> LayoutRecord {
    LayoutRecord(.constraintConstant, change)
  }
}
