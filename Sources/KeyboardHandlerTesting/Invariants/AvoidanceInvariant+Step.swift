internal import Foundation
public import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension AvoidanceInvariant {
  /// The invariants that one step of an engine breaks: the input, the engine before and after it, and
  /// what `handle(_:)` returned or threw.
  ///
  /// A rejected input is checked only for changing nothing. An accepted one is checked for what it
  /// published, for a hide or a stop returning to rest, for a repeated keyboard event, and for every
  /// rule of ``violations(in:)`` on the engine's state after it, and for a decision taken anew, that the same
  /// context decided again from where it put content gives the same decision.
  ///
  /// ```swift
  /// let before = engine
  /// let outcome = Result { () throws(AvoidanceError) in try engine.handle(input) }
  /// let violations = AvoidanceInvariant.violations(after: input, from: before, to: engine, outcome: outcome)
  /// ```
  ///
  /// - Parameters:
  ///   - input: The input the engine was given.
  ///   - before: The engine before it.
  ///   - engine: The engine after it.
  ///   - outcome: What `AvoidanceEngine.handle(_:)` returned or threw.
  /// - Returns: The broken invariants; empty when every rule holds.
  public static func violations(
    after input: AvoidanceInput, from before: AvoidanceEngine, to engine: AvoidanceEngine,
    outcome: Result<AvoidanceOutcome, AvoidanceError>
  ) -> [AvoidanceViolation] {
    var log = ViolationLog()
    let accepted: AvoidanceOutcome
    switch outcome {
    case .failure(let error):
      log.expect(
        engine == before, .rejectedInputChangesNothing, expected: "the engine as it was, having thrown \(error)",
        actual: "a change in \(before.differences(from: engine))")
      return log.violations
    case .success(let outcome):
      accepted = outcome
    }
    if !before.isObserving, input.isTakenOnlyWhileObserving {
      log.expect(
        accepted.isEmpty && engine == before, .ignoredWhileNotObserving, expected: "no outcome and no change",
        actual: "\(accepted) and a change in \(before.differences(from: engine))")
    }
    checkPublished(accepted, from: before.state, to: engine.state, &log)
    checkRest(after: input, from: before, to: engine, &log)
    checkRepeat(of: input, on: engine, &log)
    checkSameDecision(after: input, on: engine, published: accepted.update, &log)
    if before.isObserving {
      checkScreenChange(after: input, from: before, to: engine, &log)
      checkLearning(after: input, by: engine, &log)
      checkWithdrawal(after: input, from: before, to: engine, &log)
      checkDrag(after: input, from: before, to: engine, published: accepted.update, &log)
    }
    return log.violations + violations(in: engine.state)
  }

  /// Hands an input to an engine, as `AvoidanceEngine.handle(_:)` does, and returns the invariants
  /// the step broke, with ``violations(after:from:to:outcome:)``.
  ///
  /// ```swift
  /// var simulator = KeyboardSimulator(device: .iPhone15)
  /// for timed in simulator.tapTextField("email") + simulator.dismiss() {
  ///   #expect(AvoidanceInvariant.violations(handling: timed.input, on: &engine) == [])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - input: The input to hand over.
  ///   - engine: The engine, which takes the input (or rejects it and stays as it was).
  /// - Returns: The broken invariants; empty when every rule holds.
  public static func violations(handling input: AvoidanceInput, on engine: inout AvoidanceEngine)
    -> [AvoidanceViolation]
  {
    let before = engine
    let outcome: Result<AvoidanceOutcome, AvoidanceError>
    do { outcome = .success(try engine.handle(input)) } catch { outcome = .failure(error) }
    return violations(after: input, from: before, to: engine, outcome: outcome)
  }

  /// An accepted input publishes the new state exactly when its decision changed, and nothing otherwise,
  /// with an animation that can be run.
  private static func checkPublished(
    _ outcome: AvoidanceOutcome, from old: AvoidanceState, to new: AvoidanceState, _ log: inout ViolationLog
  ) {
    guard let update = outcome.update else {
      log.expect(
        new.decision == old.decision, .publishesEveryChange,
        expected: "the decision as it was, since nothing was published",
        actual: "a change in \(old.differences(from: new))")
      return
    }
    log.expect(
      update.value == new, .publishesTheNewState, expected: "the engine's new state",
      actual: "a state that differs in \(new.differences(from: update.value))")
    log.expect(
      update.value.decision != old.decision, .publishesOnlyRealChanges,
      expected: "a decision that differs from the one before",
      actual: "the same decision, published as \(update.cause)")
    let duration = update.animation.duration
    log.expect(
      duration.isFinite && duration >= 0, .animationIsValid, expected: "a duration of 0 s or more",
      actual: "\(duration) s")
  }

  /// A hide, or a stop, returns every target to rest exactly: each property the strategy moves where the
  /// same context with no keyboard and no focus puts it, decided from where content was before the hide,
  /// and nothing covered.
  private static func checkRest(
    after input: AvoidanceInput, from before: AvoidanceEngine, to engine: AvoidanceEngine, _ log: inout ViolationLog
  ) {
    let isHide: Bool
    switch input {
    case .keyboard(let event): isHide = event.phase.isHide && before.isObserving
    case .stopObserving: isHide = before.isObserving
    default: isHide = false
    }
    guard isHide else { return }
    let state = engine.state
    if let covered = state.coveredFrame {
      log.expect(false, .hideReturnsToRest, expected: "nothing covered", actual: "\(covered) covered")
    }
    var resting = state.context
    resting.phase = .resting
    resting.draggedKeyboardTop = nil
    let from = ContentPosition(before.decision, beforeEstimate: before.phase.estimateStart)
    let rest = AvoidanceDecision.deciding(in: resting, from: from).targets
    let moved = state.configuration.strategy.movedProperties
    log.expect(
      moved.allSatisfy { state.targets[$0] == rest[$0] }, .hideReturnsToRest,
      expected: "\(rest.summary): no keyboard and no focus in the same context", actual: state.targets.summary)
    if input == .stopObserving {
      log.expect(
        state.phase == .stopped && state.keyboard == nil, .stopForgetsFocusAndKeyboard,
        expected: "stopped, with no focus and no keyboard", actual: "\(state.phase), \(state.keyboard.summary)")
    }
  }

  /// The same keyboard event sent again produces no second transition.
  private static func checkRepeat(of input: AvoidanceInput, on engine: AvoidanceEngine, _ log: inout ViolationLog) {
    guard case .keyboard = input else { return }
    var again = engine
    let outcome = (try? again.handle(input)) ?? AvoidanceOutcome()
    log.expect(
      outcome.isEmpty && again == engine, .repeatedKeyboardEventChangesNothing, expected: "no outcome and no change",
      actual: "\(outcome) and a change in \(engine.differences(from: again))")
  }

  /// A decision the engine took, taken again in the same context from where it put content, is the
  /// same decision. A user's scroll is no decision (content is where the user put it, and the reason
  /// still says what the last decision did), and a finger that drags the keyboard holds the scroll view
  /// as it did.
  private static func checkSameDecision(
    after input: AvoidanceInput, on engine: AvoidanceEngine, published update: AvoidanceUpdate<AvoidanceState>?,
    _ log: inout ViolationLog
  ) {
    guard let update, update.cause != .userScroll else { return }
    var from = ContentPosition(engine.decision)
    if case .keyboardDragged = input { from.isHeldByFinger = true }
    let again = AvoidanceDecision.deciding(in: engine.context, from: from)
    log.expect(
      again == engine.decision, .sameContextSameDecision,
      expected: "\(engine.decision.targets.summary), \(engine.decision.reason)",
      actual: "\(again.targets.summary), \(again.reason)")
  }

  /// A change of screen under a keyboard that is up holds the targets and the keyboard, and so does
  /// every input while the keyboard is awaited in the new layout (but the user's own scroll). The targets
  /// held are those the strategy moves, a scroll view's insets rising only to a new rest; the others are
  /// at rest, a new scroll view's rest included, as `strategyMovesOnlyItsTargets` checks.
  private static func checkScreenChange(
    after input: AvoidanceInput, from before: AvoidanceEngine, to engine: AvoidanceEngine, _ log: inout ViolationLog
  ) {
    let isHeld: Bool
    switch (input, before.phase, engine.phase) {
    // A reading of the layout that carries the user's scroll moves the content offset as a scroll does.
    case (.layoutDidChange(let reading), _, _) where reading.scrolledContentOffset != nil: isHeld = false
    case (.layoutDidChange(let reading), .shown, _) where reading.fields == nil:
      isHeld = reading.container.map { $0.screenBounds != before.container.screenBounds } ?? false
    case (_, _, .awaitingKeyboard): isHeld = true
    default: isHeld = false
    }
    guard isHeld else { return }
    let state = engine.state
    let strategy = state.configuration.strategy
    // Every property as it was, but a scroll view's insets, which never fall below their (new) rest.
    var held = before.state.targets
    let rest = strategy.scrollView?.restInsets ?? .zero
    held.scrollInsets = ScrollInsets(
      content: max(held.scrollInsets.content, rest.content), indicator: max(held.scrollInsets.indicator, rest.indicator)
    )
    log.expect(
      strategy.movedProperties.allSatisfy { state.targets[$0] == held[$0] } && state.keyboard == before.state.keyboard,
      .screenChangeWaitsForKeyboard,
      expected: "\(before.state.targets.summary) and \(before.state.keyboard.summary), held",
      actual: "\(state.targets.summary) and \(state.keyboard.summary)")
  }

  /// After a keyboard event, the next focus expects what the event showed: a keyboard reported floating
  /// is estimated where it floats, one reported docked over the container as tall as it showed on
  /// screen. Checked by doing what a user would, where the configuration estimates a keyboard: putting the
  /// keyboard away and focusing a field again, a text field as it begins editing before its keyboard
  /// reports, a text view after the 0 pt pair that comes before the real keyboard (iOS 17 and later): one
  /// with no keyboard notification at all before it expects none.
  private static func checkLearning(after input: AvoidanceInput, by engine: AvoidanceEngine, _ log: inout ViolationLog)
  {
    let configuration = engine.configuration
    let fields = engine.navigator.fields
    guard case .keyboard(let event) = input, engine.isObserving,
      configuration.isEstimatingKeyboard, configuration.strategy.estimatesKeyboard,
      let field = fields.first(where: { $0.kind == .textField }) ?? fields.first
    else {
      return
    }
    let shown = KeyboardCoverage(frame: event.endFrame, source: .reported, in: engine.container)
    let isDockedOverContainer = !event.phase.isHide && shown.isDocked && shown.overlap != nil
    guard shown.isFloating || isDockedOverContainer, let onScreen = shown.onScreenFrame else { return }
    var probe = engine
    let screen = engine.container.screenBounds
    let below = CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: onScreen.height)
    if let focus = probe.focusedField { _ = try? probe.handle(.didEndEditing(focus)) }
    // A screen so far out that a hide below it overflows cannot be probed: the hide is refused.
    let hide = KeyboardEvent(phase: .willHide, beginFrame: onScreen, endFrame: below)
    guard (try? probe.handle(.keyboard(hide))) != nil else { return }
    if field.kind == .textView {
      let zero = CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
      _ = try? probe.handle(.keyboard(KeyboardEvent(phase: .willShow, beginFrame: zero, endFrame: zero)))
    }
    _ = try? probe.handle(.didBeginEditing(field.id))
    let estimate = probe.state.keyboard
    // Its top where the reported one's was: its height on screen, unless clipped to a window above the
    // screen's bottom, whose estimate docks at the screen's bottom all the same. The engine keeps the top as
    // a distance from the screen's bottom, so the two may differ by a rounding (2.2e-16 against 0).
    let expected =
      shown.isFloating ? "the floating \(event.endFrame)" : "its top at y = \(onScreen.minY) on screen, docked"
    let holds =
      estimate?.source == .estimated
      && (shown.isFloating
        ? estimate?.frame == event.endFrame
        : estimate?.isDocked == true && estimate?.onScreenFrame.map { abs($0.minY - onScreen.minY) < 1e-6 } == true)
    log.expect(
      holds, .keyboardIsLearnt, expected: "a later focus estimating \(expected)", actual: estimate.summary)
  }

  /// A wait that expires on an estimate withdraws it.
  private static func checkWithdrawal(
    after input: AvoidanceInput, from before: AvoidanceEngine, to engine: AvoidanceEngine, _ log: inout ViolationLog
  ) {
    guard input == .keyboardWaitDidExpire, before.state.isWaitingForKeyboard, case .estimating(let id, _) = before.phase
    else { return }
    let state = engine.state
    let scrollView = engine.configuration.strategy.scrollView
    // Every target at rest but the content offset, which stays where the user may have scrolled.
    let rests =
      state.targets
      == AvoidanceTargets(scrollInsets: scrollView?.restInsets ?? .zero, contentOffset: state.targets.contentOffset)
    log.expect(
      rests && state.keyboard == nil && state.focusedField == id && engine.expectedKeyboard == .absent,
      .unconfirmedEstimateIsWithdrawn,
      expected: "\"\(id)\" still focused, no keyboard, every target at rest, no keyboard expected next",
      actual: "\(state.focusedField.map { "\"\($0)\"" } ?? "no focus"), \(state.keyboard.summary), "
        + "\(state.targets.summary), expecting \(engine.expectedKeyboard)")
  }

  /// A drag moves content at once and leaves the scroll view's offset to the finger; what ends it, UIKit's
  /// hide or show, animates from there with its own animation (a chat's list may go back to its newest
  /// message), and editing that ends under the finger moves nothing.
  private static func checkDrag(
    after input: AvoidanceInput, from before: AvoidanceEngine, to engine: AvoidanceEngine,
    published: AvoidanceUpdate<AvoidanceState>?, _ log: inout ViolationLog
  ) {
    let published = published.map { [$0] } ?? []
    // The offset stays the finger's, wherever it scrolled, the keyboard covering anything or not.
    let heldOffset = before.state.targets.contentOffset
    // A drag the engine ignores (no docked keyboard shown) publishes nothing, and the offset stays anyway.
    let isOffsetHeld = engine.state.targets.contentOffset == heldOffset || published.isEmpty
    switch input {
    case .keyboardDragged:
      let update = published.first
      log.expect(
        (update.map { $0.animation.duration == 0 && $0.cause == .keyboardDrag } ?? true) && isOffsetHeld,
        .dragMovesContentAtOnce,
        expected: "no animation, cause keyboardDrag, contentOffset held at \(heldOffset)",
        actual: (update.map { "\($0.animation.duration) s, \($0.cause), " } ?? "")
          + "contentOffset \(engine.state.targets.contentOffset)")
    // A zero-height show is no keyboard and moves nothing, the drag included (iOS 17's 0 pt pair); nor does
    // the did-notification of the show the finger drags, late for it (it repeats the frame shown).
    case .keyboard(let event)
    where before.state.draggedKeyboardTop != nil && (event.phase.isHide || event.endFrame.height > 0)
      && !(event.phase.isDid && event.endFrame == before.phase.shownKeyboardFrame):
      let update = published.first
      // The offset is decided anew from where the finger left it, as the same notification would decide it
      // again; animated, it moves from there.
      log.expect(
        engine.state.draggedKeyboardTop == nil && (update.map { $0.animation == event.animation } ?? true),
        .dragEndsWithoutJump,
        expected: "the drag over, animated as the notification's \(event.animation.duration) s",
        actual: "\(engine.state.draggedKeyboardTop.map { "still dragged to \($0)" } ?? "the drag over"), "
          + (update.map { "\($0.animation.duration) s, " } ?? "")
          + "contentOffset \(engine.state.targets.contentOffset)")
    case .didEndEditing where before.state.draggedKeyboardTop != nil:
      log.expect(
        engine.state.targets == before.state.targets, .dragEndsWithoutJump,
        expected: "\(before.state.targets.summary), held as editing ends under the finger",
        actual: engine.state.targets.summary)
    default:
      return
    }
  }
}
