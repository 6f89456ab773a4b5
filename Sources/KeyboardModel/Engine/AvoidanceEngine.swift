package import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The pure state machine of keyboard avoidance.
///
/// It keeps two values: what it was told, its ``context`` (the container, the configuration, the
/// fields, the phase, and what it remembers), and what it decided from that, its ``decision`` (the
/// targets, the keyboard avoided, the focus and the accessory bar, and why). Each input changes the
/// context as UIKit's facts say; the decision is then taken anew, as a pure function of the context
/// and of where content is now, and published when it differs from the one before. So an input yields
/// at most one update and, for navigation, at most one request: an ``AvoidanceOutcome``. The engine
/// holds no reference, touches no UI, needs no main queue and is tested synchronously.
/// `KeyboardAvoider` wraps it and publishes its updates through boxes.
///
/// An input that is malformed or out of order throws and leaves the engine exactly as it was.
/// While not observing, editing, keyboard, navigation and scroll inputs are ignored: they change
/// nothing, not even focus, and of them only a non-finite scroll offset is still rejected. Container and
/// field changes are still taken.
///
/// ```swift
/// var engine = try AvoidanceEngine(container: container, fields: fields)
/// let outcome = try engine.handle(.didBeginEditing("email"))  // outcome.update: estimated, shifted
/// ```
public struct AvoidanceEngine: Equatable, Sendable {
  /// What the engine was told, and what it remembers of it.
  public package(set) var context: AvoidanceContext
  /// What the engine decided last, with why: the decision of the last update it published.
  public package(set) var decision: AvoidanceDecision

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
    context = AvoidanceContext(
      container: container, configuration: configuration, fields: fields, isObserving: isObserving)
    decision = .atRest(in: context)
  }

  /// The decision with the context it was taken in: what the last update published, with the context
  /// as it is now.
  public var state: AvoidanceState { AvoidanceState(context: context, decision: decision) }

  /// The keyboard a field that begins editing expects, learnt from what the keyboard did last.
  package var expectedKeyboard: ExpectedKeyboard { context.expectedKeyboard }
  /// The choices that shape avoidance.
  package var configuration: AvoidanceConfiguration { context.configuration }
  /// The fields, in order, and how to navigate them.
  package var navigator: InputNavigator { context.navigator }
  /// The container's geometry.
  package var container: ContainerGeometry { context.container }
  /// Where the engine stands: observing or not, the focus, the last reported keyboard frame.
  package var phase: AvoidancePhase { context.phase }
  /// Whether editing and keyboard inputs are taken.
  package var isObserving: Bool { context.isObserving }
  /// The field being edited.
  package var focusedField: FieldID? { context.phase.focusedField }
  /// The on-screen height a docked keyboard last reported; `nil` before any, and while the keyboard
  /// is expected floating or absent.
  package var lastReportedHeight: CGFloat? {
    guard case .docked(let height) = context.expectedKeyboard else { return nil }
    return height
  }

  /// The keyboard frame assumed, in screen coordinates, while a field is focused and no keyboard
  /// has reported yet; `nil` when a keyboard is known, or nothing is focused.
  package var estimatedKeyboardFrame: CGRect? {
    guard case .estimating = phase else { return nil }
    return context.estimatedKeyboardFrame
  }

  /// Takes one input and returns what came of it.
  ///
  /// - Parameter input: The input.
  /// - Returns: The update to publish when the decision changed, and the request a navigation input
  ///   asks for; an empty outcome otherwise.
  /// - Throws: ``AvoidanceError``; the engine is then unchanged.
  public mutating func handle(_ input: AvoidanceInput) throws(AvoidanceError) -> AvoidanceOutcome {
    if case .navigate(let action) = input {
      guard isObserving else { return AvoidanceOutcome() }
      return AvoidanceOutcome(request: navigator.request(for: action, from: focusedField))
    }
    guard let change = try change(for: input) else { return AvoidanceOutcome() }
    return decide(change)
  }

  /// Starts taking editing and keyboard inputs; a keyboard already up is learnt from its next event.
  @discardableResult
  package mutating func startObserving() -> AvoidanceOutcome {
    // Never refused: starting is taken in any state.
    (try? handle(.startObserving)) ?? AvoidanceOutcome()
  }

  /// Stops taking editing and keyboard inputs, forgets focus and keyboard, and returns everything to
  /// rest at once.
  @discardableResult
  package mutating func stopObserving() -> AvoidanceOutcome {
    // Never refused: stopping is taken in any state.
    (try? handle(.stopObserving)) ?? AvoidanceOutcome()
  }

  // MARK: - What an input changes

  /// What one input changes: the context after it, where content is as the decision is taken, and how
  /// a new decision moves and why.
  private struct Change {
    var context: AvoidanceContext
    var position: ContentPosition
    var animation: KeyboardAnimation
    var cause: AvoidanceCause
    /// Whether the decision is taken anew; `false` when where content is now is the decision: a user's
    /// scroll and nothing else.
    var isDecided = true
  }

  /// The change `input` makes, or `nil` when the input is ignored.
  ///
  /// - Throws: ``AvoidanceError`` for a bad input; nothing is changed.
  private func change(for input: AvoidanceInput) throws(AvoidanceError) -> Change? {
    var next = context
    let start = ContentPosition(decision, beforeEstimate: context.phase.estimateStart)
    func changed(_ animation: KeyboardAnimation, _ cause: AvoidanceCause) -> Change {
      Change(context: next, position: start, animation: animation, cause: cause)
    }
    switch input {
    case .startObserving:
      guard !isObserving else { return nil }
      next.phase = .resting
      return changed(.immediate, .started)
    case .stopObserving:
      guard isObserving else { return nil }
      next.phase = .stopped
      // Stopped, the engine hears no keyboard event: a frame kept from before would go stale.
      next.reportedKeyboardFrame = nil
      return changed(.immediate, .stopped)
    case .layoutDidChange(let reading):
      return try change(reading: reading)
    case .keyboardDragged(let top):
      guard top.isFinite else { throw .invalidKeyboardTop }
      guard isObserving, let frame = next.phase.shownKeyboardFrame else { return nil }
      // Only a docked keyboard, shown, is dragged: never above where it was reported, never below the
      // screen.
      guard KeyboardOverlap.isDocked(frame, in: container), frame.height > 0 else { return nil }
      let dragged = min(max(top, frame.minY), container.screenBounds.maxY)
      next.draggedKeyboardTop = dragged > frame.minY ? dragged : nil
      // The finger moves the scroll view even once it brings the keyboard back where it was reported.
      var change = changed(.immediate, .keyboardDrag)
      change.position.isHeldByFinger = true
      return change
    case .navigate:
      return nil
    case .didBeginEditing, .didEndEditing, .keyboard, .keyboardWaitDidExpire, .focusDidMoveElsewhere:
      guard isObserving else { return nil }
    }
    switch input {
    case .didBeginEditing(let id):
      guard navigator.field(id) != nil else { throw .unknownField(id) }
      if let focusedField { throw .alreadyEditing(focusedField) }
      next.phase = phase.focusing(
        id, isTextView: navigator.field(id)?.kind == .textView, expecting: context.expectedKeyboard,
        isEstimating: configuration.isEstimatingKeyboard && configuration.strategy.estimatesKeyboard,
        from: decision.targets)
      // A text field begins editing before the keyboard's show: the keyboard is estimated meanwhile.
      return changed(.keyboard, next.phase.keyboardFrame == nil ? .estimate : .focusChange)
    case .didEndEditing(let id):
      guard navigator.field(id) != nil else { throw .unknownField(id) }
      guard focusedField == id else { throw .notEditing(id) }
      next.phase = phase.unfocused
      return changed(.keyboard, .editingEnded)
    case .keyboard(let event):
      do { try event.validate() } catch { throw .malformedKeyboardEvent(error) }
      // A did-notification reports the end of the animation its will-notification began, a quarter second
      // later: a finger may hold the keyboard lower by then (the user swipes right after tapping the
      // composer). The frame it repeats is the one shown, so it ends no drag, and changes nothing. A hide is
      // a hide, whatever frame it gives.
      if event.phase.isDid, !event.phase.isHide, context.draggedKeyboardTop != nil,
        event.endFrame == phase.shownKeyboardFrame
      {
        return nil
      }
      // A zero-height frame is no keyboard, and moves nothing: iOS 17+'s out-of-process keyboard can send a
      // 0 pt show pair before the real one, which would otherwise cancel the estimate under way (a dip to
      // rest and back). A hide is a hide, whatever its height.
      guard event.phase.isHide || event.endFrame.height > 0 else {
        // With nothing focused and no keyboard up, it is the keyboard's word before the next focus, which the
        // phase keeps: a text field that begins editing after it expects no keyboard (an iPad with a
        // hardware keyboard), a text view takes it for the 0 pt pair that comes with its own focus.
        guard phase == .resting else { return nil }
        next.phase = .shown(keyboard: event.endFrame, focus: nil)
        next.reportedKeyboardFrame = event.endFrame
        return changed(event.animation, .keyboard(event.phase))
      }
      let coverage = KeyboardCoverage(frame: event.endFrame, source: .reported, in: container)
      if let learnt = ExpectedKeyboard.learnt(from: event, coverage: coverage, on: container.screenBounds) {
        next.expectedKeyboard = learnt
      }
      next.phase = phase.keyboard(event.phase.isHide ? nil : event.endFrame)
      // UIKit's hide (dismissed) or show (cancelled) ends a drag: content animates from where it left it.
      next.draggedKeyboardTop = nil
      // Kept for a hide too, which the phase forgets: where the keyboard went, on screen when undocked. A
      // hide's null end frame says nothing of where.
      next.reportedKeyboardFrame = event.endFrame.isNull ? nil : event.endFrame
      return changed(event.animation, .keyboard(event.phase))
    case .keyboardWaitDidExpire:
      guard state.isWaitingForKeyboard else { return nil }
      switch phase {
      case .estimating(let id, _):
        // No keyboard confirmed the estimate: none is coming (a hardware keyboard whose shortcut bar is
        // hidden sends nothing). Content rests, and the next focus expects no keyboard.
        next.expectedKeyboard = .absent
        next.phase = .keyboardAbsent(id)
      case .awaitingKeyboard(let last, let focus):
        // The keyboard did not report in the new layout: its last frame is all there is.
        next.phase = .shown(keyboard: last.frame, focus: focus)
      case .stopped, .resting, .shown, .hidden, .keyboardAbsent, .focusedElsewhere:
        return nil
      }
      return changed(.keyboard, .keyboardWaitExpired)
    case .focusDidMoveElsewhere:
      // Between two of its fields, content held for the next one; the next one is not the engine's.
      switch phase {
      case .shown(let frame, nil):
        next.phase = .focusedElsewhere(keyboard: frame)
      case .awaitingKeyboard(let last, nil):
        next.phase = .focusedElsewhere(keyboard: last.frame)
      case .stopped, .resting, .estimating, .shown, .hidden, .awaitingKeyboard, .keyboardAbsent, .focusedElsewhere:
        return nil
      }
      return changed(.keyboard, .focusChange)
    case .startObserving, .stopObserving, .layoutDidChange, .keyboardDragged, .navigate:
      return nil
    }
  }

  /// The change a reading of the layout makes: the container, the fields, the scroll view and the
  /// user's scroll, the offset the decision starts from, taken together.
  private func change(reading: LayoutReading) throws(AvoidanceError) -> Change? {
    if let invalid = reading.container?.invalidValue { throw .invalidContainer(invalid) }
    if let fields = reading.fields { try Self.validate(fields) }
    if let invalid = reading.scrollView?.invalidValue(at: "strategy.scrollView") {
      throw .invalidConfiguration(invalid)
    }
    if let offset = reading.scrolledContentOffset, !offset.isFinite { throw .invalidContentOffset }
    var next = context
    var cause = AvoidanceCause.layoutChange
    var animation = KeyboardAnimation.immediate
    if let container = reading.container, container != self.container {
      // A keyboard frame is in the coordinates of the screen it was reported on. Once the screen
      // changes (a rotation, a resized window), judging the old frame against the new screen would
      // find it off screen or floating and drop the content to rest, only for the keyboard's own
      // notification to raise it again a moment later: content holds until that notification.
      next.container = container
      if container.screenBounds != self.container.screenBounds {
        next.draggedKeyboardTop = nil
        // The keyboard as last measured, where the finger holds it, on screen or not: the one the new
        // layout's notification replaces.
        if case .shown(let frame, let focus) = phase {
          let keyboard = KeyboardCoverage(frame: context.dragged(frame), source: .reported, in: self.container)
          next.phase = .awaitingKeyboard(lastCoverage: keyboard, focus: focus)
        }
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
    let isLayoutChanged = next != context
    var position = ContentPosition(decision, beforeEstimate: context.phase.estimateStart)
    if let offset = reading.scrolledContentOffset, isObserving, configuration.strategy.scrollView != nil,
      offset != decision.targets.contentOffset
    {
      // The user's scroll is where the decision, and the next reveal, start from: an estimate under way
      // is corrected from there.
      position = ContentPosition(position.decision)
      position.decision.targets.contentOffset = offset
      guard isLayoutChanged else {
        return Change(context: next, position: position, animation: .immediate, cause: .userScroll, isDecided: false)
      }
    }
    guard isLayoutChanged else { return nil }
    return Change(context: next, position: position, animation: animation, cause: cause)
  }

  // MARK: - Deciding and publishing

  /// Stores the change's context, takes the decision it calls for, and publishes it when it differs
  /// from the one before.
  private mutating func decide(_ change: Change) -> AvoidanceOutcome {
    var next = change.context
    // Only a shown keyboard is dragged: whatever else the phase became ends the drag.
    if next.phase.shownKeyboardFrame == nil { next.draggedKeyboardTop = nil }
    // An estimate starts from where content is, unless it corrects one already under way from there.
    if case .estimating(let id, _) = next.phase {
      next.phase = .estimating(id, from: change.position.beforeEstimate ?? change.position.decision.targets)
    }
    let decided =
      change.isDecided
      ? AvoidanceDecision.deciding(in: next, from: change.position)
      : change.position.decision.judged(in: next, from: decision)
    context = next
    guard decided != decision else { return AvoidanceOutcome() }
    decision = decided
    return AvoidanceOutcome(update: AvoidanceUpdate(state, animation: change.animation, cause: change.cause))
  }

  package static func validate(_ fields: [InputField]) throws(AvoidanceError) {
    var seen = Set<FieldID>()
    for field in fields {
      guard field.isValid else { throw .invalidField(field.id) }
      guard seen.insert(field.id).inserted else { throw .duplicateField(field.id) }
    }
  }
}
