package import Foundation
package import KeyboardModel
package import KeyboardScenarios

/// Builders for the values the tests use again and again.
package enum Fixtures {
  /// The worked example's device: 393 x 852, safe area 59 top and 34 bottom.
  package static let workedContainer = ContainerGeometry(
    screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))

  /// A docked keyboard of `height` at the bottom of `screen`.
  package static func dockedFrame(height: CGFloat, in screen: CGRect) -> CGRect {
    CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
  }

  /// The frame of a keyboard hidden below `screen`.
  package static func hiddenFrame(height: CGFloat, in screen: CGRect) -> CGRect {
    CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
  }

  /// A keyboard event that shows (or hides) a docked keyboard of `height`.
  package static func event(
    _ phase: KeyboardPhase, height: CGFloat, in screen: CGRect, duration: TimeInterval = 0.25, curve: Int = 7
  ) -> KeyboardEvent {
    let shown = dockedFrame(height: height, in: screen)
    let hidden = hiddenFrame(height: height, in: screen)
    return phase.isHide
      ? KeyboardEvent(phase: phase, beginFrame: shown, endFrame: hidden, duration: duration, curve: curve)
      : KeyboardEvent(phase: phase, beginFrame: hidden, endFrame: shown, duration: duration, curve: curve)
  }

  /// A text field of height 44 at `y`, spanning the width.
  package static func field(_ id: FieldID, y: CGFloat, height: CGFloat = 44, kind: InputField.Kind = .textField)
    -> InputField
  {
    InputField(id: id, frame: CGRect(x: 16, y: y, width: 300, height: height), kind: kind)
  }

  /// A valid userInfo dictionary for a docked keyboard.
  package static func userInfo(endFrame: CGRect, beginFrame: CGRect) -> [AnyHashable: Any] {
    [
      "UIKeyboardFrameBeginUserInfoKey": beginFrame,
      "UIKeyboardFrameEndUserInfoKey": endFrame,
      "UIKeyboardAnimationDurationUserInfoKey": 0.25,
      "UIKeyboardAnimationCurveUserInfoKey": 7,
      "UIKeyboardIsLocalUserInfoKey": true,
    ]
  }
}

/// What one or more inputs published, with the state before them, so that a test can ask how each
/// value moved: `published.offsets` lists the offset's changes, each with its animation and cause.
package struct Published: Equatable {
  package let before: AvoidanceState
  package private(set) var states: [AvoidanceUpdate<AvoidanceState>] = []
  package private(set) var requests: [NavigationRequest] = []

  package init(before: AvoidanceState, outcome: AvoidanceOutcome = AvoidanceOutcome()) {
    self.before = before
    append(outcome)
  }

  package mutating func append(_ outcome: AvoidanceOutcome) {
    if let update = outcome.update { states.append(update) }
    if let request = outcome.request { requests.append(request) }
  }

  package static func += (published: inout Published, more: Published) {
    published.states += more.states
    published.requests += more.requests
  }

  /// Each change of one published value, in order, with the animation and cause of its update.
  package func updates<Value: Equatable>(_ value: KeyPath<AvoidanceState, Value>) -> [AvoidanceUpdate<Value>] {
    var last = before[keyPath: value]
    var updates: [AvoidanceUpdate<Value>] = []
    for update in states where update.value[keyPath: value] != last {
      last = update.value[keyPath: value]
      updates.append(AvoidanceUpdate(last, animation: update.animation, cause: update.cause))
    }
    return updates
  }

  /// The offsets published, in order.
  package var offsets: [AvoidanceUpdate<CGFloat>] { updates(\.targets.offset) }

  /// The content offsets published, in order.
  package var contentOffsets: [AvoidanceUpdate<CGFloat>] { updates(\.targets.contentOffset) }

  /// Every change of the values that move content (offset, insets, content offset, constraint).
  package var contentMoves: [AvoidanceUpdate<AvoidanceTargets>] { updates(\.targets) }
}

extension AvoidanceEngine {
  /// Takes one input and returns what it published.
  package mutating func publishing(_ input: AvoidanceInput) throws(AvoidanceError) -> Published {
    let before = state
    return Published(before: before, outcome: try handle(input))
  }

  /// Feeds every timed input in order and returns what they published.
  package mutating func replay(_ inputs: [TimedInput]) throws(AvoidanceError) -> Published {
    var published = Published(before: state)
    for timed in inputs { published.append(try handle(timed.input)) }
    return published
  }
}
