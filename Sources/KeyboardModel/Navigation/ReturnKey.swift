/// What a field's return key does.
package enum ReturnKey: Hashable, Sendable {
  /// Moves focus to the next field (`UIReturnKeyType.next`).
  case next
  /// Ends editing (`UIReturnKeyType.done`).
  case done
  /// Types a new line: the return key of a text view, which navigation leaves alone.
  case newline
}
