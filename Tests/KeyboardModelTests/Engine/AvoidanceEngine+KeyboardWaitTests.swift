import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

/// The engine's memory of the keyboard and its waits: what a focus expects, how a change of screen
/// holds, and what an expired wait does.
@Suite("Avoidance engine: the expected keyboard and its waits")
struct AvoidanceEngineKeyboardWaitTests {
  let screen = Fixtures.workedContainer.screenBounds
  /// Mid-screen, not reaching the bottom edge: an undocked iPad-style keyboard on the worked screen.
  let floating = CGRect(x: 0, y: 300, width: 393, height: 300)

  func editing(_ id: FieldID = "a") throws -> AvoidanceEngine {
    var engine = try AvoidanceEngine(
      container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700), Fixtures.field("b", y: 760)])
    _ = try engine.handle(.didBeginEditing(id))
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    return engine
  }

  @Test("a docked keyboard that covers the container is expected again, as tall as it showed")
  func dockedIsLearnt() throws {
    let engine = try editing()
    #expect(engine.expectedKeyboard == .docked(height: 336))
    #expect(engine.lastReportedHeight == 336)
  }

  @Test("an undock (a hide whose end frame floats) is learnt, and the next focus estimates no docked keyboard")
  func undockIsLearnt() throws {
    var engine = try editing()
    let undock = KeyboardEvent(
      phase: .willHide, beginFrame: Fixtures.dockedFrame(height: 336, in: screen), endFrame: floating)
    _ = try engine.handle(.keyboard(undock))
    #expect(engine.expectedKeyboard == .floating(floating))
    #expect(engine.state.reason == .keyboardHidden)
    _ = try engine.handle(.didEndEditing("a"))

    let focus = try engine.publishing(.didBeginEditing("b"))
    #expect(focus.offsets == [])
    #expect(engine.state.keyboard?.source == .estimated)
    #expect(engine.state.keyboard?.frame == floating)
    #expect(engine.state.reason == .keyboardCoversNothing)
    #expect(!engine.state.isWaitingForKeyboard, "a floating estimate moves nothing, so nothing waits for it")
  }

  @Test("an ordinary hide, and a frame that covers none of the container, leave the expectation as it was")
  func hideTeachesNothing() throws {
    var engine = try editing()
    _ = try engine.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))
    #expect(engine.expectedKeyboard == .docked(height: 336))
    let below = CGRect(x: 0, y: 900, width: 393, height: 336)
    _ = try engine.handle(.keyboard(KeyboardEvent(phase: .willChangeFrame, beginFrame: below, endFrame: below)))
    #expect(engine.expectedKeyboard == .docked(height: 336))
  }

  @Test("a change of screen under the keyboard holds targets and keyboard until the keyboard reports again")
  func screenChangeHolds() throws {
    var engine = try editing()
    let before = engine.state
    let landscape = ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: 852, height: 393))
    let change = try engine.publishing(.containerDidChange(landscape))
    #expect(change.offsets == [])
    #expect(engine.state.targets == before.targets)
    #expect(engine.state.keyboard == before.keyboard)
    #expect(engine.state.reason == .keyboardFromOldLayout)
    #expect(engine.state.container == landscape)
    #expect(engine.phase == .awaitingKeyboard(lastCoverage: try #require(before.keyboard), focus: "a"))
    #expect(engine.state.isWaitingForKeyboard)

    // Focus moving meanwhile holds too; the keyboard's own report decides.
    _ = try engine.handle(.didEndEditing("a"))
    _ = try engine.handle(.didBeginEditing("b"))
    #expect(engine.state.targets == before.targets)
    let shown = try engine.publishing(
      .keyboard(Fixtures.event(.willChangeFrame, height: 209, in: landscape.screenBounds)))
    // "b" bottom 804 + spacing 20 is far below the landscape keyboard's top: the view rises all it covers.
    let covered: CGFloat = 209
    #expect(shown.offsets.map(\.value) == [-covered])
    #expect(!engine.state.isWaitingForKeyboard)
  }

  @Test("a container that moves on the same screen is decided at once: the keyboard's frame still holds")
  func sameScreenDecidesAtOnce() throws {
    var engine = try editing()
    let sheet = ContainerGeometry(
      screenBounds: screen, frame: CGRect(x: 0, y: 100, width: 393, height: 752),
      safeAreaInsets: LayoutInsets(bottom: 34))
    _ = try engine.handle(.containerDidChange(sheet))
    #expect(engine.state.reason != .keyboardFromOldLayout)
    #expect(!engine.state.isWaitingForKeyboard)
  }

  @Test("an expired wait withdraws an estimate, and the next focus expects no keyboard")
  func expiredEstimate() throws {
    var engine = try AvoidanceEngine(
      container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700), Fixtures.field("b", y: 760)])
    _ = try engine.handle(.didBeginEditing("a"))
    #expect(engine.state.isWaitingForKeyboard)
    let expired = try engine.publishing(.keyboardWaitDidExpire)
    #expect(expired.offsets == [AvoidanceUpdate(0, animation: .keyboard, cause: .keyboardWaitExpired)])
    #expect(engine.phase == .keyboardAbsent("a"))
    #expect(engine.state.reason == .keyboardAbsent)
    #expect(engine.expectedKeyboard == .absent)

    _ = try engine.handle(.didEndEditing("a"))
    let next = try engine.publishing(.didBeginEditing("b"))
    #expect(next.offsets == [])
    #expect(engine.phase == .keyboardAbsent("b"))
    #expect(!engine.state.isWaitingForKeyboard)

    // A keyboard that does come is taken, and expected again.
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let shift: CGFloat = 804 + 20 - 516
    #expect(engine.state.targets.offset == -shift)
    #expect(engine.expectedKeyboard == .docked(height: 336))
  }

  @Test("an expired wait takes the keyboard's last frame as it is, once a changed screen gets no report")
  func expiredScreenChange() throws {
    var engine = try editing()
    let landscape = ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: 852, height: 393))
    _ = try engine.handle(.containerDidChange(landscape))
    let outcome = try engine.handle(.keyboardWaitDidExpire)
    #expect(engine.phase == .shown(keyboard: Fixtures.dockedFrame(height: 336, in: screen), focus: "a"))
    #expect(
      outcome
        == AvoidanceOutcome(update: AvoidanceUpdate(engine.state, animation: .keyboard, cause: .keyboardWaitExpired)))
    #expect(engine.state.reason == .keyboardCoversNothing)
  }

  @Test("an expired wait does nothing when nothing waits", arguments: [false, true])
  func expiredWaitForNothing(isObserving: Bool) throws {
    var engine = try editing()
    if !isObserving { engine.stopObserving() }
    let before = engine
    #expect(try engine.handle(.keyboardWaitDidExpire).isEmpty)
    #expect(engine == before)
  }

  @Test("the wait must be a finite time above 0", arguments: [0, -1, TimeInterval.infinity, .nan])
  func invalidWait(timeout: TimeInterval) {
    #expect(throws: AvoidanceError.self) {
      try AvoidanceEngine(
        configuration: AvoidanceConfiguration(keyboardWaitTimeout: timeout), container: Fixtures.workedContainer,
        fields: [])
    }
  }
}

