public import Binding
public import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  public import CoreGraphics
#endif

/// Avoids the keyboard for one screen and publishes the result through boxes.
///
/// A thin shell around `AvoidanceEngine`: it holds the engine, applies each input, and publishes
/// the engine's updates in `state`: each the one `AvoidanceState` with how to animate to it and why it
/// changed. The other boxes are views of that update, derived with `Binding`'s operators, and
/// read-only like it (only the avoider sets them): each changes only when its own value does, and
/// carries the update's animation and cause as an `AvoidanceUpdate` of its own.
/// Each value that moves content has its box, named after its `LayoutProperty`: `avoider.offset`,
/// `avoider.contentInset`, `avoider.indicatorInset`, `avoider.contentOffset`,
/// `avoider.constraintConstant`; `avoider.scrollInsets` gives the two insets together.
/// Call the avoider on the main queue (it is `@MainActor`): the boxes then notify synchronously, so
/// `box.value` is current as soon as a call returns.
///
/// A ``KeyboardListener`` feeds it UIKit's notifications; or the app forwards UIKit's facts itself:
/// editing events from its text field and text view delegates, keyboard notifications through
/// `keyboard(_:userInfo:)`.
///
/// ```swift
/// let avoider = try KeyboardAvoider(container: container, fields: fields)
/// avoider.offset.bind { update in view.transform = CGAffineTransform(translationX: 0, y: update.value) }
/// try avoider.didBeginEditing("email")
/// try avoider.keyboard(.willShow, userInfo: notification.userInfo ?? [:])
/// ```
@MainActor
@dynamicMemberLookup
public final class KeyboardAvoider {
  /// The engine: its configuration, fields and everything it decided.
  package private(set) var engine: AvoidanceEngine

  /// Everything published: one update per accepted input that changes the state, the state with its
  /// reasons, how to animate to it and why it changed (`state.value.targets`, or `state.targets`
  /// through the update). It starts with the engine's first state, not animated. Only the avoider sets it.
  public var state: ReadOnlyBox<AvoidanceUpdate<AvoidanceState>> { published.readOnly }
  /// The state box itself, which the avoider alone sets.
  private let published: Box<AvoidanceUpdate<AvoidanceState>>
  /// The last update published, kept here too: reading it from the box would count as a read that
  /// Observation may track, and the next set would tell the box's registrar for nothing.
  private var lastPublished: AvoidanceUpdate<AvoidanceState>
  /// The clock the avoider waits for a keyboard on.
  private let clock: any SchedulingClock
  /// Counts the waits begun, so that a wait that ended early (the keyboard came) is ignored when its
  /// time comes.
  private var waits = 0
  /// Whether a wait for the keyboard is under way.
  private var isWaiting = false
  /// Each input the avoider took, its own (a wait that expired) included, with the state after it;
  /// `nil` before the first. Every input is delivered, also one that changed nothing: what the session
  /// recorder and the scenario players bind to, where apps bind to `state`.
  package var handledInput: ReadOnlyBox<HandledInput?> { handled.readOnly }
  /// The box of handled inputs, which the avoider alone sets.
  private let handled = Box<HandledInput?>(nil)
  /// The box of each value that moves content.
  private let targetBoxes: EveryProperty<ReadOnlyBox<AvoidanceUpdate<CGFloat>>>
  /// The scroll view's bottom content and indicator insets together (scroll strategy). Like the
  /// per-property boxes, it can be read from any thread.
  public nonisolated let scrollInsets: ReadOnlyBox<AvoidanceUpdate<ScrollInsets>>
  /// The container's vertical offset as a plain number, under its classic name; `offset` carries
  /// the same value with its animation.
  public let keyboardOffset: ReadOnlyBox<CGFloat>
  /// The part of the container the keyboard covers, in container coordinates; `nil` for none.
  public let coveredFrame: ReadOnlyBox<AvoidanceUpdate<CGRect?>>
  /// The height of the container that the keyboard covers (RxKeyboard's `visibleHeight`).
  public let coveredHeight: ReadOnlyBox<AvoidanceUpdate<CGFloat>>
  /// The focused field.
  public let focusedField: ReadOnlyBox<FieldID?>
  /// The previous / next / done bar's state.
  public let accessory: ReadOnlyBox<AccessoryState>

