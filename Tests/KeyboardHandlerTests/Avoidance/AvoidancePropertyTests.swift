import Foundation
import KeyboardHandler
import Testing

@Suite("Avoidance properties")
struct AvoidancePropertyTests {
  /// Seeds are consecutive from here; a failure names its seed so it can be replayed alone.
  static let firstSeed: UInt64 = 0x5EED_0000
  static let runs: UInt64 = 400

  @Test(
    "after a show the field sits spacing above the keyboard (or at the top guide if too tall), never rising more than covered; hide restores rest"
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
      var effects = try engine.handle(.didBeginEditing("f"))
      effects += try engine.handle(
        .keyboard(Fixtures.event(.willShow, height: keyboardHeight, in: container.screenBounds)))

      let keyboardTop = container.height - keyboardHeight
      let shift = -engine.snapshot.targets.offset
      let comment: Comment = "seed \(seed): \(device.name) \(orientation), field \(field.frame), spacing \(spacing)"
      #expect(shift >= 0 && shift <= keyboardHeight, comment)
      if field.frame.maxY + spacing <= keyboardTop {
        #expect(shift == 0, comment)
      } else if height + spacing > keyboardTop - container.topGuide {
        #expect(field.frame.minY - shift == container.topGuide, comment)
      } else {
        #expect(field.frame.maxY - shift + spacing == keyboardTop, comment)
      }

      effects += try engine.handle(
        .keyboard(Fixtures.event(.willHide, height: keyboardHeight, in: container.screenBounds)))
      #expect(engine.snapshot.targets.offset == 0, comment)
      #expect(engine.snapshot.visibleHeight == 0, comment)
      let isEveryValueFinite = effects.allSatisfy(\.isFinite)
      #expect(isEveryValueFinite, comment)
    }
  }

  @Test("any sequence of user actions publishes no NaN, and dismissal restores every target to rest exactly")
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
      ]
      let strategy = strategies.randomElement(using: &random) ?? .shift
      var engine = try AvoidanceEngine(
        configuration: AvoidanceConfiguration(strategy: strategy), container: container, fields: fields)
      let rest = engine.snapshot.targets
      var effects: [AvoidanceEffect] = []
      var log: [String] = []
      for _ in 0..<8 {
        let field = fields.randomElement(using: &random)?.id ?? "f0"
        let action = Int.random(in: 0..<7, using: &random)
        log.append("\(action)")
        let inputs: [TimedInput]
        switch action {
        case 0: inputs = simulator.tapTextField(field)
        case 1: inputs = simulator.tapTextView(field)
        case 2: inputs = simulator.togglePredictiveBar()
        case 3:
          inputs =
            simulator.isHardwareKeyboardAttached
            ? simulator.detachHardwareKeyboard() : simulator.attachHardwareKeyboard()
        case 4: inputs = simulator.isKeyboardUndocked ? simulator.dockKeyboard() : simulator.undockKeyboard()
        case 5: inputs = simulator.dismiss()
        default: inputs = simulator.rotate(to: simulator.orientation == .portrait ? .landscape : .portrait)
        }
        effects += try engine.replay(inputs)
      }
      _ = try engine.replay(simulator.rotate(to: .portrait))
      effects += try engine.replay(simulator.dismiss())
      let comment: Comment = "seed \(seed): \(device.name), \(strategy), actions \(log)"
      let isEveryValueFinite = effects.allSatisfy(\.isFinite)
      #expect(isEveryValueFinite, comment)
      var expectedRest = rest
      expectedRest.contentOffset = engine.snapshot.targets.contentOffset
      #expect(engine.snapshot.targets == expectedRest, comment)
      #expect(engine.snapshot.targets.contentOffset.isFinite, comment)
      if let scrollView = strategy.scrollViewForTests {
        let offset = engine.snapshot.targets.contentOffset
        #expect(offset == scrollView.clamped(offset, with: scrollView.restInsets), comment)
      }
    }
  }
}

extension AvoidanceStrategy {
  fileprivate var scrollViewForTests: ScrollViewGeometry? {
    switch self {
    case .scroll(let geometry), .bottomConstraint(let geometry, _): geometry
    case .shift, .manual: nil
    }
  }
}

extension AvoidanceEffect {
  /// Whether every number the effect carries is finite.
  var isFinite: Bool {
    switch self {
    case .keyboardFrame(let update):
      guard let frame = update.value else { return update.animation.duration.isFinite }
      return [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
    case .visibleHeight(let update), .offset(let update), .contentOffset(let update), .constraintConstant(let update):
      return update.value.isFinite && update.animation.duration.isFinite
    case .scrollInsets(let update):
      return update.value.content.isFinite && update.value.indicator.isFinite
    case .focusedField, .accessory, .request:
      return true
    }
  }
}
