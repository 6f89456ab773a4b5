public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The choices that shape avoidance.
public struct AvoidanceConfiguration: Equatable, Sendable {
  /// How content gets out of the keyboard's way.
  public var strategy: AvoidanceStrategy
  /// Where the revealed item ends up.
  public var placement: RevealPlacement
  /// Which item is revealed.
  public var revealedItem: RevealedItem
  /// The gap between the revealed item and the keyboard (or top guide), unless the focused
  /// field has its own.
  public var spacing: CGFloat
  /// The keyboard height assumed before any keyboard has reported one.
  public var estimatedKeyboardHeight: CGFloat
  /// Whether a field that begins editing before any keyboard notification moves content for an
  /// estimated keyboard (on by default); off, content waits for the keyboard's own notification.
  ///
  /// A keyboard is estimated only where one may come: a text field begins editing before its keyboard's
  /// notifications, a text view after them, so a text view that begins editing with no keyboard
  /// notification before it estimates nothing (a hardware keyboard whose shortcut bar is hidden sends
  /// none), and neither does a text field after a 0 pt frame (an iPad with a hardware keyboard). Turn it
  /// off where the first notification always arrives at once, or where a rise that a late keyboard
  /// corrects is worse than a quarter second at rest.
  public var isEstimatingKeyboard: Bool
  /// When a chat's message list moves with the keyboard (``AvoidanceStrategy/chat(messageList:anchor:)``,
  /// ``AvoidanceStrategy/messageList(_:composer:)``): always, by default, so what the user reads stays above
  /// the composer; only when it shows its newest message; only up; or never. Its insets follow the keyboard
  /// whatever the choice.
  public var messageListLift: MessageListLift
  /// Whether next and previous wrap around at the ends of the field list.
  public var isNavigationLooping: Bool
  /// How long, in seconds, an estimate waits for a keyboard notification to confirm it, and a keyboard
  /// frame from the old layout waits for the keyboard to report in the new one.
  ///
  /// UIKit posts a text field's first keyboard notification in the same turn of the run loop as its
  /// begin editing, and a rotated keyboard's with the rotation; a keyboard shown for the first time in
  /// a process can lag a few hundred milliseconds. After this time (1 s by default) the estimate is
  /// withdrawn, because no keyboard is coming: a hardware keyboard whose shortcut bar is hidden posts
  /// nothing at all.
  public var keyboardWaitTimeout: TimeInterval

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - strategy: How content gets out of the keyboard's way.
  ///   - placement: Where the revealed item ends up.
  ///   - revealedItem: Which item is revealed.
  ///   - spacing: The default gap, 20 pt.
  ///   - estimatedKeyboardHeight: The first estimate, 360 pt.
  ///   - isNavigationLooping: Whether navigation wraps around.
  ///   - keyboardWaitTimeout: How long an estimate waits for a keyboard to confirm it, 1 s.
  ///   - isEstimatingKeyboard: Whether a keyboard that has not reported yet is estimated where one may
  ///     come, on by default.
  ///   - messageListLift: When a chat's message list moves with the keyboard, always by default.
  public init(
    strategy: AvoidanceStrategy = .shift,
    placement: RevealPlacement = .bottomAboveKeyboard,
    revealedItem: RevealedItem = .focusedField,
    spacing: CGFloat = 20,
    estimatedKeyboardHeight: CGFloat = 360,
    isNavigationLooping: Bool = false,
    keyboardWaitTimeout: TimeInterval = 1,
    isEstimatingKeyboard: Bool = true,
    messageListLift: MessageListLift = .always
  ) {
    self.strategy = strategy
    self.placement = placement
    self.revealedItem = revealedItem
    self.spacing = spacing
    self.estimatedKeyboardHeight = estimatedKeyboardHeight
    self.isNavigationLooping = isNavigationLooping
    self.keyboardWaitTimeout = keyboardWaitTimeout
    self.isEstimatingKeyboard = isEstimatingKeyboard
    self.messageListLift = messageListLift
  }

  /// The first setting that is invalid, or `nil` when every one is valid.
  var invalidValue: AvoidanceError.InvalidValue? {
    .nonNegative(spacing, "spacing") ?? .positive(estimatedKeyboardHeight, "estimatedKeyboardHeight")
      ?? .positive(CGFloat(keyboardWaitTimeout), "keyboardWaitTimeout")
      ?? strategy.scrollView?.invalidValue(at: "strategy.scrollView") ?? revealedItem.invalidValue
  }
}
