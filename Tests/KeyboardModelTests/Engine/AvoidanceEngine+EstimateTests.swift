import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

/// Where the engine estimates a keyboard that has not reported, and where it does not: a keyboard comes
/// after a text field begins editing and before a text view does, so a text view with no keyboard
/// notification before it expects none, and a 0 pt frame before a text field says none comes. The worked
/// example's screen: 393 x 852, a field at y 700 (bottom 744); an estimate of 360 shifts it 272, the
/// 336 pt keyboard 248.
@Suite("Avoidance engine: an estimate only where a keyboard may come")
struct AvoidanceEngineEstimateTests {
  static let screen = Fixtures.workedContainer.screenBounds
  static let zero = CGRect(x: 0, y: 852, width: 393, height: 0)
  static let estimated: CGFloat = -272
  static let shifted: CGFloat = -248

  static func engine(
    kind: InputField.Kind, configuration: AvoidanceConfiguration = AvoidanceConfiguration()
  ) throws -> AvoidanceEngine {
    try AvoidanceEngine(
      configuration: configuration, container: Fixtures.workedContainer,
      fields: [Fixtures.field("field", y: 700, kind: kind)])
  }

  /// A show pair of `frame`: its will-notifications, or its did-notifications.
  static func pair(_ frame: CGRect, did: Bool = false) -> [AvoidanceInput] {
    let phases: [KeyboardPhase] = did ? [.didChangeFrame, .didShow] : [.willChangeFrame, .willShow]
    return phases.map { .keyboard(KeyboardEvent(phase: $0, beginFrame: frame, endFrame: frame)) }
  }

  static let keyboard = Fixtures.dockedFrame(height: 336, in: screen)

  @Test(
    "a text view that begins editing with no keyboard notification before it expects none: nothing moves, nothing waits"
  )
  func textViewWithoutKeyboard() throws {
    var engine = try Self.engine(kind: .textView)
    let published = try engine.publishing(.didBeginEditing("field"))
    #expect(published.offsets == [])
    #expect(engine.phase == .keyboardAbsent("field"))
    #expect(engine.state.reason == .keyboardAbsent)
    #expect(!engine.state.isWaitingForKeyboard)
    // A keyboard that reports after all is avoided at once.
    let shown = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    #expect(shown.offsets.map(\.value) == [Self.shifted])
  }

  @Test(
    "a text field after a 0 pt frame, the keyboard's last word (an iPad with a hardware keyboard), estimates nothing")
  func textFieldAfterZeroFrame() throws {
    var engine = try Self.engine(kind: .textField)
    var published = Published(before: engine.state)
    for input in Self.pair(Self.zero) + Self.pair(Self.zero, did: true) { published += try engine.publishing(input) }
    published += try engine.publishing(.didBeginEditing("field"))
    #expect(published.offsets == [])
    #expect(engine.state.reason == .keyboardCoversNothing)
    #expect(!engine.state.isWaitingForKeyboard)
    // The real keyboard, if one comes, rises once.
    for input in Self.pair(Self.keyboard) { published += try engine.publishing(input) }
    #expect(published.offsets.map(\.value) == [Self.shifted])
  }

  @Test(
    "iOS 17 and later: a 0 pt pair with a text view's focus, or after a text field's, rises once to the estimate and settles on the keyboard, never through rest",
    arguments: [InputField.Kind.textField, .textView])
  func zeroPairWithTheFocus(kind: InputField.Kind) throws {
    var engine = try Self.engine(kind: kind)
    // A text view hears the keyboard first: its 0 pt will-pair, then its focus; a text field, the reverse.
    let inputs: [AvoidanceInput] =
      kind == .textView
      ? Self.pair(Self.zero) + [.didBeginEditing("field")] + Self.pair(Self.zero, did: true)
      : [.didBeginEditing("field")] + Self.pair(Self.zero) + Self.pair(Self.zero, did: true)
    var published = Published(before: engine.state)
    for input in inputs + Self.pair(Self.keyboard) + Self.pair(Self.keyboard, did: true) {
      published += try engine.publishing(input)
    }
    #expect(published.offsets.map(\.value) == [Self.estimated, Self.shifted])
    #expect(published.offsets.map(\.cause) == [.estimate, .keyboard(.willChangeFrame)])
  }

  @Test("with estimates turned off, a text field waits at rest for its keyboard, a learnt height or not")
  func estimatesTurnedOff() throws {
    var configuration = AvoidanceConfiguration()
    configuration.isEstimatingKeyboard = false
    var engine = try Self.engine(kind: .textField, configuration: configuration)
    var published = try engine.publishing(.didBeginEditing("field"))
    #expect(published.offsets == [])
    #expect(!engine.state.isWaitingForKeyboard)
    published += try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    #expect(published.offsets.map(\.value) == [Self.shifted])
    // The keyboard goes and the field is tapped again: the 336 pt it taught is not estimated either.
    published += try engine.publishing(.didEndEditing("field"))
    published += try engine.publishing(.keyboard(Fixtures.event(.willHide, height: 336, in: Self.screen)))
    published += try engine.publishing(.didBeginEditing("field"))
    #expect(published.offsets.map(\.value) == [Self.shifted, 0])
  }

  @Test("a 0 pt frame while a keyboard is up, or while an estimate waits, is kept by no phase: it moves nothing")
  func zeroFrameElsewhereIsIgnored() throws {
    var engine = try Self.engine(kind: .textField)
    _ = try engine.handle(.didBeginEditing("field"))
    let estimating = engine.context
    for input in Self.pair(Self.zero) { #expect(try engine.handle(input).isEmpty) }
    #expect(engine.context == estimating)
  }
}
