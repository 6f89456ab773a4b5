import Foundation
import KeyboardHandler

/// What must hold after every input the avoidance engine takes, or rejects.
///
/// The checks restate the spec in its own words rather than repeating the engine's formulas:
/// a rejected input changes nothing; nothing published is NaN or infinite; the effects are
/// exactly the differences between two snapshots; with the shift strategy, the focused field's
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
    checkEffects(effects, from: before.snapshot, to: engine.snapshot, context)
    checkStrategy(engine, context)
    checkShift(engine, context)
    checkRest(after: input, from: before, to: engine, context)
    checkRepeat(of: input, on: engine, context)
  }

  /// Everything published is finite, and agrees with the engine's own state.
  private static func checkPublished(_ engine: AvoidanceEngine, _ context: () -> String) {
    let snapshot = engine.snapshot
    let targets = snapshot.targets
    let frame = snapshot.keyboardFrame ?? .zero
    let numbers = [
      frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, snapshot.visibleHeight, targets.offset,
      targets.scrollInsets.content, targets.scrollInsets.indicator, targets.contentOffset, targets.constraintConstant,
    ]
    require(numbers.allSatisfy(\.isFinite), "a published value is NaN or infinite\n\(context())")
    require(
      snapshot.visibleHeight == (snapshot.keyboardFrame?.height ?? 0), "visible height and frame disagree\n\(context())"
    )
    require(
      snapshot.keyboardFrame == actualOverlap(engine)?.frame, "the published keyboard frame is stale\n\(context())")
    if let covered = snapshot.keyboardFrame {
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
    require(snapshot.focusedField == engine.focusedField, "the published focus is stale\n\(context())")
    require(
      snapshot.accessory == engine.navigator.accessoryState(for: engine.focusedField),
      "the accessory state does not match the focus\n\(context())")
  }

  /// The effects are the published differences, one per changed value, with a usable timing.
  private static func checkEffects(
    _ effects: [AvoidanceEffect], from old: AvoidanceSnapshot, to new: AvoidanceSnapshot, _ context: () -> String
  ) {
    var replayed = old
    for effect in effects {
      require(effect.animation.map { $0.duration.isFinite && $0.duration >= 0 } ?? true, "bad timing \(effect)")
      require(replayed.applying(effect) != replayed || effect.isRequest, "an effect changes nothing\n\(context())")
      replayed = replayed.applying(effect)
    }
    require(replayed == new, "the effects do not add up to the new snapshot\n\(context())")
  }

  /// Each strategy publishes only its own values; the others stay at rest.
  private static func checkStrategy(_ engine: AvoidanceEngine, _ context: () -> String) {
    let targets = engine.snapshot.targets
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

  /// The shift rule of the spec, in words, whenever a keyboard (real or estimated) and a focus are known.
  private static func checkShift(_ engine: AvoidanceEngine, _ context: () -> String) {
    let configuration = engine.configuration
    guard configuration.strategy == .shift, let id = engine.focusedField,
      let field = engine.navigator.fields.first(where: { $0.id == id })
    else { return }
    let shift = -engine.snapshot.targets.offset
    guard field.isAvoidanceEnabled, let overlap = assumedOverlap(engine) else {
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
    let snapshot = engine.snapshot
    require(
      snapshot.keyboardFrame == nil && snapshot.visibleHeight == 0, "the keyboard outlived its hide\n\(context())")
    let scrollView = engine.configuration.strategy.fuzzedScrollView
    let rest = AvoidanceTargets(
      offset: 0, scrollInsets: scrollView?.restInsets ?? .zero,
      contentOffset: scrollView.map { $0.clamped(before.snapshot.targets.contentOffset, with: $0.restInsets) } ?? 0,
      constraintConstant: 0)
    require(snapshot.targets == rest, "the targets did not return to rest exactly: expected \(rest)\n\(context())")
    if input == .stopObserving {
      require(
        !engine.isObserving && engine.focusedField == nil && engine.keyboard == .unknown,
        "a stop must forget focus and keyboard\n\(context())")
    }
  }

  /// The same keyboard event sent again produces no second transition.
  private static func checkRepeat(of input: AvoidanceInput, on engine: AvoidanceEngine, _ context: () -> String) {
    guard case .keyboard = input else { return }
    var again = engine
    let effects = (try? again.handle(input)) ?? []
    require(effects.isEmpty && again == engine, "the same keyboard event twice moved \(effects)\n\(context())")
  }

  /// The part of the container the reported keyboard covers.
  private static func actualOverlap(_ engine: AvoidanceEngine) -> KeyboardOverlap? {
    guard case .shown(let frame) = engine.keyboard else { return nil }
    return KeyboardOverlap(keyboardFrame: frame, in: engine.container)
  }

  /// The keyboard the engine must avoid: the reported one, or the estimate while none has reported.
  private static func assumedOverlap(_ engine: AvoidanceEngine) -> KeyboardOverlap? {
    switch engine.keyboard {
    case .shown: return actualOverlap(engine)
    case .hidden: return nil
    case .unknown:
      let height = engine.lastReportedHeight ?? engine.configuration.estimatedKeyboardHeight
      let screen = engine.container.screenBounds
      let frame = CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
      return KeyboardOverlap(keyboardFrame: frame, in: engine.container)
    }
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

extension AvoidanceEffect {
  /// The timing an animated effect carries.
  fileprivate var animation: KeyboardAnimation? {
    switch self {
    case .containerFrame(let update): update.animation
    case .keyboardFrame(let update): update.animation
    case .visibleHeight(let update), .offset(let update), .contentOffset(let update), .constraintConstant(let update):
      update.animation
    case .scrollInsets(let update): update.animation
    case .focusedField, .accessory, .request: nil
    }
  }

  fileprivate var isRequest: Bool {
    if case .request = self { true } else { false }
  }
}

extension AvoidanceSnapshot {
  /// The snapshot with one effect applied, as a shell such as ``KeyboardAvoider`` applies it.
  public func applying(_ effect: AvoidanceEffect) -> AvoidanceSnapshot {
    var next = self
    switch effect {
    case .containerFrame(let update): next.containerFrame = update.value
    case .keyboardFrame(let update): next.keyboardFrame = update.value
    case .visibleHeight(let update): next.visibleHeight = update.value
    case .focusedField(let id): next.focusedField = id
    case .accessory(let state): next.accessory = state
    case .offset(let update): next.targets.offset = update.value
    case .scrollInsets(let update): next.targets.scrollInsets = update.value
    case .contentOffset(let update): next.targets.contentOffset = update.value
    case .constraintConstant(let update): next.targets.constraintConstant = update.value
    case .request: break
    }
    return next
  }
}
