/// Why a keyboard event, or one value of its `userInfo`, was rejected.
///
/// Every error names the key at fault, so a log line says which value UIKit (or a test) got wrong.
public struct KeyboardEventError: Error, Hashable, Sendable {
  /// What is wrong with the value.
  public enum Reason: Hashable, Sendable {
    /// The key is absent from `userInfo`.
    case missing
    /// The value has a type the parser does not accept; the payload names the type found.
    case wrongType(found: String)
    /// A number, or a component of a frame, is NaN or infinite.
    case notFinite
    /// A frame has a negative width or height.
    case negativeSize
    /// The duration is negative.
    case negativeDuration
  }

  /// The key whose value was rejected.
  public var key: KeyboardUserInfoKey
  /// What is wrong with the value.
  public var reason: Reason

  /// Creates an error for a key.
  ///
  /// - Parameters:
  ///   - key: The key whose value was rejected.
  ///   - reason: What is wrong with the value.
  public init(key: KeyboardUserInfoKey, reason: Reason) {
    self.key = key
    self.reason = reason
  }
}
