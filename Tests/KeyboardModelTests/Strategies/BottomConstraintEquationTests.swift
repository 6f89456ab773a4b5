import Foundation
import KeyboardModel
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@Suite("Bottom constraint equation")
struct BottomConstraintEquationTests {
  typealias Side = BottomConstraintEquation.Side

  @Test(
    "the constant's sign follows which item is the anchor: + for anchor = content + c, − for content = anchor + c",
    arguments: [
      (Side(.container, .bottom), Side(.content, .bottom), ConstraintAnchor.containerBottom, CGFloat(1)),
      (Side(.content, .bottom), Side(.container, .bottom), .containerBottom, -1),
      (Side(.content, .bottom), Side(.safeAreaGuide, .bottom), .safeAreaBottom, -1),
      (Side(.safeAreaGuide, .bottom), Side(.content, .bottom), .safeAreaBottom, 1),
      (Side(.content, .bottom), Side(.otherGuide, .vertical), .containerBottom, -1),
    ])
  func sign(first: Side, second: Side, anchor: ConstraintAnchor, expected: CGFloat) throws {
    let equation = BottomConstraintEquation(first: first, second: second)
    #expect(try equation.sign(anchor: anchor) == expected)
    #expect(equation.constant(raisingBy: 336, sign: expected) == 336 * expected)
  }

  @Test("the app's own constant holds at rest and wherever it is higher than the keyboard needs")
  func restConstant() throws {
    // `composer.bottom = guide.bottom - 8`: 8 above the anchor at rest.
    let composer = BottomConstraintEquation(
      first: Side(.content, .bottom), second: Side(.safeAreaGuide, .bottom), restConstant: -8)
    let sign = try composer.sign(anchor: .safeAreaBottom)
    #expect(composer.constant(raisingBy: 0, sign: sign) == -8)
    #expect(composer.constant(raisingBy: 5, sign: sign) == -8)
    #expect(composer.constant(raisingBy: 302, sign: sign) == -302)
  }

  @Test(
    "a constraint whose direction cannot be read, or that contradicts the anchor, is refused",
    arguments: [
      BottomConstraintEquation(first: Side(.unrelated, .other), second: Side(.unrelated, .other)),
      BottomConstraintEquation(first: Side(.content, .other), second: Side(.unrelated, .other)),
      BottomConstraintEquation(first: Side(.content, .bottom), second: Side(.content, .vertical)),
      BottomConstraintEquation(first: Side(.container, .bottom), second: Side(.safeAreaGuide, .bottom)),
      BottomConstraintEquation(first: Side(.content, .bottom), second: Side(.unrelated, .bottom)),
      BottomConstraintEquation(first: Side(.content, .other), second: Side(.container, .other)),
      BottomConstraintEquation(first: Side(.content, .bottom), second: Side(.container, .bottom), multiplier: 0.5),
      BottomConstraintEquation(first: Side(.content, .bottom), second: Side(.safeAreaGuide, .bottom)),
    ])
  func refused(equation: BottomConstraintEquation) {
    #expect(throws: AvoidanceError.self) { try equation.sign(anchor: .containerBottom) }
  }
}
