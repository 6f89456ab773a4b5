/// A command line the demo cannot run: the message names the option and the bad value.
///
/// `UsageError` is a `Sendable` value.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the option and the value.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