  /// Creates an avoider at rest.
  ///
  /// - Parameters:
  ///   - configuration: The choices that shape avoidance.
  ///   - container: The container's geometry.
  ///   - fields: The fields, in navigation order.
  ///   - isObserving: Whether to take editing and keyboard inputs from the start.
  ///   - clock: The clock the avoider waits on for a keyboard that may not come
  ///     (`AvoidanceConfiguration.keyboardWaitTimeout`): the system's in apps, a
  ///     ``ManualAnimationClock`` in tests.
  /// - Throws: `AvoidanceError` for an invalid configuration, container or field list.
  public init(
    configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
    container: ContainerGeometry,
    fields: [InputField],
    isObserving: Bool = true,
    clock: any SchedulingClock = SystemAnimationClock()
  ) throws(AvoidanceError) {
    engine = try AvoidanceEngine(
      configuration: configuration, container: container, fields: fields, isObserving: isObserving)
    lastPublished = .initial(engine.state)
    published = Box(lastPublished)
    self.clock = clock
    let state = published.readOnly
    targetBoxes = EveryProperty { property in state.updates { $0.targets[property] } }
    scrollInsets = state.updates(of: \.targets.scrollInsets)
    keyboardOffset = state.map { $0.targets.offset }.removeDuplicates()
    coveredFrame = state.updates(of: \.coveredFrame)
    coveredHeight = state.updates(of: \.coveredHeight)
    focusedField = state.map { $0.focusedField }.removeDuplicates()
    accessory = state.map { $0.accessory }.removeDuplicates()
  }

  /// The box of one of the values that move content, each a `LayoutProperty`: `avoider.offset`
  /// (shift strategy; `-d` for a shift of `d` points), `avoider.contentInset` and
  /// `avoider.indicatorInset` (scroll strategy), `avoider.contentOffset` (scroll and bottom-constraint
  /// strategies), `avoider.constraintConstant` (bottom-constraint strategy).
  ///
  /// The same box every time for the same property. Like the other boxes, it can be read from any
  /// thread.
  public nonisolated subscript(
    dynamicMember name: KeyPath<LayoutProperty.Names, LayoutProperty>
  ) -> ReadOnlyBox<AvoidanceUpdate<CGFloat>> {
    self[LayoutProperty.Names[name]]
  }

  /// The box of `property`'s value.
  public nonisolated subscript(property: LayoutProperty) -> ReadOnlyBox<AvoidanceUpdate<CGFloat>> {
    targetBoxes[property]
  }

  /// Takes one input, publishes the new decision if it changed, and returns what came of the input.
  ///
  /// - Parameter input: The input.
  /// - Returns: The outcome: the update published, if any, and any `NavigationRequest` the app must
  ///   carry out.
  /// - Throws: `AvoidanceError`; nothing is published and the state is unchanged.
  @discardableResult
  public func handle(_ input: AvoidanceInput) throws(AvoidanceError) -> AvoidanceOutcome {
    let outcome = try engine.handle(input)
    if let update = outcome.update {
      lastPublished = update
      published.value = update
    }
    waitForKeyboardIfNeeded()
    handled.value = HandledInput(input, state: current, published: outcome.update)
    return outcome
  }

  /// The state now, its context included, with the animation and cause of the last update published.
  package var current: AvoidanceUpdate<AvoidanceState> {
    let last = lastPublished
    return AvoidanceUpdate(engine.state, animation: last.animation, cause: last.cause)
  }

  /// What the engine was told, as it is now: the container, the configuration, the fields, the phase.
  /// `state` publishes decisions, each with the context it was taken in; a change of context that
  /// changes no decision (a `didShow` after its `willShow`) publishes nothing, and shows here.
  public var context: AvoidanceContext { engine.context }

