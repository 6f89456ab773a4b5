/// What the app must do to carry out a navigation action.
///
/// The model never changes focus by itself: UIKit does, and reports it back as editing
/// events. The app answers a request with `becomeFirstResponder()` or `endEditing(_:)`.
public enum NavigationRequest: Hashable, Sendable {
  /// Make this field first responder.
  case focus(FieldID)
  /// End editing: resign the first responder, which dismisses the keyboard.
  case endEditing
}
