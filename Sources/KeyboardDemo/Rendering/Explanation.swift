internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// One-line reasons for what an input changed, or why it moved nothing, read from the state the
/// engine published: its reason, the keyboard it used and its targets. Nothing here decides
/// anything again.
enum Explanation {
  /// Why the entry's transitions happened, in sentences a reader of the output follows.
  static func lines(for entry: TimelineEntry) -> [String] {
    let state = entry.state
    var lines: [String] = []
    if entry.input.changedContainer != nil, state.reason != .keyboardFromOldLayout {
      lines.append("the container changed: everything is worked out again for the new layout")
    }
    if state.cause == .userScroll {
      return lines + ["the user scrolled: contentOffset.y follows at once"]
    }
    return lines + decision(state.value, hasMoved: true)
  }

  /// Why nothing moves while the engine is at `state`; `wasFocused` tells whether a field was focused
  /// before, so that a keyboard that comes before any field begins editing (a text view's, whose
  /// notifications UIKit posts first) is not said to be between fields.
  static func stillLines(for state: AvoidanceState, wasFocused: Bool = true) -> [String] {
    decision(state, hasMoved: false, wasFocused: wasFocused)
  }

  /// The decision `state` stands for: what is special about its keyboard, then its reason.
  private static func decision(_ state: AvoidanceState, hasMoved: Bool, wasFocused: Bool = true) -> [String] {
    // A keyboard kept from the old layout is measured against the old screen: nothing to note on the new.
    // A keyboard reported below the screen (one that hides) is no keyboard to the decision, but the
    // context still says where it went.
    let keyboard =
      state.keyboard
      ?? state.phase.shownKeyboardFrame.map { KeyboardCoverage(frame: $0, source: .reported, in: state.container) }
    let notes =
      state.reason == .keyboardFromOldLayout
      ? [] : notes(on: keyboard, draggedTo: state.draggedKeyboardTop, in: state.container)
    let outcome = hasMoved ? "back to rest" : "content stays at rest"
    // A list under a composer UIKit moves follows whatever keyboard is up, whatever is focused.
    if state.configuration.strategy.followsEveryKeyboard, state.keyboard?.source == .reported,
      let overlap = state.keyboard?.overlap, state.reason == .heldBetweenFields || state.reason == .focusedElsewhere
    {
      return notes + [
        "no field of the screen is editing, and UIKit's composer rides keyboard top \(overlap.top.points) all the same:"
          + " the message list behind it gets bottom inset \(state.targets.contentInset.points),"
          + " contentOffset.y \(state.targets.contentOffset.points)"
      ]
    }
    switch state.reason {
    case .notObserving: return notes + ["observation is stopped: \(outcome)"]
    case .nothingFocused: return notes + ["no keyboard and no focus: \(outcome)"]
    case .heldBetweenFields where !wasFocused:
      return notes + ["the keyboard is up and no field has begun editing yet: content holds until one does"]
    case .heldBetweenFields: return notes + ["focus is between fields: content holds"]
    case .keyboardHidden: return notes + ["the keyboard is down: \(outcome)"]
    case .keyboardCoversNothing: return notes + ["the keyboard covers nothing: \(outcome)"]
    case .keyboardFromOldLayout:
      return [
        "the screen changed under the keyboard (a rotation): its frame is from the old layout, where it would"
          + " look off screen or floating, so content holds until the keyboard reports its frame in the new one"
      ]
    case .focusedElsewhere: return notes + ["the keyboard is up for a field elsewhere: \(outcome)"]
    case .keyboardAbsent:
      let why =
        state.context.expectedKeyboard == .absent
        ? "no keyboard came (a hardware keyboard whose shortcut bar is hidden sends none)"
        : !state.configuration.isEstimatingKeyboard || !state.configuration.strategy.estimatesKeyboard
          ? "no keyboard has reported, and none is estimated"
          : "a text view began editing with no keyboard notification before it, so no keyboard is coming"
      return notes + ["\(why): \(outcome)"]
    case .optedOut(let id): return notes + ["\"\(id)\" opts out of avoidance: \(outcome)"]
    case .revealed(let reveal):
      guard let overlap = state.keyboard?.overlap else { return notes }
      let lines = revealed(reveal, over: overlap, in: state)
      guard !hasMoved, reveal.rule != .alreadyVisible, reveal.rule != .leftToTheApp else { return notes + lines }
      return notes + lines.map { $0 + " (already there)" }
    }
  }

  /// What is special about the keyboard the decision used.
  private static func notes(
    on keyboard: KeyboardCoverage?, draggedTo draggedTop: CGFloat?, in container: ContainerGeometry
  ) -> [String] {
    guard let keyboard else { return [] }
    if draggedTop != nil {
      // A drag, not a shortcut bar, is why less of the keyboard shows; its top in the container's
      // coordinates, as every line after it says it.
      let showing = keyboard.overlap.map { "keyboard top \($0.top.points), \($0.height.points) pt of it showing" }
      return [
        "the user's finger drags the keyboard (\(showing ?? "below the container")): UIKit posts nothing,"
          + " content follows at once"
      ]
    }
    let frame = keyboard.frame
    let screen = container.screenBounds
    guard keyboard.source == .reported else {
      // The top in the container's coordinates, as every line after it says it.
      let top = keyboard.overlap?.top ?? Wording.containerY(ofScreenY: frame.minY, in: container)
      return ["no keyboard frame is known yet: estimate \(frame.height.points) pt, keyboard top \(top.points)"]
    }
    guard keyboard.overlap != nil else {
      if frame.height == 0 {
        return ["the keyboard reports a frame 0 pt high: no keyboard, and a text field's focus after it estimates none"]
      }
      if keyboard.isFloating {
        return ["the keyboard does not reach the bottom of the screen (floating or undocked): it covers nothing"]
      }
      guard keyboard.onScreenFrame != nil else {
        let y = Wording.sharesOrigin(container) ? "y" : "screen y"
        return ["the keyboard's frame lies below the screen (\(y) \(frame.minY.points)): it covers nothing"]
      }
      return ["the keyboard covers none of the container: it covers nothing to avoid"]
    }
    guard frame.maxY > screen.maxY, let onScreen = keyboard.onScreenFrame else { return [] }
    return [
      "only \(onScreen.height.points) pt of the \(frame.height.points) pt keyboard are on screen"
        + " (a hardware keyboard's shortcut bar)"
    ]
  }

