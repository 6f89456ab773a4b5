import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

/// The user drags the keyboard down (interactive dismissal): UIKit posts nothing until the finger lets
/// go, so each tracked top is an input of its own. The worked example's screen: 393 x 852, safe area 59
/// top and 34 bottom, a 336 pt keyboard whose top is at 852 - 336 = 516; the field's bottom is at 744.
@Suite("Avoidance engine: a keyboard dragged down")
struct AvoidanceEngineDragTests {
  static let screen = Fixtures.workedContainer.screenBounds
  /// A scroll view that fills the screen under the bars: content 1000 tall, so at rest it scrolls
  /// 1000 + 34 - 852 = 182 pt at most.
  static let scrollView = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1000, adjustedTopInset: 59,
    bottomSafeAreaInset: 34)
  static let strategies: [AvoidanceStrategy] = [
    .shift, .scroll(scrollView), .bottomConstraint(scrollView, anchor: .containerBottom), .manual,
    .chat(messageList: scrollView, anchor: .safeAreaBottom),
  ]

  /// The engine once field "a" (y 700, bottom 744) edits and the 336 pt keyboard is shown.
  static func shown(_ strategy: AvoidanceStrategy) throws -> AvoidanceEngine {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: strategy), container: Fixtures.workedContainer,
      fields: [Fixtures.field("a", y: 700)])
    _ = try engine.handle(.didBeginEditing("a"))
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    return engine
  }

  @Test("under every strategy the keyboard's coverage follows the dragged top, at once", arguments: strategies)
  func coverageFollowsTheTop(strategy: AvoidanceStrategy) throws {
    var engine = try Self.shown(strategy)
    let dragged = try engine.publishing(.keyboardDragged(top: 616))
    // Dragged 100 pt down: the keyboard covers 852 - 616 = 236 pt of the screen.
    let covered = CGRect(x: 0, y: 616, width: 393, height: 852 - 616)
    #expect(dragged.states.count == 1)
    #expect(
      dragged.updates(\.coveredFrame) == [
        AvoidanceUpdate<CGRect?>(covered, animation: .immediate, cause: .keyboardDrag)
      ])
    #expect(dragged.updates(\.coveredHeight) == [AvoidanceUpdate(236, animation: .immediate, cause: .keyboardDrag)])
    #expect(engine.state.draggedKeyboardTop == 616)
    #expect(engine.state.keyboard?.frame == CGRect(x: 0, y: 616, width: 393, height: 336), "moved, not resized")
    #expect(engine.state.keyboard?.source == .reported)
    #expect(engine.state.reportedKeyboardFrame == Fixtures.dockedFrame(height: 336, in: Self.screen))
    #expect(engine.state.scrollViewCoveredHeight == (strategy.scrollView == nil ? 0 : 236))
  }

  @Test("shift: the field follows the keyboard down, its bottom 20 pt above the dragged top")
  func shiftFollows() throws {
    var engine = try Self.shown(.shift)
    let shown: CGFloat = -(744 + 20 - 516)
    #expect(engine.state.targets.offset == shown)
    let dragged = try engine.publishing(.keyboardDragged(top: 616))
    #expect(dragged.offsets == [AvoidanceUpdate(-(744 + 20 - 616), animation: .immediate, cause: .keyboardDrag)])
  }

  @Test("shift: the content never jumps as the keyboard is dragged down point by point")
  func shiftHasNoJump() throws {
    var engine = try Self.shown(.shift)
    var offset = engine.state.targets.offset
    for top in stride(from: CGFloat(517), through: 852, by: 1) {
      _ = try engine.handle(.keyboardDragged(top: top))
      let next = engine.state.targets.offset
      // The shift that reveals the field from rest, never more than the keyboard covers: min(764 - top,
      // 852 - top), 0 from top 764 on. It moves one point, or none, for one point of drag.
      #expect(next == -max(0, min(744 + 20 - top, 852 - top)), "top \(top)")
      #expect(abs(next - offset) <= 1, "top \(top): \(offset) -> \(next)")
      offset = next
    }
  }

  @Test("manual: the drag publishes the keyboard's coverage and moves nothing")
  func manualMovesNothing() throws {
    var engine = try Self.shown(.manual)
    let dragged = try engine.publishing(.keyboardDragged(top: 700))
    #expect(dragged.contentMoves == [])
    #expect(dragged.updates(\.coveredHeight) == [AvoidanceUpdate(152, animation: .immediate, cause: .keyboardDrag)])
  }

  @Test("scroll: the insets follow the keyboard and the offset is the finger's, held where it is")
  func scrollHoldsTheOffset() throws {
    var engine = try Self.shown(.scroll(Self.scrollView))
    // Shown: insets 336 - 34 = 302; the field's bottom + 20 at the visible bottom 852 - 336:
    // 764 - 516 = 248.
    #expect(engine.state.targets.scrollInsets == ScrollInsets(content: 302, indicator: 302))
    #expect(engine.state.targets.contentOffset == 248)
    let dragged = try engine.publishing(.keyboardDragged(top: 616))
    #expect(
      dragged.updates(\.targets.scrollInsets) == [
        AvoidanceUpdate(
          ScrollInsets(content: 236 - 34, indicator: 236 - 34), animation: .immediate, cause: .keyboardDrag)
      ])
    #expect(dragged.contentOffsets == [])
    // The finger scrolls too, here the field down out of sight (the visible bottom at
    // 0 + 852 - (202 - 34) - 34 = 650, above its 764): the next tracked top keeps the finger's offset
    // rather than scroll the field back.
    _ = try engine.handle(.didScroll(toContentOffset: 0))
    let further = try engine.publishing(.keyboardDragged(top: 650))
    #expect(further.contentOffsets == [])
    #expect(engine.state.targets.contentOffset == 0)
    #expect(engine.state.targets.scrollInsets == ScrollInsets(content: 202 - 34, indicator: 202 - 34))
  }

  @Test("bottom constraint: the constant follows the keyboard and the offset is held")
  func constraintFollows() throws {
    var engine = try Self.shown(.bottomConstraint(Self.scrollView, anchor: .containerBottom))
    // Shown: the scroll view ends at 516, so 764 - 516 = 248 reveals the field.
    #expect(engine.state.targets.constraintConstant == 336)
    #expect(engine.state.targets.contentOffset == 248)
    let dragged = try engine.publishing(.keyboardDragged(top: 616))
    #expect(
      dragged.updates(\.targets.constraintConstant) == [
        AvoidanceUpdate(852 - 616, animation: .immediate, cause: .keyboardDrag)
      ])
    #expect(dragged.contentOffsets == [])
    // The finger scrolls the field out of the shortened scroll view (0 to 650): held all the same.
    _ = try engine.handle(.didScroll(toContentOffset: 0))
    let further = try engine.publishing(.keyboardDragged(top: 650))
    #expect(further.contentOffsets == [])
    #expect(engine.state.targets.contentOffset == 0)
  }

  @Test(
    "a finger above the keyboard leaves it where it is: nothing changes, nothing is published", arguments: strategies)
  func fingerAboveTheKeyboard(strategy: AvoidanceStrategy) throws {
    var engine = try Self.shown(strategy)
    let before = engine
    #expect(try engine.handle(.keyboardDragged(top: 400)).isEmpty)
    #expect(try engine.handle(.keyboardDragged(top: 516)).isEmpty)
    #expect(engine == before)
    #expect(engine.state.draggedKeyboardTop == nil)
  }

  @Test("dragged back above where it was reported, the keyboard is where it was: the drag is over")
  func backAboveTheReportedTop() throws {
    var engine = try Self.shown(.shift)
    let shown = engine.state
    _ = try engine.handle(.keyboardDragged(top: 700))
    let back = try engine.publishing(.keyboardDragged(top: 300))
    #expect(back.states.map(\.cause) == [.keyboardDrag])
    #expect(engine.state == shown)
  }

  @Test("dragged to the screen's bottom edge or below, the keyboard covers nothing", arguments: strategies)
  func belowTheScreen(strategy: AvoidanceStrategy) throws {
    var engine = try Self.shown(strategy)
    _ = try engine.handle(.keyboardDragged(top: 852))
    #expect(engine.state.coveredHeight == 0)
    #expect(engine.state.coveredFrame == nil)
    #expect(engine.state.targets.offset == 0)
    #expect(engine.state.targets.constraintConstant == 0)
    if strategy.scrollView != nil {
      // The scroll view's own 34 pt safe area already clears what is left: the insets rest.
      #expect(engine.state.targets.scrollInsets == .zero)
    }
    // Clamped to the screen's bottom: further down is the same keyboard.
    #expect(try engine.handle(.keyboardDragged(top: 2_000)).isEmpty)
    #expect(engine.state.draggedKeyboardTop == 852)
  }

  @Test(
    "a screen that changes while the finger holds the keyboard below it holds the offset until the keyboard reports")
  func screenChangeUnderAKeyboardDraggedOut() throws {
    var engine = try Self.shown(.scroll(Self.scrollView))
    _ = try engine.handle(.keyboardDragged(top: 852))
    _ = try engine.handle(.didScroll(toContentOffset: 120))
    #expect(engine.state.keyboard == nil, "out of sight, the keyboard is none to the decision")
    let landscape = ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(try engine.handle(.containerDidChange(landscape)).update?.reason == .keyboardFromOldLayout)
    #expect(engine.state.targets.contentOffset == 120)
    guard case .awaitingKeyboard(let last, "a") = engine.phase else {
      Issue.record("\(engine.phase) awaits no keyboard")
      return
    }
    #expect(last.frame.minY == 852, "the keyboard as the finger left it")
  }

  /// A state in which a drag is ignored, and how the engine gets there.
  struct Ignored: Sendable, CustomTestStringConvertible {
    let label: String
    let inputs: [AvoidanceInput]
    var testDescription: String { label }
  }

  static let ignored: [Ignored] = [
    Ignored(label: "no keyboard yet, nothing focused", inputs: []),
    Ignored(label: "estimating the keyboard for a focused field", inputs: [.didBeginEditing("a")]),
    Ignored(
      label: "the keyboard hidden",
      inputs: [
        .didBeginEditing("a"), .keyboard(Fixtures.event(.willShow, height: 336, in: screen)),
        .keyboard(Fixtures.event(.willHide, height: 336, in: screen)),
      ]),
    Ignored(
      label: "a floating keyboard",
      inputs: [
        .didBeginEditing("a"),
        .keyboard(
          KeyboardEvent(
            phase: .willChangeFrame, beginFrame: CGRect(x: 40, y: 400, width: 320, height: 250),
            endFrame: CGRect(x: 40, y: 400, width: 320, height: 250))),
      ]),
    Ignored(
      label: "not observing",
      inputs: [.didBeginEditing("a"), .keyboard(Fixtures.event(.willShow, height: 336, in: screen)), .stopObserving]),
  ]

  @Test("a drag is ignored unless a docked keyboard is shown", arguments: ignored)
  func ignoredWithoutADockedKeyboard(state: Ignored) throws {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .scroll(Self.scrollView)), container: Fixtures.workedContainer,
      fields: [Fixtures.field("a", y: 700)])
    for input in state.inputs { _ = try engine.handle(input) }
    let before = engine
    #expect(try engine.handle(.keyboardDragged(top: 700)).isEmpty)
    #expect(engine == before)
    #expect(engine.state.draggedKeyboardTop == nil)
  }

  @Test(
    "a top that is NaN or infinite is refused and changes nothing",
    arguments: [CGFloat.nan, .infinity, -.infinity, .signalingNaN])
  func nonFiniteTop(top: CGFloat) throws {
    var engine = try Self.shown(.shift)
    _ = try engine.handle(.keyboardDragged(top: 616))
    let before = engine
    #expect(throws: AvoidanceError.invalidKeyboardTop) { try engine.handle(.keyboardDragged(top: top)) }
    #expect(engine == before)
    // Refused as bad input wherever it arrives, a keyboard shown or not.
    var resting = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    let atRest = resting
    #expect(throws: AvoidanceError.invalidKeyboardTop) { try resting.handle(.keyboardDragged(top: top)) }
    #expect(resting == atRest)
  }

  @Test("the same top twice publishes nothing the second time", arguments: strategies)
  func sameTopTwice(strategy: AvoidanceStrategy) throws {
    var engine = try Self.shown(strategy)
    _ = try engine.handle(.keyboardDragged(top: 616))
    let before = engine
    #expect(try engine.handle(.keyboardDragged(top: 616)).isEmpty)
    #expect(engine == before)
  }

  @Test("a zero-height show during a drag is no keyboard: the drag goes on, nothing moves", arguments: strategies)
  func zeroHeightShowDuringADrag(strategy: AvoidanceStrategy) throws {
    var engine = try Self.shown(strategy)
    _ = try engine.handle(.keyboardDragged(top: 700))
    let before = engine
    let sliver = CGRect(x: 0, y: 852, width: 393, height: 0)
    #expect(try engine.handle(.keyboard(KeyboardEvent(phase: .willShow, beginFrame: sliver, endFrame: sliver))).isEmpty)
    #expect(engine == before)
    #expect(engine.state.draggedKeyboardTop == 700)
  }

  @Test("the show that ends a drag, sent again, publishes nothing the second time", arguments: strategies)
  func endingShowTwice(strategy: AvoidanceStrategy) throws {
    var engine = try Self.shown(strategy)
    _ = try engine.handle(.didScroll(toContentOffset: 0))
    _ = try engine.handle(.keyboardDragged(top: 852))
    let show = Fixtures.event(.willShow, height: 336, in: Self.screen)
    _ = try engine.handle(.keyboard(show))
    let before = engine
    #expect(try engine.handle(.keyboard(Fixtures.event(.didShow, height: 336, in: Self.screen))).isEmpty)
    #expect(engine.state == before.state)
  }

  @Test("dragged down and back above where it was reported, the offset is still the finger's", arguments: strategies)
  func dragBackToTheTop(strategy: AvoidanceStrategy) throws {
    var engine = try Self.shown(strategy)
    _ = try engine.handle(.keyboardDragged(top: 852))
    _ = try engine.handle(.didScroll(toContentOffset: 0))
    let fingers = engine.state.targets.contentOffset
    _ = try engine.handle(.keyboardDragged(top: 400))
    #expect(engine.state.draggedKeyboardTop == nil)
    #expect(engine.state.targets.contentOffset == fingers)
  }

  @Test("the hide that ends a drag returns to rest with the hide's timing", arguments: strategies)
  func hideEndsTheDrag(strategy: AvoidanceStrategy) throws {
    var engine = try Self.shown(strategy)
    _ = try engine.handle(.keyboardDragged(top: 700))
    let heldOffset = engine.state.targets.contentOffset
    let hide = Fixtures.event(.willHide, height: 336, in: Self.screen, duration: 0.2)
    let hidden = try engine.publishing(.keyboard(hide))
    #expect(hidden.states.map(\.cause) == [.keyboard(.willHide)])
    #expect(hidden.states.map(\.animation) == [KeyboardAnimation(duration: 0.2, curve: 7)])
    #expect(engine.state.draggedKeyboardTop == nil)
    #expect(engine.state.reason == .keyboardHidden)
    let rest = AvoidanceTargets()
    #expect(engine.state.targets.offset == rest.offset)
    #expect(engine.state.targets.constraintConstant == rest.constraintConstant)
    #expect(engine.state.targets.scrollInsets == (strategy.scrollView?.restInsets ?? rest.scrollInsets))
    if case .chat = strategy {
      // A chat's list comes down as far as the composer does from where the finger left it: the drag
      // left it risen 852 - 34 - 700 = 118.
      #expect(engine.state.targets.contentOffset == max(-59, heldOffset - 118))
    } else if strategy.scrollView != nil {
      // The finger's offset is held, but no blank shows below the content: at rest it scrolls
      // 1000 + 34 - 852 = 182 pt at most.
      #expect(engine.state.targets.contentOffset == min(heldOffset, 182))
    }
  }

  @Test("the show that cancels a drag returns to the keyboard's targets, as before the drag", arguments: strategies)
  func showCancelsTheDrag(strategy: AvoidanceStrategy) throws {
    var engine = try Self.shown(strategy)
    let shown = engine.state
    _ = try engine.handle(.keyboardDragged(top: 616))
    _ = try engine.handle(.keyboardDragged(top: 700))
    let show = Fixtures.event(.willShow, height: 336, in: Self.screen, duration: 0.3)
    let cancelled = try engine.publishing(.keyboard(show))
    #expect(cancelled.states.map(\.cause) == [.keyboard(.willShow)])
    #expect(cancelled.states.map(\.animation) == [KeyboardAnimation(duration: 0.3, curve: 7)])
    #expect(engine.state.draggedKeyboardTop == nil)
    var expected = shown.targets
    if case .chat = strategy {
      // A chat's list rises with the composer from where the finger left it, 302 - 118 = 184 pt: the
      // finger, on a device, had scrolled it down with the keyboard.
      expected.contentOffset += 184
    }
    #expect(engine.state.targets == expected)
    #expect(engine.state.coveredHeight == 336)
  }

  @Test("a rotation ends the drag: the keyboard is known again only from its next report")
  func rotationEndsTheDrag() throws {
    var engine = try Self.shown(.shift)
    _ = try engine.handle(.keyboardDragged(top: 700))
    let landscape = DevicePreset.iPhone15.container(.landscape)
    _ = try engine.handle(.containerDidChange(landscape))
    #expect(engine.state.draggedKeyboardTop == nil)
    let height = DevicePreset.iPhone15.landscapeKeyboard.withPredictiveBar
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: height, in: landscape.screenBounds)))
    #expect(engine.state.draggedKeyboardTop == nil)
    #expect(engine.state.coveredHeight == height)
  }

  @Test("a rotation ends a drag of a keyboard up for a field elsewhere too")
  func rotationEndsTheDragWithFocusElsewhere() throws {
    var engine = try Self.shown(.shift)
    _ = try engine.handle(.focusDidMoveElsewhere)
    _ = try engine.handle(.keyboardDragged(top: 700))
    #expect(engine.state.draggedKeyboardTop == 700)
    _ = try engine.handle(.containerDidChange(DevicePreset.iPhone15.container(.landscape)))
    #expect(engine.state.draggedKeyboardTop == nil)
  }

  // The user swipes right after tapping the field: the show's did-notifications, posted as its animation
  // ends (https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification), arrive
  // while the finger holds the keyboard at 600. Taken as the keyboard's word, they snapped the content up
  // to 516, then the next move of the finger down again.
  @Test(
    "the show's did-notifications, late for a drag that began during its animation, end no drag and move nothing",
    arguments: strategies)
  func lateDidNotificationsDuringADrag(strategy: AvoidanceStrategy) throws {
    var engine = try Self.shown(strategy)
    _ = try engine.handle(.keyboardDragged(top: 600))
    let dragged = engine
    for phase in [KeyboardPhase.didChangeFrame, .didShow] {
      let late = try engine.publishing(.keyboard(Fixtures.event(phase, height: 336, in: Self.screen)))
      #expect(late.states == [])
      #expect(engine == dragged)
    }
    // The finger moves on from where it held the keyboard: no jump.
    let next = try engine.publishing(.keyboardDragged(top: 610))
    #expect(next.states.map(\.cause) == [.keyboardDrag])
    #expect(engine.state.draggedKeyboardTop == 610)
    // A will-notification is UIKit's word on the drag: the show that cancels it ends it.
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    #expect(engine.state.draggedKeyboardTop == nil)
  }

  // The engine fuzzer's find: a did-hide that gave the frame the keyboard was shown at was taken for a late
  // did-notification of the show, and left content where the finger held it with no keyboard.
  @Test("a did-hide during a drag is a hide, whatever frame it gives: content returns to rest", arguments: strategies)
  func didHideDuringADragIsAHide(strategy: AvoidanceStrategy) throws {
    var engine = try Self.shown(strategy)
    _ = try engine.handle(.keyboardDragged(top: 700))
    let shownFrame = try #require(engine.context.phase.shownKeyboardFrame)
    let event = KeyboardEvent(phase: .didHide, beginFrame: shownFrame, endFrame: shownFrame)
    _ = try engine.handle(.keyboard(event))
    #expect(engine.state.draggedKeyboardTop == nil)
    #expect(engine.decision.keyboard == nil)
    #expect(engine.state.coveredHeight == 0)
  }
}
