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
      var effects = try engine.publishing(.didBeginEditing("f"))
      effects += try engine.publishing(
        .keyboard(Fixtures.event(.willShow, height: keyboardHeight, in: container.screenBounds)))

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

      effects += try engine.publishing(
        .keyboard(Fixtures.event(.willHide, height: keyboardHeight, in: container.screenBounds)))
      #expect(engine.state.targets.offset == 0, comment)
      #expect(engine.state.coveredHeight == 0, comment)
      let isEveryValueFinite = effects.isFinite
      #expect(isEveryValueFinite, comment)
    }
  }

  @Test(
    "any sequence of user actions publishes no NaN, never moves twice for one event, and dismissal restores every target to rest exactly"
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
      ]
      let strategy = strategies.randomElement(using: &random) ?? .shift
      var engine = try AvoidanceEngine(
        configuration: AvoidanceConfiguration(strategy: strategy), container: container, fields: fields)
      let rest = engine.state.targets
      var effects = Published(before: engine.state)
      var log: [String] = []
      for _ in 0..<8 {
        let field = fields.randomElement(using: &random)?.id ?? "f0"
        let action = SimulatedAction.allCases.randomElement(using: &random) ?? .dismiss
        log.append("\(action)")
        for timed in action.perform(on: &simulator, field: field) {
          effects += try engine.publishing(timed.input)
          // Spec rule 9: the same keyboard event again produces no second transition.
          if case .keyboard = timed.input {
            var again = engine
            #expect(try again.handle(timed.input) == [], "seed \(seed): \(strategy), actions \(log)")
          }
        }
      }
      _ = try engine.replay(simulator.rotate(to: .portrait))
      effects += try engine.replay(simulator.dismiss())
      let comment: Comment = "seed \(seed): \(device.name), \(strategy), actions \(log)"
      let isEveryValueFinite = effects.isFinite
      #expect(isEveryValueFinite, comment)
      var expectedRest = rest
      expectedRest.contentOffset = engine.state.targets.contentOffset
      #expect(engine.state.targets == expectedRest, comment)
      #expect(engine.state.targets.contentOffset.isFinite, comment)
      if let scrollView = strategy.scrollViewForTests {
        let offset = engine.state.targets.contentOffset
        #expect(offset == scrollView.clamped(offset, with: scrollView.restInsets), comment)
      }
    }
  }

  @Test(
    "after every input of random actions on random layouts, the focused field sits spacing above the keyboard, or its top at the top guide when too tall, never rising more than covered"
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
        let action = SimulatedAction.allCases.randomElement(using: &random) ?? .dismiss
        log.append("\(action) \(field)")
        for timed in action.perform(on: &simulator, field: field) {
          _ = try engine.publishing(timed.input)
          if let broken = ShiftRule.violation(in: engine) {
            Issue.record("seed \(seed): \(device.name) \(orientation), spacing \(spacing), after \(log): \(broken)")
          }
        }
      }
    }
  }

  @Test("misuse mixed into random actions is rejected or ignored and changes nothing; nothing published is ever NaN")
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
          let action = SimulatedAction.allCases.randomElement(using: &random) ?? .dismiss
          let field = fields.randomElement(using: &random)?.id ?? "f0"
          log.append("\(action) \(field)")
          inputs = action.perform(on: &simulator, field: field).map(\.input)
        } else {
          let input = misuse.randomElement(using: &random) ?? .stopObserving
          log.append("\(input)")
          inputs = [input]
        }
        for input in inputs {
          let before = engine
          let comment: Comment = "seed \(seed): \(device.name), after \(log)"
          do {
            let effects = try engine.handle(input)
            let isEveryValueFinite = effects.allSatisfy(\.isFinite)
            #expect(isEveryValueFinite, comment)
            if !before.isObserving, input.isTakenOnlyWhileObserving {
              #expect(effects == [] && engine == before, comment)
            }
          } catch {
            #expect(engine == before, comment)
          }
        }
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
  /// Whether every number the effect publishes is finite.
  var isFinite: Bool {
    guard case .publish(let state) = self else { return true }
    return state.isFinite
  }
}

extension Published {
  /// Whether every number every published state carries is finite.
  var isFinite: Bool { states.allSatisfy(\.isFinite) }
}

extension AvoidanceState {
  /// Whether every number the state publishes is finite.
  var isFinite: Bool {
    let frames: [CGRect] = [container.frame, coveredFrame ?? .zero, shiftedContainerFrame]
    let numbers: [CGFloat] =
      frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] } + [
        coveredHeight, targets.offset, targets.scrollInsets.content, targets.scrollInsets.indicator,
        targets.contentOffset, targets.constraintConstant, animation.duration,
      ]
    return numbers.allSatisfy(\.isFinite)
  }
}

extension AvoidanceInput {
  /// Whether the engine ignores this input while it is not observing.
  fileprivate var isTakenOnlyWhileObserving: Bool {
    switch self {
    case .didBeginEditing, .didEndEditing, .keyboard, .navigate: true
    case .startObserving, .stopObserving, .containerDidChange, .fieldsDidChange, .didScroll: false
    }
  }
}

/// The shift rule, stated in its own words, as a check of an engine's state.
enum ShiftRule {
  /// What is wrong with the shift published now, or `nil` when it follows the rule.
  ///
  /// While a reported keyboard covers part of the container and an avoided field is focused: the
  /// field's bottom sits `spacing` above the keyboard's top, unless the field is taller than the
  /// visible area (then its top sits at the top guide) or was already clear of the keyboard (then
  /// nothing moves); and the view never rises more than the keyboard covers.
  static func violation(in engine: AvoidanceEngine) -> String? {
    guard case .shown = engine.phase, let covered = engine.state.coveredFrame, let id = engine.focusedField,
      let field = engine.navigator.fields.first(where: { $0.id == id }), field.isAvoidanceEnabled
    else { return nil }
    let shift = -engine.state.targets.offset
    let spacing = field.spacing ?? engine.configuration.spacing
    let guide = engine.container.topGuide
    let item = field.frame
    guard shift >= 0, shift <= covered.height else { return "rose \(shift) over a keyboard covering \(covered.height)" }
    if item.maxY + spacing <= covered.minY {
      return shift == 0 ? nil : "\(id) was clear of the keyboard, yet the view rose \(shift)"
    }
    if shift == covered.height { return nil }
    if item.height + spacing > covered.minY - guide {
      return item.minY <= guide || item.minY - shift == guide ? nil : "tall \(id) has its top at \(item.minY - shift)"
    }
    return item.maxY - shift + spacing == covered.minY
      ? nil : "\(id) ends at \(item.maxY - shift), keyboard top \(covered.minY), spacing \(spacing)"
  }
}
