import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import KeyboardTestSupport
import Testing

@Suite("Avoidance properties")
struct AvoidancePropertyTests {
  /// Seeds are consecutive from here; a failure names its seed so it can be replayed alone.
  static let firstSeed: UInt64 = 0x5EED_0000
  static let runs: UInt64 = 400

  @Test(
    "after a show the field sits spacing above the keyboard (or at the top guide if too tall), never rising more than covered; hide restores rest; no invariant breaks"
  )
  func shiftInvariants() throws {
    for seed in Self.firstSeed..<(Self.firstSeed + Self.runs) {
      var random = SplitMix64(seed: seed)
      let device = DevicePreset.all.randomElement(using: &random) ?? .iPhone15
      let orientation: DeviceOrientation = Bool.random(using: &random) ? .portrait : .landscape
      let container = device.container(orientation)
      let keyboardHeight = device.keyboard(orientation).height(isPredictiveBarVisible: Bool.random(using: &random))
      let spacing = CGFloat(Int.random(in: 0...40, using: &random))
      let height = CGFloat(Int.random(in: 20...400, using: &random))
      let lowest = max(container.topGuide, container.height - spacing - height)
      let y = CGFloat(Int.random(in: Int(container.topGuide)...Int(lowest), using: &random))
      let field = InputField(id: "f", frame: CGRect(x: 0, y: y, width: 100, height: height))

      var engine = try AvoidanceEngine(
        configuration: AvoidanceConfiguration(spacing: spacing), container: container, fields: [field])
      var violations = AvoidanceInvariant.violations(handling: .didBeginEditing("f"), on: &engine)
      violations += AvoidanceInvariant.violations(
        handling: .keyboard(Fixtures.event(.willShow, height: keyboardHeight, in: container.screenBounds)), on: &engine)

      let keyboardTop = container.height - keyboardHeight
      let shift = -engine.state.targets.offset
      let comment: Comment = "seed \(seed): \(device.name) \(orientation), field \(field.frame), spacing \(spacing)"
      #expect(shift >= 0 && shift <= keyboardHeight, comment)
      if field.frame.maxY + spacing <= keyboardTop {
        #expect(shift == 0, comment)
      } else if height + spacing > keyboardTop - container.topGuide {
        #expect(field.frame.minY - shift == container.topGuide, comment)
      } else {
        #expect(field.frame.maxY - shift + spacing == keyboardTop, comment)
      }

      violations += AvoidanceInvariant.violations(
        handling: .keyboard(Fixtures.event(.willHide, height: keyboardHeight, in: container.screenBounds)), on: &engine)
      #expect(engine.state.targets.offset == 0, comment)
      #expect(engine.state.coveredHeight == 0, comment)
      #expect(violations == [], comment)
    }
  }

  @Test(
    "any sequence of user actions breaks no avoidance invariant at any input, and dismissal restores every target to rest exactly"
  )
  func randomActions() throws {
    for seed in Self.firstSeed..<(Self.firstSeed + Self.runs) {
      var random = SplitMix64(seed: seed)
      let device = DevicePreset.all.randomElement(using: &random) ?? .iPad
      var simulator = KeyboardSimulator(device: device)
      let container = simulator.container
      let fields = (0..<4).map { index in
        Fixtures.field(FieldID("f\(index)"), y: container.height - CGFloat(80 * (index + 1)))
      }
      let scrollView = ScrollViewGeometry(
        frame: CGRect(origin: .zero, size: container.screenBounds.size), contentHeight: container.height * 1.5,
        adjustedTopInset: container.safeAreaInsets.top, bottomSafeAreaInset: container.safeAreaInsets.bottom)
      let strategies: [AvoidanceStrategy] = [
        .shift, .scroll(scrollView), .bottomConstraint(scrollView, anchor: .safeAreaBottom), .manual,
        .chat(messageList: scrollView, anchor: .safeAreaBottom),
        .messageList(scrollView, composer: .keyboardLayoutGuide),
        .messageList(scrollView, composer: .inputAccessoryView),
      ]
      let strategy = strategies.randomElement(using: &random) ?? .shift
      var configuration = AvoidanceConfiguration(strategy: strategy)
      configuration.messageListLift = MessageListLift.allCases.randomElement(using: &random) ?? .always
      configuration.isEstimatingKeyboard = Bool.random(using: &random)
      var engine = try AvoidanceEngine(configuration: configuration, container: container, fields: fields)
      let rest = engine.state.targets
      var log: [String] = []
      for _ in 0..<8 {
        let field = fields.randomElement(using: &random)?.id ?? "f0"
        let action = SimulatedAction.allCases.randomElement(using: &random) ?? .user(.dismiss)
        log.append("\(action)")
        for timed in action.perform(on: &simulator, field: field) {
          let violations = AvoidanceInvariant.violations(handling: timed.input, on: &engine)
          #expect(violations == [], "seed \(seed): \(configuration), actions \(log)")
        }
      }
      for timed in simulator.rotate(to: .portrait) + simulator.dismiss() {
        let violations = AvoidanceInvariant.violations(handling: timed.input, on: &engine)
        #expect(violations == [], "seed \(seed): \(strategy), actions \(log), then rotation and dismissal")
      }
      let comment: Comment = "seed \(seed): \(device.name), \(strategy), actions \(log)"
      var expectedRest = rest
      expectedRest.contentOffset = engine.state.targets.contentOffset
      #expect(engine.state.targets == expectedRest, comment)
      if let scrollView = strategy.scrollView {
        let offset = engine.state.targets.contentOffset
        #expect(offset == scrollView.clamped(offset, with: scrollView.restInsets), comment)
      }
    }
  }

