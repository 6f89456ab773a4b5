package import Foundation

/// A notification UIKit posts when a text field or a text view begins or ends editing.
///
/// The notification's `object` is the field; it carries no `userInfo`. `KeyboardListener` maps the
/// field to its ``FieldID`` and hands the avoider ``AvoidanceInput/didBeginEditing(_:)`` or
/// ``AvoidanceInput/didEndEditing(_:)``; an app that forwards by hand does the same from its delegates.
package enum EditingNotification: Hashable, Sendable, CaseIterable {
  /// `UITextField.textDidBeginEditingNotification`.
  case textFieldDidBeginEditing
  /// `UITextField.textDidEndEditingNotification`.
  case textFieldDidEndEditing
  /// `UITextView.textDidBeginEditingNotification`.
  case textViewDidBeginEditing
  /// `UITextView.textDidEndEditingNotification`.
  case textViewDidEndEditing

  /// The notification's name as UIKit posts it: `UITextFieldTextDidBeginEditingNotification` and so on.
  ///
  /// Spelled out rather than read from UIKit, as ``KeyboardPhase/notificationName`` is, so it is the
  /// same on every platform and usable off the main actor.
  package var name: Notification.Name {
    switch self {
    case .textFieldDidBeginEditing: Notification.Name("UITextFieldTextDidBeginEditingNotification")
    case .textFieldDidEndEditing: Notification.Name("UITextFieldTextDidEndEditingNotification")
    case .textViewDidBeginEditing: Notification.Name("UITextViewTextDidBeginEditingNotification")
    case .textViewDidEndEditing: Notification.Name("UITextViewTextDidEndEditingNotification")
    }
  }

  /// The editing notification with this name, or `nil` for any other notification.
  ///
  /// - Parameter name: The name of a notification, as UIKit posts it.
  package init?(name: Notification.Name) {
    guard let notification = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = notification
  }

  /// The kind of field that posts the notification.
  package var fieldKind: InputField.Kind {
    switch self {
    case .textFieldDidBeginEditing, .textFieldDidEndEditing: .textField
    case .textViewDidBeginEditing, .textViewDidEndEditing: .textView
    }
  }

  /// Whether the field begins editing (rather than ends it).
  package var beginsEditing: Bool {
    self == .textFieldDidBeginEditing || self == .textViewDidBeginEditing
  }
}
