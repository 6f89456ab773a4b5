internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// How the demo names steps, inputs, causes, curves and values, in text and in JSON.
///
/// Positions are the container's, as the engine measures them and a scenario's fields are given. Only
/// what UIKit gives in the screen's coordinates (a keyboard notification's frame, a finger on the
/// keyboard) is said in the screen's, with the container's figure beside it where the two differ: a
/// container that does not start at the screen's top left (a Stage Manager window, a form sheet).
enum Wording {
  /// The step, in words; `container` is the one the step's inputs are measured against.
  static func step(_ action: ScenarioStep.Action, in container: ContainerGeometry) -> String {
    switch action {
    case .user(let user):
      guard case .dragKeyboard(let top, _) = user, !sharesOrigin(container) else { return user.description }
      // The action gives the finger's top as the screen does.
      return user.description + " (a screen y: \(containerY(ofScreenY: top, in: container).points) in the container)"
    case .input(let input): return rawStep(input, in: container)
    }
  }

  /// A raw step, as the scenario gives it to the engine without the simulator.
  private static func rawStep(_ input: AvoidanceInput, in container: ContainerGeometry) -> String {
    switch input {
    case .didBeginEditing(let id): "\"\(id)\" begins editing"
    case .didEndEditing(let id): "\"\(id)\" ends editing"
    case .keyboard(let event): "UIKit posts the keyboard notification \(event.phase.rawValue)"
    case .layoutDidChange(let reading):
      if case .scroll(let offset) = reading.onlyPart {
        "the user scrolls to contentOffset.y \(offset.points)"
      } else {
        Self.input(input, in: container)
      }
    case .startObserving, .stopObserving, .navigate, .keyboardWaitDidExpire, .focusDidMoveElsewhere, .keyboardDragged:
      Self.input(input, in: container)
    }
  }

  /// Whether the container's coordinates are the screen's: it starts at the screen's top left, so a
  /// position needs no second figure.
  static func sharesOrigin(_ container: ContainerGeometry) -> Bool {
    container.frame.origin == container.screenBounds.origin
  }

  /// A y in the screen's coordinates (a keyboard notification's, a finger's) in the container's, to
  /// label it as every other position is labelled. Only a label: what a keyboard covers, the engine
  /// measures (`KeyboardOverlap`), and the output reads it from the published state.
  static func containerY(ofScreenY y: CGFloat, in container: ContainerGeometry) -> CGFloat {
    y - container.frame.minY
  }

  /// A y the screen gives, `y 867`, with the container's beside it where they differ:
  /// `y 867 on screen (827 in the container)`.
  static func screenY(_ y: CGFloat, in container: ContainerGeometry) -> String {
    guard !sharesOrigin(container) else { return "y \(y.points)" }
    return "y \(y.points) on screen (\(containerY(ofScreenY: y, in: container).points) in the container)"
  }

  /// Where a container that does not start at the screen's top left starts: ` at screen x 60, y 40`;
  /// nothing for one that does.
  static func origin(of container: ContainerGeometry) -> String {
    guard !sharesOrigin(container) else { return "" }
    return " at screen x \(container.frame.minX.points), y \(container.frame.minY.points)"
  }

  /// What a reading of the layout changed, in a few words.
  static func layout(_ reading: LayoutReading) -> String {
    switch reading.onlyPart {
    case .container(let container):
      return
        "container becomes \(container.frame.width.points) x \(container.frame.height.points)\(origin(of: container))"
    case .fields: return "fields change"
    case .scrollView(let geometry):
      return "scroll view becomes \(geometry.frame.width.points) x \(geometry.frame.height.points), "
        + "content height \(geometry.contentHeight.points)"
    case .scroll(let offset): return "user scrolls to contentOffset.y \(offset.points)"
    case nil: break
    }
    var parts: [String] = []
    if let container = reading.container {
      parts.append(
        "container becomes \(container.frame.width.points) x \(container.frame.height.points)\(origin(of: container))")
    }
    if reading.fields != nil { parts.append("fields change") }
    if let geometry = reading.scrollView {
      parts.append("scroll view becomes \(geometry.frame.width.points) x \(geometry.frame.height.points)")
    }
    if let offset = reading.scrolledContentOffset { parts.append("user scrolls to contentOffset.y \(offset.points)") }
    return parts.isEmpty ? "layout read, unchanged" : parts.joined(separator: ", ")
  }

  /// The input, in words; `container` is the one it is measured against, for the screen's positions it gives.
  static func input(_ input: AvoidanceInput, in container: ContainerGeometry) -> String {
    switch input {
    case .startObserving: "start observing"
    case .stopObserving: "stop observing"
    case .didBeginEditing(let id): "didBeginEditing(\(id))"
    case .didEndEditing(let id): "didEndEditing(\(id))"
    case .keyboard(let event):
      "\(event.phase.rawValue) keyboard \(screenY(event.endFrame.minY, in: container))"
        + " height \(event.endFrame.height.points), "
        + "\(event.animation.duration.formatted) s, curve \(event.curve)"
    case .keyboardDragged(let top):
      sharesOrigin(container)
        ? "the finger drags the keyboard to screen y \(top.points) (no notification)"
        : "the finger drags the keyboard, with no notification, to \(screenY(top, in: container))"
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