  @Test(
    "after every input of random actions on random layouts, no avoidance invariant breaks: the focused field sits spacing above the keyboard, or its top at the top guide when too tall, never rising more than covered"
  )
  func shiftAfterEveryInput() throws {
    for seed in Self.firstSeed..<(Self.firstSeed + Self.runs) {
      var random = SplitMix64(seed: seed)
      let device = DevicePreset.all.randomElement(using: &random) ?? .iPhone15
      let orientation: DeviceOrientation = Bool.random(using: &random) ? .portrait : .landscape
      var simulator = KeyboardSimulator(
        device: device, orientation: orientation, isPredictiveBarVisible: Bool.random(using: &random))
      let height = simulator.container.height
      let spacing = CGFloat(Int.random(in: 0...40, using: &random))
      let fields = (0..<Int.random(in: 1...5, using: &random)).map { index in
        InputField(
          id: FieldID("f\(index)"),
          frame: CGRect(
            x: 16, y: CGFloat(Int.random(in: 0...Int(height), using: &random)), width: 300,
            height: [44, 44, 88, 300, 900].randomElement(using: &random) ?? 44),
          kind: Bool.random(using: &random) ? .textField : .textView,
          spacing: Bool.random(using: &random) ? nil : CGFloat(Int.random(in: 0...30, using: &random)))
      }
      var engine = try AvoidanceEngine(
        configuration: AvoidanceConfiguration(spacing: spacing), container: simulator.container, fields: fields)
      var log: [String] = []
      for _ in 0..<12 {
        let field = fields.randomElement(using: &random)?.id ?? "f0"
        let action = SimulatedAction.allCases.randomElement(using: &random) ?? .user(.dismiss)
        log.append("\(action) \(field)")
        for timed in action.perform(on: &simulator, field: field) {
          let violations = AvoidanceInvariant.violations(handling: timed.input, on: &engine)
          #expect(violations == [], "seed \(seed): \(device.name) \(orientation), spacing \(spacing), after \(log)")
        }
      }
    }
  }

  @Test("misuse mixed into random actions is rejected or ignored, changes nothing and breaks no avoidance invariant")
  func misuseChangesNothing() throws {
    for seed in Self.firstSeed..<(Self.firstSeed + Self.runs) {
      var random = SplitMix64(seed: seed)
      let device = DevicePreset.all.randomElement(using: &random) ?? .iPad
      var simulator = KeyboardSimulator(device: device)
      let container = simulator.container
      let fields = (0..<3).map { Fixtures.field(FieldID("f\($0)"), y: container.height - CGFloat(90 * ($0 + 1))) }
      var engine = try AvoidanceEngine(container: container, fields: fields)
      let screen = container.screenBounds
      let misuse: [AvoidanceInput] = [
        .didBeginEditing("ghost"), .didEndEditing("ghost"), .didEndEditing("f0"), .didBeginEditing("f1"),
        .stopObserving, .stopObserving, .startObserving,
        .keyboard(
          KeyboardEvent(
            phase: .willShow, beginFrame: .zero, endFrame: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1))),
        .keyboard(Fixtures.event(.willShow, height: 300, in: screen, duration: -1)),
        .keyboard(Fixtures.event(.willHide, height: 300, in: screen)), .navigate(.next),
        .didScroll(toContentOffset: .infinity),
      ]
      var log: [String] = []
      for _ in 0..<16 {
        let inputs: [AvoidanceInput]
        if Bool.random(using: &random) {
          let action = SimulatedAction.allCases.randomElement(using: &random) ?? .user(.dismiss)
          let field = fields.randomElement(using: &random)?.id ?? "f0"
          log.append("\(action) \(field)")
          inputs = action.perform(on: &simulator, field: field).map(\.input)
        } else {
          let input = misuse.randomElement(using: &random) ?? .stopObserving
          log.append("\(input)")
          inputs = [input]
        }
        for input in inputs {
          let violations = AvoidanceInvariant.violations(handling: input, on: &engine)
          #expect(violations == [], "seed \(seed): \(device.name), after \(log)")
        }
      }
    }
  }
}
