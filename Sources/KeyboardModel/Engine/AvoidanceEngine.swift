import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The pure state machine of keyboard avoidance.
///
/// Feed it inputs; it returns what to do, as values: at most one new ``AvoidanceState`` to publish
/// per input, as an ``AvoidanceUpdate`` that says how to animate to it and why, and navigation
/// requests for the app. It holds no reference, touches no UI, needs no main queue and is tested
/// synchronously. `KeyboardAvoider` wraps it and publishes its updates through boxes.
///
/// An input that is malformed or out of order throws and leaves the engine exactly as it was.
/// While not observing, editing, keyboard, navigation and scroll inputs are ignored: they return no
/// effects and change nothing, not even focus, and of them only a non-finite scroll offset is still
/// rejected. Container and field changes are still taken.
///
/// ```swift
/// var engine = try AvoidanceEngine(container: container, fields: fields)
/// let effects = try engine.handle(.didBeginEditing("email"))  // [.publish(update)]: estimated, shifted
/// ```
public struct AvoidanceEngine: Equatable, Sendable {
  /// The keyboard a field that begins editing expects, learnt from what the keyboard did last: the
  /// next estimate.
  package private(set) var expectedKeyboard: ExpectedKeyboard
  /// What the engine decided last, with why: the value of the last update it published.
  public private(set) var state: AvoidanceState
  /// The targets from before an estimate moved the content: the first real keyboard frame reveals the
  /// field from their shift and content offset, so it corrects the estimate rather than keeping it.
  private var beforeEstimate: AvoidanceTargets?
  /// Whether a chat's message list showed its newest message in the last decision that placed it, in
  /// the geometry of that decision: a later one (the keyboard in a rotated layout) shows it again.
  private var messageListShowsEnd = false
  /// Whether the input being decided is a position of a drag: the finger moves the scroll view.
  private var isTakingDrag = false

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
    if let invalid = configuration.invalidValue { throw .invalidConfiguration(invalid) }
    if let invalid = container.invalidValue { throw .invalidContainer(invalid) }
    try Self.validate(fields)
    self.expectedKeyboard = .unknown
    let scrollView = configuration.strategy.scrollView
    self.state = AvoidanceState(
      container: container, phase: isObserving ? .resting : .stopped, keyboard: nil, reportedKeyboardFrame: nil,
      accessory: .inactive,
      targets: AvoidanceTargets(
        scrollInsets: scrollView?.restInsets ?? .zero, contentOffset: scrollView?.contentOffset ?? 0),
      reason: isObserving ? .nothingFocused : .notObserving, configuration: configuration,
      navigator: InputNavigator(fields: fields, isLooping: configuration.isNavigationLooping))
    self.messageListShowsEnd = AvoidanceSolver.messageListShowsEnd(
      at: state.targets, under: configuration.strategy, in: container)
  }

  /// The choices that shape avoidance; the state carries them.
  package var configuration: AvoidanceConfiguration { state.configuration }
  /// The fields, in order, and how to navigate them; the state carries them.
  package var navigator: InputNavigator { state.navigator }
  /// The container's geometry.
  package var container: ContainerGeometry { state.container }
  /// Where the engine stands: observing or not, the focus, the last reported keyboard frame.
  package var phase: AvoidancePhase { state.phase }
  /// Whether editing and keyboard inputs are taken.
  package var isObserving: Bool { phase.isObserving }
  /// The on-screen height a docked keyboard last reported; `nil` before any, and while the keyboard
  /// is expected floating or absent.
  package var lastReportedHeight: CGFloat? {
    guard case .docked(let height) = expectedKeyboard else { return nil }
    return height
  }
  /// The field being edited.
  package var focusedField: FieldID? { phase.focusedField }

  /// The keyboard frame assumed, in screen coordinates, while a field is focused and no keyboard
  /// has reported yet: the `expectedKeyboard`, docked at the bottom of the screen as tall as it last
  /// reported (else the configured estimate), or floating where it last was. `nil` when a keyboard is
  /// known, or nothing is focused.
  package var estimatedKeyboardFrame: CGRect? {
    guard case .estimating = phase else { return nil }
    return estimatedFrame(in: container, configuration: configuration)
  }

  /// Takes one input and returns what to do.
  ///
  /// - Parameter input: The input.
  /// - Returns: A ``AvoidanceEffect/publish(_:)`` of the new state when anything changed, a
  ///   ``AvoidanceEffect/request(_:)`` for a navigation input that asks for one; empty otherwise.
  /// - Throws: ``AvoidanceError``; the engine is then unchanged.
  public mutating func handle(_ input: AvoidanceInput) throws(AvoidanceError) -> [AvoidanceEffect] {
    var next = self
    let effects = try next.apply(input)
    self = next
    return effects
  }

  /// Starts taking editing and keyboard inputs; a keyboard already up is learnt from its next event.
  ///
  /// - Returns: The effects of starting: the state now says it observes.
  @discardableResult
  package mutating func startObserving() -> [AvoidanceEffect] {
    guard !isObserving else { return [] }
    return resolve(.resting, animation: .immediate, cause: .started)
  }

  /// Stops taking editing and keyboard inputs, forgets focus and keyboard, and returns
  /// everything to rest at once.
  ///
  /// - Returns: The effects of returning to rest.
  @discardableResult
  package mutating func stopObserving() -> [AvoidanceEffect] {
    guard isObserving else { return [] }
    var next = state
    next.phase = .stopped
    // Stopped, the engine hears no keyboard event: a frame kept from before would go stale.
    next.reportedKeyboardFrame = nil
    return resolve(next, animation: .immediate, cause: .stopped)
  }

  /// Takes the scroll view's geometry anew, for example once layout has given it its size.
  ///
  /// Give the geometry at rest: the frame without a raised bottom constraint, the bottom insets the
  /// app set, not the ones the engine published. An app (or the UIKit adapter) updates it while
  /// nothing is focused; the decisions after it use the new geometry, and the state, whose
  /// ``AvoidanceState/configuration`` carries it, is published at once. Does nothing for the shift and
  /// manual strategies.
  ///
  /// - Parameter geometry: The scroll view's geometry.
  /// - Returns: The effects: the state with the new geometry and its rest targets, if the geometry changed.
  /// - Throws: ``AvoidanceError/invalidConfiguration(_:)`` naming the invalid value; nothing changes.
  public mutating func updateScrollView(_ geometry: ScrollViewGeometry) throws(AvoidanceError) -> [AvoidanceEffect] {
    try take(LayoutReading(scrollView: geometry))
  }

  private mutating func apply(_ input: AvoidanceInput) throws(AvoidanceError) -> [AvoidanceEffect] {
    switch input {
    case .startObserving:
      return startObserving()
    case .stopObserving:
      return stopObserving()
    case .scrollViewDidChange(let geometry):
      return try updateScrollView(geometry)
    case .containerDidChange(let container):
      return try take(LayoutReading(container: container))
    case .fieldsDidChange(let fields):
      return try take(LayoutReading(fields: fields))
    case .didScroll(let contentOffset):
      return try take(LayoutReading(scrolledContentOffset: contentOffset))
    case .layoutDidChange(let reading):
      return try take(reading)
    case .keyboardDragged(let top):
      guard top.isFinite else { throw .invalidKeyboardTop }
      guard isObserving else { return [] }
      return drag(to: top)
    case .didBeginEditing, .didEndEditing, .keyboard, .navigate, .keyboardWaitDidExpire, .focusDidMoveElsewhere:
      guard isObserving else { return [] }
      return try applyObserved(input)
    }
  }

  /// Takes a whole reading of the layout as one decision: the container, the fields, the scroll view
  /// and the user's scroll, the offset the decision starts from. The inputs that change one of them
  /// alone are readings of that one part, so both paths hold content and end editing alike.
  private mutating func take(_ reading: LayoutReading) throws(AvoidanceError) -> [AvoidanceEffect] {
    if let invalid = reading.container?.invalidValue { throw .invalidContainer(invalid) }
    if let fields = reading.fields { try Self.validate(fields) }
    if let invalid = reading.scrollView?.invalidValue(at: "strategy.scrollView") {
      throw .invalidConfiguration(invalid)
    }
    if let offset = reading.scrolledContentOffset, !offset.isFinite { throw .invalidContentOffset }
    var next = state
    var cause = AvoidanceCause.layoutChange
    var animation = KeyboardAnimation.immediate
    if let container = reading.container, container != state.container {
      // A keyboard frame is in the coordinates of the screen it was reported on. Once the screen
      // changes (a rotation, a resized window), judging the old frame against the new screen would
      // find it off screen or floating and drop the content to rest, only for the keyboard's own
      // notification to raise it again a moment later: content holds until that notification.
      next.container = container
      if container.screenBounds != self.container.screenBounds { next.draggedKeyboardTop = nil }
      if case .shown(_, let focus) = phase, let keyboard = state.keyboard,
        container.screenBounds != self.container.screenBounds
      {
        next.phase = .awaitingKeyboard(lastCoverage: keyboard, focus: focus)
      }
      animation = .keyboard
    }
    if let fields = reading.fields, fields != navigator.fields {
      next.navigator.fields = fields
      // The focused field's cell was reused or removed: UIKit ends its editing, or has already.
      if let focusedField, !fields.contains(where: { $0.id == focusedField }) {
        next.phase = next.phase.unfocused
        cause = .editingEnded
      }
      animation = .keyboard
    }
    if let geometry = reading.scrollView, geometry != configuration.strategy.scrollView {
      next.configuration.strategy = configuration.strategy.replacingScrollView(with: geometry)
    }
    let isLayoutChanged = next != state
    if let offset = reading.scrolledContentOffset, isObserving, configuration.strategy.scrollView != nil,
      offset != state.targets.contentOffset
    {
      // The user's scroll is where the decision, and the next reveal, start from.
      beforeEstimate = nil
      next.targets.contentOffset = offset
      guard isLayoutChanged else { return publish(next, animation: .immediate, cause: .userScroll) }
      let published = state
      state.targets.contentOffset = offset
      let decided = decision(for: next)
      state = published
      return publish(decided, animation: animation, cause: cause)
    }
    return isLayoutChanged ? resolve(next, animation: animation, cause: cause) : []
  }

  private mutating func applyObserved(_ input: AvoidanceInput) throws(AvoidanceError) -> [AvoidanceEffect] {
    switch input {
    case .didBeginEditing(let id):
      guard navigator.field(id) != nil else { throw .unknownField(id) }
      if let focusedField { throw .alreadyEditing(focusedField) }
      let next = phase.focusing(id, expecting: expectedKeyboard)
      // A text field begins editing before the keyboard's show: the keyboard is estimated meanwhile.
      let cause: AvoidanceCause = next.keyboardFrame == nil ? .estimate : .focusChange
      return resolve(next, animation: .keyboard, cause: cause)
    case .didEndEditing(let id):
      guard navigator.field(id) != nil else { throw .unknownField(id) }
      guard focusedField == id else { throw .notEditing(id) }
      return resolve(phase.unfocused, animation: .keyboard, cause: .editingEnded)
    case .keyboard(let event):
      do { try event.validate() } catch { throw .malformedKeyboardEvent(error) }
      // A zero-height frame is no keyboard, and moves nothing: iOS 17+'s out-of-process keyboard can send a
      // 0 pt show pair before the real one, which would otherwise cancel the estimate under way (a dip to
      // rest and back). A hide is a hide, whatever its height.
      guard event.phase.isHide || event.endFrame.height > 0 else { return [] }
      let coverage = KeyboardCoverage(frame: event.endFrame, source: .reported, in: container)
      if let learnt = ExpectedKeyboard.learnt(from: event, coverage: coverage, on: container.screenBounds) {
        expectedKeyboard = learnt
      }
      var next = state
      next.phase = phase.keyboard(event.phase.isHide ? nil : event.endFrame)
      // UIKit's hide (dismissed) or show (cancelled) ends a drag: content animates from where it left it.
      next.draggedKeyboardTop = nil
      // Kept for a hide too, which the phase forgets: where the keyboard went, on screen when undocked. A
      // hide's null end frame says nothing of where.
      next.reportedKeyboardFrame = event.endFrame.isNull ? nil : event.endFrame
      return resolve(next, animation: event.animation, cause: .keyboard(event.phase))
    case .keyboardWaitDidExpire:
      guard state.isWaitingForKeyboard else { return [] }
      switch phase {
      case .estimating(let id):
        // No keyboard confirmed the estimate: none is coming (a hardware keyboard whose shortcut bar is
        // hidden sends nothing). Content rests, and the next focus expects no keyboard.
        expectedKeyboard = .absent
        return resolve(.keyboardAbsent(id), animation: .keyboard, cause: .keyboardWaitExpired)
      case .awaitingKeyboard(let last, let focus):
        // The keyboard did not report in the new layout: its last frame is all there is.
        return resolve(.shown(keyboard: last.frame, focus: focus), animation: .keyboard, cause: .keyboardWaitExpired)
      case .stopped, .resting, .shown, .hidden, .keyboardAbsent, .focusedElsewhere:
        return []
      }
    case .focusDidMoveElsewhere:
      // Between two of its fields, content held for the next one; the next one is not the engine's.
      switch phase {
      case .shown(let frame, nil):
        return resolve(.focusedElsewhere(keyboard: frame), animation: .keyboard, cause: .focusChange)
      case .awaitingKeyboard(let last, nil):
        return resolve(.focusedElsewhere(keyboard: last.frame), animation: .keyboard, cause: .focusChange)
      case .stopped, .resting, .estimating, .shown, .hidden, .awaitingKeyboard, .keyboardAbsent, .focusedElsewhere:
        return []
      }
    case .navigate(let action):
      return navigator.request(for: action, from: focusedField).map { [.request($0)] } ?? []
    case .startObserving, .stopObserving, .scrollViewDidChange, .containerDidChange, .fieldsDidChange, .didScroll,
      .layoutDidChange, .keyboardDragged:
      return []
    }
  }

  /// Moves the shown keyboard to `top` for a drag: never above where it was reported, never below the
  /// screen. Anything but a docked keyboard, shown, is not dragged.
  private mutating func drag(to top: CGFloat) -> [AvoidanceEffect] {
    let frame: CGRect
    switch phase {
    case .shown(let shown, _), .focusedElsewhere(let shown): frame = shown
    case .stopped, .resting, .estimating, .hidden, .awaitingKeyboard, .keyboardAbsent: return []
    }
    guard KeyboardOverlap.isDocked(frame, in: container), frame.height > 0 else { return [] }
    let dragged = min(max(top, frame.minY), container.screenBounds.maxY)
    var next = state
    next.draggedKeyboardTop = dragged > frame.minY ? dragged : nil
    // The finger moves the scroll view even once it brings the keyboard back where it was reported.
    isTakingDrag = true
    defer { isTakingDrag = false }
    return resolve(next, animation: .immediate, cause: .keyboardDrag)
  }

  // MARK: - Deciding

  /// Decides everything anew for `phase`, and publishes the result if it differs.
  private mutating func resolve(_ phase: AvoidancePhase, animation: KeyboardAnimation, cause: AvoidanceCause)
    -> [AvoidanceEffect]
  {
    var next = state
    next.phase = phase
    return resolve(next, animation: animation, cause: cause)
  }

  /// Decides everything anew for `next`: its phase, in its container, with its configuration and fields
  /// (which the input may have changed), and publishes the result if it differs.
  private mutating func resolve(_ next: AvoidanceState, animation: KeyboardAnimation, cause: AvoidanceCause)
    -> [AvoidanceEffect]
  {
    publish(decision(for: next), animation: animation, cause: cause)
  }

  /// `next` with everything decided anew: its keyboard, accessory, targets and reason.
  private mutating func decision(for next: AvoidanceState) -> AvoidanceState {
    var next = next
    // Only a shown keyboard is dragged: whatever else the phase became ends the drag.
    switch next.phase {
    case .shown, .focusedElsewhere: break
    case .stopped, .resting, .estimating, .hidden, .awaitingKeyboard, .keyboardAbsent: next.draggedKeyboardTop = nil
    }
    let keyboard = keyboard(for: next)
    if keyboard?.source == .estimated, beforeEstimate == nil {
      beforeEstimate = state.targets
    }
    next.keyboard = keyboard
    next.accessory = next.navigator.accessoryState(for: next.phase.focusedField)
    let (targets, reason) = decide(next)
    next.targets = targets ?? held(in: next)
    next.reason = reason
    if keyboard?.source != .estimated {
      beforeEstimate = nil
    }
    return next
  }

  /// The keyboard a decision for `next` uses: the reported one, or an estimate while a field waits.
  private func keyboard(for next: AvoidanceState) -> KeyboardCoverage? {
    let container = next.container
    switch next.phase {
    case .shown(let frame, _), .focusedElsewhere(let frame):
      return KeyboardCoverage(frame: next.dragged(frame), source: .reported, in: container)
    case .estimating:
      let frame = estimatedFrame(in: container, configuration: next.configuration)
      return KeyboardCoverage(frame: frame, source: .estimated, in: container)
    case .awaitingKeyboard(let last, _): return last
    case .stopped, .resting, .hidden, .keyboardAbsent: return nil
    }
  }

  private func estimatedFrame(in container: ContainerGeometry, configuration: AvoidanceConfiguration) -> CGRect {
    let height: CGFloat
    switch expectedKeyboard {
    case .floating(let frame): return frame
    case .docked(let reported): height = reported
    case .unknown, .absent: height = configuration.estimatedKeyboardHeight
    }
    let screen = container.screenBounds
    return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
  }

  /// The content targets for `next`, with its keyboard, and why; `nil` targets hold the current ones.
  private func decide(_ next: AvoidanceState) -> (AvoidanceTargets?, AvoidanceReason) {
    let rest = restTargets(from: nil, in: next)
    switch next.phase {
    case .stopped:
      return (rest, .notObserving)
    case .resting:
      return (rest, .nothingFocused)
    case .hidden:
      return (rest, .keyboardHidden)
    case .focusedElsewhere:
      return (rest, .focusedElsewhere)
    case .keyboardAbsent:
      // An estimate withdrawn: the content goes back to where it was before the estimate scrolled it.
      return (restTargets(from: beforeEstimate?.contentOffset, in: next), .keyboardAbsent)
    case .awaitingKeyboard:
      return (nil, .keyboardFromOldLayout)
    case .shown(_, nil):
      // Focus is between two fields: holding keeps the content from bouncing to rest. The rest
      // decision waits for the keyboard's hide or the next begin editing.
      return next.keyboard?.overlap == nil ? (rest, .nothingFocused) : (nil, .heldBetweenFields)
    case .estimating(let id), .shown(_, let id?):
      guard let field = next.navigator.field(id) else { return (rest, .nothingFocused) }
      guard field.isAvoidanceEnabled else { return (rest, .optedOut(id)) }
      guard let overlap = next.keyboard?.overlap else { return (rest, .keyboardCoversNothing) }
      let (item, textView) = revealedItem(for: field, in: next)
      let spacing = field.spacing ?? next.configuration.spacing
      var reveal = AvoidanceReveal(field: id, item: item, spacing: spacing, rule: .alreadyVisible)
      let targets: AvoidanceTargets
      (targets, reveal.rule) = self.targets(
        revealing: item, inside: textView, spacing: spacing, over: overlap, from: rest, in: next)
      if let textView, case .shift = next.configuration.strategy {
        (reveal.textViewInset, reveal.textViewScroll) = AvoidanceSolver.textViewInsetAndScroll(
          caret: item, in: textView, shift: -targets.offset, spacing: spacing, overlap: overlap,
          topGuide: next.container.topGuide)
      }
      return (targets, .revealed(reveal))
    }
  }

  /// The targets held for `next` (focus between two fields, a keyboard from the old layout): what its
  /// strategy moves stays where it is, a scroll view's insets never below their rest; what it does not
  /// move is at rest, the rest of a scroll view laid out anew included, as it is whenever nothing holds.
  private func held(in next: AvoidanceState) -> AvoidanceTargets {
    let rest = restTargets(from: nil, in: next)
    var held = rest
    for property in next.configuration.strategy.movedProperties {
      held[property] = state.targets[property]
    }
    held.contentInset = max(held.contentInset, rest.contentInset)
    held.indicatorInset = max(held.indicatorInset, rest.indicatorInset)
    return held
  }

  /// Every target at rest, the content offset from `contentOffset`, else from the current targets.
  private func restTargets(from contentOffset: CGFloat?, in next: AvoidanceState) -> AvoidanceTargets {
    let strategy = next.configuration.strategy
    let current = contentOffset.map { AvoidanceTargets(contentOffset: $0) } ?? state.targets
    var rest = AvoidanceTargets(
      scrollInsets: strategy.scrollView?.restInsets ?? .zero,
      contentOffset: strategy.restContentOffset(from: current, in: next.container))
    // Dragged below where it covers anything, or with focus gone under the finger, the keyboard leaves
    // the offset to the finger still, wherever it scrolled.
    if next.draggedKeyboardTop != nil || isTakingDrag, strategy.scrollView != nil {
      rest.contentOffset = state.targets.contentOffset
    }
    return rest
  }

  /// The targets that reveal `item` (inside the text view `textView`, when it is that one's caret), and
  /// the rule that placed it. Each strategy starts from where the content is, or was before an estimate.
  private func targets(
    revealing item: CGRect, inside textView: CGRect?, spacing: CGFloat, over overlap: KeyboardOverlap,
    from rest: AvoidanceTargets, in next: AvoidanceState
  ) -> (AvoidanceTargets, RevealRule) {
    var current = beforeEstimate ?? state.targets
    // The shift keeps what is on screen while the same field edits (typing, a keyboard that changes);
    // another field is revealed from rest, by the shift's formula.
    current.offset = next.focusedField == state.focusedField ? -currentShift(current, over: overlap) : 0
    return next.configuration.strategy.targets(
      revealing: item, inside: textView, spacing: spacing, placement: next.configuration.placement, over: overlap,
      from: rest, in: next.container, current: current,
      holdsContentOffset: next.draggedKeyboardTop != nil || isTakingDrag,
      showsEnd: messageListShowsEnd)
  }

  /// The shift the content keeps, if its item is still clear there: where it is, or as far down as the
  /// keyboard went (a predictive bar hidden), so content follows a keyboard that sinks and never more.
  /// Content held from another layout (a rotation) keeps nothing: its shift was for that layout.
  private func currentShift(_ targets: AvoidanceTargets, over overlap: KeyboardOverlap) -> CGFloat {
    if case .awaitingKeyboard = state.phase { return 0 }
    let sunk = overlap.top - (state.keyboard?.overlap?.top ?? overlap.top)
    return max(0, -targets.offset - max(0, sunk))
  }

  /// The item to reveal for `field`, and the text view it is the caret of, if it is one.
  private func revealedItem(for field: InputField, in next: AvoidanceState) -> (item: CGRect, textView: CGRect?) {
    if case .nextField(let fallback) = next.configuration.revealedItem {
      let fields = next.navigator.fields
      if let index = fields.firstIndex(of: field), index + 1 < fields.count { return (fields[index + 1].frame, nil) }
      if let fallback { return (fallback, nil) }
    }
    return (field.revealedItem, field.caret == nil ? nil : field.frame)
  }

  // MARK: - Publishing

  /// Stores `next` and publishes it, with its animation and cause, when it differs from the state before.
  private mutating func publish(_ next: AvoidanceState, animation: KeyboardAnimation, cause: AvoidanceCause)
    -> [AvoidanceEffect]
  {
    var next = next
    // A scroll rule depends on the offset the content is at, which the decision before may itself have
    // set: the same decision taken again can name another rule for the same targets. The rule that
    // placed the item stands, so the same event twice publishes nothing.
    if case .revealed(let previous) = state.reason, case .revealed(var reveal) = next.reason,
      reveal.field == previous.field, reveal.item == previous.item, reveal.spacing == previous.spacing,
      next.targets == state.targets
    {
      reveal.rule = previous.rule
      next.reason = .revealed(reveal)
    }
    guard next != state else { return [] }
    state = next
    // Held content was placed in the old layout, and judging it in the new one would say nothing; a
    // dragged list is where the finger puts it, and what it showed before the drag counts when it ends.
    if next.reason != .keyboardFromOldLayout, next.draggedKeyboardTop == nil {
      messageListShowsEnd = AvoidanceSolver.messageListShowsEnd(
        at: next.targets, under: next.configuration.strategy, in: next.container)
    }
    return [.publish(AvoidanceUpdate(next, animation: animation, cause: cause))]
  }

  package static func validate(_ fields: [InputField]) throws(AvoidanceError) {
    var seen = Set<FieldID>()
    for field in fields {
      guard field.isValid else { throw .invalidField(field.id) }
      guard seen.insert(field.id).inserted else { throw .duplicateField(field.id) }
    }
  }
}
