import Foundation
import KeyboardHandler

/// What must hold after every input the avoidance engine takes, or rejects.
///
/// The checks restate the rules of keyboard avoidance in their own words rather than repeating the engine's formulas:
/// a rejected input changes nothing; nothing published is NaN or infinite; an accepted input
/// publishes exactly the engine's new state, once, and only when it changed; with the shift strategy, the focused field's
/// bottom sits `spacing` above the keyboard unless it is taller than the visible area (then its
/// top sits at the top guide), and the view never rises more than the keyboard covers; a hide
/// or a stop returns every target to rest exactly; the same keyboard event twice moves nothing
/// the second time.
public enum AvoidanceInvariants {
  /// Checks one step and stops the process at the first broken invariant.
  ///
  /// - Parameters:
  ///   - input: The input the engine was given.
  ///   - before: The engine before it.
  ///   - engine: The engine after it.
  ///   - outcome: What `handle(_:)` returned or threw.
  public static func check(
    after input: AvoidanceInput, from before: AvoidanceEngine, to engine: AvoidanceEngine,
    outcome: Result<[AvoidanceEffect], AvoidanceError>
  ) {
    // Described only when an invariant breaks: describing two engines costs more than checking them.
    func context() -> String { "input \(input)\nbefore \(before)\nafter \(engine)" }
    let effects: [AvoidanceEffect]
    switch outcome {
    case .failure(let error):
      require(engine == before, "the rejected input (\(error)) changed the engine\n\(context())")
      return
    case .success(let accepted):
      effects = accepted
    }
    if !before.isObserving, input.isObservedOnly {
      require(effects.isEmpty && engine == before, "an input taken while not observing changed something\n\(context())")
    }
    checkPublished(engine, context)
    checkEffects(effects, from: before.state, to: engine.state, context)
    checkStrategy(engine, context)
    checkShift(engine, context)
    checkRest(after: input, from: before, to: engine, context)
    checkRepeat(of: input, on: engine, context)
  }

  /// Everything published is finite, and agrees with the engine's own state.
  private static func checkPublished(_ engine: AvoidanceEngine, _ context: () -> String) {
    let state = engine.state
    let targets = state.targets
    let frame = state.coveredFrame ?? .zero
    let numbers = [
      frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, state.coveredHeight, targets.offset,
      targets.scrollInsets.content, targets.scrollInsets.indicator, targets.contentOffset, targets.constraintConstant,
      state.animation.duration,
    ]
    require(numbers.allSatisfy(\.isFinite), "a published value is NaN or infinite\n\(context())")
    // The keyboard the decision used is the phase's, measured against the container now: the reported
    // frame, or the estimate while a field waits (worked out here from the last report or the configuration).
    require(
      state.keyboard == expectedKeyboard(engine), "the decision did not use the keyboard it should\n\(context())")
    if let covered = state.coveredFrame {
      // Converting into container coordinates may round the far edge by an ulp or so.
      let size = engine.container.frame.size
      let tolerance = 1e-9 * max(1, size.width, size.height)
      require(
        covered.size.height > 0 && covered.size.width > 0 && covered.minX >= -tolerance && covered.minY >= -tolerance
          && covered.maxX <= size.width + tolerance && covered.maxY <= size.height + tolerance,
        "the covered part lies outside the container\n\(context())")
    }
    if let height = engine.lastReportedHeight {
      require(height.isFinite && height > 0, "the reported height \(height) cannot serve as an estimate\n\(context())")
    }
    if let focused = engine.focusedField {
      require(engine.navigator.fields.contains { $0.id == focused }, "the focused field is unknown\n\(context())")
    }
    require(
      state.accessory == engine.navigator.accessoryState(for: engine.focusedField),
      "the accessory state does not match the focus\n\(context())")
  }

  /// An accepted input publishes the new state exactly once when it changed, and nothing otherwise.
  private static func checkEffects(
    _ effects: [AvoidanceEffect], from old: AvoidanceState, to new: AvoidanceState, _ context: () -> String
  ) {
    let published = effects.compactMap { effect -> AvoidanceState? in
      guard case .publish(let state) = effect else { return nil }
      return state
    }
    require(published.count <= 1, "one input published \(published.count) states\n\(context())")
    if let state = published.first {
      require(state == new, "the published state is not the engine's new one\n\(context())")
      var unchanged = old
      unchanged.animation = state.animation
      unchanged.cause = state.cause
      require(state != unchanged, "a state was published that changed only its animation or cause\n\(context())")
      require(
        state.animation.duration.isFinite && state.animation.duration >= 0, "bad timing \(state.animation)")
    } else {
      require(new == old, "the state changed without being published\n\(context())")
    }
  }

  /// Each strategy publishes only its own values; the others stay at rest.
  private static func checkStrategy(_ engine: AvoidanceEngine, _ context: () -> String) {
    let targets = engine.state.targets
    let strategy = engine.configuration.strategy
    if strategy != .shift { require(targets.offset == 0, "only the shift strategy moves the container\n\(context())") }
    switch strategy {
    case .shift, .manual:
      require(
        targets.scrollInsets == .zero && targets.contentOffset == 0 && targets.constraintConstant == 0,
        "a strategy without a scroll view published scroll targets\n\(context())")
    case .scroll(let scrollView):
      let insets = targets.scrollInsets
      require(
        insets.content >= scrollView.restInsets.content && insets.indicator >= scrollView.restInsets.indicator,
        "the scroll insets fell below their rest values\n\(context())")
      require(targets.constraintConstant == 0, "the scroll strategy moved a constraint\n\(context())")
    case .bottomConstraint(let scrollView, _):
      require(
        targets.scrollInsets == scrollView.restInsets, "the bottom-constraint strategy changed insets\n\(context())")
      require(targets.constraintConstant >= 0, "the bottom constraint went below its anchor\n\(context())")
    }
  }

