import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A decision of the engine with the context it was taken in.
///
/// The engine keeps what it was told (``AvoidanceContext``: the container, the configuration, the
/// fields, the phase and its memory) apart from what it decided (``AvoidanceDecision``: the targets,
/// the keyboard avoided, the focus, the accessory bar and why). It publishes the pair as an
/// ``AvoidanceUpdate``, which adds how to animate to it and what changed it, each time the decision
/// changes, and only then: a published state's context is the one its decision was taken in. The
/// state holds neither animation nor cause, so two routes to the same decision give equal decisions.
/// What content needs is read through it: `state.targets`, `state.reason`, `state.focusedField`.
///
/// ```swift
/// avoider.state.bind { state in
///   print(state.targets.offset, state.reason, state.cause)
/// }
/// ```
public struct AvoidanceState: Equatable, Sendable {
  /// What the engine was told: the container, the configuration, the fields and the phase.
  public var context: AvoidanceContext
  /// What the engine decided: the targets, the keyboard it avoided, the focus, the accessory bar, why.
  public var decision: AvoidanceDecision

  /// The state of `decision`, taken in `context`.
  package init(context: AvoidanceContext, decision: AvoidanceDecision) {
    self.context = context
    self.decision = decision
  }

  // What a decision says, read through the state.

  /// The values that move content.
  public var targets: AvoidanceTargets { decision.targets }
  /// Why the targets are what they are.
  public var reason: AvoidanceReason { decision.reason }
  /// The keyboard the decision used: reported, or estimated while a field waits for its frame;
  /// `nil` when there is none.
  public var keyboard: KeyboardCoverage? { decision.keyboard }
  /// The focused field.
  public var focusedField: FieldID? { decision.focusedField }
  /// The previous / next / done bar's state.
  public var accessory: AccessoryState { decision.accessory }
  /// The part of the container the reported keyboard covers, in container coordinates; `nil` for
  /// none, and while the keyboard is only estimated.
  public var coveredFrame: CGRect? { decision.coveredFrame }
  /// The height of the container that the reported keyboard covers; 0 for none (RxKeyboard's
  /// `visibleHeight`: the keyboard's visible height).
  public var coveredHeight: CGFloat { decision.coveredHeight }

  // The context it was taken in.

  /// The container at rest: its frame in screen coordinates, the screen and the safe area.
  public var container: ContainerGeometry { context.container }
  /// Where the engine stands: observing or not, the focus, the last reported keyboard frame.
  public var phase: AvoidancePhase { context.phase }
  /// The choices the decision followed, with the scroll view's geometry at rest as last read.
  public var configuration: AvoidanceConfiguration { context.configuration }
  /// While the user drags the keyboard down (interactive dismissal), its top edge in screen
  /// coordinates; `nil` otherwise, and once the finger brings it back where it was reported.
  ///
  /// `keyboard` is then the reported keyboard moved down to this top, and content follows it at once
  /// (``AvoidanceCause/keyboardDrag``), all but a scroll view's offset, which the finger moves: it
  /// holds through the drag. UIKit's hide (dismissed) or show (cancelled) ends the drag, decided from
  /// where the finger left the offset.
  public var draggedKeyboardTop: CGFloat? { context.draggedKeyboardTop }
  /// The fields, in navigation order, and how focus moves through them.
  package var navigator: InputNavigator { context.navigator }
  /// The end frame of the last keyboard event, in screen coordinates, a hide's included.
  package var reportedKeyboardFrame: CGRect? { context.reportedKeyboardFrame }

  /// Whether the state waits for the keyboard to confirm it: an estimate that covers part of the
  /// container, or a keyboard frame from the old layout (``AvoidancePhase/awaitingKeyboard(lastCoverage:focus:)``).
  ///
  /// `KeyboardAvoider` waits ``AvoidanceConfiguration/keyboardWaitTimeout`` for a keyboard
  /// notification, then hands the engine ``AvoidanceInput/keyboardWaitDidExpire``.
  public var isWaitingForKeyboard: Bool {
    switch phase {
    case .estimating: keyboard?.overlap != nil
    case .awaitingKeyboard: true
    case .stopped, .resting, .shown, .hidden, .keyboardAbsent, .focusedElsewhere: false
    }
  }

  /// The height of the scroll view (scroll and bottom-constraint strategies) that the keyboard the
  /// decision used covers, reported or estimated; 0 for none, and for the shift and manual strategies.
  ///
  /// The scroll strategy's bottom insets follow from it: this height less the scroll view's own bottom
  /// safe area, never below the insets at rest. So it cannot be read back from the insets.
  package var scrollViewCoveredHeight: CGFloat {
    guard let scrollView = configuration.strategy.scrollView else { return 0 }
    return AvoidanceSolver.coveredHeight(of: scrollView, by: keyboard?.overlap)
  }

  /// Where a keyboard reported at `frame` is while the user drags it.
  package func dragged(_ frame: CGRect) -> CGRect { context.dragged(frame) }
}
