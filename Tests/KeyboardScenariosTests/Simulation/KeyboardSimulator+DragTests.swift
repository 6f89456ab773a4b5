import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite("Keyboard simulator: dragging the keyboard")
struct KeyboardSimulatorDragTests {
  /// A simulator on `device` with a text view focused and the keyboard up.
  func shown(on device: DevicePreset, in orientation: DeviceOrientation = .portrait) -> KeyboardSimulator {
    var simulator = KeyboardSimulator(device: device, orientation: orientation)
    _ = simulator.tapTextView("message")
    return simulator
  }

  /// The tops of the drag's inputs, and what follows them.
  func split(_ inputs: [TimedInput]) -> (tops: [CGFloat], times: [TimeInterval], rest: [AvoidanceInput]) {
    let drags = inputs.prefix { if case .keyboardDragged = $0.input { true } else { false } }
    let tops = drags.map { timed -> CGFloat in
      guard case .keyboardDragged(let top) = timed.input else { return .nan }
      return top
    }
    return (tops, drags.map(\.time), inputs.dropFirst(drags.count).map(\.input))
  }

  func event(_ phase: KeyboardPhase, from begin: CGRect, to end: CGRect) -> AvoidanceInput {
    .keyboard(
      KeyboardEvent(
        phase: phase, beginFrame: begin, endFrame: end, duration: KeyboardSimulator.animation.duration,
        curve: KeyboardSimulator.animation.curve))
  }

