import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

/// A chat whose composer UIKit moves (``AvoidanceStrategy/messageList(_:composer:)``), on
/// ``ChatStrategyTests``'s screen (393 x 852, safe area 34 at the bottom, a 336 pt keyboard whose top is
/// at 516): only the list is the engine's.
@Suite("Message list strategy: a composer UIKit moves, the list following")
struct MessageListStrategyTests {
  static let screen = ChatStrategyTests.screen
  /// A 50 pt input accessory view docked above the home indicator: the list's rest inset clears it, and at
  /// its newest message the list is scrolled to 2000 + 50 + 34 - 852 = 1232.
  static let behindAccessory = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 2000, adjustedTopInset: 59,
    bottomSafeAreaInset: 34, restInsets: ScrollInsets(content: 50, indicator: 50), contentOffset: 1232)

  static func engine(_ list: ScrollViewGeometry, fields: [InputField] = [], composer: ComposerMount)
    throws -> AvoidanceEngine
  {
    try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .messageList(list, composer: composer)),
      container: ChatStrategyTests.container, fields: fields)
  }

  @Test("keyboard layout guide: the list behind the composer is inset by its rest inset plus the rise; no constraint")
  func keyboardLayoutGuide() throws {
    var engine = try Self.engine(ChatStrategyTests.behind, composer: .keyboardLayoutGuide)
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    #expect(engine.state.targets.scrollInsets == ScrollInsets(content: 52 + 302, indicator: 52 + 302))
    #expect(engine.state.targets.contentOffset == 1536)  // 1234 + 302
    #expect(engine.state.targets.constraintConstant == 0, "UIKit's composer: never moved twice")
  }

  @Test("input accessory view: the keyboard's frame includes the composer, so the list clears that frame and no more")
  func inputAccessoryView() throws {
    var engine = try Self.engine(Self.behindAccessory, composer: .inputAccessoryView)
    // The accessory alone, docked: 50 + 34 pt at the bottom. The list's rest inset clears it already.
    let docked = try engine.publishing(
      .keyboard(Fixtures.event(.willShow, height: 84, in: Self.screen)))
    #expect(docked.updates(\.targets.scrollInsets) == [])
    // The keys under it: 336 + 50 pt, top 466, 352 pt above the safe area's bottom.
    _ = try engine.handle(.keyboard(Fixtures.event(.willChangeFrame, height: 386, in: Self.screen)))
    #expect(engine.state.targets.scrollInsets == ScrollInsets(content: 352, indicator: 352))
    // The newest message stays above the composer: 1232 + 302, the end with that inset.
    #expect(engine.state.targets.contentOffset == 1534)
    #expect(engine.state.targets.constraintConstant == 0)
  }

  @Test(
    "the list follows a keyboard that is up with nothing focused, or a field elsewhere focused: UIKit moves the composer with any",
    arguments: [ComposerMount.inputAccessoryView, .keyboardLayoutGuide])
  func followsWithoutFocus(composer: ComposerMount) throws {
    var engine = try Self.engine(ChatStrategyTests.behind, composer: composer)
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    let risen = engine.state.targets
    #expect(risen.contentInset > 52)
    _ = try engine.handle(.focusDidMoveElsewhere)
    #expect(engine.state.targets == risen)
    _ = try engine.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: Self.screen)))
    #expect(
      engine.state.targets
        == AvoidanceTargets(scrollInsets: ScrollInsets(content: 52, indicator: 52), contentOffset: 1234))
  }

  @Test("nothing is estimated: the list waits for the real keyboard, which UIKit moves the composer with")
  func noEstimate() throws {
    let field = InputField(id: "message", frame: CGRect(x: 8, y: 774, width: 377, height: 36))
    var engine = try Self.engine(ChatStrategyTests.behind, fields: [field], composer: .keyboardLayoutGuide)
    let focused = try engine.publishing(.didBeginEditing("message"))
    #expect(focused.updates(\.targets) == [])
    #expect(!engine.state.isWaitingForKeyboard)
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    #expect(engine.state.targets.contentOffset == 1536)  // 1234 + 302
  }

  // The engine fuzzer's find: a field the content does not move for took the list to rest under a keyboard
  // that is up, judged by a view of the list that had the keyboard in it, and deciding again moved it again.
  @Test(
    "a field left out of avoidance, focused with the keyboard up, leaves the list following the keyboard",
    arguments: [ComposerMount.inputAccessoryView, .keyboardLayoutGuide])
  func optedOutFieldLeavesTheListFollowing(composer: ComposerMount) throws {
    var search = InputField(id: "search", frame: CGRect(x: 16, y: 70, width: 300, height: 44))
    search.isAvoidanceEnabled = false
    var engine = try Self.engine(ChatStrategyTests.behind, fields: [search], composer: composer)
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    let risen = engine.state.targets
    _ = try engine.handle(.didBeginEditing("search"))
    #expect(engine.state.reason == .optedOut("search"))
    #expect(engine.state.targets == risen)
    let again = AvoidanceDecision.deciding(in: engine.context, from: ContentPosition(engine.decision))
    #expect(again == engine.decision)
  }
}
