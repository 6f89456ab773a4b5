import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardHandler

/// A drag of the keyboard reaches the listener as `keyboardDidDrag`, which the UIKit adapter posts as it
/// tracks the finger: `userInfo["keyboardTop"]`, an `NSNumber` in screen coordinates. A chat screen on
/// an iPhone 15 (393 x 852, 34 pt bottom safe area, a 336 pt keyboard whose top is at 516): a composer
/// 52 pt tall on the safe-area guide (766 to 818) and a list of 2000 pt of messages behind it, its
/// 52 pt rest inset clearing the composer, scrolled to the newest at 2000 + 52 + 34 - 852 = 1234.
@MainActor
@Suite("Keyboard listener: a keyboard dragged down")
struct KeyboardListenerDragTests {
  let center = NotificationCenter()
  let composer = FieldObject(y: 766, height: 52)
  let screen = ScriptedScreen()
  let list = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 2000, adjustedTopInset: 59,
    bottomSafeAreaInset: 34, restInsets: ScrollInsets(content: 52, indicator: 52), contentOffset: 1234)

  /// A started listener whose composer edits with the keyboard shown: the composer risen
  /// 818 - 516 = 302, the list inset 52 + 302 = 354 and scrolled to 1234 + 302 = 1536.
  func composing() throws -> KeyboardListener {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let avoider = try KeyboardAvoider(
      configuration: AvoidanceConfiguration(strategy: .chat(messageList: list, anchor: .safeAreaBottom)),
      container: simulator.container, fields: [])
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    screen.container = simulator.container
    screen.fields = [(composer, InputField(id: "composer", frame: composer.frame, kind: .textView))]
    listener.screenReader = screen
    try listener.updateFieldFrames()
    listener.start()
    simulator.post(simulator.tapTextView("composer"), to: center, objects: ["composer": composer])
    let targets = listener.avoider.state.value.targets
    #expect(targets.constraintConstant == 302)
    #expect(targets.contentOffset == 1536)
    return listener
  }

  func postDrag(_ top: Any?) {
    center.post(name: .keyboardDidDrag, object: nil, userInfo: top.map { ["keyboardTop": $0] })
  }

  @Test("a drag reads the screen once, the finger's scroll first, then moves the composer: two publications")
  func dragReachesTheAvoider() throws {
    let listener = try composing()
    var causes: [AvoidanceCause] = []
    let binding = listener.avoider.state.bind { causes.append($0.cause) }
    defer { binding.unbind() }
    let readings = screen.moments.count

    // The finger scrolled the list 100 pt down as it dragged the keyboard 100 pt down.
    screen.scrolledContentOffset = 1436
    postDrag(NSNumber(value: 616.0))

    #expect(Array(screen.moments.dropFirst(readings)) == [.keyboardNotification])
    #expect(causes.dropFirst() == [.userScroll, .keyboardDrag])
    #expect(listener.lastError.value == nil)
    let state = listener.avoider.state.value.value
    #expect(state.draggedKeyboardTop == 616)
    // 818 - 616 = 202 above the guide; the list inset 52 + 202, its offset the finger's.
    #expect(state.targets.constraintConstant == 202)
    #expect(state.targets.scrollInsets == ScrollInsets(content: 254, indicator: 254))
    #expect(state.targets.contentOffset == 1436)

    // A further position with no scroll: one reading, one publication.
    postDrag(NSNumber(value: 700.0))
    #expect(screen.moments.count == readings + 2)
    #expect(causes.dropFirst() == [.userScroll, .keyboardDrag, .keyboardDrag])
    // 818 - 700 above the guide.
    #expect(listener.avoider.state.value.value.targets.constraintConstant == 118)
  }

  /// A `keyboardTop` that is not a finite number.
  enum MalformedTop: String, CaseIterable, Sendable {
    case missing, nan, infinity, bool, numberOfBool, string

    /// The value the notification carries; `nil` for no `userInfo` at all.
    var value: Any? {
      switch self {
      case .missing: nil
      case .nan: NSNumber(value: Double.nan)
      case .infinity: NSNumber(value: Double.infinity)
      case .bool: true
      case .numberOfBool: NSNumber(value: true)
      case .string: "616"
      }
    }
  }

  @Test("a malformed drag is reported as an invalid keyboard top and changes nothing", arguments: MalformedTop.allCases)
  func malformedDrag(top: MalformedTop) throws {
    let listener = try composing()
    let before = listener.avoider.state.value
    let readings = screen.moments.count
    screen.scrolledContentOffset = 1436
    postDrag(top.value)
    #expect(listener.lastError.value == .invalidKeyboardTop)
    #expect(listener.avoider.state.value == before)
    #expect(screen.moments.count == readings, "nothing read for a notification refused")
  }

  @Test("a simulator's drag, posted as the adapter posts it, moves content as the input does")
  func simulatorPostsTheDrag() throws {
    let listener = try composing()
    var simulator = KeyboardSimulator(device: .iPhone15)
    let drags = [616, 700, 900].map { TimedInput(time: 0, input: .keyboardDragged(top: $0)) }
    var constants: [CGFloat] = []
    let binding = listener.avoider.state.bind { constants.append($0.value.targets.constraintConstant) }
    defer { binding.unbind() }
    simulator.post(drags, to: center, objects: [:])
    // 818 - 616, 818 - 700, then below the guide: rest.
    #expect(constants == [302, 202, 118, 0])
    #expect(listener.lastError.value == nil)
    #expect(listener.avoider.state.value.value.draggedKeyboardTop == 852)
  }
}
