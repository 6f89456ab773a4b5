internal import KeyboardModel

// What this module still answers to but will not for long: each with what to write instead and the
// release that removes it. `.ci/api-size` counts these apart from the budget.

extension AnimatedKeyboardLayout {
  /// The scroll view's bottom content and indicator insets, animated together; its records are not in
  /// `records`, which has those of `LayoutProperty.contentInset` and `LayoutProperty.indicatorInset`.
  @available(*, deprecated, message: "Use contentInset and indicatorInset, each a plain number; removed in 0.3.0")
  public var scrollInsets: AnimatedValue<ScrollInsets, AvoidanceCause> { insets }
}
