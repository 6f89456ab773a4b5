#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  extension KeyboardAvoidanceScreenTests {
    @Test("a screen pushed while the keyboard is up, its field focused with no keyboard notification, is avoided")
    func screenAppearsWithKeyboardUp() throws {
      let email = field(at: 300, in: controller.view, named: "email")
      _ = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = email.becomeFirstResponder()
      simulator.post(simulator.tapTextField("email"), to: center, objects: ["email": email])

      // The next screen is pushed over the form and its field takes focus as it appears; the keyboard
      // stays up and UIKit posts only the editing notifications.
      let next = UIViewController(nibName: nil, bundle: nil)
      next.view.frame = window.bounds
      let note = field(at: 760, in: next.view, named: "note")
      let keyboard = try KeyboardAvoidance(for: next, notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      controller.beginAppearanceTransition(false, animated: false)
      next.beginAppearanceTransition(true, animated: false)
      window.addSubview(next.view)
      controller.view.removeFromSuperview()
      controller.endAppearanceTransition()
      next.endAppearanceTransition()
      _ = note.becomeFirstResponder()
      center.post(name: UITextField.textDidEndEditingNotification, object: email)
      center.post(name: UITextField.textDidBeginEditingNotification, object: note)

      #expect(keyboard.avoider.focusedField.value == "note")
      #expect(!keyboard.avoider.state.value.isWaitingForKeyboard)
      #expect(onScreen(note.bounds, of: note).maxY <= keyboardTop)
    }
  }
#endif
