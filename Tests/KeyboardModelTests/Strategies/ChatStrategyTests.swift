import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

/// A chat screen on the worked example's iPhone (393 x 852, safe area 59 top and 34 bottom, a 336 pt
/// keyboard whose top is at 516): a composer bar 52 pt tall on the bottom safe-area guide (766 to 818),
/// its text view filling it, and a message list with 2000 pt of messages, scrolled to the newest.
@Suite("Chat strategy: a composer on the keyboard, the message list following")
struct ChatStrategyTests {
  static let container = Fixtures.workedContainer
  static let screen = container.screenBounds
  /// The composer's text view: its bottom is the composer's, 818 at rest.
  static let composer = InputField(id: "composer", frame: CGRect(x: 8, y: 766, width: 377, height: 52), kind: .textView)
  /// A list that fills the screen behind the composer: its 52 pt rest inset clears the composer (the
  /// 34 pt safe area below it is the list's own), and at the newest message it is scrolled to
  /// 2000 + 52 + 34 - 852 = 1234.
  static let behind = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 2000, adjustedTopInset: 59,
    bottomSafeAreaInset: 34, restInsets: ScrollInsets(content: 52, indicator: 52), contentOffset: 1234)
  /// A list pinned to the composer's top (0 to 766): no inset, no bottom safe area, scrolled to the
  /// newest at 2000 - 766 = 1234.
  static let pinned = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 766), contentHeight: 2000, adjustedTopInset: 59,
    contentOffset: 1234)

  static func engine(_ list: ScrollViewGeometry = behind, anchor: ConstraintAnchor = .safeAreaBottom)
    throws -> AvoidanceEngine
  {
    try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .chat(messageList: list, anchor: anchor)),
      container: container, fields: [composer])
  }

  /// The composer editing with the 336 pt keyboard shown.
  static func shown(_ list: ScrollViewGeometry = behind) throws -> AvoidanceEngine {
    var engine = try engine(list)
    _ = try engine.handle(.didBeginEditing("composer"))
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    return engine
  }

  /// Where the bottom of the list's visible content is, in content coordinates: the offset plus the
  /// list's height less its bottom inset and safe area.
  static func visibleBottom(_ state: AvoidanceState, list: ScrollViewGeometry, height: CGFloat? = nil) -> CGFloat {
    state.targets.contentOffset + (height ?? list.frame.height) - state.targets.contentInset - list.bottomSafeAreaInset
  }

  /// A composer's anchor on a device, with where the composer's bottom sits at rest.
  struct Anchoring: Sendable, CustomTestStringConvertible {
    let label: String
    let device: DevicePreset
    let anchor: ConstraintAnchor
    /// The anchor's y in the container: the bottom safe-area guide or the container's bottom.
    let anchorY: CGFloat
    var testDescription: String { label }
  }

  static let anchorings: [Anchoring] = [
    Anchoring(
      label: "iPhone 15, safe-area bottom (852 - 34)", device: .iPhone15, anchor: .safeAreaBottom, anchorY: 818),
    Anchoring(label: "iPhone 15, container bottom", device: .iPhone15, anchor: .containerBottom, anchorY: 852),
    Anchoring(
      label: "iPhone SE (no bottom safe area), safe-area bottom", device: .iPhoneSE, anchor: .safeAreaBottom,
      anchorY: 667),
    Anchoring(label: "iPhone SE, container bottom", device: .iPhoneSE, anchor: .containerBottom, anchorY: 667),
  ]

  @Test(
    "the constant is the keyboard's height above the anchor, and the composer's bottom sits on the keyboard at every drag position",
    arguments: anchorings)
  func composerRidesTheKeyboard(anchoring: Anchoring) throws {
    let container = anchoring.device.container(.portrait)
    let screen = container.screenBounds
    let composer = InputField(
      id: "composer", frame: CGRect(x: 8, y: anchoring.anchorY - 52, width: screen.width - 16, height: 52),
      kind: .textView)
    let list = ScrollViewGeometry(frame: container.frame, contentHeight: 2000)
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .chat(messageList: list, anchor: anchoring.anchor)),
      container: container, fields: [composer])
    _ = try engine.handle(.didBeginEditing("composer"))
    let height = anchoring.device.portraitKeyboard.withPredictiveBar
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: height, in: screen)))
    let reportedTop = screen.maxY - height

    for top in [reportedTop] + Array(stride(from: reportedTop + 1, through: screen.maxY + 40, by: 7)) {
      if top != reportedTop { _ = try engine.handle(.keyboardDragged(top: top)) }
      let constant = engine.state.targets.constraintConstant
      // The keyboard covers anchorY - top of the screen above the anchor; none once below it.
      #expect(constant == max(0, anchoring.anchorY - top), "top \(top)")
      // The composer's bottom (its text view's, at rest, raised by the constant) on the keyboard's top.
      #expect(composer.frame.maxY - constant == min(top, anchoring.anchorY), "top \(top)")
      // Pinned while the keyboard covers any of the screen; below it, the keyboard covers nothing.
      let reason = top < screen.maxY ? engine.state.reason.rule : nil
      #expect(reason == (top < screen.maxY ? .pinnedAboveKeyboard : nil), "top \(top)")
      if top >= screen.maxY { #expect(engine.state.reason == .keyboardCoversNothing, "top \(top)") }
    }
  }

  @Test("a list behind the composer is inset by its rest inset plus the rise, frame by frame")
  func listBehindIsInset() throws {
    var engine = try Self.shown()
    // Shown: the composer rises 818 - 516 = 302; the list's insets 52 + 302 = 354.
    #expect(engine.state.targets.constraintConstant == 302)
    #expect(engine.state.targets.scrollInsets == ScrollInsets(content: 354, indicator: 354))
    for top: CGFloat in [600, 700, 818] {
      let dragged = try engine.publishing(.keyboardDragged(top: top))
      let rise = 818 - top
      #expect(
        dragged.updates(\.targets.scrollInsets) == [
          AvoidanceUpdate(
            ScrollInsets(content: 52 + rise, indicator: 52 + rise), animation: .immediate, cause: .keyboardDrag)
        ], "top \(top)")
      #expect(dragged.contentOffsets == [], "the finger's, held: top \(top)")
    }
    // Below the anchor the keyboard still covers part of the home indicator's strip, but the composer
    // rests, and the insets with it.
    let below = try engine.publishing(.keyboardDragged(top: 840))
    #expect(below.updates(\.coveredHeight).map(\.value) == [852 - 840])
    #expect(below.updates(\.targets.scrollInsets) == [])
  }

  @Test("a list pinned above the composer keeps its rest insets: its frame follows the composer instead")
  func listPinnedKeepsItsInsets() throws {
    var engine = try Self.shown(Self.pinned)
    #expect(engine.state.targets.constraintConstant == 302)
    #expect(engine.state.targets.scrollInsets == .zero)
    // The list now ends at the composer's top, 766 - 302 = 464: the newest message's bottom, 2000, at
    // its bottom, so the offset is 2000 - 464 = 1536, 1234 moved by the rise.
    let moved: CGFloat = 1234 + 302
    #expect(engine.state.targets.contentOffset == moved)
    #expect(Self.visibleBottom(engine.state, list: Self.pinned, height: 766 - 302) == 2000)
    let dragged = try engine.publishing(.keyboardDragged(top: 700))
    #expect(dragged.updates(\.targets.constraintConstant).map(\.value) == [818 - 700])
    #expect(dragged.updates(\.targets.scrollInsets) == [])
    #expect(dragged.contentOffsets == [])
  }

  @Test("showing the keyboard moves the offset by the rise: the newest message stays just above the composer")
  func newestMessageStaysInView() throws {
    var engine = try Self.engine()
    // At rest the newest message's bottom (2000) is at the visible bottom.
    let newest: CGFloat = 1234 + 852 - 52 - 34
    #expect(Self.visibleBottom(engine.state, list: Self.behind) == newest)
    _ = try engine.handle(.didBeginEditing("composer"))
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    // 1234 + 302 = 1536, which is the end of the content with 354 pt of inset: 2000 + 354 + 34 - 852.
    #expect(engine.state.targets.contentOffset == 1536)
    #expect(Self.visibleBottom(engine.state, list: Self.behind) == 2000)
    #expect(engine.state.reason.rule == .pinnedAboveKeyboard)
  }

  @Test("a message read in the middle of the conversation stays where it is on screen")
  func middleOfTheConversationHolds() throws {
    var list = Self.behind
    list.contentOffset = 500
    let engine = try Self.shown(list)
    let moved: CGFloat = 500 + 302
    #expect(engine.state.targets.contentOffset == moved)
  }

  @Test("a short conversation stays at the top: the offset moved by the rise is clamped to the content")
  func shortConversationClamped() throws {
    var list = Self.behind
    list.contentHeight = 300
    list.contentOffset = -59
    let engine = try Self.shown(list)
    // -59 + 302 = 243 is past the end of 300 pt of content, 300 + 354 + 34 - 852 = -164, which is above
    // the top, -59: it stays at the top.
    #expect(engine.state.targets.contentOffset == -59)
  }

  @Test(
    "an estimate (the 0 pt pair that comes with a text view's focus), then the real keyboard: the list ends where it would had the keyboard been known"
  )
  func estimateThenReport() throws {
    var engine = try Self.engine()
    // iOS 17 and later: a 0 pt show pair, the text view's focus, then the real keyboard.
    let zero = CGRect(x: 0, y: 852, width: 393, height: 0)
    for phase in [KeyboardPhase.willChangeFrame, .willShow] {
      #expect(try engine.handle(.keyboard(KeyboardEvent(phase: phase, beginFrame: zero, endFrame: zero))).isEmpty)
    }
    let estimated = try engine.publishing(.didBeginEditing("composer"))
    // Estimated 360 tall, top 492: the composer rises 818 - 492 = 326; insets 52 + 326 = 378; the
    // offset 1234 + 326 = 1560, the end with that inset (2000 + 378 + 34 - 852).
    #expect(estimated.states.map(\.cause) == [.estimate])
    #expect(engine.state.targets.constraintConstant == 326)
    #expect(engine.state.targets.scrollInsets == ScrollInsets(content: 378, indicator: 378))
    #expect(engine.state.targets.contentOffset == 1560)
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    #expect(engine.state.targets == (try Self.shown()).state.targets)
    #expect(engine.state.targets.contentOffset == 1536)
  }

  @Test("hiding returns to rest: the composer down, the rest insets, the newest message still at the bottom")
  func hideReturnsToRest() throws {
    var engine = try Self.shown()
    let hidden = try engine.publishing(.keyboard(Fixtures.event(.willHide, height: 336, in: Self.screen)))
    #expect(hidden.states.map(\.cause) == [.keyboard(.willHide)])
    #expect(engine.state.targets.constraintConstant == 0)
    #expect(engine.state.targets.scrollInsets == Self.behind.restInsets)
    #expect(engine.state.targets.contentOffset == 1234)
  }

  @Test("hiding from the middle of the conversation: what was read above the composer moves down with it")
  func hideFromTheMiddle() throws {
    var list = Self.behind
    list.contentOffset = 500
    var engine = try Self.shown(list)
    _ = try engine.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: Self.screen)))
    // The composer falls 302 pt: 802 - 302, where the list was before the keyboard came.
    #expect(engine.state.targets.contentOffset == 500)
  }

  @Test("a drag released: the hide ends at rest, the newest message at the bottom, with no jump")
  func dragThenHide() throws {
    var engine = try Self.shown()
    // The finger scrolls the list with the keyboard: 100 pt down, the offset 100 less.
    _ = try engine.handle(.didScroll(toContentOffset: 1536 - 100))
    _ = try engine.handle(.keyboardDragged(top: 616))
    #expect(engine.state.targets.contentOffset == 1436)
    let risen: CGFloat = 818 - 616
    #expect(engine.state.targets.constraintConstant == risen)
    _ = try engine.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: Self.screen)))
    #expect(engine.state.targets.constraintConstant == 0)
    #expect(engine.state.targets.scrollInsets == Self.behind.restInsets)
    // 1436 would show blank below the newest message: at rest the list ends at 1234.
    #expect(engine.state.targets.contentOffset == 1234)
    #expect(Self.visibleBottom(engine.state, list: Self.behind) == 2000)
  }

  @Test("a drag cancelled: the show ends with the composer back on the keyboard, the newest message above it")
  func dragThenCancel() throws {
    var engine = try Self.shown()
    _ = try engine.handle(.keyboardDragged(top: 566))
    // The finger scrolls the list with the keyboard during the drag: 100 pt down, the offset 100 less.
    _ = try engine.handle(.didScroll(toContentOffset: 1536 - 100))
    _ = try engine.handle(.keyboardDragged(top: 616))
    #expect(engine.state.targets.contentOffset == 1436)
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    #expect(engine.state.targets.constraintConstant == 302)
    #expect(engine.state.targets.scrollInsets == ScrollInsets(content: 354, indicator: 354))
    // The list showed its newest message before the drag, so the show that ends it shows it again: the
    // end, 1436 + 100, the newest message back at the composer's top.
    #expect(engine.state.targets.contentOffset == 1536)
    #expect(Self.visibleBottom(engine.state, list: Self.behind) == 2000)
  }

  @Test("a drag cancelled after a scroll read before it: the list rises with the composer from where it was left")
  func scrolledThenDragThenCancel() throws {
    var engine = try Self.shown()
    // The finger's scroll, read before the first drag position (as a listener reads the screen first):
    // the newest message leaves the view with the keyboard.
    _ = try engine.handle(.didScroll(toContentOffset: 1536 - 100))
    _ = try engine.handle(.keyboardDragged(top: 616))
    #expect(engine.state.targets.contentOffset == 1436)
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    #expect(engine.state.targets.constraintConstant == 302)
    // The composer rises 100 pt back (302 - 202) and the list with it, 1436 + 100: what sat above the
    // composer as the finger let go sits above it still.
    #expect(engine.state.targets.contentOffset == 1536)
  }

  @Test("a hardware keyboard: only the shortcut bar on screen, and the composer sits on it")
  func hardwareKeyboard() throws {
    let device = DevicePreset.iPad
    let container = device.container(.portrait)
    let screen = container.screenBounds
    // iPad, 820 x 1180, 20 pt bottom safe area: the composer's bottom on the guide at 1160.
    let composer = InputField(
      id: "composer", frame: CGRect(x: 8, y: 1160 - 52, width: 804, height: 52), kind: .textView)
    let list = ScrollViewGeometry(
      frame: container.frame, contentHeight: 3000, bottomSafeAreaInset: 20,
      restInsets: ScrollInsets(content: 52, indicator: 52))
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .chat(messageList: list, anchor: .safeAreaBottom)),
      container: container, fields: [composer])
    _ = try engine.handle(.didBeginEditing("composer"))
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: device.shortcutBarHeight, in: screen)))
    // The bar's top is at 1180 - 55 = 1125: 1160 - 1125 = 35 above the guide.
    #expect(engine.state.targets.constraintConstant == 35)
    #expect(composer.frame.maxY - engine.state.targets.constraintConstant == 1125)
    #expect(engine.state.targets.scrollInsets == ScrollInsets(content: 52 + 35, indicator: 52 + 35))
  }

  @Test("a composer that grows: the list's new rest inset plus the rise, and the composer still on the keyboard")
  func growingComposer() throws {
    var engine = try Self.shown()
    // The text view grows a line, 52 to 90 tall, upwards: the app raises the list's rest inset to 90.
    var grown = Self.behind
    grown.restInsets = ScrollInsets(content: 90, indicator: 90)
    grown.contentOffset = engine.state.targets.contentOffset
    let taller = InputField(id: "composer", frame: CGRect(x: 8, y: 818 - 90, width: 377, height: 90), kind: .textView)
    let grew = try engine.publishing(.layoutDidChange(LayoutReading(fields: [taller], scrollView: grown)))
    #expect(grew.states.map(\.cause) == [.layoutChange])
    #expect(engine.state.targets.constraintConstant == 302)
    #expect(taller.frame.maxY - engine.state.targets.constraintConstant == 516)
    #expect(engine.state.targets.scrollInsets == ScrollInsets(content: 90 + 302, indicator: 90 + 302))
    #expect(engine.state.configuration.strategy.scrollView?.restInsets == grown.restInsets)
    // The bottom of the list's visible part rose 38 pt with the composer's top: so does the offset, to
    // 1536 + 38 = 1574, the end of the content with that inset (2000 + 392 + 34 - 852), the newest
    // message still in view.
    #expect(engine.state.targets.contentOffset == 1574)
    #expect(Self.visibleBottom(engine.state, list: grown) == 2000)
    let dragged = try engine.publishing(.keyboardDragged(top: 616))
    #expect(
      dragged.updates(\.targets.scrollInsets).map(\.value) == [ScrollInsets(content: 90 + 202, indicator: 90 + 202)])
  }

  // The composer grows to three lines while the list is pinned to its top: the composer's top rises 40 pt to
  // 818 - 302 - 92 = 424. Moved by the rise alone, the newest message still ended at 464, 40 pt behind it.
  @Test(
    "a composer that grows over a list pinned to its top: the list, shortened, keeps its newest message at the composer's top"
  )
  func growingComposerOverAPinnedList() throws {
    var engine = try Self.shown(Self.pinned)
    #expect(engine.state.targets.contentOffset == 1536)  // 2000 - (766 - 302)
    var grown = Self.pinned
    grown.frame.size.height = 766 - 40
    var composer = Self.composer
    composer.frame = CGRect(x: 8, y: 766 - 40, width: 377, height: 92)
    _ = try engine.handle(.layoutDidChange(LayoutReading(fields: [composer], scrollView: grown)))
    // 424 pt of list above the composer now: the newest message, at 2000, ends at its top.
    #expect(engine.state.targets.contentOffset == 1576)  // 2000 - 424
    #expect(engine.state.targets.constraintConstant == 302)
    #expect(engine.state.targets.scrollInsets == ScrollInsets.zero)
  }

  // The engine fuzzer's find: where content was before an estimate was judged by the view of the decision
  // content was at when the two had the same targets (a user's scroll while the estimate waits makes them
  // so), and in the new layout once they had not, so the same context, decided again, moved the list again.
  // It is judged in the layout it is in, each time.
  @Test(
    "a list scrolled, then laid out anew, while an estimate waits: the same context, decided again, gives the same decision",
    arguments: [40, 300] as [CGFloat])
  func listLaidOutAnewDuringAnEstimate(shortenedBy cut: CGFloat) throws {
    // A text field as the composer: it begins editing before its keyboard, which is estimated.
    let composer = InputField(id: "composer", frame: Self.composer.frame, kind: .textField)
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .chat(messageList: Self.pinned, anchor: .safeAreaBottom)),
      container: Self.container, fields: [composer])
    _ = try engine.handle(.didBeginEditing("composer"))
    _ = try engine.handle(.didScroll(toContentOffset: engine.state.targets.contentOffset - 100))
    #expect(engine.state.isWaitingForKeyboard)
    var laidOut = Self.pinned
    laidOut.frame.size.height -= cut
    laidOut.contentOffset = engine.state.targets.contentOffset
    _ = try engine.handle(.scrollViewDidChange(laidOut))
    let again = AvoidanceDecision.deciding(in: engine.context, from: ContentPosition(engine.decision))
    #expect(again == engine.decision)
  }
}

extension AvoidanceReason {
  /// The rule of a reveal; `nil` for any other reason.
  fileprivate var rule: RevealRule? {
    guard case .revealed(let reveal) = self else { return nil }
    return reveal.rule
  }
}
