import Foundation
import KeyboardModel
import KeyboardScenarios
import Testing

@Suite("Keyboard notification names")
struct KeyboardPhaseNotificationTests {
  @Test("each phase's notification name is the one UIKit posts")
  func namesAreUIKits() {
    #expect(
      KeyboardPhase.allCases.map(\.notificationName.rawValue) == [
        "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillChangeFrameNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
      ])
  }

  @Test("a phase's notification name reads back as the phase", arguments: KeyboardPhase.allCases)
  func roundTrip(phase: KeyboardPhase) {
    #expect(KeyboardPhase(notificationName: phase.notificationName) == phase)
  }

  @Test(
    "any other notification has no phase",
    arguments: [
      "UIKeyboardWillShow", "uikeyboardwillshownotification", "UITextFieldTextDidBeginEditingNotification",
      "UIKeyboardFrameEndUserInfoKey", "",
    ])
  func otherNames(name: String) {
    #expect(KeyboardPhase(notificationName: Notification.Name(name)) == nil)
  }
}
