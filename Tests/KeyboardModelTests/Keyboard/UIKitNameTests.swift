#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Foundation
  import KeyboardModel
  import Testing
  import UIKit

  /// Where UIKit has the keyboard notifications, the names the package spells out are UIKit's own.
  ///
  /// On the main actor: UIKit declares its constants on main-actor classes.
  @MainActor
  @Suite("UIKit's names")
  struct UIKitNameTests {
    @Test("the keyboard notification names are UIKit's constants")
    func keyboardNotifications() {
      #expect(
        KeyboardPhase.allCases.map(\.notificationName) == [
          UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
          UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
          UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        ])
    }

    @Test("the user-info keys are UIKit's constants")
    func userInfoKeys() {
      #expect(
        KeyboardUserInfoKey.allCases.map(\.rawValue) == [
          UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
          UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
          UIResponder.keyboardIsLocalUserInfoKey,
        ])
    }

    @Test("the editing notification names are UIKit's constants")
    func editingNotifications() {
      #expect(
        EditingNotification.allCases.map(\.name) == [
          UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
          UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
        ])
    }
  }
#endif
