/// When a chat's message list moves with the keyboard: what it does with the reading position as the
/// keyboard (or the composer riding it) rises, falls or is dragged.
///
/// Whatever the choice, the list's bottom insets follow the keyboard, so every message can still be
/// scrolled into view above the composer; the choice is whether the offset moves too. The four are those of
/// react-native-keyboard-controller's `KeyboardChatScrollView` (its `keyboardLiftBehavior`), which names
/// the apps that behave so.
///
/// ```swift
/// var configuration = AvoidanceConfiguration(strategy: .chat(messageList: list, anchor: .safeAreaBottom))
/// configuration.messageListLift = .whenAtEnd   // a user reading older messages is left where they are
/// ```
///
/// `MessageListLift` is a `Sendable` value.
public enum MessageListLift: Hashable, Sendable, CaseIterable {
  /// The list always moves with the bottom of its visible part, so what the user reads stays above the
  /// composer, and a list that showed its newest message shows it still (Telegram, WhatsApp, Signal).
  /// The default.
  case always
  /// The list moves only when it showed its newest message; a user reading older messages is left where
  /// they are, and the keyboard covers what was below (the ChatGPT app).
  case whenAtEnd
  /// The list moves up with the keyboard and stays there when the keyboard goes down, as far as its
  /// content allows (the Claude app).
  case persistent
  /// The list never moves with the keyboard; the keyboard covers what was below (the Perplexity app).
  case never
}
