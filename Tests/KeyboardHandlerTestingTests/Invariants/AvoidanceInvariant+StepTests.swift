import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import Testing

@Suite("Invariants of a step")
struct AvoidanceInvariantStepTests {
  /// The violations of a step from `before` to `engine` that reports `outcome`.
  static func step(
    _ input: AvoidanceInput, from before: AvoidanceEngine, to engine: AvoidanceEngine,
    _ outcome: Result<AvoidanceOutcome, AvoidanceError>
  ) -> [AvoidanceViolation] {
    AvoidanceInvariant.violations(after: input, from: before, to: engine, outcome: outcome)
  }

  static let breakages: [Breakage] = [
    Breakage("a rejected input that changed the engine", caughtBy: [.rejectedInputChangesNothing]) {
      let before = try Screens.resting()
      let after = try Screens.editingLow()
      return step(.didBeginEditing("ghost"), from: before, to: after, .failure(.unknownField("ghost")))
    },
    Breakage("a begin editing taken while not observing", caughtBy: [.ignoredWhileNotObserving]) {
      let before = try AvoidanceEngine(container: Screens.container, fields: [Screens.low], isObserving: false)
      var after = before
      after.startObserving()
      let outcome = try after.handle(.didBeginEditing("low"))
      return step(.didBeginEditing("low"), from: before, to: after, .success(outcome))
    },
    Breakage("a published state that is not the engine's", caughtBy: [.publishesTheNewState]) {
      let before = try Screens.resting()
      var after = before
      _ = try after.handle(.didBeginEditing("low"))
      var published = after.state
      published.decision.targets.offset = -100
      let update = AvoidanceUpdate(published, animation: .keyboard, cause: .estimate)
      return step(.didBeginEditing("low"), from: before, to: after, .success(AvoidanceOutcome(update: update)))
    },
    Breakage(
      "the same decision published again with another animation and cause", caughtBy: [.publishesOnlyRealChanges]
    ) {
      let engine = try Screens.editingLow()
      let update = AvoidanceUpdate(engine.state, animation: .immediate, cause: .focusChange)
      return step(.navigate(.next), from: engine, to: engine, .success(AvoidanceOutcome(update: update)))
    },
    Breakage("a change of context alone published", caughtBy: [.publishesOnlyRealChanges]) {
      let before = try Screens.editingLow()
      var after = before
      let didShow = KeyboardEvent(phase: .didShow, beginFrame: .zero, endFrame: before.phase.keyboardFrame ?? .zero)
      _ = try after.handle(.keyboard(didShow))
      let update = AvoidanceUpdate(after.state, animation: .keyboard, cause: .keyboard(.didShow))
      return step(.keyboard(didShow), from: before, to: after, .success(AvoidanceOutcome(update: update)))
    },
    Breakage("a state published with a negative duration", caughtBy: [.animationIsValid]) {
      let before = try Screens.resting()
      var after = before
      _ = try after.handle(.didBeginEditing("low"))
      let update = AvoidanceUpdate(after.state, animation: KeyboardAnimation(duration: -1, curve: 7), cause: .estimate)
      return step(.didBeginEditing("low"), from: before, to: after, .success(AvoidanceOutcome(update: update)))
    },
    Breakage("a state published with an infinite duration", caughtBy: [.animationIsValid]) {
      let before = try Screens.resting()
      var after = before
      _ = try after.handle(.didBeginEditing("low"))
      let animation = KeyboardAnimation(duration: .infinity, curve: 7)
      return step(
        .didBeginEditing("low"), from: before, to: after,
        .success(AvoidanceOutcome(update: AvoidanceUpdate(after.state, animation: animation, cause: .estimate))))
    },
    Breakage("a change that was not published", caughtBy: [.publishesEveryChange]) {
      let before = try Screens.resting()
      var after = before
      _ = try after.handle(.didBeginEditing("low"))
      return step(.didBeginEditing("low"), from: before, to: after, .success(AvoidanceOutcome()))
    },
    Breakage(
      "a hide that left the container raised", caughtBy: [.hideReturnsToRest, .repeatedKeyboardEventChangesNothing]
    ) {
      let engine = try Screens.editingLow()
      return step(Screens.hide, from: engine, to: engine, .success(AvoidanceOutcome()))
    },
    Breakage("a stop that kept focus and keyboard", caughtBy: [.hideReturnsToRest, .stopForgetsFocusAndKeyboard]) {
      let engine = try Screens.editingLow()
      return step(.stopObserving, from: engine, to: engine, .success(AvoidanceOutcome()))
    },
    Breakage(
      "a keyboard event that moves content again when repeated",
      caughtBy: [.repeatedKeyboardEventChangesNothing, .keyboardIsLearnt]
    ) {
      let engine = try Screens.editingLow()
      return step(Screens.show(height: 291), from: engine, to: engine, .success(AvoidanceOutcome()))
    },
    Breakage(
      "a rotation judged with the keyboard's frame from the old layout", caughtBy: [.screenChangeWaitsForKeyboard]
    ) {
      let before = try Screens.editingLow()
      var after = before
      let landscape = DevicePreset.iPhone15.container(.landscape)
      // What the engine did before it waited: the portrait keyboard lies below the landscape screen.
      _ = try after.handle(.containerDidChange(landscape))
      let expired = try after.handle(.keyboardWaitDidExpire)
      return step(.containerDidChange(landscape), from: before, to: after, .success(expired))
    },
    Breakage("an undock that is not learnt", caughtBy: [.keyboardIsLearnt, .repeatedKeyboardEventChangesNothing]) {
      let before = try Screens.editingLow()
      var after = before
      // An undock is a hide whose end frame floats mid-screen; the engine here took a hide below it.
      let shown = CGRect(x: 0, y: 516, width: 393, height: 336)
      let floating = KeyboardEvent(phase: .willHide, beginFrame: shown, endFrame: shown.offsetBy(dx: 0, dy: -200))
      let outcome = try after.handle(Screens.hide)
      return step(.keyboard(floating), from: before, to: after, .success(outcome))
    },
    Breakage("an estimate kept when no keyboard came", caughtBy: [.unconfirmedEstimateIsWithdrawn]) {
      var engine = try Screens.resting()
      _ = try engine.handle(.didBeginEditing("low"))
      return step(.keyboardWaitDidExpire, from: engine, to: engine, .success(AvoidanceOutcome()))
    },
    Breakage("a drag of the keyboard that animates", caughtBy: [.dragMovesContentAtOnce]) {
      let before = try Screens.editingLow()
      var after = before
      _ = try after.handle(.keyboardDragged(top: 600))
      let update = AvoidanceUpdate(after.state, animation: .keyboard, cause: .keyboardDrag)
      return step(.keyboardDragged(top: 600), from: before, to: after, .success(AvoidanceOutcome(update: update)))
    },
    Breakage("a drag of the keyboard that scrolls the scroll view", caughtBy: [.dragMovesContentAtOnce]) {
      let before = try Screens.editingLow(AvoidanceConfiguration(strategy: .scroll(Screens.scrollView)))
      var after = before
      _ = try after.handle(.keyboardDragged(top: 600))
      let scrolled = try after.handle(.didScroll(toContentOffset: 40))
      return step(.keyboardDragged(top: 600), from: before, to: after, .success(scrolled))
    },
    Breakage("a show ending a drag that jumps back without animation", caughtBy: [.dragEndsWithoutJump]) {
      let before = try Screens.draggedLow()
      var after = before
      let show = Screens.show(height: 336)
      _ = try after.handle(show)
      let update = AvoidanceUpdate(after.state, animation: .immediate, cause: .keyboard(.willShow))
      return step(show, from: before, to: after, .success(AvoidanceOutcome(update: update)))
    },
    Breakage("editing that ends under the finger and moves the content", caughtBy: [.dragEndsWithoutJump]) {
      let before = try Screens.draggedLow()
      var after = try Screens.editingLow()
      let outcome = try after.handle(.didEndEditing("low"))
      return step(.didEndEditing("low"), from: before, to: after, .success(outcome))
    },
    Breakage("a decision that the same context, decided again, would change", caughtBy: [.sameContextSameDecision]) {
      // The field scrolled back out of sight under the keyboard, as if the decision had stopped short.
      let before = try Screens.resting(AvoidanceConfiguration(strategy: .scroll(Screens.scrollView)))
      var after = try Screens.editingLow(AvoidanceConfiguration(strategy: .scroll(Screens.scrollView)))
      after.decision.targets.contentOffset -= 100
      let update = AvoidanceUpdate(after.state, animation: .keyboard, cause: .focusChange)
      return step(.didBeginEditing("low"), from: before, to: after, .success(AvoidanceOutcome(update: update)))
    },
  ]

