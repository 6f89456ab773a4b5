import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

/// A whole reading of the layout taken as one decision: what a listener sends before each notification.
@Suite("Avoidance engine: a layout reading is one decision")
struct AvoidanceEngineLayoutReadingTests {
  let screen = Fixtures.workedContainer.screenBounds
  let scrollView = ScrollViewGeometry(frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1_400)

  func editing(strategy: AvoidanceStrategy) throws -> AvoidanceEngine {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: strategy), container: Fixtures.workedContainer,
      fields: [Fixtures.field("a", y: 700), Fixtures.field("b", y: 1_000)])
    _ = try engine.handle(.didBeginEditing("a"))
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    return engine
  }

  @Test("a rotation's container, scroll view, fields and scroll publish one state, held for the keyboard")
  func rotationIsOnePublication() throws {
    var engine = try editing(strategy: .scroll(scrollView))
    let before = engine.state.targets
    let landscape = ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: 852, height: 393))
    var laidOut = scrollView
    laidOut.frame = landscape.frame
    let reading = LayoutReading(
      container: landscape, fields: [Fixtures.field("a", y: 300), Fixtures.field("b", y: 600)], scrollView: laidOut,
      scrolledContentOffset: before.contentOffset + 10)
    let outcome = try engine.handle(.layoutDidChange(reading))
    #expect(outcome.update != nil)
    #expect(engine.state.container == landscape)
    #expect(engine.state.configuration.strategy.scrollView == laidOut)
    #expect(engine.state.reason == .keyboardFromOldLayout)
    #expect(engine.state.targets.contentOffset == before.contentOffset + 10)
  }

  @Test("a scroll alone is the user's, published at once and not decided anew")
  func scrollAlone() throws {
    var engine = try editing(strategy: .scroll(scrollView))
    let outcome = try engine.handle(.layoutDidChange(LayoutReading(scrolledContentOffset: 40)))
    #expect(engine.state.targets.contentOffset == 40)
    #expect(
      outcome == AvoidanceOutcome(update: AvoidanceUpdate(engine.state, animation: .immediate, cause: .userScroll)))
  }

  @Test("a reading without the focused field ends its editing, in the same decision")
  func focusedFieldGone() throws {
    var engine = try editing(strategy: .shift)
    let outcome = try engine.handle(.layoutDidChange(LayoutReading(fields: [Fixtures.field("b", y: 500)])))
    #expect(engine.focusedField == nil)
    #expect(
      outcome == AvoidanceOutcome(update: AvoidanceUpdate(engine.state, animation: .keyboard, cause: .editingEnded)))
  }

  /// An input that changes one part of the layout, and the reading of that part alone.
  struct OnePart: Sendable, CustomTestStringConvertible {
    let label: String
    let input: AvoidanceInput
    let reading: LayoutReading
    var testDescription: String { label }
  }

  static let landscape = ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: 852, height: 393))
  static let onePart: [OnePart] = [
    OnePart(
      label: "a rotated container", input: .containerDidChange(landscape), reading: LayoutReading(container: landscape)),
    OnePart(
      label: "fields that moved",
      input: .fieldsDidChange([Fixtures.field("a", y: 400), Fixtures.field("b", y: 1_000)]),
      reading: LayoutReading(fields: [Fixtures.field("a", y: 400), Fixtures.field("b", y: 1_000)])),
    OnePart(
      label: "fields without the focused one (its cell reused)", input: .fieldsDidChange([Fixtures.field("b", y: 500)]),
      reading: LayoutReading(fields: [Fixtures.field("b", y: 500)])),
    OnePart(
      label: "a taller scroll view",
      input: .scrollViewDidChange(
        ScrollViewGeometry(frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 2_000)),
      reading: LayoutReading(
        scrollView: ScrollViewGeometry(frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 2_000))),
    OnePart(
      label: "a scroll", input: .didScroll(toContentOffset: 40), reading: LayoutReading(scrolledContentOffset: 40)),
  ]

  @Test("an input of one part of the layout is a reading of that part alone", arguments: onePart)
  func onePartIsAReading(part: OnePart) throws {
    #expect(part.input == .layoutDidChange(part.reading))
    guard case .layoutDidChange(let reading) = part.input else { return }
    #expect(reading.onlyPart != nil, "a scenario file writes it as that part's own step")
  }

  @Test("fields without the focused field end its editing")
  func fieldsWithoutTheFocusedOne() throws {
    do {
      var engine = try editing(strategy: .shift)
      #expect(try engine.handle(.fieldsDidChange([Fixtures.field("b", y: 500)])).update != nil)
      #expect(engine.focusedField == nil)
      #expect(engine.navigator.fields.map(\.id) == ["b"])
    }
  }

  @Test("a reading that says nothing new publishes nothing")
  func unchanged() throws {
    var engine = try editing(strategy: .shift)
    #expect(try engine.handle(.layoutDidChange(LayoutReading(container: Fixtures.workedContainer))).isEmpty)
    #expect(try engine.handle(.layoutDidChange(LayoutReading())).isEmpty)
  }

  @Test("a bad part is a typed error naming it, and nothing of the reading is taken")
  func badPartChangesNothing() throws {
    var engine = try editing(strategy: .scroll(scrollView))
    let before = engine
    let landscape = ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: 852, height: 393))
    let bad = Fixtures.field("a", y: .nan)
    #expect(throws: AvoidanceError.invalidField("a")) {
      try engine.handle(.layoutDidChange(LayoutReading(container: landscape, fields: [bad])))
    }
    #expect(throws: AvoidanceError.invalidContentOffset) {
      try engine.handle(.layoutDidChange(LayoutReading(container: landscape, scrolledContentOffset: .infinity)))
    }
    #expect(engine == before)
  }

  /// A hold of the targets, and the new scroll view taken while it lasts.
  struct Hold: Sendable, CustomTestStringConvertible {
    let label: String
    let reason: AvoidanceReason
    /// What starts the hold, from a field editing with the keyboard shown.
    let start: @Sendable (ScrollViewGeometry) -> [AvoidanceInput]
    var testDescription: String { label }
  }

  static let holds: [Hold] = [
    Hold(label: "focus between two fields", reason: .heldBetweenFields) { _ in [.didEndEditing("a")] },
    Hold(label: "a keyboard from the old layout", reason: .keyboardFromOldLayout) { scrollView in
      var laidOut = scrollView
      laidOut.frame = landscape.frame
      return [.layoutDidChange(LayoutReading(container: landscape, scrollView: laidOut))]
    },
  ]

  @Test(
    "a scroll view taken during a hold holds only what the strategy moves: the rest takes the new rest values",
    arguments: holds, [false, true])
  func holdKeepsOnlyMovedProperties(hold: Hold, byReading: Bool) throws {
    var scrollView = scrollView
    scrollView.restInsets = ScrollInsets(content: 12, indicator: 8)
    var engine = try editing(strategy: .bottomConstraint(scrollView, anchor: .containerBottom))
    for input in hold.start(scrollView) { _ = try engine.handle(input) }
    #expect(engine.state.reason == hold.reason)
    let held = engine.state.targets
    #expect(held.constraintConstant > 0)

    // The app sets insets of its own: bottomConstraint never moves them, so they are at rest, held or not.
    var laidOut = engine.state.configuration.strategy.scrollView ?? scrollView
    laidOut.restInsets = ScrollInsets(content: 40, indicator: 30)
    let input: AvoidanceInput =
      byReading ? .layoutDidChange(LayoutReading(scrollView: laidOut)) : .scrollViewDidChange(laidOut)
    _ = try engine.handle(input)
    #expect(engine.state.reason == hold.reason)
    #expect(engine.state.targets.scrollInsets == laidOut.restInsets)
    #expect(engine.state.targets.constraintConstant == held.constraintConstant)
    #expect(engine.state.targets.contentOffset == held.contentOffset)
  }

  @Test("under the scroll strategy a held inset never falls below the new rest inset", arguments: holds)
  func heldInsetNeverBelowRest(hold: Hold) throws {
    var engine = try editing(strategy: .scroll(scrollView))
    for input in hold.start(scrollView) { _ = try engine.handle(input) }
    let held = engine.state.targets
    #expect(held.contentInset > 0)

    var laidOut = engine.state.configuration.strategy.scrollView ?? scrollView
    laidOut.restInsets = ScrollInsets(content: held.contentInset + 100, indicator: 4)
    _ = try engine.handle(.scrollViewDidChange(laidOut))
    #expect(engine.state.reason == hold.reason)
    #expect(
      engine.state.targets.scrollInsets
        == ScrollInsets(content: held.contentInset + 100, indicator: held.indicatorInset))
    #expect(engine.state.targets.contentOffset == held.contentOffset)
  }
}
