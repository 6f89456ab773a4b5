import Foundation
import KeyboardModel
import Testing

/// A chat's message list keeps its newest message in view when a rotation resizes it under the keyboard,
/// and a list the user scrolled up keeps what they read above the composer.
@Suite("Avoidance engine: a chat turned with the keyboard up")
struct AvoidanceEngineChatRotationTests {
  static let portrait = ContainerGeometry(
    screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
  static let landscape = ContainerGeometry(
    screenBounds: CGRect(x: 0, y: 0, width: 852, height: 393),
    safeAreaInsets: LayoutInsets(top: 0, left: 59, bottom: 21, right: 59))
  /// 2,000 pt of messages behind a composer 60 pt tall: at its end, 2000 + 60 + 34 - 852 = 1242.
  static func list(in container: ContainerGeometry, contentOffset: CGFloat) -> ScrollViewGeometry {
    ScrollViewGeometry(
      frame: CGRect(origin: .zero, size: container.frame.size), contentHeight: 2_000,
      adjustedTopInset: container.safeAreaInsets.top, bottomSafeAreaInset: container.safeAreaInsets.bottom,
      restInsets: ScrollInsets(content: 60, indicator: 60), contentOffset: contentOffset)
  }
  static func keyboard(_ frame: CGRect, phase: KeyboardPhase = .willShow) -> AvoidanceInput {
    .keyboard(KeyboardEvent(phase: phase, beginFrame: frame, endFrame: frame))
  }

  /// The engine with the composer editing over the portrait keyboard (336 pt, top 516): the composer rises
  /// 852 - 516 - 34 = 302, the list's inset is 60 + 302 = 362, and its offset moves from `offset` by 302.
  static func editing(from offset: CGFloat) throws -> AvoidanceEngine {
    let composer = InputField(id: "message", frame: CGRect(x: 16, y: 766, width: 361, height: 44), kind: .textView)
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(
        strategy: .chat(messageList: list(in: portrait, contentOffset: offset), anchor: .safeAreaBottom)),
      container: portrait, fields: [composer])
    _ = try engine.handle(keyboard(CGRect(x: 0, y: 516, width: 393, height: 336)))
    _ = try engine.handle(.didBeginEditing("message"))
    return engine
  }

  /// Turns the engine: the layout reading (the list now 852 x 393), then the keyboard in the new layout,
  /// 209 pt high, top 184: a rise of 393 - 184 - 21 = 188 and an inset of 60 + 188 = 248.
  static func turn(_ engine: inout AvoidanceEngine, listOffset: CGFloat) throws {
    _ = try engine.handle(
      .layoutDidChange(
        LayoutReading(container: landscape, scrollView: list(in: landscape, contentOffset: listOffset))))
    _ = try engine.handle(keyboard(CGRect(x: 0, y: 184, width: 852, height: 209), phase: .willChangeFrame))
  }

  @Test("a list at its newest message shows it after the turn: 2000 + 248 + 21 - 393 = 1876, not 1544 - 114")
  func newestMessageStaysInView() throws {
    var engine = try Self.editing(from: 1_242)
    #expect(engine.state.targets.contentOffset == 1_544)  // 1242 + 302: its end, 2000 + 362 + 34 - 852
    try Self.turn(&engine, listOffset: 1_544)
    #expect(engine.state.targets.constraintConstant == 188)
    #expect(engine.state.targets.contentInset == 248)
    #expect(engine.state.targets.contentOffset == 1_876)
  }

  // Signal keeps what was read at the composer's top through a turn; moved by the inset's change alone
  // (702 + 248 - 362 = 588), the landscape list showed 588 to 712, none of what portrait showed there.
  @Test(
    "a list scrolled up keeps what is read at the composer's top through the turn: 702 + 456 - 124 = 1034, content 1158 there"
  )
  func scrolledUpListKeepsWhatIsRead() throws {
    var engine = try Self.editing(from: 400)
    #expect(engine.state.targets.contentOffset == 702)  // 400 + 302
    // Portrait shows 702 to 1158: 852 - 362 (inset) - 34 (safe area) = 456 pt of it.
    try Self.turn(&engine, listOffset: 702)
    // Landscape shows 124 pt (393 - 248 - 21), ending at 1158 as portrait did.
    #expect(engine.state.targets.contentOffset == 1_034)
  }
}
