import KeyboardHandler
import Testing

@testable import KeyboardHandlerUIKit

/// How content moves with Reduce Motion on, with no UIKit. On every platform.
@Suite("Content's motion under Reduce Motion")
struct ContentMotionTests {
  static let causes: [AvoidanceCause] = [
    .initial, .started, .estimate, .keyboard(.willShow), .keyboard(.willHide), .keyboard(.willChangeFrame),
    .focusChange, .editingEnded, .keyboardDrag, .layoutChange, .userScroll, .keyboardWaitExpired, .stopped,
  ]

  @Test("with Reduce Motion off, every move keeps the animation the avoider published", arguments: causes)
  func reduceMotionOff(cause: AvoidanceCause) {
    #expect(
      ContentMotion.animation(KeyboardSimulator.animation, cause: cause, isReduceMotionEnabled: false)
        == KeyboardSimulator.animation)
  }

  @Test(
    "with Reduce Motion on, content rides the keyboard's own animation and makes every other move at once",
    arguments: causes)
  func reduceMotionOn(cause: AvoidanceCause) {
    let ridesKeyboard: Bool
    switch cause {
    case .keyboard, .estimate: ridesKeyboard = true
    default: ridesKeyboard = false
    }
    #expect(
      ContentMotion.animation(KeyboardSimulator.animation, cause: cause, isReduceMotionEnabled: true)
        == (ridesKeyboard ? KeyboardSimulator.animation : .immediate))
  }
}
