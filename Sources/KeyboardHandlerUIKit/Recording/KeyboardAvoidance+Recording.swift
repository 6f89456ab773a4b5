#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Binding
  import Foundation
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// The file ``writeSessionRecording(in:)`` last wrote, published as it is written; `nil` until then.
    ///
    /// A debug overlay or a share button can follow it rather than be handed each file.
    public var sessionRecordingURL: ReadOnlyBox<URL?> { writtenSessionRecording.readOnly }

    /// Writes the keyboard session recorded so far as a scenario file, and publishes the file's URL.
    ///
    /// Each call writes a new file, named for when it was written, in UTC
    /// (`keyboard-session-2025-01-31T10-22-05.123Z.json`), with the whole session since the adapter was
    /// made: recording goes on. `demo --scenario FILE` plays it and shows where today's engine publishes
    /// something else, and `SessionReplay(contentsOfFile:)` in `KeyboardHandlerTesting` makes it a test.
    ///
    /// ```swift
    /// let file = try keyboard.writeSessionRecording()
    /// present(UIActivityViewController(activityItems: [file], applicationActivities: nil), animated: true)
    /// ```
    ///
    /// - Parameter directory: Where to write: by default the app's temporary directory, which the system
    ///   may empty while the app is not running.
    /// - Returns: The file, which ``sessionRecordingURL`` publishes too.
    /// - Throws: ``RecordingError``, and publishes nothing, when recording is off, when the recording is
    ///   too large to replay, or when the file cannot be written.
    @discardableResult
    public func writeSessionRecording(
      in directory: URL = FileManager.default.temporaryDirectory
    ) throws(RecordingError) -> URL {
      guard let sessionRecorder else { throw .notRecording }
      let data: Data
      do { data = try sessionRecorder.scenarioData() } catch { throw .scenario(error) }
      let file = Self.unusedRecordingFile(in: directory, writtenAt: Date())
      do {
        try data.write(to: file, options: .withoutOverwriting)
      } catch {
        throw .unwritable(path: file.path, reason: error.localizedDescription)
      }
      writtenSessionRecording.value = file
      return file
    }

    /// A file in `directory` named for `date` that does not exist yet: a second recording written in the
    /// same millisecond takes `-2` after the time, and so on, rather than replace the first.
    static func unusedRecordingFile(in directory: URL, writtenAt date: Date) -> URL {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      // No colons: the Finder shows a colon in a file name as a slash.
      formatter.dateFormat = "yyyy-MM-dd'T'HH-mm-ss.SSS'Z'"
      let stem = "keyboard-session-\(formatter.string(from: date))"
      var file = directory.appendingPathComponent("\(stem).json")
      var number = 1
      while FileManager.default.fileExists(atPath: file.path) {
        number += 1
        file = directory.appendingPathComponent("\(stem)-\(number).json")
      }
      return file
    }
  }
#endif
