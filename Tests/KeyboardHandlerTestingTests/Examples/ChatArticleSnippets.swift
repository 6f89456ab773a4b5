// swift-format-ignore-file
// The headless tests of the article "Building a chat screen" (KeyboardHandlerUIKit.docc/ChatScreens.md),
// verbatim between the markers, so that the build, with warnings as errors, compiles them and the suite
// runs them as users paste them. `ChatArticleSnippetsTests` checks that each of the article's Swift
// snippets is here.

import Foundation
import KeyboardHandler
import Testing

// Chat article snippet
/// An iPhone 15 chat: 2,000 pt of messages behind a composer 52 pt tall, scrolled to the newest message
/// (2000 + 52 + 34 - 852 = 1234). The keyboard, 336 pt (top 516), raises the composer 852 - 34 - 516 = 302.
enum Chat {
  static let messages = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 2_000, adjustedTopInset: 59,
    bottomSafeAreaInset: 34, restInsets: ScrollInsets(content: 52, indicator: 52), contentOffset: 1_234)
  static let composer = InputField(id: "message", frame: CGRect(x: 8, y: 766, width: 377, height: 52), kind: .textView)

  static func engine(_ configuration: AvoidanceConfiguration) throws -> AvoidanceEngine {
    try AvoidanceEngine(
      configuration: configuration, container: KeyboardSimulator(device: .iPhone15).container, fields: [composer])
  }
}
// Chat article snippet end

// Chat article snippet
@Test func composerRidesTheKeyboardAndTheFinger() throws {
  var simulator = KeyboardSimulator(device: .iPhone15)
  var engine = try Chat.engine(AvoidanceConfiguration(strategy: .chat(messageList: Chat.messages, anchor: .safeAreaBottom)))
  for timed in simulator.tapTextView("message") { _ = try engine.handle(timed.input) }
  #expect(engine.state.targets.constraintConstant == 302)      // the composer on the keyboard
  #expect(engine.state.targets.contentInset == 354)            // 52 + 302
  #expect(engine.state.targets.contentOffset == 1_536)         // 1234 + 302: the newest message above it
  // The finger drags the keyboard to 700 and scrolls the list as it goes, then lets go.
  for timed in simulator.dragKeyboard(to: 700, release: .cancel, scrolling: engine.state) {
    _ = try engine.handle(timed.input)
    if case .keyboardDragged(top: 700) = timed.input {
      #expect(engine.state.targets.constraintConstant == 118)  // 852 - 34 - 700
      #expect(engine.state.targets.contentOffset == 1_352)     // 1536 - 184: the newest message rode down
    }
  }
  #expect(engine.state.targets.constraintConstant == 302)      // cancelled: back on the keyboard
}
// Chat article snippet end

// Chat article snippet
@Test func pinnedListKeepsTheNewestMessageOnAGrowingComposer() throws {
  var simulator = KeyboardSimulator(device: .iPhone15)
  // The list ends at the composer's top (766): no inset, its newest message there at 2000 - 766 = 1234.
  let pinned = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 766), contentHeight: 2_000, adjustedTopInset: 59,
    bottomSafeAreaInset: 0, contentOffset: 1_234)
  var engine = try Chat.engine(AvoidanceConfiguration(strategy: .chat(messageList: pinned, anchor: .safeAreaBottom)))
  for timed in simulator.tapTextView("message") { _ = try engine.handle(timed.input) }
  #expect(engine.state.targets.contentOffset == 1_536)         // 1234 + 302: the list, 302 pt shorter
  // Two more lines: the composer grows 40 pt upwards, and the list pinned to it is 40 pt shorter.
  var shorter = pinned
  shorter.frame.size.height = 726
  var grown = Chat.composer
  grown.frame = CGRect(x: 8, y: 726, width: 377, height: 92)
  _ = try engine.handle(.layoutDidChange(LayoutReading(fields: [grown], scrollView: shorter)))
  #expect(engine.state.targets.contentOffset == 1_576)         // 2000 - (726 - 302): at the composer's top
}
// Chat article snippet end

// Chat article snippet
@Test func keyboardLayoutGuideComposerIsNeverMovedTwice() throws {
  var simulator = KeyboardSimulator(device: .iPhone15)
  var engine = try Chat.engine(AvoidanceConfiguration(strategy: .messageList(Chat.messages, composer: .keyboardLayoutGuide)))
  for timed in simulator.tapTextView("message") { _ = try engine.handle(timed.input) }
  #expect(engine.state.targets.constraintConstant == 0)        // UIKit raised the composer
  #expect(engine.state.targets.contentInset == 354)            // the list clears it: 52 + 302
  #expect(engine.state.targets.contentOffset == 1_536)
}
// Chat article snippet end

