import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Everything the engine publishes at one moment, with how it got there and why.
///
/// Each input the engine accepts and that changes something yields one new state: the targets that
/// move content, the keyboard the decision used, the focus, and the animation and cause of the change.
/// The values below that are derived from the stored ones (``coveredFrame``, ``coveredHeight``,
/// ``offset``, ``focusedField``) are computed, not stored. After a user's scroll the cause is
/// ``AvoidanceCause/userScroll`` and ``reason`` still describes the last decision.
///
/// ```swift
/// avoider.state.bind { state in
///   print(state.targets.offset, state.reason, state.cause)
/// }
/// ```
public struct AvoidanceState: Equatable, Sendable {
  /// The container at rest: its frame in screen coordinates, the screen and the safe area. It
  /// changes with rotation, split view or a resized form sheet, never with avoidance.
  public var container: ContainerGeometry
  /// Where the engine stands: observing or not, the focus, the last reported keyboard frame.
  public var phase: AvoidancePhase
  /// The keyboard the decision used: reported, or estimated while a field waits for its frame;
  /// `nil` when there is none.
  public var keyboard: KeyboardCoverage?
  /// The previous / next / done bar's state.
  public var accessory: AccessoryState
  /// The values that move content.
  public var targets: AvoidanceTargets
  /// Why the targets are what they are.
  public var reason: AvoidanceReason
  /// How to animate to this state: the keyboard event's duration and curve, or the keyboard's usual
  /// animation for a change no event times.
  public var animation: KeyboardAnimation
  /// What changed the state.
  public var cause: AvoidanceCause

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - container: The container at rest.
  ///   - phase: Where the engine stands.
  ///   - keyboard: The keyboard the decision used.
  ///   - accessory: The accessory bar's state.
  ///   - targets: The values that move content.
  ///   - reason: Why the targets are what they are.
  ///   - animation: How to animate to this state.
  ///   - cause: What changed the state.
  public init(
    container: ContainerGeometry, phase: AvoidancePhase, keyboard: KeyboardCoverage?, accessory: AccessoryState,
    targets: AvoidanceTargets, reason: AvoidanceReason, animation: KeyboardAnimation, cause: AvoidanceCause
  ) {
    self.container = container
    self.phase = phase
    self.keyboard = keyboard
    self.accessory = accessory
    self.targets = targets
    self.reason = reason
    self.animation = animation
    self.cause = cause
  }

  /// The focused field.
  public var focusedField: FieldID? { phase.focusedField }

  /// Whether the state waits for the keyboard to confirm it: an estimate that covers part of the
  /// container, or a keyboard frame from the old layout (``AvoidancePhase/awaitingKeyboard(lastCoverage:focus:)``).
  ///
  /// ``KeyboardAvoider`` waits ``AvoidanceConfiguration/keyboardWaitTimeout`` for a keyboard
  /// notification, then hands the engine ``AvoidanceInput/keyboardWaitDidExpire``.
  public var isWaitingForKeyboard: Bool {
    switch phase {
    case .estimating: keyboard?.overlap != nil
    case .awaitingKeyboard: true
    case .stopped, .resting, .shown, .hidden, .keyboardAbsent, .focusedElsewhere: false
    }
  }

  /// The part of the container the reported keyboard covers, in container coordinates; `nil` for
  /// none, and while the keyboard is only estimated.
  public var coveredFrame: CGRect? {
    keyboard?.source == .reported ? keyboard?.overlap?.frame : nil
  }

  /// The height of the container that the reported keyboard covers; 0 for none (RxKeyboard's
  /// `visibleHeight`: the keyboard's visible height).
  public var coveredHeight: CGFloat { coveredFrame?.height ?? 0 }

  /// The container's vertical offset, the classic `keyboardOffset`: `-d` for a shift of `d` points.
  public var offset: CGFloat { targets.offset }

  /// Where the container is drawn: its frame at rest, moved up by the offset.
  public var shiftedContainerFrame: CGRect { container.frame.offsetBy(dx: 0, dy: targets.offset) }
}
