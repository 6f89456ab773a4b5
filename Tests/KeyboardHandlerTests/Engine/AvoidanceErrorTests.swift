import Foundation
import KeyboardHandler
import Testing

@Suite("Error descriptions")
struct AvoidanceErrorTests {
  @Test(
    "every avoidance error reads as a sentence naming what is wrong, also as localizedDescription",
    arguments: [
      (AvoidanceError.unknownField("email"), "no field has the id \"email\""),
      (.alreadyEditing("email"), "\"email\" is still being edited"),
      (.notEditing("email"), "\"email\" ends editing but is not being edited"),
      (.duplicateField("email"), "two fields share the id \"email\""),
      (.invalidField("email"), "the field \"email\" has an invalid frame or spacing"),
      (.invalidContainer, "the container's geometry is invalid"),
      (.invalidConfiguration, "expected a finite spacing of 0 or more"),
      (.invalidContentOffset, "the content offset is not a finite number"),
      (
        .malformedKeyboardEvent(KeyboardEventError(key: .frameEnd, reason: .negativeSize)),
        "UIKeyboardFrameEndUserInfoKey: expected a frame whose width and height are 0 or more"
      ),
    ])
  func avoidanceErrors(error: AvoidanceError, words: String) {
    #expect(String(describing: error).contains(words))
    #expect(error.localizedDescription.contains(words))
  }

  @Test(
    "every keyboard event error names its key and what UIKit puts there",
    arguments: [
      (KeyboardEventError(key: .frameEnd, reason: .missing), "UIKeyboardFrameEndUserInfoKey: missing"),
      (
        KeyboardEventError(key: .frameBegin, reason: .wrongType(found: "String")),
        "UIKeyboardFrameBeginUserInfoKey: expected a CGRect or an NSValue holding one, found String"
      ),
      (KeyboardEventError(key: .animationDuration, reason: .notFinite), "UIKeyboardAnimationDurationUserInfoKey: "),
      (
        KeyboardEventError(key: .animationDuration, reason: .negativeDuration),
        "expected a duration of 0 s or more"
      ),
      (
        KeyboardEventError(key: .animationCurve, reason: .wrongType(found: "Bool")),
        "UIKeyboardAnimationCurveUserInfoKey: expected a whole number"
      ),
    ])
  func keyboardEventErrors(error: KeyboardEventError, words: String) {
    #expect(String(describing: error).contains(words))
    #expect(error.localizedDescription.contains(words))
  }
}
