import Foundation
import KeyboardModel
import KeyboardScenarios
import Testing

@Suite("Editing notifications")
struct EditingNotificationTests {
  @Test("the names are the ones UIKit posts")
  func namesAreUIKits() {
    #expect(
      EditingNotification.allCases.map(\.name.rawValue) == [
        "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidEndEditingNotification",
        "UITextViewTextDidBeginEditingNotification", "UITextViewTextDidEndEditingNotification",
      ])
  }

  @Test("a name reads back as its notification", arguments: EditingNotification.allCases)
  func roundTrip(notification: EditingNotification) {
    #expect(EditingNotification(name: notification.name) == notification)
  }

  @Test(
    "any other notification is not an editing notification",
    arguments: ["UIKeyboardWillShowNotification", "UITextFieldTextDidChangeNotification", "textDidBeginEditing", ""])
  func otherNames(name: String) {
    #expect(EditingNotification(name: Notification.Name(name)) == nil)
  }

  @Test("each notification says which kind of field posts it and whether editing begins")
  func kindAndMoment() {
    #expect(
      EditingNotification.allCases.map { [$0.fieldKind == .textField, $0.beginsEditing] } == [
        [true, true], [true, false], [false, true], [false, false],
      ])
  }
}
