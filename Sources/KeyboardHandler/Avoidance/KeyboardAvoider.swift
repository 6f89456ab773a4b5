import Binding
import Foundation

/// Avoids the keyboard for one screen and publishes the result through boxes.
///
/// A thin shell around ``AvoidanceEngine``: it holds the engine, applies each input, and sets
/// every box whose value changed. Every animated value is an ``AvoidanceUpdate``, which carries
/// the duration, raw curve and cause to animate with. Boxes are set synchronously, so
/// `box.value` is current as soon as a call returns; observers run on the main queue.
///
/// The app forwards UIKit's facts: editing events from its text field and text view
/// delegates, keyboard notifications through ``keyboard(_:userInfo:)``.
///
/// ```swift
/// let avoider = try KeyboardAvoider(container: container, fields: fields)
/// avoider.offset.bind { update in view.frame.origin.y = update.value }
/// try avoider.didBeginEditing("email")
/// try avoider.keyboard(.willShow, userInfo: notification.userInfo ?? [:])
/// ```
@MainActor
public final class KeyboardAvoider {
  /// The engine's state: focus, keyboard knowledge, what is published.
  public private(set) var engine: AvoidanceEngine

  /// The container's vertical offset (shift strategy); `-d` for a shift of `d` points.
  public let offset: Box<AvoidanceUpdate<CGFloat>>
  /// The container's vertical offset as a plain number, the seeds' `keyboardOffset`.
  public let keyboardOffset: Box<CGFloat>
  /// The scroll view's bottom content and indicator insets (scroll strategy).
  public let scrollInsets: Box<AvoidanceUpdate<ScrollInsets>>
  /// The scroll view's `contentOffset.y` (scroll and bottom-constraint strategies).
  public let contentOffset: Box<AvoidanceUpdate<CGFloat>>
  /// The bottom constraint's constant (bottom-constraint strategy).
  public let constraintConstant: Box<AvoidanceUpdate<CGFloat>>
  /// The keyboard's covered part of the container, in container coordinates; `nil` for none.
  public let keyboardFrame: Box<AvoidanceUpdate<CGRect?>>
  /// The height of the container that the keyboard covers (RxKeyboard's `visibleHeight`).
  public let visibleHeight: Box<AvoidanceUpdate<CGFloat>>
  /// The focused field.
  public let focusedField: Box<FieldID?>
  /// The previous / next / done bar's state.
  public let accessory: Box<AccessoryState>
  /// The container's frame at rest, in screen coordinates, which rotation or a resize changes.
  public let containerFrame: Box<AvoidanceUpdate<CGRect>>

  /// Creates an avoider at rest.
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
    let engine = try AvoidanceEngine(
      configuration: configuration, container: container, fields: fields, isObserving: isObserving)
    let snapshot = engine.snapshot
    self.engine = engine
    offset = Box(.initial(snapshot.targets.offset))
    keyboardOffset = Box(snapshot.targets.offset)
    scrollInsets = Box(.initial(snapshot.targets.scrollInsets))
    contentOffset = Box(.initial(snapshot.targets.contentOffset))
    constraintConstant = Box(.initial(snapshot.targets.constraintConstant))
    keyboardFrame = Box(.initial(snapshot.keyboardFrame))
    visibleHeight = Box(.initial(snapshot.visibleHeight))
    focusedField = Box(snapshot.focusedField)
    accessory = Box(snapshot.accessory)
    containerFrame = Box(.initial(snapshot.containerFrame))
  }

  /// Takes one input, publishes what changed and returns the effects.
  ///
  /// - Parameter input: The input.
  /// - Returns: The effects, including any ``NavigationRequest`` the app must carry out.
  /// - Throws: ``AvoidanceError``; nothing is published and the state is unchanged.
  @discardableResult
  public func handle(_ input: AvoidanceInput) throws(AvoidanceError) -> [AvoidanceEffect] {
    let effects = try engine.handle(input)
    effects.forEach(apply)
    return effects
  }

  /// Starts taking editing and keyboard inputs (call from `viewWillAppear`).
  ///
  /// A keyboard already up is learnt from its next event.
  public func start() {
    engine.startObserving()
  }

  /// Stops taking editing and keyboard inputs and returns everything to rest at once (call
  /// from `viewWillDisappear`).
  public func stop() {
    engine.stopObserving().forEach(apply)
  }

  /// Reports that a field became first responder.
  ///
  /// - Parameter id: The field.
  /// - Throws: ``AvoidanceError`` for an unknown field or while another field is focused.
  public func didBeginEditing(_ id: FieldID) throws(AvoidanceError) {
    try handle(.didBeginEditing(id))
  }

  /// Reports that a field resigned first responder.
  ///
  /// - Parameter id: The field.
  /// - Throws: ``AvoidanceError`` for an unknown field or one that is not focused.
  public func didEndEditing(_ id: FieldID) throws(AvoidanceError) {
    try handle(.didEndEditing(id))
  }

  /// Reports a keyboard notification from its phase and `userInfo`.
  ///
  /// - Parameters:
  ///   - phase: The notification's phase.
  ///   - userInfo: The notification's `userInfo`.
  /// - Throws: ``AvoidanceError/malformedKeyboardEvent(_:)`` naming the bad key.
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
    let effects = (try? handle(.navigate(action))) ?? []
    return effects.lazy.compactMap { effect -> NavigationRequest? in
      guard case .request(let request) = effect else { return nil }
      return request
    }.first
  }

  private func apply(_ effect: AvoidanceEffect) {
    switch effect {
    case .containerFrame(let update): containerFrame.value = update
    case .keyboardFrame(let update): keyboardFrame.value = update
    case .visibleHeight(let update): visibleHeight.value = update
    case .focusedField(let id): focusedField.value = id
    case .accessory(let state): accessory.value = state
    case .offset(let update):
      offset.value = update
      keyboardOffset.value = update.value
    case .scrollInsets(let update): scrollInsets.value = update
    case .contentOffset(let update): contentOffset.value = update
    case .constraintConstant(let update): constraintConstant.value = update
    case .request: break
    }
  }
}
