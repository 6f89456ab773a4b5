import Foundation

/// The pure state machine of keyboard avoidance.
///
/// Feed it inputs; it returns the effects to apply, as values. It holds no reference, touches
/// no UI, needs no main queue and is tested synchronously. ``KeyboardAvoider`` wraps it and
/// publishes the effects through boxes.
///
/// An input that is malformed or out of order throws and leaves the engine exactly as it was.
/// While not observing, editing, keyboard and navigation inputs are ignored (they return no
/// effects and change nothing, not even focus); layout inputs are still taken.
///
/// ```swift
/// var engine = try AvoidanceEngine(container: container, fields: fields)
/// let effects = try engine.handle(.didBeginEditing("email"))
/// ```
public struct AvoidanceEngine: Equatable, Sendable {
  /// The choices that shape avoidance.
  public private(set) var configuration: AvoidanceConfiguration
  /// The container's geometry.
  public private(set) var container: ContainerGeometry
  /// The fields, in order, and how to navigate them.
  public private(set) var navigator: InputNavigator
  /// Whether editing and keyboard inputs are taken.
  public private(set) var isObserving: Bool
  /// The field being edited.
  public private(set) var focusedField: FieldID?
  /// What the engine knows about the keyboard.
  public private(set) var keyboard: KeyboardKnowledge
  /// The on-screen height the keyboard last reported; the next estimate.
  public private(set) var lastReportedHeight: CGFloat?
  /// What is published now.
  public private(set) var snapshot: AvoidanceSnapshot
  /// The content offset from before an estimate scrolled it: the first real keyboard frame reveals
  /// the field from there, so it corrects the estimate rather than keeping the estimate's scroll.
  private var contentOffsetBeforeEstimate: CGFloat?

  /// Creates an engine at rest.
  ///
  /// - Parameters:
  ///   - configuration: The choices that shape avoidance.
  ///   - container: The container's geometry.
  ///   - fields: The fields, in navigation order.
  ///   - isObserving: Whether to take editing and keyboard inputs from the start.
  /// - Throws: ``AvoidanceError`` for an invalid configuration, container or field list.
  public init(
    configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
    container: ContainerGeometry,
    fields: [InputField],
    isObserving: Bool = true
  ) throws(AvoidanceError) {
    guard configuration.isValid else { throw .invalidConfiguration }
    guard container.isValid else { throw .invalidContainer }
    try Self.validate(fields)
    self.configuration = configuration
    self.container = container
    self.navigator = InputNavigator(fields: fields, isLooping: configuration.isNavigationLooping)
    self.isObserving = isObserving
    self.focusedField = nil
    self.keyboard = .unknown
    self.lastReportedHeight = nil
    let scrollView = configuration.strategy.scrollView
    self.snapshot = AvoidanceSnapshot(
      containerFrame: container.frame, keyboardFrame: nil, visibleHeight: 0, focusedField: nil, accessory: .inactive,
      targets: AvoidanceTargets(
        offset: 0, scrollInsets: scrollView?.restInsets ?? .zero, contentOffset: scrollView?.contentOffset ?? 0,
        constraintConstant: 0))
  }

  /// Takes one input and returns what changed.
  ///
  /// - Parameter input: The input.
  /// - Returns: The effects, in the order documented on ``AvoidanceEffect``; empty when nothing changed.
  /// - Throws: ``AvoidanceError``; the engine is then unchanged.
  public mutating func handle(_ input: AvoidanceInput) throws(AvoidanceError) -> [AvoidanceEffect] {
    var next = self
    let effects = try next.apply(input)
    self = next
    return effects
  }

  /// Starts taking editing and keyboard inputs; a keyboard already up is learnt from its next event.
  public mutating func startObserving() {
    isObserving = true
  }

  /// Stops taking editing and keyboard inputs, forgets focus and keyboard, and returns
  /// everything to rest at once.
  ///
  /// - Returns: The effects of returning to rest.
  public mutating func stopObserving() -> [AvoidanceEffect] {
    guard isObserving else { return [] }
    isObserving = false
    focusedField = nil
    keyboard = .unknown
    return resolve(animation: .immediate, cause: .stopped)
  }

