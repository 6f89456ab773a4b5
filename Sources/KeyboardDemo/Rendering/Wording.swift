import Foundation
import KeyboardHandler

/// How the demo names steps, inputs, causes, curves and values, in text and in JSON.
enum Wording {
  static func step(_ action: ScenarioStep.Action) -> String {
    switch action {
    case .user(let action): action.description
    case .input(let input): rawStep(input)
    }
  }

  /// A raw step, as the scenario gives it to the engine without the simulator.
  private static func rawStep(_ input: AvoidanceInput) -> String {
    switch input {
    case .didBeginEditing(let id): "\"\(id)\" begins editing"
    case .didEndEditing(let id): "\"\(id)\" ends editing"
    case .keyboard(let event): "UIKit posts the keyboard notification \(event.phase.rawValue)"
    case .layoutDidChange(let reading):
      if case .scroll(let offset) = reading.onlyPart {
        "the user scrolls to contentOffset.y \(offset.points)"
      } else {
        Self.input(input)
      }
    case .startObserving, .stopObserving, .navigate, .keyboardWaitDidExpire, .focusDidMoveElsewhere, .keyboardDragged:
      Self.input(input)
    }
  }

  /// What a reading of the layout changed, in a few words.
  static func layout(_ reading: LayoutReading) -> String {
    switch reading.onlyPart {
    case .container(let container):
      return "container becomes \(container.frame.width.points) x \(container.frame.height.points)"
    case .fields: return "fields change"
    case .scrollView(let geometry):
      return "scroll view becomes \(geometry.frame.width.points) x \(geometry.frame.height.points), "
        + "content height \(geometry.contentHeight.points)"
    case .scroll(let offset): return "user scrolls to contentOffset.y \(offset.points)"
    case nil: break
    }
    var parts: [String] = []
    if let container = reading.container {
      parts.append("container becomes \(container.frame.width.points) x \(container.frame.height.points)")
    }
    if reading.fields != nil { parts.append("fields change") }
    if let geometry = reading.scrollView {
      parts.append("scroll view becomes \(geometry.frame.width.points) x \(geometry.frame.height.points)")
    }
    if let offset = reading.scrolledContentOffset { parts.append("user scrolls to contentOffset.y \(offset.points)") }
    return parts.isEmpty ? "layout read, unchanged" : parts.joined(separator: ", ")
  }

  static func input(_ input: AvoidanceInput) -> String {
    switch input {
    case .startObserving: "start observing"
    case .stopObserving: "stop observing"
    case .didBeginEditing(let id): "didBeginEditing(\(id))"
    case .didEndEditing(let id): "didEndEditing(\(id))"
    case .keyboard(let event):
      "\(event.phase.rawValue) keyboard y \(event.endFrame.minY.points) height \(event.endFrame.height.points), "
        + "\(event.animation.duration.formatted) s, curve \(event.curve)"
    case .keyboardDragged(let top): "the finger drags the keyboard to screen y \(top.points) (no notification)"
    case .layoutDidChange(let reading): Self.layout(reading)
    case .navigate(let action): "navigate \(action)"
    case .keyboardWaitDidExpire: "no keyboard reported in time"
    case .focusDidMoveElsewhere: "focus moves to a field elsewhere"
    }
  }

  /// The cause in words, as the text output gives it: `the estimate`, `keyboard will show`.
  static func causeInWords(_ cause: AvoidanceCause) -> String {
    switch cause {
    case .initial: "the initial value"
    case .started: "observing started"
    case .estimate: "the estimate"
    case .keyboard(let phase): "keyboard " + words(phase.rawValue)
    case .focusChange: "focus moved"
    case .editingEnded: "editing ended"
    case .layoutChange: "layout changed"
    case .userScroll: "the user scrolled"
    case .keyboardWaitExpired: "no keyboard came"
    case .keyboardDrag: "the user dragged the keyboard"
    case .stopped: "observing stopped"
    }
  }

  /// `willChangeFrame` as `will change frame`.
  private static func words(_ name: String) -> String {
    name.reduce(into: "") { words, character in
      words += character.isUppercase ? " " + character.lowercased() : String(character)
    }
  }

  /// The cause as JSON names it, as scenario files do: `estimate`, `keyboard.willShow`, `focusChange`.
  static func cause(_ cause: AvoidanceCause) -> String {
    cause.name
  }

  static func curveName(_ curve: TimingCurve) -> String {
    switch curve {
    case .linear: "linear"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .easeInOut: "easeInOut"
    case .keyboard: "keyboard"
    case .cubicBezier: "cubicBezier"
    case .unknown: "unknown"
    }
  }

  static func curve(_ curve: TimingCurve) -> String {
    curve.animationCurveRawValue.map { "curve \($0) (\(curveName(curve)))" } ?? "curve \(curveName(curve))"
  }

  /// A value from its numbers (those of a ``LayoutProperty/key``): one number when they are all the
  /// same, as a plain number is and scroll insets usually are, else each, in order: `260`, `260/226`.
  static func value(_ numbers: [Double]) -> String {
    guard let first = numbers.first else { return "" }
    return numbers.allSatisfy { $0 == first } ? first.points : numbers.map(\.points).joined(separator: "/")
  }
}
