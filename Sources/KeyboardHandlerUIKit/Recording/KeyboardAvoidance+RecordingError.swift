#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardHandler

  extension KeyboardAvoidance {
    /// Why ``KeyboardAvoidance/writeSessionRecording(in:)`` wrote no file.
    ///
    /// `RecordingError` is a `Sendable` value; its `localizedDescription` is its ``description``.
    public enum RecordingError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
      /// The adapter records nothing: it was made without ``Options/recordsSession``.
      case notRecording
      /// The recording cannot be written as a scenario file that replays; the error says why (larger than
      /// a scenario file may be).
      case scenario(ScenarioError)
      /// The file system refused the file at `path`, for `reason` (a full disk, a directory that does not
      /// exist).
      case unwritable(path: String, reason: String)

      /// A one-line explanation, with what to do.
      public var description: String {
        switch self {
        case .notRecording:
          "the keyboard session is not recorded: make the adapter with Options(recordsSession: true)"
        case .scenario(let error): "the keyboard session cannot be written as a scenario: \(error)"
        case .unwritable(let path, let reason): "cannot write the keyboard session to \(path): \(reason)"
        }
      }

      /// The same line as ``description``, so `localizedDescription` reads too.
      public var errorDescription: String? { description }
    }
  }
#endif
