import KeyboardHandler

/// How content moves when the user asks for less motion: a plain value, with no UIKit in it, tested on
/// every platform.
///
/// With Reduce Motion on, "UI should avoid large animations"
/// (https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion; UIKit
/// reports the setting as `UIAccessibility.isReduceMotionEnabled`,
/// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled). Content that
/// moves with the keyboard (as it shows, hides or changes, and the estimate that starts as it is about to
/// show) rides the keyboard's own animation, which the system runs whatever the setting: moved at once,
/// it would jump ahead of the keyboard. Every other move is the adapter's own (a field revealed as focus
/// goes from one field to another with the keyboard up, a layout change, an estimate withdrawn because no
/// keyboard came): with Reduce Motion on, that is made at once.
enum ContentMotion {
  /// The animation to move content with.
  ///
  /// - Parameters:
  ///   - animation: The animation the avoider published.
  ///   - cause: What changed the decision.
  ///   - isReduceMotionEnabled: Whether the user turned Reduce Motion on.
  static func animation(
    _ animation: KeyboardAnimation, cause: AvoidanceCause, isReduceMotionEnabled: Bool
  ) -> KeyboardAnimation {
    guard isReduceMotionEnabled else { return animation }
    switch cause {
    case .keyboard, .estimate: return animation
    case .initial, .started, .focusChange, .editingEnded, .keyboardDrag, .layoutChange, .userScroll,
      .keyboardWaitExpired, .stopped:
      return .immediate
    }
  }
}
