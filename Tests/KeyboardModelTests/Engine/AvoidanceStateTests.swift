import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

/// The published state carries everything a reader of the avoider needs, so that none reads the engine.
@Suite("Avoidance state")
struct AvoidanceStateTests {
  let screen = Fixtures.workedContainer.screenBounds
  let scrollView = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1000, adjustedTopInset: 59,
    bottomSafeAreaInset: 34)

  @Test("the state holds no animation and no cause: two routes to the same decision give equal states")
  func sameDecisionSameState() throws {
    let fields = [Fixtures.field("a", y: 700)]
    let observing = try AvoidanceEngine(container: Fixtures.workedContainer, fields: fields)
    var started = try AvoidanceEngine(container: Fixtures.workedContainer, fields: fields, isObserving: false)
    let outcome = started.startObserving()
    #expect(started.state == observing.state)
    #expect(
      outcome == AvoidanceOutcome(update: AvoidanceUpdate(observing.state, animation: .immediate, cause: .started)))

    var quick = observing
    var slow = observing
    _ = try quick.handle(.didBeginEditing("a"))
    _ = try slow.handle(.didBeginEditing("a"))
    let quickShow = try quick.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen, duration: 0.25)))
    let slowShow = try slow.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen, duration: 0.5)))
    #expect(quick.state == slow.state)
    let shown = KeyboardAnimation(duration: 0.5, curve: 7)
    #expect(
      slowShow == AvoidanceOutcome(update: AvoidanceUpdate(slow.state, animation: shown, cause: .keyboard(.willShow))))
    #expect(quickShow != slowShow, "the update says how each moves")
  }

  @Test(
    "an input that leaves the state as it was publishes nothing, though it would move otherwise and for another cause")
  func sameStateIsNotRepublished() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    _ = try engine.handle(.didBeginEditing("a"))
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen, duration: 0.25)))
    let shown = engine.state
    let didShow = Fixtures.event(.didShow, height: 336, in: screen, duration: 0.4, curve: 0)
    #expect(try engine.handle(.keyboard(didShow)).isEmpty)
    #expect(engine.state == shown)
  }

  @Test("a hide keeps where the keyboard went, though the decision no longer uses a keyboard")
  func hideKeepsTheReportedFrame() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    #expect(engine.state.reportedKeyboardFrame == nil)
    _ = try engine.handle(.didBeginEditing("a"))
    #expect(engine.state.reportedKeyboardFrame == nil, "an estimate is no report")
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    #expect(engine.state.reportedKeyboardFrame == Fixtures.dockedFrame(height: 336, in: screen))

    let hidden = try engine.publishing(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))
    #expect(hidden.states.map(\.reportedKeyboardFrame) == [Fixtures.hiddenFrame(height: 336, in: screen)])
    #expect(engine.state.keyboard == nil)
    #expect(engine.state.reason == .keyboardHidden)
  }

  @Test("an undocked keyboard's hide leaves it floating on screen, and the state says where")
  func undockKeepsTheFloatingFrame() throws {
    let floating = CGRect(x: 0, y: 300, width: 393, height: 300)
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    _ = try engine.handle(.didBeginEditing("a"))
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let undock = KeyboardEvent(
      phase: .willHide, beginFrame: Fixtures.dockedFrame(height: 336, in: screen), endFrame: floating)
    _ = try engine.handle(.keyboard(undock))
    #expect(engine.state.keyboard == nil)
    let reported = try #require(engine.state.reportedKeyboardFrame)
    #expect(KeyboardCoverage(frame: reported, source: .reported, in: engine.container).isFloating)
  }

  @Test("stopping forgets the reported frame: a stopped engine hears no keyboard, so it would go stale")
  func stopForgetsTheReportedFrame() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    _ = engine.stopObserving()
    #expect(engine.state.reportedKeyboardFrame == nil)
    _ = try engine.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))
    #expect(engine.state.reportedKeyboardFrame == nil)
  }

  @Test(
    "new fields are in the context at once with their order and return keys, and publish nothing when nothing moves")
  func fieldsAreContext() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 100)])
    let fields = [Fixtures.field("a", y: 100), Fixtures.field("b", y: 160)]
    let changed = try engine.publishing(.fieldsDidChange(fields))
    #expect(changed.states == [])
    #expect(engine.context.navigator.fields == fields)
    let navigator = engine.context.navigator
    #expect(navigator.returnKey(for: "a") == .next)
    #expect(navigator.returnKey(for: "b") == .done)
    #expect(navigator.request(for: .returnKey, from: "a") == .focus("b"))
  }

  @Test("a scroll view's new geometry is in the context at once, and publishes nothing when nothing moves")
  func scrollViewGeometryIsContext() throws {
    let unlaidOut = ScrollViewGeometry(frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 0)
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(unlaidOut)), container: Fixtures.workedContainer,
      fields: [Fixtures.field("a", y: 100)])
    let before = engine.decision
    let outcome = try engine.handle(.scrollViewDidChange(scrollView))
    #expect(engine.context.configuration.strategy == .scroll(scrollView))
    #expect(engine.decision == before)
    #expect(outcome.isEmpty, "the decision is the same: nothing to publish")
    _ = try engine.handle(.didBeginEditing("a"))
    #expect(engine.state.configuration.strategy == .scroll(scrollView), "the next decision is taken in it")
  }

  @Test(
    "the scroll view's covered height is the keyboard's, not read back from insets that cannot fall below the safe area"
  )
  func scrollViewCoveredHeight() throws {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(scrollView)), container: Fixtures.workedContainer,
      fields: [Fixtures.field("a", y: 700)])
    _ = try engine.handle(.didBeginEditing("a"))
    #expect(engine.state.scrollViewCoveredHeight == 360, "the estimate covers it too")
    // A hardware keyboard pushed down until 20 pt show: less than the scroll view's 34 pt safe area.
    let bar = CGRect(x: 0, y: 852 - 20, width: 393, height: 336)
    _ = try engine.handle(.keyboard(KeyboardEvent(phase: .willShow, beginFrame: bar, endFrame: bar)))
    #expect(engine.state.targets.scrollInsets == .zero)
    #expect(engine.state.scrollViewCoveredHeight == 20)

    var shifting = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    _ = try shifting.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    #expect(shifting.state.coveredHeight == 336)
    #expect(shifting.state.scrollViewCoveredHeight == 0, "no scroll view")
  }
}
