/// How a chat's composer that UIKit moves meets the keyboard, for
/// ``AvoidanceStrategy/messageList(_:composer:)``: only the message list is the engine's to move.
///
/// `ComposerMount` is a `Sendable` value.
public enum ComposerMount: Hashable, Sendable, CaseIterable {
  /// The composer is a responder's `inputAccessoryView`: the keyboard carries it, through a drag too, and
  /// the keyboard's frame includes it, so the list clears the keyboard's frame and no more. Its rest inset
  /// clears a composer that stays docked at the bottom with the keyboard down.
  case inputAccessoryView
  /// The composer is pinned to `view.keyboardLayoutGuide.topAnchor` (iOS 15): UIKit raises it to the
  /// keyboard's top, which the guide follows, and lowers it to the safe area's bottom. The list behind it
  /// is inset by as much above the rest inset that clears the composer; a list pinned to the composer's
  /// top is resized by UIKit.
  case keyboardLayoutGuide
}
