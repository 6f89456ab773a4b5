import Foundation
import KeyboardModel

#if canImport(CoreGraphics)
  import CoreGraphics
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
}

extension Scenario {
  /// The oldest format that reads the scenario, so that a file without a later part still reads with the
  /// versions of the package that read only the formats before.
  var oldestFormatVersion: Int {
    laterFormatParts.map(\.version).max() ?? 1
  }

  /// Every part of the scenario that the first format cannot hold, in file order: version 2's `layout`
  /// steps; version 3's hides without an end frame or with a null one, and windows that are not the
  /// screen; version 4's `chat` strategy, `drag` steps and `dragKeyboard` steps.
  var laterFormatParts: [LaterFormatPart] {
    let window = #"a window that is not the screen"#
    let windowHolders = #"a file with a "window", or the "ipad-stage-manager" device,"#
    var parts: [LaterFormatPart] = []
    if case .chat = configuration.strategy {
      parts.append(
        LaterFormatPart(
          version: 4, path: "strategy", name: #"the "chat" strategy"#, holders: #"a file with the "chat" strategy"#))
    }
    if device.windowInsets != .zero {
      parts.append(LaterFormatPart(version: 3, path: "device", name: window, holders: windowHolders))
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
          parts.append(
            LaterFormatPart(version: 3, path: "steps[\(index)].window", name: window, holders: windowHolders))
        }
      case .layoutDidChange(let reading):
        parts.append(
          LaterFormatPart(
            version: 2, path: "steps[\(index)].action", name: #"a "layout" step"#,
            holders: #"a file with "layout" steps"#))
        if let container = reading.container, container.windowFrame != container.screenBounds {
          parts.append(
            LaterFormatPart(
              version: 3, path: "steps[\(index)].container.window", name: window, holders: windowHolders))
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
    return parts
  }
}
