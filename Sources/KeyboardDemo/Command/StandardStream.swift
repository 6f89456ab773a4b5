internal import Foundation

/// Standard output or standard error as a `TextOutputStream`, for the `demo` executable.
package struct StandardStream: TextOutputStream, Sendable {
  private let handle: FileHandle

  /// The process's standard output.
  package static var output: StandardStream { StandardStream(handle: .standardOutput) }
  /// The process's standard error.
  package static var error: StandardStream { StandardStream(handle: .standardError) }

  /// Writes `string` as UTF-8.
  package mutating func write(_ string: String) {
    handle.write(Data(string.utf8))
  }
}
