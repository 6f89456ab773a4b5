/// A user action that moves focus or ends editing.
public enum NavigationAction: Hashable, Sendable {
  /// The accessory bar's next button.
  case next
  /// The accessory bar's previous button.
  case previous
  /// The accessory bar's done button.
  case done
  /// The return key of the focused field.
  case returnKey
  /// A tap outside any field (a tap gesture that calls `endEditing(_:)`).
  case tapOutside
}
