import KeyboardModel
import KeyboardScenarios
import Testing

// Parameterised tests name each case by its arguments; an input's own description dumps every frame
// and number it holds, hundreds of characters per case. The kind of input, and its phase or field,
// is what tells the cases apart.
extension AvoidanceInput: CustomTestStringConvertible {
  /// The kind of input, with its phase, field or action.
  public var testDescription: String {
    switch self {
    case .startObserving: "start observing"
    case .stopObserving: "stop observing"
    case .didBeginEditing(let id): "begin editing \(id)"
    case .didEndEditing(let id): "end editing \(id)"
    case .keyboard(let event): "keyboard \(event.phase.rawValue)"
    case .keyboardDragged(let top): "drag keyboard to \(top)"
    case .layoutDidChange(let reading):
      switch reading.onlyPart {
      case .container: "container change"
      case .fields(let fields): "fields \(fields.map(\.id.rawValue))"
      case .scrollView(let geometry): "scroll view \(geometry.frame.size)"
      case .scroll(let offset): "scroll to \(offset)"
      case nil: "layout change"
      }
    case .navigate(let action): "navigate \(action)"
    case .keyboardWaitDidExpire: "keyboard wait expired"
    case .focusDidMoveElsewhere: "focus moved elsewhere"
    }
  }
}
