internal import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// A part of a scenario that the first format cannot hold: the format that first reads it, and where it
/// is in the file.
struct LaterFormatPart: Equatable {
  /// The oldest format that reads the part.
  let version: Int
  /// The part's JSON path, such as `steps[3].action`.
  let path: String
  /// What the part is, such as `a "layout" step`.
  let name: String
  /// The files that hold such parts, such as `a file with "layout" steps`.
  let holders: String

  /// A `layout` step, format 2's, its `action` at `path`.
  static func layoutStep(at path: String) -> LaterFormatPart {
    LaterFormatPart(version: 2, path: path, name: #"a "layout" step"#, holders: #"a file with "layout" steps"#)
  }

  /// A window that is not the screen, format 3's, at `path`.
  static func window(at path: String) -> LaterFormatPart {
    LaterFormatPart(
      version: 3, path: path, name: "a window that is not the screen",
      holders: #"a file with a "window", or the "ipad-stage-manager" device,"#)
  }

  /// The refusal of the part in a file that says it is of format `declared`, older than the part's: one
  /// plain sentence that names the part and the format that holds it.
  func refusal(inFormat declared: Int) -> ScenarioError {
    ScenarioError(
      path: path,
      problem: .invalidValue("\(name) in a file of format \(declared): \(holders) says \"format\": \(version)"))
  }
}

extension Scenario {
  /// The oldest format that reads the scenario, so that a file without a later part still reads with the
  /// versions of the package that read only the formats before.
  var oldestFormatVersion: Int {
    laterFormatParts.map(\.version).max() ?? 1
  }

  /// Every part of the scenario that the first format cannot hold, in file order: version 2's `layout`
  /// steps; version 3's hides without an end frame or with a null one, and windows that are not the
  /// screen; version 4's `chat` strategy, `drag` steps and `dragKeyboard` steps, and the expected
  /// entries only they publish (the `keyboardDrag` cause, the `pinnedAboveKeyboard` rule); version 5's
  /// `messageList` strategy, `estimatesKeyboard` and `messageListLift`.
  var laterFormatParts: [LaterFormatPart] {
    var parts: [LaterFormatPart] = []
    switch configuration.strategy {
    case .chat:
      parts.append(
        LaterFormatPart(
          version: 4, path: "strategy", name: #"the "chat" strategy"#, holders: #"a file with the "chat" strategy"#))
    case .messageList:
      parts.append(
        LaterFormatPart(
          version: 5, path: "strategy", name: #"the "messageList" strategy"#,
          holders: #"a file with the "messageList" strategy"#))
    case .shift, .scroll, .bottomConstraint, .manual:
      break
    }
    if !configuration.isEstimatingKeyboard {
      parts.append(
        LaterFormatPart(
          version: 5, path: "estimatesKeyboard", name: #""estimatesKeyboard""#,
          holders: #"a file with "estimatesKeyboard""#))
    }
    if configuration.messageListLift != .always {
      parts.append(
        LaterFormatPart(
          version: 5, path: "messageListLift", name: #""messageListLift""#, holders: #"a file with "messageListLift""#))
    }
    if device.windowInsets != .zero {
      parts.append(.window(at: "device"))
    }
    for (index, step) in steps.enumerated() {
      if case .user(.dragKeyboard) = step.action {
        parts.append(
          LaterFormatPart(
            version: 4, path: "steps[\(index)].action", name: #"a "dragKeyboard" step"#,
            holders: #"a file with "dragKeyboard" steps"#))
      }
      guard case .input(let input) = step.action else { continue }
      switch input {
      case .layoutDidChange(let reading) where reading.onlyPart != nil:
        // A reading of one part is written as that part's step.
        if let container = reading.container, container.windowFrame != container.screenBounds {
          parts.append(.window(at: "steps[\(index)].window"))
        }
      case .layoutDidChange(let reading):
        parts.append(.layoutStep(at: "steps[\(index)].action"))
        if let container = reading.container, container.windowFrame != container.screenBounds {
          parts.append(.window(at: "steps[\(index)].container.window"))
        }
      case .keyboardDragged:
        parts.append(
          LaterFormatPart(
            version: 4, path: "steps[\(index)].action", name: #"a "drag" step"#, holders: #"a file with "drag" steps"#))
      case .keyboard(let event) where event.endFrame.isNull || event.absentKeys.contains(.frameEnd):
        parts.append(
          LaterFormatPart(
            version: 3, path: "steps[\(index)].frame", name: "a hide without an end frame",
            holders: #"a file with hides whose "frame" is null or left out"#))
      default:
        continue
      }
    }
    for (index, snapshot) in (expected ?? []).enumerated() {
      if snapshot.cause == .keyboardDrag {
        parts.append(
          LaterFormatPart(
            version: 4, path: "expected[\(index)].cause", name: #"the "keyboardDrag" cause"#,
            holders: #"a file with "drag" steps"#))
      }
      if case .revealed(let reveal) = snapshot.reason, reveal.rule == .pinnedAboveKeyboard {
        parts.append(
          LaterFormatPart(
            version: 4, path: "expected[\(index)].reason.revealed.rule", name: #"the "pinnedAboveKeyboard" rule"#,
            holders: #"a file with the "chat" strategy"#))
      }
    }
    return parts
  }
}
