package import Foundation
package import KeyboardModel
package import KeyboardScenarios

/// What the property tests play, picked at random: every user action (`UserAction`, the one list of
/// them), and the two inputs that reach the avoider without one.
package enum SimulatedAction: CaseIterable, CustomStringConvertible {
  /// A user action of this kind, on the field the test picks; a rotation turns the device over.
  case user(UserAction.Kind)
  /// The avoider's wait for a keyboard expires (it does nothing unless the engine waits).
  case keyboardWaitExpires
  /// A field the engine does not know begins editing (it does nothing unless content is held).
  case focusElsewhere

  /// Every user action's kind, then the inputs no user action makes.
  package static var allCases: [SimulatedAction] {
    UserAction.Kind.allCases.map(Self.user) + [.keyboardWaitExpires, .focusElsewhere]
  }

  /// Plays the action and returns the inputs it causes.
  ///
  /// - Parameters:
  ///   - simulator: The simulator, advanced past the action.
  ///   - field: The field a tap goes to.
  package func perform(on simulator: inout KeyboardSimulator, field: FieldID) -> [TimedInput] {
    switch self {
    case .user(let kind):
      let turned = simulator.orientation.turned
      let drag = Self.drag(on: simulator)
      return simulator.perform(UserAction(kind, field: { field }, orientation: { turned }, drag: { drag }))
    case .keyboardWaitExpires: return [TimedInput(time: simulator.now, input: .keyboardWaitDidExpire)]
    case .focusElsewhere: return [TimedInput(time: simulator.now, input: .focusDidMoveElsewhere)]
    }
  }

  /// A drag of the keyboard half way down, which hides it or goes back up in turn as the session goes on.
  package static func drag(on simulator: KeyboardSimulator) -> (top: CGFloat, release: UserAction.Release) {
    (simulator.keyboardFrame.midY, simulator.history.count.isMultiple(of: 2) ? .cancel : .dismiss)
  }

  package var description: String {
    switch self {
    case .user(let kind): kind.rawValue
    case .keyboardWaitExpires: "keyboard wait expires"
    case .focusElsewhere: "focus elsewhere"
    }
  }
}
