/// A command line the demo cannot run: the message names the option and the bad value.
///
/// `UsageError` is a `Sendable` value.
package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the option and the value.
  package var message: String

  /// Creates an error.
  package init(_ message: String) {
    self.message = message
  }

  /// Creates an error that ends by suggesting what the user probably meant, when there is a guess.
  init(_ message: String, suggesting suggestion: String?) {
    self.message = message + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
  }

  /// The message.
  package var description: String { message }
}
