/// Why the engine rejected an input; a rejected input changes nothing.
///
/// Two errors are equal when they are the same case with the same field, key or reason. The
/// `InvalidValue` of `invalidContainer(_:)` and `invalidConfiguration(_:)` explains, and takes no
/// part: `#expect(throws: AvoidanceError.invalidConfiguration)` matches whichever setting was wrong.
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
  /// A keyboard event, or its `userInfo`, is malformed.
  case malformedKeyboardEvent(KeyboardEventError)
}

extension AvoidanceError {
  /// An invalid container, whichever value is wrong: for comparing with a thrown error, which says which.
  ///
  /// The cases carried no payload before 0.1.0; this keeps `AvoidanceError.invalidContainer` working
  /// as a value.
  public static var invalidContainer: AvoidanceError {
    .invalidContainer(InvalidValue(name: "container", found: "an invalid value", expected: "a valid container"))
  }

  /// An invalid configuration, whichever setting is wrong: for comparing with a thrown error, which says
  /// which.
  ///
  /// The cases carried no payload before 0.1.0; this keeps `AvoidanceError.invalidConfiguration`
  /// working as a value.
  public static var invalidConfiguration: AvoidanceError {
    .invalidConfiguration(
      InvalidValue(name: "configuration", found: "an invalid setting", expected: "a valid configuration"))
  }

  /// Whether two errors are the same case with the same field, key or reason; an `InvalidValue` takes
  /// no part.
  public static func == (lhs: AvoidanceError, rhs: AvoidanceError) -> Bool {
    switch (lhs, rhs) {
    case (.invalidContainer, .invalidContainer), (.invalidConfiguration, .invalidConfiguration): true
    case (.unknownField(let a), .unknownField(let b)), (.alreadyEditing(let a), .alreadyEditing(let b)),
      (.notEditing(let a), .notEditing(let b)), (.duplicateField(let a), .duplicateField(let b)),
      (.invalidField(let a), .invalidField(let b)):
      a == b
    case (.invalidContentOffset, .invalidContentOffset): true
    case (.malformedKeyboardEvent(let a), .malformedKeyboardEvent(let b)): a == b
    default: false
    }
  }

  /// Hashes the case and its field, key or reason: what equality compares.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .unknownField(let id): hasher.combine(0); hasher.combine(id)
    case .alreadyEditing(let id): hasher.combine(1); hasher.combine(id)
    case .notEditing(let id): hasher.combine(2); hasher.combine(id)
    case .duplicateField(let id): hasher.combine(3); hasher.combine(id)
    case .invalidField(let id): hasher.combine(4); hasher.combine(id)
    case .invalidContainer: hasher.combine(5)
    case .invalidConfiguration: hasher.combine(6)
    case .invalidContentOffset: hasher.combine(7)
    case .malformedKeyboardEvent(let error): hasher.combine(8); hasher.combine(error)
    }
  }
}
