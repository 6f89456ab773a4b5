import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

/// The four ways a chat's message list moves with the keyboard (react-native-keyboard-controller's
/// `keyboardLiftBehavior`), on ``ChatStrategyTests``'s screen: a list behind a 52 pt composer, 2000 pt of
/// messages whose newest is in view at 1234; the 336 pt keyboard raises the composer 302 pt, and the
/// list's inset from 52 to 354, whatever the choice.
@Suite("Chat strategy: when the message list lifts with the keyboard")
struct MessageListLiftTests {
  static func engine(_ lift: MessageListLift, offset: CGFloat) throws -> AvoidanceEngine {
    var list = ChatStrategyTests.behind
    list.contentOffset = offset
    var configuration = AvoidanceConfiguration(strategy: .chat(messageList: list, anchor: .safeAreaBottom))
    configuration.messageListLift = lift
    return try AvoidanceEngine(
      configuration: configuration, container: ChatStrategyTests.container, fields: [ChatStrategyTests.composer])
  }

  static let screen = ChatStrategyTests.screen

  /// The offsets after the keyboard shows, and after it hides again, from `offset`.
  static func offsets(_ lift: MessageListLift, from offset: CGFloat) throws -> (shown: CGFloat, hidden: CGFloat) {
    var engine = try engine(lift, offset: offset)
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    _ = try engine.handle(.didBeginEditing("composer"))
    #expect(engine.state.targets.scrollInsets == ScrollInsets(content: 354, indicator: 354))
    let shown = engine.state.targets.contentOffset
    _ = try engine.handle(.didEndEditing("composer"))
    _ = try engine.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))
    #expect(engine.state.targets.scrollInsets == ScrollInsets(content: 52, indicator: 52))
    return (shown, engine.state.targets.contentOffset)
  }

  @Test("always: the list rises and falls with the composer, from its newest message or from older ones")
  func always() throws {
    #expect(try Self.offsets(.always, from: 1234) == (1536, 1234))
    #expect(try Self.offsets(.always, from: 500) == (802, 500))
  }

  @Test("when at end: a list showing its newest message rises with the composer; one scrolled up stays")
  func whenAtEnd() throws {
    #expect(try Self.offsets(.whenAtEnd, from: 1234) == (1536, 1234))
    #expect(try Self.offsets(.whenAtEnd, from: 500) == (500, 500))
  }

  @Test("persistent: the list rises with the composer and stays when the keyboard goes, as far as its content allows")
  func persistent() throws {
    // From the newest message the end comes down with the inset: 1536 is past 1234, the end at rest.
    #expect(try Self.offsets(.persistent, from: 1234) == (1536, 1234))
    #expect(try Self.offsets(.persistent, from: 500) == (802, 802))
  }

  @Test("never: the list stays where it is, the keyboard over what was below; only its inset follows")
  func never() throws {
    #expect(try Self.offsets(.never, from: 1234) == (1234, 1234))
    #expect(try Self.offsets(.never, from: 500) == (500, 500))
  }
}
