internal import Foundation

extension UsageError: LocalizedError {
  /// The message, so `localizedDescription` reads too, rather than naming the type and a number.
  package var errorDescription: String? { message }
}