  private mutating func apply(_ input: AvoidanceInput) throws(AvoidanceError) -> [AvoidanceEffect] {
    switch input {
    case .startObserving:
      startObserving()
      return []
    case .stopObserving:
      return stopObserving()
    case .containerDidChange(let container):
      guard container.isValid else { throw .invalidContainer }
      self.container = container
      return resolve(animation: .keyboard, cause: .layoutChange)
    case .fieldsDidChange(let fields):
      try Self.validate(fields)
      if let focusedField, !fields.contains(where: { $0.id == focusedField }) { throw .unknownField(focusedField) }
      navigator.fields = fields
      return resolve(animation: .keyboard, cause: .layoutChange)
    case .didScroll(let contentOffset):
      guard contentOffset.isFinite else { throw .invalidContentOffset }
      guard isObserving, configuration.strategy.scrollView != nil else { return [] }
      contentOffsetBeforeEstimate = nil  // the user's scroll is where the next reveal starts
      return publish(
        next: updating(\.targets.contentOffset, to: contentOffset), animation: .immediate, cause: .userScroll)
    case .didBeginEditing, .didEndEditing, .keyboard, .navigate:
      guard isObserving else { return [] }
      return try applyObserved(input)
    }
  }

  private mutating func applyObserved(_ input: AvoidanceInput) throws(AvoidanceError) -> [AvoidanceEffect] {
    switch input {
    case .didBeginEditing(let id):
      guard navigator.field(id) != nil else { throw .unknownField(id) }
      if let focusedField { throw .alreadyEditing(focusedField) }
      focusedField = id
      guard case .shown = keyboard else {
        // The show is still to come (a text field begins editing first): estimate meanwhile.
        keyboard = .unknown
        return resolve(animation: .keyboard, cause: .estimate)
      }
      return resolve(animation: .keyboard, cause: .focusChange)
    case .didEndEditing(let id):
      guard navigator.field(id) != nil else { throw .unknownField(id) }
      guard focusedField == id else { throw .notEditing(id) }
      focusedField = nil
      return resolve(animation: .keyboard, cause: .editingEnded)
    case .keyboard(let event):
      do { try event.validate() } catch { throw .malformedKeyboardEvent(error) }
      if event.phase.isHide {
        keyboard = .hidden
      } else {
        keyboard = .shown(event.endFrame)
        if KeyboardOverlap(keyboardFrame: event.endFrame, in: container) != nil {
          // The keyboard's height on screen, clipped at both edges: positive, since it overlaps the container.
          let screen = container.screenBounds
          lastReportedHeight = min(event.endFrame.maxY, screen.maxY) - max(event.endFrame.minY, screen.minY)
        }
      }
      return resolve(animation: event.animation, cause: .keyboard(event.phase))
    case .navigate(let action):
      return navigator.request(for: action, from: focusedField).map { [.request($0)] } ?? []
    case .startObserving, .stopObserving, .containerDidChange, .fieldsDidChange, .didScroll:
      return []
    }
  }

  // MARK: - Deciding

  /// Recomputes everything from the current state and publishes what changed.
  private mutating func resolve(animation: KeyboardAnimation, cause: AvoidanceCause) -> [AvoidanceEffect] {
    let overlap = actualOverlap
    var next = snapshot
    next.containerFrame = container.frame
    next.keyboardFrame = overlap?.frame
    next.visibleHeight = overlap?.height ?? 0
    next.focusedField = focusedField
    next.accessory = navigator.accessoryState(for: focusedField)
    let isEstimating = estimatedKeyboardFrame != nil
    if isEstimating, contentOffsetBeforeEstimate == nil {
      contentOffsetBeforeEstimate = snapshot.targets.contentOffset
    }
    next.targets = contentTargets ?? snapshot.targets
    if !isEstimating {
      contentOffsetBeforeEstimate = nil
    }
    return publish(next: next, animation: animation, cause: cause)
  }

  /// The keyboard's real overlap with the container, never an estimate.
  private var actualOverlap: KeyboardOverlap? {
    guard case .shown(let frame) = keyboard else { return nil }
    return KeyboardOverlap(keyboardFrame: frame, in: container)
  }

  /// The keyboard frame assumed, in screen coordinates, while a field is focused and no keyboard
  /// has reported yet: as tall as the keyboard last reported, else the configured estimate, docked
  /// at the bottom of the screen. `nil` when a keyboard is known, or nothing is focused.
  public var estimatedKeyboardFrame: CGRect? {
    guard case .unknown = keyboard, focusedField != nil else { return nil }
    let height = lastReportedHeight ?? configuration.estimatedKeyboardHeight
    let screen = container.screenBounds
    return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
  }

  /// The content targets now, or `nil` to hold the current ones.
  ///
  /// With the keyboard up and no field focused, focus is between two fields (end editing of
  /// one, begin editing of the next); holding here keeps the content from bouncing to rest.
  /// The rest decision waits for the keyboard's hide or the next begin editing.
  private var contentTargets: AvoidanceTargets? {
    guard let focusedField, let field = navigator.field(focusedField) else {
      return actualOverlap == nil ? restTargets : nil
    }
    let overlap: KeyboardOverlap?
    switch keyboard {
    case .shown: overlap = actualOverlap
    case .unknown: overlap = estimatedKeyboardFrame.flatMap { KeyboardOverlap(keyboardFrame: $0, in: container) }
    case .hidden: overlap = nil
    }
    guard field.isAvoidanceEnabled, let overlap else { return restTargets }
    return targets(revealing: revealFrame(for: field), spacing: field.spacing ?? configuration.spacing, over: overlap)
  }