// Chat article snippet
@Test func inputAccessoryViewComposerIsPartOfTheKeyboard() throws {
  var engine = try Chat.engine(AvoidanceConfiguration(strategy: .messageList(Chat.messages, composer: .inputAccessoryView)))
  // The keyboard's frame includes the 52 pt composer: 336 + 52 = 388 pt, its top at 464.
  let frame = CGRect(x: 0, y: 464, width: 393, height: 388)
  _ = try engine.handle(.keyboard(KeyboardEvent(phase: .willShow, beginFrame: frame, endFrame: frame)))
  #expect(engine.state.targets.contentInset == 354)            // 852 - 34 - 464: the list clears that frame
  #expect(engine.state.targets.contentOffset == 1_536)
}
// Chat article snippet end

// Chat article snippet
@Test func listLiftsOnlyAtItsEnd() throws {
  var simulator = KeyboardSimulator(device: .iPhone15)
  var olderMessages = Chat.messages
  olderMessages.contentOffset = 500                            // scrolled up, reading
  var configuration = AvoidanceConfiguration(strategy: .chat(messageList: olderMessages, anchor: .safeAreaBottom))
  configuration.messageListLift = .whenAtEnd
  var engine = try Chat.engine(configuration)
  for timed in simulator.tapTextView("message") { _ = try engine.handle(timed.input) }
  #expect(engine.state.targets.contentInset == 354)            // the composer still clears the list
  #expect(engine.state.targets.contentOffset == 500)           // what was read stays where it was
}
// Chat article snippet end

// Chat article snippet
@Test func rotationKeepsWhatIsReadAtTheComposer() throws {
  var simulator = KeyboardSimulator(device: .iPhone15)
  var reading = Chat.messages
  reading.contentOffset = 400                                  // older messages, 400 pt from the top
  var engine = try Chat.engine(AvoidanceConfiguration(strategy: .chat(messageList: reading, anchor: .safeAreaBottom)))
  for timed in simulator.tapTextView("message") { _ = try engine.handle(timed.input) }
  #expect(engine.state.targets.contentOffset == 702)           // 400 + 302
  // Turned: the screen reads the list in landscape (852 x 393) at the offset UIKit kept, then the keyboard.
  let turn = simulator.rotate(to: .landscape)
  var landscape = reading
  landscape.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
  landscape.adjustedTopInset = 0
  landscape.bottomSafeAreaInset = 21
  landscape.contentOffset = 702
  _ = try engine.handle(.layoutDidChange(LayoutReading(container: simulator.container, scrollView: landscape)))
  for timed in turn { _ = try engine.handle(timed.input) }
  #expect(engine.state.targets.contentOffset == 1_034)         // what was at the composer's top is there still
}
// Chat article snippet end

// Chat article snippet
@Test func hiddenShortcutBarMovesNothing() throws {
  var simulator = KeyboardSimulator(device: .iPhone15)
  var engine = try Chat.engine(AvoidanceConfiguration(strategy: .chat(messageList: Chat.messages, anchor: .safeAreaBottom)))
  let atRest = engine.state.targets
  // A hardware keyboard whose shortcut bar is hidden: the text view begins editing and no keyboard reports.
  for timed in simulator.attachHardwareKeyboard() + simulator.toggleShortcutBar() + simulator.tapTextView("message") {
    _ = try engine.handle(timed.input)
  }
  #expect(engine.state.targets == atRest)                      // no estimate, no rise and fall
  #expect(!engine.state.isWaitingForKeyboard)
}
// Chat article snippet end

// Chat article snippet
@Test func lateDidNotificationsLeaveTheComposerOnTheFinger() throws {
  var simulator = KeyboardSimulator(device: .iPhone15)
  var engine = try Chat.engine(AvoidanceConfiguration(strategy: .chat(messageList: Chat.messages, anchor: .safeAreaBottom)))
  // The user swipes right after the tap: the show's did-notifications come while the finger holds the keyboard.
  let tap = simulator.tapTextView("message")
  for timed in tap.dropLast(2) { _ = try engine.handle(timed.input) }
  let drag = simulator.dragKeyboard(to: 600, release: .dismiss, scrolling: engine.state)
  for timed in drag.prefix(while: { if case .keyboard = $0.input { false } else { true } }) {
    _ = try engine.handle(timed.input)
  }
  #expect(engine.state.targets.constraintConstant == 218)      // 852 - 34 - 600: on the finger
  for timed in tap.suffix(2) { _ = try engine.handle(timed.input) }  // didChangeFrame, didShow
  #expect(engine.state.targets.constraintConstant == 218)      // still on the finger: no snap back to 302
}
// Chat article snippet end
