public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// What the engine decided: the targets that move content, the keyboard it avoided, the focus and the
/// accessory bar it shows, and why.
///
/// A decision is a pure function of an ``AvoidanceContext`` and of where content is now (the decision
/// before it): the same context, from the same place, gives the same decision. The engine publishes a
/// decision when it differs from the one before, and only then: a change of context alone (a
/// `didShow` after its `willShow`) publishes nothing.
///
/// `AvoidanceDecision` is a `Sendable` value.
public struct AvoidanceDecision: Equatable, Sendable {
  /// The keyboard the decision avoided: reported, or estimated while a field waits for its frame;
  /// `nil` when there is none.
  public var keyboard: KeyboardCoverage?
  /// The field being edited.
  public var focusedField: FieldID?
  /// The previous / next / done bar's state.
  public var accessory: AccessoryState
  /// The values that move content.
  public var targets: AvoidanceTargets
  /// Why the targets are what they are.
  public var reason: AvoidanceReason
  /// What a chat's message list shows where the decision put it (its visible part, and whether that
  /// reaches the newest message), judged in the layout of the last decision that placed it, not one held
  /// from an old layout; whether it shows the newest message, not where the finger drags it. A later
  /// decision, in a layout the composer's growth or a rotation changed, keeps what the user reads at the
  /// composer's top, and shows the newest message again if this one did. `nil` but for chats.
  package var messageList: MessageListView?

  /// Creates a decision from its parts.
  package init(
    keyboard: KeyboardCoverage?, focusedField: FieldID?, accessory: AccessoryState, targets: AvoidanceTargets,
    reason: AvoidanceReason, messageList: MessageListView? = nil
  ) {
    self.keyboard = keyboard
    self.focusedField = focusedField
    self.accessory = accessory
    self.targets = targets
    self.reason = reason
    self.messageList = messageList
  }

  /// Whether a chat's message list shows its newest message where the decision put it.
  package var messageListShowsEnd: Bool { messageList?.showsEnd ?? false }

  /// The part of the container the reported keyboard covers, in container coordinates; `nil` for
  /// none, and while the keyboard is only estimated.
  public var coveredFrame: CGRect? {
    keyboard?.source == .reported ? keyboard?.overlap?.frame : nil
  }

  /// The height of the container that the reported keyboard covers; 0 for none (RxKeyboard's
  /// `visibleHeight`: the keyboard's visible height).
  public var coveredHeight: CGFloat { coveredFrame?.height ?? 0 }
}
