internal import Foundation
public import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension AvoidanceInvariant {
  /// The invariants that a state breaks: its decision judged against the context it was taken in.
  ///
  /// A state carries its context (the configuration, the fields, the phase and the keyboard the engine
  /// expects next), so a test can break a copy of an engine's state, decision or context, and see which
  /// rule catches it:
  ///
  /// ```swift
  /// var state = engine.state
  /// state.decision.targets.constraintConstant = 10  // the shift strategy has no constraint
  /// AvoidanceInvariant.violations(in: state).map(\.invariant)  // [.strategyMovesOnlyItsTargets]
  /// ```
  ///
  /// - Parameter state: The state to check, usually `engine.state` or a state an avoider published.
  /// - Returns: The broken invariants, in the order of ``AvoidanceInvariant``'s state rules; empty when
  ///   every rule holds.
  public static func violations(in state: AvoidanceState) -> [AvoidanceViolation] {
    violations(in: state, deciding: AvoidanceDecision.deciding(in:from:))
  }

  /// How a decision is taken: the engine's own, unless a test hands in a broken one to see the rules that
  /// relate decisions catch it.
  typealias Deciding = @Sendable (AvoidanceContext, ContentPosition) -> AvoidanceDecision

  /// The invariants that `state` breaks, with the rules that relate decisions taking them by `deciding`.
  static func violations(in state: AvoidanceState, deciding: Deciding) -> [AvoidanceViolation] {
    var log = ViolationLog()
    checkNumbers(of: state, &log)
    checkKeyboard(of: state, &log)
    checkFocus(of: state, &log)
    checkStrategy(of: state, &log)
    checkShift(of: state, &log)
    checkLowerField(of: state, deciding: deciding, &log)
    checkComposer(of: state, &log)
    return log.violations
  }

  /// The keyboard a decision in `state`'s phase must use, worked out from the phase and the
  /// configuration rather than read from the engine's answer: the reported frame; while a field waits
  /// for it, the keyboard the user has (floating where it last floated, else docked at the bottom of
  /// the screen, as tall as it last reported or the configured estimate); while the screen changed
  /// under it, the keyboard as it was before, unchanged. A keyboard the user drags is the reported one
  /// with its top where the finger holds it; one clipped to a window above the screen's bottom keeps its
  /// bottom there.
  private static func expectedKeyboard(for state: AvoidanceState) -> KeyboardCoverage? {
    let container = state.container
    switch state.phase {
    case .shown(var frame, _), .focusedElsewhere(var frame):
      if let top = state.draggedKeyboardTop {
        let isClipped = frame.maxY < container.screenBounds.maxY
        frame = CGRect(
          x: frame.minX, y: top, width: frame.width, height: isClipped ? max(0, frame.maxY - top) : frame.height)
      }
      // A keyboard nowhere on screen (one that hides, or is dragged out of sight) is no keyboard.
      let coverage = KeyboardCoverage(frame: frame, source: .reported, in: container)
      return coverage.onScreenFrame == nil ? nil : coverage
    case .estimating:
      let height: CGFloat
      switch state.context.expectedKeyboard {
      case .floating(let frame): return KeyboardCoverage(frame: frame, source: .estimated, in: container)
      case .docked(let reported): height = reported
      case .unknown, .absent: height = state.configuration.estimatedKeyboardHeight
      }
      let screen = container.screenBounds
      let frame = CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
      return KeyboardCoverage(frame: frame, source: .estimated, in: container)
    case .awaitingKeyboard(let last, _):
      return last.onScreenFrame == nil ? nil : last
    case .stopped, .resting, .hidden, .keyboardAbsent:
      return nil
    }
  }

  private static func checkNumbers(of state: AvoidanceState, _ log: inout ViolationLog) {
    let frame = state.coveredFrame ?? .zero
    let numbers: [(name: String, value: Double)] =
      [
        ("covered frame x", Double(frame.origin.x)), ("covered frame y", Double(frame.origin.y)),
        ("covered frame width", Double(frame.size.width)), ("covered frame height", Double(frame.size.height)),
        ("covered height", Double(state.coveredHeight)),
      ] + state.targets.numbers
    let notFinite = numbers.filter { !$0.value.isFinite }
    log.expect(
      notFinite.isEmpty, .valuesAreFinite, expected: "finite numbers",
      actual: notFinite.map { "\($0.name) \($0.value)" }.joined(separator: ", "))
  }

  private static func checkKeyboard(of state: AvoidanceState, _ log: inout ViolationLog) {
    let expected = expectedKeyboard(for: state)
    log.expect(
      state.keyboard == expected, .keyboardIsThePhases, expected: expected.summary, actual: state.keyboard.summary)
    // While the keyboard is awaited in a new layout, the covered part is the old layout's, kept as it was.
    if let covered = state.coveredFrame, !isAwaitingNewLayout(state) {
      // Converting into container coordinates may round the far edge by an ulp or so.
      let size = state.container.frame.size
      let tolerance = 1e-9 * max(1, size.width, size.height)
      log.expect(
        covered.size.height > 0 && covered.size.width > 0 && covered.minX >= -tolerance
          && covered.minY >= -tolerance && covered.maxX <= size.width + tolerance
          && covered.maxY <= size.height + tolerance,
        .coverageIsInsideContainer, expected: "a non-empty frame inside 0, 0, \(size.width), \(size.height)",
        actual: "\(covered)")
    }
    checkDrag(of: state, &log)
    if case .docked(let height) = state.context.expectedKeyboard {
      log.expect(
        height.isFinite && height > 0, .reportedHeightIsUsable, expected: "a finite height above 0",
        actual: "\(height)")
    }
  }

  /// A drag moves a docked keyboard that is shown down, never up and never past the screen's bottom.
  private static func checkDrag(of state: AvoidanceState, _ log: inout ViolationLog) {
    guard let top = state.draggedKeyboardTop else { return }
    let screen = state.container.screenBounds
    switch state.phase {
    case .shown(let frame, _), .focusedElsewhere(let frame):
      let isDocked = KeyboardCoverage(frame: frame, source: .reported, in: state.container).isDocked
      log.expect(
        isDocked && top > frame.minY && top <= screen.maxY, .dragStaysOnTheKeyboardsPath,
        expected: "a docked keyboard dragged below its top \(frame.minY), to \(screen.maxY) at most",
        actual: "\(isDocked ? "a docked" : "an undocked") keyboard at \(frame) dragged to \(top)")
    case .stopped, .resting, .estimating, .hidden, .awaitingKeyboard, .keyboardAbsent:
      log.expect(
        false, .dragStaysOnTheKeyboardsPath, expected: "no drag without a keyboard shown",
        actual: "a drag to \(top) while \(state.phase)")
    }
  }

  private static func isAwaitingNewLayout(_ state: AvoidanceState) -> Bool {
    if case .awaitingKeyboard = state.phase { true } else { false }
  }

  private static func checkFocus(of state: AvoidanceState, _ log: inout ViolationLog) {
    let navigator = state.navigator
    if let focused = state.focusedField {
      log.expect(
        navigator.field(focused) != nil, .focusIsKnown,
        expected: "one of \(navigator.fields.map(\.id.rawValue))", actual: "\"\(focused)\"")
    }
    let accessory = navigator.accessoryState(for: state.focusedField)
    log.expect(
      state.accessory == accessory, .accessoryFollowsFocus, expected: "\(accessory)", actual: "\(state.accessory)")
  }

  private static func checkStrategy(of state: AvoidanceState, _ log: inout ViolationLog) {
    let strategy = state.configuration.strategy
    let targets = state.targets
    let rest = AvoidanceTargets(scrollInsets: strategy.scrollView?.restInsets ?? .zero)
    let own = LayoutProperty.allCases.filter { $0.isMoved(by: strategy) }.map(\.rawValue)
    let moved = LayoutProperty.allCases.filter { !$0.isMoved(by: strategy) && targets[$0] != rest[$0] }
    log.expect(
      moved.isEmpty, .strategyMovesOnlyItsTargets,
      expected: "\(moved.map(\.rawValue).joined(separator: ", ")) at rest: the strategy moves "
        + (own.isEmpty ? "nothing" : "only \(own.joined(separator: " and "))"),
      actual: targets.summary)
    if let scrollView = strategy.scrollView, LayoutProperty.contentInset.isMoved(by: strategy) {
      let insets = scrollView.restInsets
      log.expect(
        targets.scrollInsets.content >= insets.content && targets.scrollInsets.indicator >= insets.indicator,
        .scrollInsetsNeverBelowRest, expected: "insets of at least \(insets.content)/\(insets.indicator)",
        actual: targets.summary)
    }
    if LayoutProperty.constraintConstant.isMoved(by: strategy) {
      log.expect(
        targets.constraintConstant >= 0, .constraintNeverBelowAnchor, expected: "a constraint of 0 or more",
        actual: "\(targets.constraintConstant)")
    }
  }

  /// The shift, as bounds, whenever a keyboard (reported or estimated) and a focus are known: none
  /// with nothing to avoid; otherwise no more than the keyboard covers, and enough that the field ends
  /// `spacing` clear of the keyboard unless it could not rise further (all the keyboard covers, or its
  /// top at the top guide); a text view's top never above the top guide, its caret scrolled within.
  private static func checkShift(of state: AvoidanceState, _ log: inout ViolationLog) {
    let configuration = state.configuration
    // While the keyboard is awaited in a new layout, content holds where it was for the old one.
    guard configuration.strategy == .shift, !isAwaitingNewLayout(state), let id = state.focusedField,
      let field = state.navigator.field(id)
    else { return }
    let shift = -state.targets.offset
    guard field.isAvoidanceEnabled, let overlap = expectedKeyboard(for: state)?.overlap else {
      log.expect(
        shift == 0, .restsWithNothingToAvoid,
        expected: "no shift: \"\(id)\" has no keyboard to avoid, or opted out", actual: "a shift of \(shift)")
      return
    }
    log.expect(
      shift >= 0 && shift <= overlap.height, .shiftWithinCoverage,
      expected: "a shift from 0 to \(overlap.height)", actual: "\(shift)")
    guard configuration.placement == .bottomAboveKeyboard, configuration.revealedItem == .focusedField else { return }
    let spacing = field.spacing ?? configuration.spacing
    let guide = state.container.topGuide
    let item = field.caret ?? field.frame
    let terms = [item.minY, item.maxY, item.height, spacing, overlap.top, overlap.height, guide, field.frame.minY]
    guard terms.allSatisfy(\.isFinite) else { return }
    func isAtMost(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool { lhs <= rhs || isClose(lhs, rhs, computedFrom: terms) }
    // As far as it may go: all the keyboard covers, or the field's (a text view's) top at the top guide.
    let isAtLimit = isAtMost(overlap.height, shift) || isAtMost(field.frame.minY - shift, guide)
    let isClear = isAtMost(item.maxY + spacing - shift, overlap.top)
    log.expect(
      isClear || isAtLimit, .shiftPlacesTheField,
      expected: "\"\(id)\" \(spacing) clear of the keyboard's top \(overlap.top), or a shift as far as it may go",
      actual: "its bottom at \(item.maxY - shift) with a shift of \(shift)")
    if field.caret != nil {
      log.expect(
        isAtMost(guide, field.frame.minY - shift), .shiftPlacesTheField,
        expected: "the text view \"\(id)\" no higher than the top guide \(guide)",
        actual: "its top at \(field.frame.minY - shift)")
    }
  }

  /// A field placed lower, revealed from rest in the same context, moves content no less: a shift no
  /// smaller, a content offset no smaller. Decided twice by the engine's own decision, once with the
  /// focused field where it is and once lower, so the rule relates two decisions and restates no formula.
  private static func checkLowerField(of state: AvoidanceState, deciding: Deciding, _ log: inout ViolationLog) {
    let context = state.context
    let strategy = context.configuration.strategy
    let measure: (AvoidanceTargets) -> CGFloat
    switch strategy {
    case .shift: measure = { -$0.offset }
    case .scroll, .bottomConstraint: measure = { $0.contentOffset }
    case .manual, .chat, .messageList: return
    }
    guard context.configuration.revealedItem == .focusedField, !isAwaitingNewLayout(state),
      let id = state.focusedField, let index = context.navigator.fields.firstIndex(where: { $0.id == id }),
      state.keyboard?.overlap != nil
    else { return }
    var lowered = context
    let drop = max(12, context.container.height / 10)
    lowered.navigator.fields[index].frame.origin.y += drop
    lowered.navigator.fields[index].caret?.origin.y += drop
    let here = measure(revealedFromRest(in: context, deciding: deciding))
    let lower = measure(revealedFromRest(in: lowered, deciding: deciding))
    let terms = [here, lower, drop, context.container.height, context.navigator.fields[index].frame.maxY]
    guard terms.allSatisfy(\.isFinite) else { return }
    log.expect(
      lower >= here || isClose(lower, here, computedFrom: terms), .lowerFieldIsRevealedNoLess,
      expected: "\"\(id)\" \(drop) lower revealed with at least \(here)", actual: "\(lower)")
  }

  /// The targets that reveal the focused field in `context`, with content at rest and no estimate under
  /// way from elsewhere.
  private static func revealedFromRest(in context: AvoidanceContext, deciding: Deciding) -> AvoidanceTargets {
    var context = context
    let rest = AvoidanceDecision.atRest(in: context)
    if case .estimating(let id, _) = context.phase { context.phase = .estimating(id, from: rest.targets) }
    return deciding(context, ContentPosition(rest)).targets
  }

  /// The chat's composer, on its bottom constraint, in words: its bottom rests on its anchor (the
  /// container's bottom, or the safe area's), and rises to the keyboard's top whenever that is higher,
  /// following a dragged keyboard frame by frame, for any focused field that avoids the keyboard.
  private static func checkComposer(of state: AvoidanceState, _ log: inout ViolationLog) {
    let strategy = state.configuration.strategy
    guard case .chat(_, let anchor) = strategy, !isAwaitingNewLayout(state), let id = state.focusedField,
      state.navigator.field(id)?.isAvoidanceEnabled == true
    else { return }
    let container = state.container
    let anchorY = container.height - (anchor == .safeAreaBottom ? container.safeAreaInsets.bottom : 0)
    let keyboardTop = expectedKeyboard(for: state)?.overlap?.top ?? anchorY
    let expected = min(anchorY, keyboardTop)
    let bottom = anchorY - state.targets.constraintConstant
    let terms = [anchorY, keyboardTop, container.height]
    guard terms.allSatisfy(\.isFinite) else { return }
    log.expect(
      isClose(bottom, expected, computedFrom: terms), .composerRidesKeyboard,
      expected: "the composer's bottom at \(expected), "
        + (keyboardTop < anchorY ? "the keyboard's top" : "its anchor \(anchor)"),
      actual: "its bottom at \(bottom), a constraint constant of \(state.targets.constraintConstant)")
  }
}
