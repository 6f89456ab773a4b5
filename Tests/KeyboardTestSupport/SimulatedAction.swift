import KeyboardModel
import KeyboardScenarios

/// A user action the simulator plays, picked at random by the property tests.
package enum SimulatedAction: CaseIterable, CustomStringConvertible {
  case tapTextField
  case tapTextView
  case togglePredictiveBar
  case toggleHardwareKeyboard
  case toggleShortcutBar
  case toggleDock
  case dismiss
  case rotate
  /// The avoider's wait for a keyboard expires (it does nothing unless the engine waits).
  case keyboardWaitExpires
  /// A field the engine does not know begins editing (it does nothing unless content is held).
  case focusElsewhere

  /// Plays the action and returns the inputs it causes.
  ///
  /// - Parameters:
  ///   - simulator: The simulator, advanced past the action.
  ///   - field: The field a tap goes to.
  package func perform(on simulator: inout KeyboardSimulator, field: FieldID) -> [TimedInput] {
    switch self {
    case .tapTextField: simulator.tapTextField(field)
    case .tapTextView: simulator.tapTextView(field)
    case .togglePredictiveBar: simulator.togglePredictiveBar()
    case .toggleHardwareKeyboard:
      simulator.isHardwareKeyboardAttached ? simulator.detachHardwareKeyboard() : simulator.attachHardwareKeyboard()
    case .toggleShortcutBar: simulator.toggleShortcutBar()
    case .toggleDock: simulator.isKeyboardUndocked ? simulator.dockKeyboard() : simulator.undockKeyboard()
    case .dismiss: simulator.dismiss()
    case .rotate: simulator.rotate(to: simulator.orientation == .portrait ? .landscape : .portrait)
    case .keyboardWaitExpires: [TimedInput(time: simulator.now, input: .keyboardWaitDidExpire)]
    case .focusElsewhere: [TimedInput(time: simulator.now, input: .focusDidMoveElsewhere)]
    }
  }

  package var description: String {
    switch self {
    case .tapTextField: "tap text field"
    case .tapTextView: "tap text view"
    case .togglePredictiveBar: "toggle predictive bar"
    case .toggleHardwareKeyboard: "toggle hardware keyboard"
    case .toggleShortcutBar: "toggle shortcut bar"
    case .toggleDock: "toggle dock"
    case .dismiss: "dismiss"
    case .rotate: "rotate"
    case .keyboardWaitExpires: "keyboard wait expires"
    case .focusElsewhere: "focus elsewhere"
    }
  }
}