  /// Starts taking editing and keyboard inputs (call from `viewWillAppear` when the avoider was
  /// created with `isObserving: false`, or after `stop()`).
  ///
  /// A keyboard already up is learnt from its next event.
  public func start() {
    // Never refused: starting is taken in any state.
    _ = try? handle(.startObserving)
  }

  /// Stops taking editing and keyboard inputs and returns everything to rest at once (call
  /// from `viewDidDisappear`: a swipe back the user cancels sends `viewWillDisappear` to a screen that
  /// stays).
  public func stop() {
    // Never refused: stopping is taken in any state.
    _ = try? handle(.stopObserving)
  }

  /// Reports that a field became first responder.
  ///
  /// - Parameter id: The field.
  /// - Throws: `AvoidanceError` for an unknown field or while another field is focused.
  public func didBeginEditing(_ id: FieldID) throws(AvoidanceError) {
    try handle(.didBeginEditing(id))
  }

  /// Reports that a field resigned first responder.
  ///
  /// - Parameter id: The field.
  /// - Throws: `AvoidanceError` for an unknown field or one that is not focused.
  public func didEndEditing(_ id: FieldID) throws(AvoidanceError) {
    try handle(.didEndEditing(id))
  }

  /// Reports a keyboard notification from its phase and `userInfo`.
  ///
  /// - Parameters:
  ///   - phase: The notification's phase.
  ///   - userInfo: The notification's `userInfo`.
  /// - Throws: `AvoidanceError.malformedKeyboardEvent(_:)` naming the bad key.
  public func keyboard(_ phase: KeyboardPhase, userInfo: [AnyHashable: Any]) throws(AvoidanceError) {
    let event: KeyboardEvent
    do { event = try KeyboardEvent(phase: phase, userInfo: userInfo) } catch { throw .malformedKeyboardEvent(error) }
    try handle(.keyboard(event))
  }

  /// Resolves a navigation action into what the app must do.
  ///
  /// - Parameter action: The user's action.
  /// - Returns: The request to carry out, or `nil` when the action does nothing.
  public func navigate(_ action: NavigationAction) -> NavigationRequest? {
    // Navigation never fails and never moves content; the engine decides it, as for any input.
    (try? handle(.navigate(action)))?.request
  }

  /// Resolves a navigation action from one field, which may have ended editing already: a text field's
  /// return key, whose action UIKit may run after the field resigned.
  ///
  /// From the focused field it is `navigate(_:)`; from another, the avoider's fields decide where
  /// focus goes from that one, and nothing else changes.
  ///
  /// - Parameters:
  ///   - action: The user's action.
  ///   - field: The field the action comes from.
  /// - Returns: The request to carry out, or `nil` when the action does nothing or the field is unknown.
  package func navigate(_ action: NavigationAction, from field: FieldID) -> NavigationRequest? {
    guard field != engine.focusedField, engine.isObserving else { return navigate(action) }
    return engine.navigator.request(for: action, from: field)
  }

  /// Begins waiting when the state begins waiting for the keyboard, and forgets the wait when it stops.
  private func waitForKeyboardIfNeeded() {
    let isAwaiting = engine.state.isWaitingForKeyboard
    guard isAwaiting != isWaiting else { return }
    isWaiting = isAwaiting
    waits += 1
    guard isAwaiting else { return }
    let wait = waits
    clock.schedule(after: engine.configuration.keyboardWaitTimeout) { [weak self] in
      guard let self, self.isWaiting, self.waits == wait else { return }
      // Never refused: the engine takes it in any state, and does nothing unless it waits.
      _ = try? self.handle(.keyboardWaitDidExpire)
    }
  }
}

extension ReadOnlyBox where Value == AvoidanceUpdate<AvoidanceState> {
  /// One published property as its own box: it changes only when the property does, and each value
  /// carries the update's animation and cause.
  fileprivate func updates<Property: Equatable & Sendable>(
    of property: @escaping @Sendable (AvoidanceState) -> Property
  ) -> ReadOnlyBox<AvoidanceUpdate<Property>> {
    map { update in AvoidanceUpdate(property(update.value), animation: update.animation, cause: update.cause) }
      .removeDuplicates { $0.value == $1.value }
  }
}