  private var restTargets: AvoidanceTargets {
    let scrollView = configuration.strategy.scrollView
    let contentOffset = scrollView.map { $0.clamped(snapshot.targets.contentOffset, with: $0.restInsets) } ?? 0
    return AvoidanceTargets(
      offset: 0, scrollInsets: scrollView?.restInsets ?? .zero, contentOffset: contentOffset, constraintConstant: 0)
  }

  private func targets(revealing item: CGRect, spacing: CGFloat, over overlap: KeyboardOverlap) -> AvoidanceTargets {
    var targets = restTargets
    let placement = configuration.placement
    let current = contentOffsetBeforeEstimate ?? snapshot.targets.contentOffset
    switch configuration.strategy {
    case .shift:
      let shift = AvoidanceSolver.shift(
        revealing: item, spacing: spacing, placement: placement, overlap: overlap, topGuide: container.topGuide)
      targets.offset = shift > 0 ? -shift : 0
    case .scroll(let scrollView):
      let insets = AvoidanceSolver.scrollInsets(for: overlap, in: scrollView)
      targets.scrollInsets = insets
      targets.contentOffset = AvoidanceSolver.contentOffset(
        revealing: item, spacing: spacing, placement: placement, in: scrollView, insets: insets, currentOffset: current)
    case .bottomConstraint(let scrollView, let anchor):
      targets.constraintConstant = AvoidanceSolver.constraintConstant(for: overlap, anchor: anchor, in: container)
      targets.contentOffset = AvoidanceSolver.contentOffset(
        revealing: item, spacing: spacing, placement: placement,
        in: AvoidanceSolver.shortened(scrollView, by: overlap), insets: scrollView.restInsets, currentOffset: current)
    case .manual:
      break
    }
    return targets
  }

  private func revealFrame(for field: InputField) -> CGRect {
    switch configuration.revealTarget {
    case .focusedField:
      return field.frame
    case .nextField(let fallback):
      guard let index = navigator.fields.firstIndex(of: field), index + 1 < navigator.fields.count else {
        return fallback ?? field.frame
      }
      return navigator.fields[index + 1].frame
    }
  }

  // MARK: - Publishing

  private func updating<Value>(_ keyPath: WritableKeyPath<AvoidanceSnapshot, Value>, to value: Value)
    -> AvoidanceSnapshot
  {
    var next = snapshot
    next[keyPath: keyPath] = value
    return next
  }

  /// Stores `next` and returns one effect per value that differs from what was published.
  private mutating func publish(next: AvoidanceSnapshot, animation: KeyboardAnimation, cause: AvoidanceCause)
    -> [AvoidanceEffect]
  {
    let old = snapshot
    snapshot = next
    var effects: [AvoidanceEffect] = []
    func update<Value>(_ value: Value) -> AvoidanceUpdate<Value> {
      AvoidanceUpdate(value, animation: animation, cause: cause)
    }
    if next.containerFrame != old.containerFrame { effects.append(.containerFrame(update(next.containerFrame))) }
    if next.keyboardFrame != old.keyboardFrame { effects.append(.keyboardFrame(update(next.keyboardFrame))) }
    if next.visibleHeight != old.visibleHeight { effects.append(.visibleHeight(update(next.visibleHeight))) }
    if next.focusedField != old.focusedField { effects.append(.focusedField(next.focusedField)) }
    if next.accessory != old.accessory { effects.append(.accessory(next.accessory)) }
    let (new, previous) = (next.targets, old.targets)
    if new.offset != previous.offset { effects.append(.offset(update(new.offset))) }
    if new.scrollInsets != previous.scrollInsets { effects.append(.scrollInsets(update(new.scrollInsets))) }
    if new.contentOffset != previous.contentOffset { effects.append(.contentOffset(update(new.contentOffset))) }
    if new.constraintConstant != previous.constraintConstant {
      effects.append(.constraintConstant(update(new.constraintConstant)))
    }
    return effects
  }

  private static func validate(_ fields: [InputField]) throws(AvoidanceError) {
    var seen = Set<FieldID>()
    for field in fields {
      guard field.isValid else { throw .invalidField(field.id) }
      guard seen.insert(field.id).inserted else { throw .duplicateField(field.id) }
    }
  }
}