extension AvoidanceEngineKeyboardWaitTests {
  @Test("a withdrawn estimate scrolls the content back to where it was before the estimate")
  func withdrawnEstimateScrollsBack() throws {
    let container = Fixtures.workedContainer
    let scrollView = ScrollViewGeometry(
      frame: container.screenBounds, contentHeight: 2 * container.height, adjustedTopInset: 59,
      bottomSafeAreaInset: 34)
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(scrollView)), container: container,
      fields: [Fixtures.field("a", y: 700)])
    let before = engine.state.targets
    _ = try engine.handle(.didBeginEditing("a"))
    #expect(engine.state.targets.contentOffset != before.contentOffset, "the estimate scrolled")
    _ = try engine.handle(.keyboardWaitDidExpire)
    #expect(engine.state.targets == before)
  }
}

extension AvoidanceEngineKeyboardWaitTests {
  @Test("focus moving to a field the engine does not know ends the hold between fields: content rests")
  func focusMovedElsewhere() throws {
    var engine = try editing()
    _ = try engine.handle(.didEndEditing("a"))
    #expect(engine.state.reason == .heldBetweenFields)
    let moved = try engine.publishing(.focusDidMoveElsewhere)
    #expect(moved.offsets == [AvoidanceUpdate(0, animation: .keyboard, cause: .focusChange)])
    #expect(engine.state.reason == .focusedElsewhere)
    #expect(engine.state.coveredHeight == 336, "the keyboard still covers the container")

    // The keyboard changing height for the other field moves nothing here.
    let taller = try engine.publishing(.keyboard(Fixtures.event(.willChangeFrame, height: 380, in: screen)))
    #expect(taller.offsets == [])
    #expect(engine.state.reason == .focusedElsewhere)

    // Focus coming back is revealed over the keyboard that is up: no estimate.
    _ = try engine.handle(.didBeginEditing("b"))
    #expect(engine.state.keyboard?.source == .reported)
    let shift: CGFloat = 804 + 20 - (852 - 380)
    #expect(engine.state.targets.offset == -shift)
  }

  @Test("focus moving elsewhere changes nothing while a field is focused, or with nothing held")
  func focusMovedElsewhereWithNothingHeld() throws {
    var engine = try editing()
    let focused = engine
    #expect(try engine.handle(.focusDidMoveElsewhere).isEmpty)
    #expect(engine == focused)
    var resting = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    let before = resting
    #expect(try resting.handle(.focusDidMoveElsewhere).isEmpty)
    #expect(resting == before)
  }
}
