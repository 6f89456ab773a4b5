import Foundation
import KeyboardHandler

/// One-line reasons for what an input changed, from the spec's formulas and the engine's state.
enum Explanation {
  /// Why the entry's transitions happened, in sentences a reader of the output follows.
  static func lines(for entry: TimelineEntry) -> [String] {
    let engine = entry.engine
    var lines: [String] = []
    if case .containerDidChange = entry.input {
      lines.append("the container changed: everything is worked out again for the new layout")
    }
    let overlap = self.overlap(of: engine, notes: &lines)
    guard !entry.records.isEmpty else { return lines }
    if case .didScroll = entry.input {
      return lines + ["the user scrolled: contentOffset.y follows at once"]
    }
    if case .stopObserving = entry.input {
      return lines + ["observation stopped: everything returns to rest at once"]
    }
    guard let id = engine.focusedField, let field = engine.navigator.fields.first(where: { $0.id == id }) else {
      return lines + [
        overlap == nil ? "no keyboard and no focus: back to rest" : "focus is between fields: content holds"
      ]
    }
    guard field.isAvoidanceEnabled else { return lines + ["\"\(id)\" opts out of avoidance: back to rest"] }
    guard let overlap else {
      let isHidden = engine.keyboard == .hidden
      return lines + [isHidden ? "the keyboard hides: back to rest" : "the keyboard covers nothing: back to rest"]
    }
    let spacing = field.spacing ?? engine.configuration.spacing
    switch engine.configuration.strategy {
    case .shift:
      lines.append(shift(field, spacing: spacing, overlap: overlap, engine: engine))
    case .scroll(let scrollView):
      let insets = AvoidanceSolver.scrollInsets(for: overlap, in: scrollView)
      lines.append(
        "the keyboard covers \((insets.content + scrollView.bottomSafeAreaInset).points) pt of the scroll view"
          + " → bottom inset \(insets.content.points) (without its own safe area \(scrollView.bottomSafeAreaInset.points))"
      )
      lines.append(scroll(field, spacing: spacing, engine: engine))
    case .bottomConstraint:
      lines.append(
        "the scroll view's bottom rises to keyboard top \(overlap.top.points)"
          + " → constraint constant \(engine.snapshot.targets.constraintConstant.points)")
      lines.append(scroll(field, spacing: spacing, engine: engine))
    case .manual:
      lines.append("manual strategy: nothing moves; the app reads the covered height \(overlap.height.points)")
    }
    return lines
  }

  /// The keyboard's overlap after the entry, real or estimated, noting what is special about it.
  private static func overlap(of engine: AvoidanceEngine, notes: inout [String]) -> KeyboardOverlap? {
    switch engine.keyboard {
    case .hidden:
      return nil
    case .unknown:
      guard let frame = engine.estimatedKeyboardFrame else { return nil }
      notes.append(
        "no keyboard frame is known yet: estimate \(frame.height.points) pt, keyboard top \(frame.minY.points)")
      return KeyboardOverlap(keyboardFrame: frame, in: engine.container)
    case .shown(let frame):
      let screen = engine.container.screenBounds
      guard let overlap = KeyboardOverlap(keyboardFrame: frame, in: engine.container) else {
        notes.append(
          frame.minY >= screen.maxY
            ? "the keyboard's frame lies below the screen (y \(frame.minY.points)): it covers nothing"
            : "the keyboard does not reach the bottom of the screen (floating or undocked): it covers nothing")
        return nil
      }
      if frame.maxY > screen.maxY {
        notes.append(
          "only \(overlap.height.points) pt of the \(frame.height.points) pt keyboard are on screen"
            + " (a hardware keyboard's shortcut bar)")
      }
      return overlap
    }
  }

  private static func shift(_ field: InputField, spacing: CGFloat, overlap: KeyboardOverlap, engine: AvoidanceEngine)
    -> String
  {
    let topGuide = engine.container.topGuide
    let placement = engine.configuration.placement
    let shift = AvoidanceSolver.shift(
      revealing: field.frame, spacing: spacing, placement: placement, overlap: overlap, topGuide: topGuide)
    let name = "\"\(field.id)\""
    guard placement == .bottomAboveKeyboard else {
      return
        "\(name) top \(field.frame.minY.points) goes \(spacing.points) below the top guide → shift up \(shift.points)"
    }
    let bottom = field.frame.maxY + spacing
    let sum = "\(name) bottom \(field.frame.maxY.points) + spacing \(spacing.points) = \(bottom.points)"
    if shift == 0 { return "\(sum) is above keyboard top \(overlap.top.points) → no shift" }
    if shift < bottom - overlap.top, shift == overlap.height {
      return
        "\(sum) is below keyboard top \(overlap.top.points), but the view never rises more than the keyboard covers"
        + " → shift up \(shift.points)"
    }
    if shift < bottom - overlap.top {
      return "\(name) is taller than the room above the keyboard: its top goes to the top guide \(topGuide.points)"
        + " → shift up \(shift.points)"
    }
    return "\(sum) would be hidden by keyboard top \(overlap.top.points) → shift up \(shift.points)"
  }

  private static func scroll(_ field: InputField, spacing: CGFloat, engine: AvoidanceEngine) -> String {
    "contentOffset.y \(engine.snapshot.targets.contentOffset.points) keeps \"\(field.id)\" (content y"
      + " \(field.frame.minY.points) to \(field.frame.maxY.points), spacing \(spacing.points)) in view"
  }
}
