/// A transition an `AnimatedValue` recorded, with the cause its caller gave.
///
/// The cause is any `Hashable` value of the caller's choosing (the keyboard engine attaches its
/// own event type), so this layer does not depend on what drives it. Tests compare whole arrays
/// of records:
///
/// ```swift
/// #expect(offset.records == [RecordedTransition(shift, cause: .keyboardWillShow)])
/// ```
///
/// `RecordedTransition` is a `Sendable` value; it is `Hashable` when its value is.
public struct RecordedTransition<Value: Interpolatable, Cause: Hashable & Sendable>: Sendable, Equatable {
  /// The change that was recorded.
  public let transition: Transition<Value>

  /// Why it happened, as the caller said.
  public let cause: Cause

  /// Creates a record.
  public init(_ transition: Transition<Value>, cause: Cause) {
    self.transition = transition
    self.cause = cause
  }
}

extension RecordedTransition: Hashable where Value: Hashable {}
