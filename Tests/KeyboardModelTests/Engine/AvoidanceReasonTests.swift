import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

/// Every reason the engine gives, each reached from the inputs that lead to it: the table a reader
/// checks the decision against.
@Suite("Avoidance reasons, from the inputs that lead to them")
struct AvoidanceReasonTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let inputs: [AvoidanceInput]
    let isObserving: Bool
    let expected: String

    init(_ label: String, _ inputs: [AvoidanceInput], isObserving: Bool = true, expected: String) {
      (self.label, self.inputs, self.isObserving, self.expected) = (label, inputs, isObserving, expected)
    }

    var testDescription: String { label }
  }

  static let screen = Fixtures.workedContainer.screenBounds
  static let show = AvoidanceInput.keyboard(Fixtures.event(.willShow, height: 336, in: screen))
  static let hide = AvoidanceInput.keyboard(Fixtures.event(.willHide, height: 336, in: screen))
  static let floating = AvoidanceInput.keyboard(
    KeyboardEvent(
      phase: .willShow, beginFrame: CGRect(x: 0, y: 852, width: 393, height: 300),
      endFrame: CGRect(x: 0, y: 300, width: 393, height: 300)))
  static let landscape = AvoidanceInput.containerDidChange(
    ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: 852, height: 393)))

  static let cases: [Case] = [
    Case("not observing", [], isObserving: false, expected: "notObserving"),
    Case("nothing focused, no keyboard", [], expected: "nothingFocused"),
    Case("a low field over the keyboard", [.didBeginEditing("low"), show], expected: "revealed bottomAboveKeyboard"),
    Case("a low field over the estimate", [.didBeginEditing("low")], expected: "revealed bottomAboveKeyboard"),
    Case("a high field, clear of the keyboard", [.didBeginEditing("high"), show], expected: "revealed alreadyVisible"),
    Case("a field that opts out", [.didBeginEditing("out"), show], expected: "optedOut out"),
    Case("between two fields", [.didBeginEditing("low"), show, .didEndEditing("low")], expected: "heldBetweenFields"),
    Case(
      "the keyboard down, the field still focused", [.didBeginEditing("low"), show, hide], expected: "keyboardHidden"),
    Case("a floating keyboard", [.didBeginEditing("low"), floating], expected: "keyboardCoversNothing"),
    Case(
      "a rotation before the keyboard reports", [.didBeginEditing("low"), show, landscape],
      expected: "keyboardFromOldLayout"),
    Case(
      "an estimate no keyboard confirmed", [.didBeginEditing("low"), .keyboardWaitDidExpire], expected: "keyboardAbsent"
    ),
    Case(
      "focus moved to another screen's field",
      [.didBeginEditing("low"), show, .didEndEditing("low"), .focusDidMoveElsewhere],
      expected: "focusedElsewhere"),
  ]

  @Test("each reason comes from the inputs that lead to it", arguments: cases)
  func reason(of testCase: Case) throws {
    let fields = [
      Fixtures.field("low", y: 700), Fixtures.field("high", y: 100),
      InputField(id: "out", frame: CGRect(x: 16, y: 760, width: 300, height: 44), isAvoidanceEnabled: false),
    ]
    var engine = try AvoidanceEngine(
      container: Fixtures.workedContainer, fields: fields, isObserving: testCase.isObserving)
    for input in testCase.inputs { _ = try engine.handle(input) }
    #expect(Self.name(of: engine.state.reason) == testCase.expected)
  }

  @Test("the table reaches every reason")
  func everyReasonIsReached() {
    let reached = Set(Self.cases.map { $0.expected.split(separator: " ").first.map(String.init) ?? "" })
    // `name(of:)` switches over every case, so a new reason cannot compile without a name: 10 of them.
    #expect(reached.count == 10)
  }

  static func name(of reason: AvoidanceReason) -> String {
    switch reason {
    case .notObserving: "notObserving"
    case .nothingFocused: "nothingFocused"
    case .heldBetweenFields: "heldBetweenFields"
    case .keyboardHidden: "keyboardHidden"
    case .keyboardCoversNothing: "keyboardCoversNothing"
    case .keyboardFromOldLayout: "keyboardFromOldLayout"
    case .focusedElsewhere: "focusedElsewhere"
    case .keyboardAbsent: "keyboardAbsent"
    case .optedOut(let id): "optedOut \(id)"
    case .revealed(let reveal): "revealed \(reveal.rule)"
    }
  }
}
