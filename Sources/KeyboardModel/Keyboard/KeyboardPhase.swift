/// The moment in the keyboard's life that a notification reports.
///
/// UIKit posts a show as `willChangeFrame`, `willShow`, `didChangeFrame`, `didShow`,
/// and a hide alike with `willHide` and `didHide`. The `will` phases start an animation;
/// the `did` phases report that it has ended.
public enum KeyboardPhase: String, Hashable, Sendable, CaseIterable {
  /// `UIResponder.keyboardWillShowNotification`.
  case willShow
  /// `UIResponder.keyboardDidShowNotification`.
  case didShow
  /// `UIResponder.keyboardWillChangeFrameNotification`.
  case willChangeFrame
  /// `UIResponder.keyboardDidChangeFrameNotification`.
  case didChangeFrame
  /// `UIResponder.keyboardWillHideNotification`.
  case willHide
  /// `UIResponder.keyboardDidHideNotification`.
  case didHide

  /// Whether the phase announces that the keyboard leaves the screen.
  ///
  /// Whatever frame a hide carries, the model treats the keyboard as covering nothing.
  package var isHide: Bool { self == .willHide || self == .didHide }

  /// Whether the phase reports an animation that has ended (`didShow`, `didChangeFrame`, `didHide`): UIKit
  /// posts it "immediately after" the keyboard's change
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification), a
  /// quarter second after the `will` phase that started it.
  package var isDid: Bool { self == .didShow || self == .didChangeFrame || self == .didHide }
}
