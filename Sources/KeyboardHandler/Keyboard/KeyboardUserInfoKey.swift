/// The keys of a keyboard notification's `userInfo`, spelled as UIKit spells them.
public enum KeyboardUserInfoKey: String, Hashable, Sendable, CaseIterable {
  /// `UIResponder.keyboardFrameBeginUserInfoKey`: the frame before the animation, in screen coordinates.
  case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  /// `UIResponder.keyboardFrameEndUserInfoKey`: the frame after the animation, in screen coordinates.
  case frameEnd = "UIKeyboardFrameEndUserInfoKey"
  /// `UIResponder.keyboardAnimationDurationUserInfoKey`: the duration in seconds.
  case animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
  /// `UIResponder.keyboardAnimationCurveUserInfoKey`: the raw animation curve.
  case animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
  /// `UIResponder.keyboardIsLocalUserInfoKey`: whether the keyboard belongs to this app.
  case isLocal = "UIKeyboardIsLocalUserInfoKey"
}