  private static func revealed(_ reveal: AvoidanceReveal, over overlap: KeyboardOverlap, in state: AvoidanceState)
    -> [String]
  {
    let targets = state.targets
    let strategy = state.configuration.strategy
    if reveal.rule == .pinnedAboveKeyboard {
      let showsNewest = state.decision.messageListShowsEnd
      let offset =
        state.draggedKeyboardTop != nil
        ? "contentOffset.y stays \(targets.contentOffset.points), the finger's"
        : showsNewest
          ? "contentOffset.y \(targets.contentOffset.points) keeps the newest message above the composer"
          : "contentOffset.y \(targets.contentOffset.points) keeps what is read above the composer"
      let inset =
        targets.contentInset != strategy.scrollView?.restInsets.content
        ? "the message list behind it gets bottom inset \(targets.contentInset.points)"
        : "the message list keeps bottom inset \(targets.contentInset.points)"
      guard strategy.messageListParts?.composer == nil else {
        return ["UIKit's composer rides keyboard top \(overlap.top.points); \(inset); \(offset)"]
      }
      return [
        "the composer's bottom rides keyboard top \(overlap.top.points) → constraint constant"
          + " \(targets.constraintConstant.points); \(inset); \(offset)"
      ]
    }
    guard let scrollView = strategy.scrollView else {
      guard LayoutProperty.offset.isMoved(by: strategy) else { return manual(reveal, in: state) }
      return [shift(reveal, over: overlap, in: state, placement: state.configuration.placement)]
    }
    guard strategy.constraintAnchor != nil else {
      return [
        "the keyboard covers \(state.scrollViewCoveredHeight.points) pt of the scroll view → bottom inset"
          + " \(targets.scrollInsets.content.points) (without its own safe area \(scrollView.bottomSafeAreaInset.points))",
        scroll(reveal, in: state),
      ]
    }
    return [
      "the scroll view's bottom rises to keyboard top \(overlap.top.points)"
        + " → constraint constant \(targets.constraintConstant.points)",
      scroll(reveal, in: state),
    ]
  }

  /// The manual strategy moves nothing: what it publishes is the point.
  private static func manual(_ reveal: AvoidanceReveal, in state: AvoidanceState) -> [String] {
    guard let covered = state.coveredFrame else {
      return ["manual strategy: the keyboard is only estimated, so none is published yet (coveredHeight 0)"]
    }
    return [
      "manual strategy: the app places \"\(reveal.field)\" (bottom \(reveal.item.maxY.points), spacing"
        + " \(reveal.spacing.points)) itself, from coveredFrame y \(covered.minY.points) height"
        + " \(covered.height.points) (coveredHeight \(state.coveredHeight.points))"
    ]
  }

  private static func shift(
    _ reveal: AvoidanceReveal, over overlap: KeyboardOverlap, in state: AvoidanceState, placement: RevealPlacement
  ) -> String {
    let shift = -state.targets.offset
    let item = reveal.item
    let name = "\"\(reveal.field)\""
    guard placement == .bottomAboveKeyboard else {
      return
        "\(name) top \(item.minY.points) goes \(reveal.spacing.points) below the top guide → shift up \(shift.points)"
    }
    let sum =
      "\(name) bottom \(item.maxY.points) + spacing \(reveal.spacing.points) = \((item.maxY + reveal.spacing).points)"
    switch reveal.rule {
    case .limitedByCoverage:
      return "\(sum) is below keyboard top \(overlap.top.points), but the view never rises more than the keyboard"
        + " covers → shift up \(shift.points)"
    case .alignedToTop where reveal.textViewInset > 0 || reveal.textViewScroll != 0:
      return "\(name) is taller than the room above the keyboard: its top goes to the top guide"
        + " \(state.container.topGuide.points) → shift up \(shift.points); its content is inset"
        + " \(reveal.textViewInset.points) and scrolled \(reveal.textViewScroll.points) for its caret"
    case .alignedToTop:
      return "\(name) is taller than the room above the keyboard: its top goes to the top guide"
        + " \(state.container.topGuide.points) → shift up \(shift.points)"
    case .bottomAboveKeyboard:
      return "\(sum) would be hidden by keyboard top \(overlap.top.points) → shift up \(shift.points)"
    case .alreadyVisible where shift > 0:
      let shifted = "\(name) bottom \((item.maxY - shift).points) + spacing \(reveal.spacing.points)"
      return "\(shifted) is above keyboard top \(overlap.top.points) where the content is → shift stays"
        + " \(shift.points)"
    case .alreadyVisible, .topBelowTopGuide, .limitedByContent, .leftToTheApp, .pinnedAboveKeyboard:
      return "\(sum) is above keyboard top \(overlap.top.points) → no shift"
    }
  }

  private static func scroll(_ reveal: AvoidanceReveal, in state: AvoidanceState) -> String {
    "contentOffset.y \(state.targets.contentOffset.points) keeps \"\(reveal.field)\" (content y"
      + " \(reveal.item.minY.points) to \(reveal.item.maxY.points), spacing \(reveal.spacing.points)) in view"
  }
}
