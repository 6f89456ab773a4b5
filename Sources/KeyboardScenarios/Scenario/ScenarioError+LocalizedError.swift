public import Foundation
internal import KeyboardModel

extension ScenarioError: LocalizedError {
  /// The same line as `description`, so `localizedDescription` reads too, rather than naming the
  /// type and a number.
  public var errorDescription: String? { description }
}
