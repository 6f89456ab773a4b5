import Foundation
import KeyboardModel
import KeyboardTestSupport
import Testing

/// A scroll view that reaches below the screen's bottom edge: nothing below the screen can be seen, so
/// the part of it the keyboard hides runs from the keyboard's top to the scroll view's bottom. (A peer
/// library's own unit test has this screen: a 1,500 pt view on a 1,000 pt screen, the keyboard's top at
/// 500, which needs 1,000 pt of room.)
@Suite("Avoidance engine: content below the screen's bottom edge")
struct AvoidanceEngineBelowScreenTests {
  let screen = CGRect(x: 0, y: 0, width: 400, height: 1000)
  var container: ContainerGeometry { ContainerGeometry(screenBounds: screen) }
  let tall = ScrollViewGeometry(frame: CGRect(x: 0, y: 0, width: 400, height: 1500), contentHeight: 3000)
  let field = InputField(id: "low", frame: CGRect(x: 16, y: 800, width: 300, height: 44))

  /// The engine after the field begins editing and a 500 pt keyboard shows.
  func shown(_ strategy: AvoidanceStrategy) throws -> AvoidanceEngine {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: strategy), container: container, fields: [field])
    _ = try engine.handle(.didBeginEditing("low"))
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 500, in: screen)))
    return engine
  }

  @Test("scroll: the inset covers the scroll view from the keyboard's top down, and the field is scrolled above it")
  func scroll() throws {
    let engine = try shown(.scroll(tall))
    let targets = engine.state.targets
    #expect(targets.scrollInsets == ScrollInsets(content: 1000, indicator: 1000))
    #expect(field.frame.maxY + 20 - targets.contentOffset == 500, "spacing above the keyboard's top, on screen")
  }

  @Test("bottom constraint: the scroll view ends at the keyboard's top, and the field is scrolled above it")
  func bottomConstraint() throws {
    let engine = try shown(.bottomConstraint(tall, anchor: .containerBottom))
    let targets = engine.state.targets
    #expect(field.frame.maxY + 20 - targets.contentOffset == 500, "spacing above the keyboard's top, on screen")
    #expect(engine.state.scrollViewCoveredHeight == 1000)
  }
}