  @Test(
    "a drag is the keyboard's tops at 60 frames a second, down from the shown top to the target, then a show back when cancelled",
    arguments: DevicePreset.all, DeviceOrientation.allCases)
  func cancel(device: DevicePreset, orientation: DeviceOrientation) {
    var simulator = shown(on: device, in: orientation)
    let shownFrame = simulator.keyboardFrame
    let target = shownFrame.minY + (shownFrame.height / 2).rounded()
    let start = simulator.now
    let inputs = simulator.dragKeyboard(to: target, release: .cancel)
    let (tops, times, rest) = split(inputs)

    // 800 pt a second: half the keyboard takes a few frames, each 1/60 s after the one before.
    let frames = Int((target - shownFrame.minY) / 800 * 60 + 1)
    #expect(tops.count == frames)
    #expect(tops.last == target)
    #expect(zip([shownFrame.minY] + tops, tops).allSatisfy { $0 < $1 })
    #expect(times.enumerated().allSatisfy { isClose($1, start + Double($0 + 1) / 60) })
    var released = shownFrame
    released.origin.y = target
    #expect(
      rest == [
        event(.willChangeFrame, from: released, to: shownFrame), event(.willShow, from: released, to: shownFrame),
        event(.didChangeFrame, from: released, to: shownFrame), event(.didShow, from: released, to: shownFrame),
      ])
    // Let go a frame after the last move; the show's did-notifications one animation later.
    #expect(inputs[tops.count].time == times.last.map { $0 + 1.0 / 60 })
    #expect(inputs.last.map(\.time) == times.last.map { $0 + 1.0 / 60 + KeyboardSimulator.animation.duration })
    #expect(simulator.isKeyboardVisible)
    #expect(simulator.focusedField == "message")
    #expect(simulator.history.suffix(inputs.count) == inputs[...])
  }

  @Test(
    "a drag dismissed ends the field's editing, then hides the keyboard from where the drag left it",
    arguments: DevicePreset.all)
  func dismiss(device: DevicePreset) {
    var simulator = shown(on: device)
    let shownFrame = simulator.keyboardFrame
    let target = shownFrame.minY + 100
    let (tops, _, rest) = split(simulator.dragKeyboard(to: target, release: .dismiss))
    #expect(tops.last == target)
    var released = shownFrame
    released.origin.y = target
    let hidden = Fixtures.hiddenFrame(height: shownFrame.height, in: device.screenBounds(.portrait))
    #expect(
      rest == [
        .didEndEditing("message"), event(.willChangeFrame, from: released, to: hidden),
        event(.willHide, from: released, to: hidden), event(.didChangeFrame, from: released, to: hidden),
        event(.didHide, from: released, to: hidden),
      ])
    #expect(!simulator.isKeyboardVisible)
    #expect(simulator.focusedField == nil)
    // The keyboard is down: a second drag finds nothing to drag.
    #expect(simulator.dragKeyboard(to: target, release: .dismiss) == [])
  }

  @Test("a target below the screen stops the keyboard at the screen's bottom; one above it drags nothing")
  func clamped() {
    var simulator = shown(on: .iPhone15)
    let (tops, _, _) = split(simulator.dragKeyboard(to: 5_000, release: .cancel))
    #expect(tops.last == 852)
    let before = simulator
    #expect(simulator.dragKeyboard(to: simulator.keyboardFrame.minY, release: .dismiss) == [])
    #expect(simulator.dragKeyboard(to: 100, release: .dismiss) == [])
    #expect(simulator.dragKeyboard(to: .nan, release: .dismiss) == [])
    #expect(simulator.dragKeyboard(to: .infinity, release: .dismiss) == [])
    #expect(simulator == before)
  }

  @Test("with no keyboard up, a hardware keyboard's shortcut bar or an undocked keyboard, nothing is dragged")
  func nothingToDrag() {
    var none = KeyboardSimulator(device: .iPhone15)
    #expect(none.dragKeyboard(to: 800, release: .dismiss) == [])
    #expect(none == KeyboardSimulator(device: .iPhone15))

    var hardware = shown(on: .iPad)
    _ = hardware.attachHardwareKeyboard()
    let withBar = hardware
    #expect(hardware.dragKeyboard(to: 1_190, release: .dismiss) == [])
    #expect(hardware == withBar)

    var undocked = shown(on: .iPad)
    _ = undocked.undockKeyboard()
    let floating = undocked
    #expect(undocked.dragKeyboard(to: 1_000, release: .dismiss) == [])
    #expect(undocked == floating)
  }

  @Test(
    "the engine follows each dragged top un-animated, then animates from there: back up when cancelled, to rest when dismissed",
    arguments: UserAction.Release.allCases)
  func engineFollows(release: UserAction.Release) throws {
    var simulator = shown(on: .iPhone15)
    let container = simulator.container
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: StrategyChoice.chat.strategy(for: container, fields: [])),
      container: container, fields: [Fixtures.field("message", y: container.height - 34 - 44, kind: .textView)])
    _ = try engine.replay(simulator.history)
    let shownTop = simulator.keyboardFrame.minY
    for timed in simulator.dragKeyboard(to: shownTop + 120, release: release) {
      let outcome = try engine.handle(timed.input)
      guard case .keyboardDragged(let top) = timed.input else { continue }
      #expect(engine.state.draggedKeyboardTop == top)
      #expect(
        outcome == AvoidanceOutcome(update: AvoidanceUpdate(engine.state, animation: .immediate, cause: .keyboardDrag)))
      #expect(engine.state.targets.constraintConstant == 852 - 34 - top)
    }
    #expect(engine.state.draggedKeyboardTop == nil)
    #expect(engine.state.targets.constraintConstant == (release == .cancel ? 852 - 34 - shownTop : 0))
  }

  @Test(
    "in a Stage Manager window, the keyboard clipped to the window covers less by each point it is dragged",
    arguments: DeviceOrientation.allCases)
  func stageManager(orientation: DeviceOrientation) throws {
    var simulator = KeyboardSimulator(device: .iPadStageManager, orientation: orientation)
    let container = simulator.container
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: StrategyChoice.chat.strategy(for: container, fields: [])),
      container: container, fields: [Fixtures.field("message", y: container.height - 60, kind: .textView)])
    _ = try engine.replay(simulator.tapTextView("message"))
    let shown = simulator.keyboardFrame
    let covered = engine.state.coveredHeight
    #expect(covered > 0)
    for timed in simulator.dragKeyboard(to: shown.minY + covered / 2, release: .cancel) {
      _ = try engine.handle(timed.input)
      guard case .keyboardDragged(let top) = timed.input else { continue }
      #expect(isClose(engine.state.coveredHeight, covered - (top - shown.minY), within: 1e-9))
    }
  }

  /// A chat's engine on an iPhone 15: a message list behind a composer, scrolled to its newest message,
  /// with the composer's text view editing and the keyboard up (top 516).
  func chatEditing(_ simulator: inout KeyboardSimulator) throws -> AvoidanceEngine {
    let container = simulator.container
    let field = Fixtures.field("message", y: container.height - 34 - 44, kind: .textView)
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: StrategyChoice.chat.strategy(for: container, fields: [field])),
      container: container, fields: [field])
    _ = try engine.replay(simulator.tapTextView("message"))
    return engine
  }

  @Test(
    "given the avoider's state, the finger scrolls the list as far as it drags the keyboard: a chat's newest message rides the composer down, no gap opening",
    arguments: KeyboardSimulator.DragRelease.allCases)
  func fingerScrollsTheList(release: KeyboardSimulator.DragRelease) throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    var engine = try chatEditing(&simulator)
    #expect(engine.state.decision.messageListShowsEnd)
    let offset = engine.state.targets.contentOffset
    let shownTop = simulator.keyboardFrame.minY
    let inputs = simulator.dragKeyboard(to: 700, release: release, scrolling: engine.state)
    for timed in inputs {
      _ = try engine.handle(timed.input)
      guard case .keyboardDragged(let top) = timed.input else { continue }
      // The list followed the finger down as far as the keyboard went: it still shows its newest message,
      // right above the composer riding the keyboard.
      #expect(isClose(engine.state.targets.contentOffset, offset - (top - shownTop), within: 1e-9))
      let list = try #require(engine.state.configuration.strategy.scrollView)
      let end = list.contentHeight + engine.state.targets.contentInset + list.bottomSafeAreaInset - list.frame.height
      #expect(isClose(engine.state.targets.contentOffset, end, within: 1e-9), "top \(top)")
    }
    // Each top is preceded by the scroll the finger made, at the same moment.
    let scrolls = inputs.indices.filter { if case .layoutDidChange = inputs[$0].input { true } else { false } }
    #expect(!scrolls.isEmpty)
    for index in scrolls {
      guard case .keyboardDragged = inputs[index + 1].input else { Issue.record("no top after \(index)"); continue }
      #expect(inputs[index].time == inputs[index + 1].time)
    }
  }

  @Test("without the avoider's state, or over a list already at its top, the finger scrolls nothing the model sees")
  func fingerScrollsNothing() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    var engine = try chatEditing(&simulator)
    var copy = simulator
    let plain = copy.dragKeyboard(to: 700, release: .cancel)
    #expect(!plain.contains { if case .layoutDidChange = $0.input { true } else { false } })
    // At its top the list cannot follow the finger: the pan only rubber-bands there, and springs back.
    let list = try #require(engine.state.configuration.strategy.scrollView)
    _ = try engine.handle(.didScroll(toContentOffset: list.minimumContentOffset))
    let atTop = simulator.dragKeyboard(to: 700, release: .cancel, scrolling: engine.state)
    #expect(!atTop.contains { if case .layoutDidChange = $0.input { true } else { false } })
  }

  @Test(
    "a drag that begins during the show's animation hears the show's did-notifications while the finger holds the keyboard"
  )
  func lateDidNotifications() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    // The user swipes a tenth of a second after the tap: the show's animation ends then, mid-drag.
    simulator.didNotificationLatency = 0.1
    let tap = simulator.tapTextView("message")
    let drag = simulator.dragKeyboard(to: 700, release: .dismiss)
    let played = (tap + drag).enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    let didShow = try #require(
      played.firstIndex { timed in
        if case .keyboard(let event) = timed.input { event.phase == .didShow } else { false }
      })
    #expect(played[..<didShow].contains { if case .keyboardDragged = $0.input { true } else { false } })
    #expect(played[(didShow + 1)...].contains { if case .keyboardDragged = $0.input { true } else { false } })
    // The model takes them for what they are: the drag goes on, and ends at UIKit's hide.
    let container = simulator.container
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: StrategyChoice.chat.strategy(for: container, fields: [])),
      container: container, fields: [Fixtures.field("message", y: 774, kind: .textView)])
    var composer: [CGFloat] = []
    for timed in played {
      _ = try engine.handle(timed.input)
      composer.append(engine.state.targets.constraintConstant)
    }
    // Up once, then down with the finger and the hide: never back up mid-drag.
    let peak = try #require(composer.firstIndex(of: composer.max() ?? 0))
    #expect(zip(composer[peak...], composer[peak...].dropFirst()).allSatisfy { $0 >= $1 })
  }
}
