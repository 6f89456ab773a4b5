import Foundation
import KeyboardHandler

/// Builders for the values the tests use again and again.
enum Fixtures {
  /// The worked example's device: 393 x 852, safe area 59 top and 34 bottom.
  static let workedContainer = ContainerGeometry(
    screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))

  /// A docked keyboard of `height` at the bottom of `screen`.
  static func dockedFrame(height: CGFloat, in screen: CGRect) -> CGRect {
    CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
  }

  /// The frame of a keyboard hidden below `screen`.
  static func hiddenFrame(height: CGFloat, in screen: CGRect) -> CGRect {
    CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
  }

  /// A keyboard event that shows (or hides) a docked keyboard of `height`.
  static func event(
    _ phase: KeyboardPhase, height: CGFloat, in screen: CGRect, duration: TimeInterval = 0.25, curve: Int = 7
  ) -> KeyboardEvent {
    let shown = dockedFrame(height: height, in: screen)
    let hidden = hiddenFrame(height: height, in: screen)
    return phase.isHide
      ? KeyboardEvent(phase: phase, beginFrame: shown, endFrame: hidden, duration: duration, curve: curve)
      : KeyboardEvent(phase: phase, beginFrame: hidden, endFrame: shown, duration: duration, curve: curve)
  }

  /// A text field of height 44 at `y`, spanning the width.
  static func field(_ id: FieldID, y: CGFloat, height: CGFloat = 44, kind: InputField.Kind = .textField)
    -> InputField
  {
    InputField(id: id, frame: CGRect(x: 16, y: y, width: 300, height: height), kind: kind)
  }

  /// A valid userInfo dictionary for a docked keyboard.
  static func userInfo(endFrame: CGRect, beginFrame: CGRect) -> [AnyHashable: Any] {
    [
      "UIKeyboardFrameBeginUserInfoKey": beginFrame,
      "UIKeyboardFrameEndUserInfoKey": endFrame,
      "UIKeyboardAnimationDurationUserInfoKey": 0.25,
      "UIKeyboardAnimationCurveUserInfoKey": 7,
      "UIKeyboardIsLocalUserInfoKey": true,
    ]
  }
}

extension [AvoidanceEffect] {
  /// The offsets published, in order.
  var offsets: [AvoidanceUpdate<CGFloat>] {
    compactMap { if case .offset(let update) = $0 { update } else { nil } }
  }

  /// The content offsets published, in order.
  var contentOffsets: [AvoidanceUpdate<CGFloat>] {
    compactMap { if case .contentOffset(let update) = $0 { update } else { nil } }
  }

  /// Only the effects that move content (offset, insets, content offset, constraint).
  var contentMoves: [AvoidanceEffect] {
    filter {
      switch $0 {
      case .offset, .scrollInsets, .contentOffset, .constraintConstant: true
      default: false
      }
    }
  }
}

extension AvoidanceEngine {
  /// Feeds every timed input in order and returns all effects.
  mutating func replay(_ inputs: [TimedInput]) throws(AvoidanceError) -> [AvoidanceEffect] {
    var effects: [AvoidanceEffect] = []
    for timed in inputs { effects += try handle(timed.input) }
    return effects
  }
}