  @Test("each broken step is caught by the invariants that name what broke", arguments: breakages)
  func caught(breakage: Breakage) throws {
    let violations = try breakage.violations()
    #expect(Set(violations.map(\.invariant)) == breakage.caughtBy, "\(violations)")
  }

  @Test("every invariant is shown catching something broken")
  func everyInvariantIsExercised() {
    let exercised =
      (Self.breakages + AvoidanceInvariantStateTests.breakages + AvoidanceInvariantSequenceTests.breakages)
      .map(\.caughtBy)
    #expect(exercised.reduce(into: Set()) { $0.formUnion($1) } == Set(AvoidanceInvariant.allCases))
  }

  @Test(
    "a scroll view laid out anew while content is held keeps every invariant: what the strategy moves holds, the rest rests",
    arguments: [
      AvoidanceStrategy.scroll(Screens.scrollView), .bottomConstraint(Screens.scrollView, anchor: .containerBottom),
    ])
  func scrollViewTakenWhileHeld(strategy: AvoidanceStrategy) throws {
    var engine = try Screens.editingLow(AvoidanceConfiguration(strategy: strategy))
    let landscape = DevicePreset.iPhone15.container(.landscape)
    #expect(AvoidanceInvariant.violations(handling: .containerDidChange(landscape), on: &engine) == [])
    #expect(engine.state.reason == .keyboardFromOldLayout)
    var laidOut = Screens.scrollView
    laidOut.frame = landscape.screenBounds
    laidOut.restInsets = ScrollInsets(content: 400, indicator: 30)
    #expect(AvoidanceInvariant.violations(handling: .scrollViewDidChange(laidOut), on: &engine) == [])
    #expect(engine.state.reason == .keyboardFromOldLayout)
    #expect(engine.state.targets.scrollInsets.content == 400)
  }

  @Test("a rejected input is checked for changing nothing, and for nothing else")
  func rejectedInputChangingNothingHolds() throws {
    var engine = try Screens.editingLow()
    #expect(AvoidanceInvariant.violations(handling: .didBeginEditing("high"), on: &engine) == [])
    #expect(engine == (try Screens.editingLow()))
  }

  @Test("the worked example keeps every invariant at every step: estimate, show, hide; a clear field moves nothing")
  func workedExample() throws {
    var engine = try Screens.resting()
    var offsets: [CGFloat] = []
    for input in [.didBeginEditing("low"), Screens.show(height: 336), Screens.hide, .didEndEditing("low")]
      + [.didBeginEditing("high"), Screens.show(height: 336)] as [AvoidanceInput]
    {
      #expect(AvoidanceInvariant.violations(handling: input, on: &engine) == [], "\(input)")
      offsets.append(engine.state.targets.offset)
    }
    #expect(offsets == [-272, -248, 0, 0, 0, 0])
  }
}
