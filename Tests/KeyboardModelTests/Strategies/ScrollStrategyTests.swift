import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite("Scroll and bottom-constraint strategies")
struct ScrollStrategyTests {
  let screen = Fixtures.workedContainer.screenBounds
  let scrollView = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1000, adjustedTopInset: 59,
    bottomSafeAreaInset: 34, restInsets: ScrollInsets(content: 0, indicator: 0))

  @Test("scroll: show sets insets and reveals the field; hide restores the insets and clamps the offset")
  func scrollShowAndHide() throws {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(scrollView)), container: Fixtures.workedContainer,
      fields: [Fixtures.field("last", y: 900)])
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let show = try engine.publishing(.didBeginEditing("last"))
    let inset: CGFloat = 336 - 34
    let cause = AvoidanceCause.focusChange
    let revealed: CGFloat = 944 + 20 - 852 + inset + 34
    #expect(
      show.updates(\.targets.scrollInsets) == [
        AvoidanceUpdate(ScrollInsets(content: inset, indicator: inset), animation: .keyboard, cause: cause)
      ])
    #expect(show.contentOffsets == [AvoidanceUpdate(revealed, animation: .keyboard, cause: cause)])
    let hide = try engine.publishing(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))
    let hideCause = AvoidanceCause.keyboard(.willHide)
    #expect(hide.updates(\.targets.scrollInsets) == [AvoidanceUpdate(.zero, animation: .keyboard, cause: hideCause)])
    #expect(hide.contentOffsets == [AvoidanceUpdate(CGFloat(1000 + 34 - 852), animation: .keyboard, cause: hideCause)])
  }

  @Test("scroll: geometry taken anew at rest (after layout) is what the next reveal uses")
  func geometryUpdatedAtRest() throws {
    // As read before layout: no content yet, so nothing can scroll.
    let unlaidOut = ScrollViewGeometry(frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 0)
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(unlaidOut)), container: Fixtures.workedContainer,
      fields: [Fixtures.field("last", y: 900)])
    _ = try engine.handle(.scrollViewDidChange(scrollView))
    #expect(engine.configuration.strategy == .scroll(scrollView))

    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    _ = try engine.publishing(.didBeginEditing("last"))
    let revealed: CGFloat = 944 + 20 - 852 + (336 - 34) + 34
    #expect(engine.state.targets.contentOffset == revealed)
  }

  @Test("scroll: invalid geometry is refused, naming the value, and nothing changes; shift ignores it")
  func geometryUpdateRefused() throws {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(scrollView)), container: Fixtures.workedContainer,
      fields: [Fixtures.field("last", y: 900)])
    let before = engine
    var broken = scrollView
    broken.contentHeight = -1
    do {
      _ = try engine.handle(.scrollViewDidChange(broken))
      Issue.record("a negative content height was accepted")
    } catch {
      guard case .invalidConfiguration(let invalid) = error else { throw error }
      #expect(invalid.name == "strategy.scrollView.contentHeight")
    }
    #expect(engine == before)

    var shifting = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [])
    #expect(try shifting.handle(.scrollViewDidChange(scrollView)).isEmpty)
    #expect(shifting.configuration.strategy == .shift)
  }

  @Test("scroll: the real keyboard corrects the estimate's scroll, as if it had been known from the start")
  func estimateThenReport() throws {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(scrollView)), container: Fixtures.workedContainer,
      fields: [Fixtures.field("last", y: 900)])
    // Bottom of the field (944) plus spacing sits at the visible area's bottom: 852 minus the
    // keyboard's overlap (its inset plus the scroll view's 34 pt bottom safe area).
    let estimated = try engine.publishing(.didBeginEditing("last"))
    let estimatedInset: CGFloat = 360 - 34
    #expect(estimated.contentOffsets.map(\.value) == [944 + 20 - 852 + estimatedInset + 34])
    let shown = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let realInset: CGFloat = 336 - 34
    #expect(
      shown.contentOffsets == [
        AvoidanceUpdate(944 + 20 - 852 + realInset + 34, animation: .keyboard, cause: .keyboard(.willShow))
      ])
    #expect(engine.state.targets.scrollInsets.content == realInset)
    let again = try engine.publishing(.keyboard(Fixtures.event(.didShow, height: 336, in: screen)))
    #expect(again.contentOffsets == [])
  }

  @Test("scroll: a user's scroll while the keyboard is estimated is kept when the real keyboard arrives")
  func userScrollDuringEstimate() throws {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(scrollView)), container: Fixtures.workedContainer,
      fields: [Fixtures.field("last", y: 900)])
    _ = try engine.publishing(.didBeginEditing("last"))
    // 450 already shows the field with spacing above the real keyboard (944 + 20 <= 450 + 852 - 336),
    // and is within the content; without the user's scroll the reveal would start from rest (448).
    _ = try engine.publishing(.didScroll(toContentOffset: 450))
    let shown = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    #expect(shown.contentOffsets == [])
    #expect(engine.state.targets.contentOffset == 450)
  }

  @Test("scroll: the user's scroll is the offset the next reveal starts from")
  func userScroll() throws {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(scrollView)), container: Fixtures.workedContainer,
      fields: [Fixtures.field("a", y: 300)])
    let scrolled = try engine.publishing(.didScroll(toContentOffset: 400))
    #expect(scrolled.states.count == 1)
    #expect(scrolled.contentOffsets == [AvoidanceUpdate(400, animation: .immediate, cause: .userScroll)])
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let focused = try engine.publishing(.didBeginEditing("a"))
    #expect(focused.contentOffsets.map(\.value) == [CGFloat(300 - 20 - 59)])
  }

  @Test("scroll: the same keyboard event twice scrolls once, even for a field too tall for spacing on both sides")
  func repeatedEventScrollsOnce() throws {
    // Found by fuzz-userinfo: a hardware keyboard's 55-point bar, spacing 216 and a 516-point field.
    let longForm = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1904, adjustedTopInset: 59,
      bottomSafeAreaInset: 34)
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(longForm), spacing: 216),
      container: Fixtures.workedContainer,
      fields: [InputField(id: "notes", frame: CGRect(x: 0, y: 516, width: 300, height: 516), kind: .textView)])
    _ = try engine.publishing(.didBeginEditing("notes"))
    let bar = CGRect(x: 0, y: 797, width: 393, height: 516)
    let event = KeyboardEvent(phase: .didShow, beginFrame: bar, endFrame: bar)
    let first = try engine.publishing(.keyboard(event))
    #expect(first.contentOffsets.map(\.value) == [CGFloat(1032 + 216 - 797)])
    let afterFirst = engine
    #expect(try engine.handle(.keyboard(event)).isEmpty)
    #expect(engine == afterFirst)
  }

  @Test(
    "bottom constraint: the constant rises to the keyboard and the field is revealed in the shortened scroll view",
    arguments: [ConstraintAnchor.containerBottom, .safeAreaBottom])
  func bottomConstraint(anchor: ConstraintAnchor) throws {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .bottomConstraint(scrollView, anchor: anchor)),
      container: Fixtures.workedContainer, fields: [Fixtures.field("last", y: 900)])
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    _ = try engine.publishing(.didBeginEditing("last"))
    let expectedConstant: CGFloat = anchor == .containerBottom ? 336 : 336 - 34
    #expect(engine.state.targets.constraintConstant == expectedConstant)
    // The shortened scroll view is 516 high and has no bottom safe area left.
    #expect(engine.state.targets.contentOffset == CGFloat(944 + 20 - 516))
    #expect(engine.state.targets.scrollInsets == .zero)
    _ = try engine.publishing(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))
    #expect(engine.state.targets.constraintConstant == 0)
    #expect(engine.state.targets.contentOffset == CGFloat(1000 + 34 - 852))
  }

  @Test("the same keyboard event twice publishes nothing, even where the scroll rule depends on the offset it set")
  func sameEventTwiceKeepsTheRule() throws {
    // Content too short to scroll, and a starting offset below the smallest one: the first decision
    // scrolls towards the field and is clamped; taken again from the clamped offset, the field counts as
    // already visible. The targets are the same, so the second event must publish nothing.
    let short = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), contentHeight: 73, adjustedTopInset: 20, contentOffset: -30)
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(short)),
      container: ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667)),
      fields: [Fixtures.field("a", y: 575)])
    _ = try engine.handle(.didBeginEditing("a"))
    let sliver = KeyboardEvent(
      phase: .willShow, beginFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
      endFrame: CGRect(x: 0, y: 666.75, width: 375, height: 0.25))
    _ = try engine.handle(.keyboard(sliver))
    guard case .revealed(let reveal) = engine.state.reason else {
      Issue.record("expected a reveal, found \(engine.state.reason)")
      return
    }
    #expect(reveal.rule == .limitedByContent)
    #expect(engine.state.targets.contentOffset == -20)
    let afterFirst = engine
    #expect(try engine.handle(.keyboard(sliver)).isEmpty)
    #expect(engine == afterFirst)
  }
}
