package import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// A decision of the engine with the context it was taken in.
///
/// The engine keeps what it was told (``AvoidanceContext``: the container, the configuration, the
/// fields, the phase and its memory) apart from what it decided (``AvoidanceDecision``: the targets,
/// the keyboard avoided, the focus, the accessory bar and why). It publishes the pair as an
/// ``AvoidanceUpdate``, which adds how to animate to it and what changed it, each time the decision
/// changes, and only then: a published state's context is the one its decision was taken in. The
/// state holds neither animation nor cause, so two routes to the same decision give equal decisions.
/// Both are read through it by name: `state.targets`, `state.reason` and `state.focusedField` are the
/// decision's, `state.phase` and `state.container` the context's.
///
/// ```swift
/// avoider.state.bind { state in
///   print(state.targets.offset, state.reason, state.cause)
/// }
/// ```
@dynamicMemberLookup
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

  /// What the decision says, read through the state: `state.targets`, `state.reason`, `state.keyboard`,
  /// `state.focusedField`, `state.accessory`, `state.coveredFrame`, `state.coveredHeight`.
  public subscript<Value>(dynamicMember member: KeyPath<AvoidanceDecision, Value>) -> Value {
    decision[keyPath: member]
  }

  /// What the context says, read through the state: `state.container`, `state.phase`,
  /// `state.configuration`, `state.draggedKeyboardTop`.
  public subscript<Value>(dynamicMember member: KeyPath<AvoidanceContext, Value>) -> Value {
    context[keyPath: member]
  }

  /// Whether the state waits for the keyboard to confirm it: an estimate that covers part of the
  /// container, or a keyboard frame from the old layout (``AvoidancePhase/awaitingKeyboard(lastCoverage:focus:)``).
  ///
  /// `KeyboardAvoider` waits ``AvoidanceConfiguration/keyboardWaitTimeout`` for a keyboard
  /// notification, then hands the engine ``AvoidanceInput/keyboardWaitDidExpire``.
  public var isWaitingForKeyboard: Bool {
    switch context.phase {
    case .estimating: decision.keyboard?.overlap != nil
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
    guard let scrollView = context.configuration.strategy.scrollView else { return 0 }
    return AvoidanceSolver.coveredHeight(of: scrollView, by: decision.keyboard?.overlap)
  }

}
