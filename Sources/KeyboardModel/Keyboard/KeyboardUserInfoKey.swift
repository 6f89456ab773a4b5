/// The keys of a keyboard notification's `userInfo`, spelled as UIKit spells them.
///
/// A `userInfo` dictionary is keyed by these strings, so key one with its `rawValue`:
///
/// ```swift
/// let userInfo: [AnyHashable: Any] = [
///   KeyboardUserInfoKey.frameBegin.rawValue: NSValue(cgRect: CGRect(x: 0, y: 852, width: 393, height: 336)),
///   KeyboardUserInfoKey.frameEnd.rawValue: NSValue(cgRect: CGRect(x: 0, y: 516, width: 393, height: 336)),
/// ]
/// try avoider.keyboard(.willShow, userInfo: userInfo)
/// ```
///
/// (On Linux, `NSValue(rect:)` boxes a rectangle; a plain `CGRect` is read too.)
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
