import Testing

@testable import KeyboardHandlerUIKit

/// Which views the app pinned to a keyboard layout guide, with no UIKit. On every platform.
@Suite("Views pinned to a keyboard layout guide")
struct KeyboardGuidePinsTests {
  typealias Constraint = KeyboardGuidePins.Constraint

  @Test("a view whose vertical position is tied to the guide's, either way round, is pinned")
  func verticalPins() {
    let pins = KeyboardGuidePins.pinnedViews([
      Constraint(
        first: .view(0), firstAttribute: .verticalPosition, second: .keyboardGuide, secondAttribute: .verticalPosition),
      Constraint(
        first: .keyboardGuide, firstAttribute: .verticalPosition, second: .view(1), secondAttribute: .verticalPosition),
    ])
    #expect(pins == [0, 1])
  }

  @Test("a width, a horizontal edge, or a constraint between two views pins nothing")
  func notPins() {
    let pins = KeyboardGuidePins.pinnedViews([
      Constraint(first: .view(0), firstAttribute: .other, second: .keyboardGuide, secondAttribute: .other),
      Constraint(
        first: .view(1), firstAttribute: .verticalPosition, second: .view(2), secondAttribute: .verticalPosition),
      Constraint(
        first: .view(3), firstAttribute: .verticalPosition, second: .other, secondAttribute: .verticalPosition),
    ])
    #expect(pins.isEmpty)
  }
}