  /// The shift rule, in words, whenever a keyboard (real or estimated) and a focus are known.
  private static func checkShift(_ engine: AvoidanceEngine, _ context: () -> String) {
    let configuration = engine.configuration
    guard configuration.strategy == .shift, let id = engine.focusedField,
      let field = engine.navigator.fields.first(where: { $0.id == id })
    else { return }
    let shift = -engine.state.targets.offset
    guard field.isAvoidanceEnabled, let overlap = expectedKeyboard(engine)?.overlap else {
      require(shift == 0, "with nothing to avoid the view must rest, yet it rose \(shift)\n\(context())")
      return
    }
    require(
      shift >= 0 && shift <= overlap.height,
      "the view rose \(shift), more than the keyboard covers (\(overlap.height))\n\(context())")
    guard configuration.placement == .bottomAboveKeyboard, configuration.revealTarget == .focusedField else { return }
    let spacing = field.spacing ?? configuration.spacing
    let guide = engine.container.topGuide
    let item = field.frame
    let terms = [item.minY, item.maxY, item.height, spacing, overlap.top, overlap.height, guide]
    guard terms.allSatisfy(\.isFinite) else { return }
    let expected: CGFloat
    let rule: String
    if item.maxY + spacing <= overlap.top {
      (expected, rule) = (0, "a field already clear of the keyboard must not move")
    } else if item.height + spacing > overlap.top - guide {
      (expected, rule) = (
        min(max(0, item.minY - guide), overlap.height), "a tall field's top must sit at the top guide"
      )
    } else {
      (expected, rule) = (min(item.maxY + spacing - overlap.top, overlap.height), "the field must sit spacing above")
    }
    require(
      isClose(shift, expected, computedFrom: terms), "\(rule): shift \(shift), expected \(expected)\n\(context())")
  }

  /// A hide, or a stop, returns every target to rest exactly.
  private static func checkRest(
    after input: AvoidanceInput, from before: AvoidanceEngine, to engine: AvoidanceEngine, _ context: () -> String
  ) {
    let isHide: Bool
    switch input {
    case .keyboard(let event): isHide = event.phase.isHide && before.isObserving
    case .stopObserving: isHide = before.isObserving
    default: isHide = false
    }
    guard isHide else { return }
    let state = engine.state
    require(
      state.coveredFrame == nil && state.coveredHeight == 0, "the keyboard outlived its hide\n\(context())")
    let scrollView = engine.configuration.strategy.fuzzedScrollView
    let rest = AvoidanceTargets(
      offset: 0, scrollInsets: scrollView?.restInsets ?? .zero,
      contentOffset: scrollView.map { $0.clamped(before.state.targets.contentOffset, with: $0.restInsets) } ?? 0,
      constraintConstant: 0)
    require(state.targets == rest, "the targets did not return to rest exactly: expected \(rest)\n\(context())")
    if input == .stopObserving {
      require(
        engine.phase == .stopped && engine.focusedField == nil && engine.state.keyboard == nil,
        "a stop must forget focus and keyboard\n\(context())")
    }
  }

  /// The keyboard a decision must use, worked out from the phase and the configuration rather than read
  /// from the engine's answer: the reported frame, or while a field waits for it, a keyboard as tall as
  /// the last one reported (else the configured estimate), docked at the bottom of the screen.
  private static func expectedKeyboard(_ engine: AvoidanceEngine) -> KeyboardCoverage? {
    let container = engine.container
    switch engine.phase {
    case .shown(let frame, _):
      return KeyboardCoverage(frame: frame, source: .reported, in: container)
    case .estimating:
      let height = engine.lastReportedHeight ?? engine.configuration.estimatedKeyboardHeight
      let screen = container.screenBounds
      let frame = CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
      return KeyboardCoverage(frame: frame, source: .estimated, in: container)
    case .stopped, .resting, .hidden:
      return nil
    }
  }

  /// The same keyboard event sent again produces no second transition.
  private static func checkRepeat(of input: AvoidanceInput, on engine: AvoidanceEngine, _ context: () -> String) {
    guard case .keyboard = input else { return }
    var again = engine
    let effects = (try? again.handle(input)) ?? []
    require(effects.isEmpty && again == engine, "the same keyboard event twice moved \(effects)\n\(context())")
  }

}

extension AvoidanceInput {
  /// Whether the engine ignores this input while not observing.
  fileprivate var isObservedOnly: Bool {
    switch self {
    case .didBeginEditing, .didEndEditing, .keyboard, .navigate: true
    case .startObserving, .stopObserving, .containerDidChange, .fieldsDidChange, .didScroll: false
    }
  }
}

extension AvoidanceStrategy {
  /// The scroll view of the scroll and bottom-constraint strategies.
  public var fuzzedScrollView: ScrollViewGeometry? {
    switch self {
    case .scroll(let scrollView), .bottomConstraint(let scrollView, _): scrollView
    case .shift, .manual: nil
    }
  }
}
