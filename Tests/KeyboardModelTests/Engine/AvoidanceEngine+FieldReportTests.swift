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

  /// The four notifications of a show (or hide) whose end frame is `frame`.
  func showPair(_ frame: CGRect) -> [AvoidanceInput] {
    [KeyboardPhase.willChangeFrame, .willShow, .didChangeFrame, .didShow].map { phase in
      .keyboard(KeyboardEvent(phase: phase, beginFrame: frame, endFrame: frame))
    }
  }

  // WebKit bug 6669d12b: the out-of-process keyboard's first show pair is 0 pt, some 20 ms after focus,
  // then the real one follows. Taking the 0 pt frame dropped the estimate to rest and raised content again
  // (-272 cut at -43.7, 0, -248).
  @Test(
    "a 0 pt show pair while a field waits for its keyboard moves nothing and cancels no estimate: no dip",
    arguments: [
      CGRect(x: 0, y: 852, width: 393, height: 0), CGRect.zero,
    ])
  func zeroHeightShowPairBeforeTheRealOne(zero: CGRect) throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    var published = try engine.publishing(.didBeginEditing("amount"))
    for input in showPair(zero) {
      let changed = try engine.publishing(input)
      #expect(changed.states == [])
      published += changed
    }
    #expect(engine.state.keyboard?.source == .estimated)
    #expect(engine.state.isWaitingForKeyboard)
    published += try engine.replay(
      showPair(Fixtures.dockedFrame(height: 336, in: screen)).map { TimedInput(time: 0, input: $0) })
    #expect(published.offsets.map(\.value) == [-272, shifted] as [CGFloat])
    #expect(published.offsets.map(\.cause) == [AvoidanceCause.estimate, .keyboard(.willChangeFrame)])
  }

  // A real iPad dump (1024 x 768, landscape): focus, a will-show of {0, 768, 1024, 0}, then the 398 pt
  // keyboard. Content went -150.6, 0, -358.
  @Test("on an iPad, a 0 pt frame before the 398 pt keyboard moves nothing: the estimate goes straight to -358")
  func iPadZeroFrameBeforeTheKeyboard() throws {
    let iPad = ContainerGeometry(
      screenBounds: CGRect(x: 0, y: 0, width: 1024, height: 768), safeAreaInsets: LayoutInsets(top: 24, bottom: 20))
    var engine = try AvoidanceEngine(container: iPad, fields: [Fixtures.field("amount", y: 664)])
    var published = try engine.publishing(.didBeginEditing("amount"))
    let zero = CGRect(x: 0, y: 768, width: 1024, height: 0)
    published += try engine.publishing(.keyboard(KeyboardEvent(phase: .willShow, beginFrame: zero, endFrame: zero)))
    let keyboard = Fixtures.dockedFrame(height: 398, in: iPad.screenBounds)
    published += try engine.publishing(
      .keyboard(KeyboardEvent(phase: .willShow, beginFrame: zero, endFrame: keyboard)))
    let estimated: CGFloat = -(708 + 20 - (768 - 360))
    #expect(published.offsets.map(\.value) == [estimated, -358])
  }

  // The out-of-process keyboard (iOS 17 and later) sends two whole show pairs for one show.
  @Test("two show pairs of the same keyboard cause no bounce: one move, and nothing from the second pair")
  func doubleShowPair() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    var published = try engine.publishing(.didBeginEditing("amount"))
    let shown = Fixtures.dockedFrame(height: 336, in: screen)
    published += try engine.replay(showPair(shown).map { TimedInput(time: 0, input: $0) })
    let second = try engine.replay(showPair(shown).map { TimedInput(time: 0, input: $0) })
    #expect(second.states == [])
    #expect(published.offsets.map(\.value) == [-272, shifted] as [CGFloat])
  }

  @Test("a 0 pt frame change while the keyboard is up moves nothing: content stays clear of the keyboard")
  func zeroHeightWhileShown() throws {
    var engine = try shownEngine()
    let zero = CGRect(x: 0, y: 852, width: 393, height: 0)
    for input in showPair(zero) {
      #expect(try engine.handle(input).isEmpty)
    }
    #expect(engine.state.targets.offset == shifted)
  }

  // iPadOS 16 and later clip the keyboard's frame to the key window in Stage Manager (iPadOS 26's
  // resizable windows alike), and such a window need not reach the screen's bottom edge: the clipped
  // keyboard read as floating, covering nothing, with the field under it.
  @Test("a keyboard clipped to a window that ends above the screen's bottom is docked, and the field rises clear of it")
  func keyboardClippedToWindow() throws {
    let device = DevicePreset.iPadStageManager
    var simulator = KeyboardSimulator(device: device, orientation: .landscape)
    let container = simulator.container
    let window = CGRect(x: 60, y: 40, width: 1060, height: 680)
    #expect(container.windowFrame == window && container.frame == window)
    var engine = try AvoidanceEngine(container: container, fields: [Fixtures.field("amount", y: 600)])
    let published = try engine.replay(simulator.tapTextField("amount"))
    // The keyboard, 398 pt from the screen's bottom (y = 422), clipped at the window's bottom (y = 720).
    #expect(simulator.keyboardFrame == CGRect(x: 60, y: 422, width: 1060, height: 298))
    #expect(engine.state.coveredFrame == CGRect(x: 0, y: 422 - 40, width: 1060, height: 298))
    let keyboardTop: CGFloat = 422 - 40
    #expect(published.offsets.last?.value == -(644 + 20 - keyboardTop))
    #expect(engine.state.keyboard?.isDocked == true)
    // The next focus estimates the same keyboard: its top where the clipped one's was.
    _ = try engine.replay(simulator.dismiss())
    _ = try engine.publishing(.didBeginEditing("amount"))
    #expect(engine.state.keyboard?.source == .estimated)
    #expect(engine.state.keyboard?.overlap?.top == keyboardTop)
  }

  @Test("a floating keyboard inside a window that ends above the screen's bottom still covers nothing")
  func floatingKeyboardInWindow() throws {
    let container = DevicePreset.iPadStageManager.container(.landscape)
    var engine = try AvoidanceEngine(container: container, fields: [Fixtures.field("amount", y: 600)])
    _ = try engine.publishing(.didBeginEditing("amount"))
    let floating = CGRect(x: 400, y: 300, width: 320, height: 250)
    _ = try engine.publishing(.keyboard(KeyboardEvent(phase: .willShow, beginFrame: floating, endFrame: floating)))
    #expect(engine.state.reason == .keyboardCoversNothing)
    #expect(engine.state.targets.offset == 0)
  }
}
