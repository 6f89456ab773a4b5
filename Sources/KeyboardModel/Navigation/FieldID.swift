/// The identity of an input field, chosen by the app.
///
/// ```swift
/// let email: FieldID = "email"
/// ```
public struct FieldID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The identifier's text.
  public var rawValue: String

  /// Creates an identifier.
  ///
  /// - Parameter rawValue: The identifier's text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from a string literal.
  ///
  /// - Parameter value: The identifier's text.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The identifier's text.
  public var description: String { rawValue }
}
