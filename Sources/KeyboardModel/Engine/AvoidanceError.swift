/// Why the engine rejected an input; a rejected input changes nothing.
///
/// Two errors are equal when they are the same case with the same payload: the field, the key and
/// reason, or the `InvalidValue` that names the rejected value. To match a case whatever its payload,
/// match its pattern: `if case .invalidConfiguration = error`.
public enum AvoidanceError: Error, Hashable, Sendable {
  /// No field has this id.
  case unknownField(FieldID)
  /// A field began editing while this one was still focused (end editing must come first).
  case alreadyEditing(FieldID)
  /// This field ended editing without being focused.
  case notEditing(FieldID)
  /// Two fields share this id.
  case duplicateField(FieldID)
  /// This field's frame or spacing is NaN, infinite or negative.
  case invalidField(FieldID)
  /// A value of the container's geometry (its screen bounds, frame or safe-area insets) is NaN,
  /// infinite or negative; the payload names it and says what was expected.
  case invalidContainer(InvalidValue)
  /// A setting of the configuration (its spacing, keyboard estimate, scroll view geometry or fallback
  /// reveal frame) is NaN, infinite or out of range; the payload names it and says what was expected.
  case invalidConfiguration(InvalidValue)
  /// A scroll offset is NaN or infinite.
  case invalidContentOffset
  /// The top of a keyboard the user drags (``AvoidanceInput/keyboardDragged(top:)``) is NaN or infinite.
  case invalidKeyboardTop
  /// A keyboard event, or its `userInfo`, is malformed.
  case malformedKeyboardEvent(KeyboardEventError)
}
