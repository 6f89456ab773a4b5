import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

/// Keyboard sequences that apps reported from iOS 26 and late iOS 17 and 18 devices, each played on the
/// engine with what a user expects to see.
@Suite("Avoidance engine: sequences reported from devices")
struct AvoidanceEngineFieldReportTests {
  let screen = Fixtures.workedContainer.screenBounds
  /// Shift for the worked example's field (bottom 744, spacing 20) over a 336 pt keyboard.
  let shifted: CGFloat = -248

  /// An engine with the worked example's field focused and the 336 pt keyboard up.
  func shownEngine() throws -> AvoidanceEngine {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    _ = try engine.publishing(.didBeginEditing("amount"))
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    #expect(engine.state.targets.offset == shifted)
    return engine
  }

  /// A hide's end frame as iOS 26 devices were seen to send it.
  struct HideFrame: CustomTestStringConvertible, Sendable {
    let testDescription: String
    let frame: CGRect
    let absentKeys: Set<KeyboardUserInfoKey>
  }

  static let hideFrames = [
    // iOS 26: a will-hide whose end frame is CGRect.zero.
    HideFrame(testDescription: "empty", frame: .zero, absentKeys: []),
    // iOS 26: a will-hide whose end frame is CGRect.null.
    HideFrame(testDescription: "null", frame: .null, absentKeys: []),
    // iOS 26: a will-hide with no end-frame key at all.
    HideFrame(testDescription: "missing", frame: .null, absentKeys: [.frameEnd]),
    // iOS 26: a toolbar input accessory that stays on screen leaves a 44 pt end frame at the bottom.
    HideFrame(
      testDescription: "44 pt toolbar", frame: CGRect(x: 0, y: 852 - 44, width: 393, height: 44), absentKeys: []),
  ]

  @Test(
    "a hide means the keyboard leaves, whatever its end frame: content returns exactly to rest", arguments: hideFrames)
  func hideWhateverItsFrame(hide: HideFrame) throws {
    var engine = try shownEngine()
    let shown = Fixtures.dockedFrame(height: 336, in: screen)
    let willHide = KeyboardEvent(phase: .willHide, beginFrame: shown, endFrame: hide.frame, absentKeys: hide.absentKeys)
    let hidden = try engine.publishing(.keyboard(willHide))
    #expect(hidden.offsets == [AvoidanceUpdate(0, animation: .keyboard, cause: .keyboard(.willHide))])
    #expect(engine.state.reason == .keyboardHidden)
    #expect(engine.state.coveredFrame == nil)
    let didHide = KeyboardEvent(phase: .didHide, beginFrame: shown, endFrame: hide.frame, absentKeys: hide.absentKeys)
    #expect(try engine.publishing(.keyboard(didHide)).contentMoves == [])
    #expect(engine.state.targets == AvoidanceTargets())
  }

  @Test("a hide with a null end frame keeps no frame of where the keyboard went, and teaches no estimate")
  func nullHideKeepsNothing() throws {
    var engine = try shownEngine()
    _ = try engine.publishing(.keyboard(KeyboardEvent(phase: .willHide, beginFrame: .null, endFrame: .null)))
    #expect(engine.state.reportedKeyboardFrame == nil)
    #expect(engine.expectedKeyboard == .docked(height: 336))
  }
}
