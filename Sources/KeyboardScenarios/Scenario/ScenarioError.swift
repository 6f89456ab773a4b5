internal import KeyboardModel

/// Why a scenario could not be read or played, and where.
///
/// Every error names the place: the file, and the JSON path of the bad value (such as
/// `steps[3].frame.height`), which starts with the step's index for a step.
///
/// `ScenarioError` is a `Sendable` value.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  package enum Problem: Hashable, Sendable {
    /// The file could not be read.
    case unreadable(String)
    /// The file is larger than `ScenarioParser.maximumFileSize`.
    case tooLarge(bytes: Int, limit: Int)
    /// The file is not JSON (for example, truncated).
    case notJSON(String)
    /// The file is not UTF-8 text, as JSON must be (a file saved as UTF-16, say), with what it is and where.
    case notUTF8(String)
    /// A key given twice in one object, with where each is: JSON readers differ on which one they keep.
    case duplicateKey(first: String, again: String)
    /// A required key is absent.
    case missingKey
    /// A key that the format does not have.
    case unknownKey
    /// A key of an `expected` entry (or of one of its objects) that is no animated property this version
    /// knows, with the ones it knows: a property a later version added, or a misspelt key.
    case unknownProperty(known: String)
    /// A value of the wrong JSON type.
    case wrongType(expected: String, found: String)
    /// A value of the right type that is not allowed, with the reason.
    case invalidValue(String)
    /// A step's `action` that the format does not have.
    case unknownAction(String)
    /// A step names a field that the scenario does not declare.
    case unknownField(String)
    /// Two fields share an id.
    case duplicateField(String)
    /// A step's time is earlier than the time before it.
    case timeGoesBackwards(time: Double, previous: Double)
    /// The keyboard engine rejected the scenario or one of its inputs.
    case rejected(String)
    /// The file is in a later version of the format than this build reads (a recording made by a newer
    /// version of the package).
    case unsupportedFormat(version: Int, newest: Int)
    /// A recording whose replay publishes something else than the avoider did, which a recorder does not
    /// hand over: the first difference, and how many values differ.
    indirect case doesNotReplay(first: ReplayDifference, count: Int)
  }

  /// The JSON path of the bad value (`steps[3].frame.height`); empty for the whole document.
  public var path: String
  /// What is wrong.
  package var problem: Problem
  /// What the bad name was probably meant to be (a key, an action, a field id, a device), if a
  /// known one is close to it.
  public var suggestion: String?

  /// Creates an error.
  package init(path: String, problem: Problem, suggestion: String? = nil) {
    self.path = path
    self.problem = problem
    self.suggestion = suggestion
  }

  /// A one-line explanation: where, what, and what was probably meant.
  public var description: String {
    (path.isEmpty ? message : "\(path): \(message)") + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
  }

  /// `4 MiB` for 4,194,304 bytes; a size that is not a whole number of mebibytes in bytes.
  private static func mebibytes(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }

  private var message: String {
    switch problem {
    case .unreadable(let reason): "cannot read the file: \(reason)"
    case .tooLarge(let bytes, let limit):
      "the file has \(bytes) bytes, more than the limit of \(limit) bytes (\(Self.mebibytes(limit)))"
    case .notJSON(let reason): "not valid JSON (truncated or malformed?): \(reason)"
    case .notUTF8(let reason): "not UTF-8 text, as a JSON file must be: \(reason); save it as UTF-8"
    case .duplicateKey(let first, let again):
      "the key is given twice, at \(first) and again at \(again) (JSON readers differ on which one they keep)"
    case .missingKey: "required key is missing"
    case .unknownKey: "unknown key (see docs/Scenarios.md for the format)"
    case .unknownProperty(let known):
      "unknown key: not an animated property this version of the package knows (\(known)); "
        + "a property of a later version, or a misspelt key"
    case .wrongType(let expected, let found): "expected \(expected), found \(found)"
    case .invalidValue(let reason): reason
    case .unknownAction(let action):
      "unknown action \"\(action)\" (expected one of: \(ScenarioParser.actionNames.joined(separator: ", ")))"
    case .unknownField(let id): "no field has the id \"\(id)\""
    case .duplicateField(let id): "the field id \"\(id)\" is used twice"
    case .timeGoesBackwards(let time, let previous):
      "time \(time.formatted) goes backwards: it is earlier than \(previous.formatted), the time before it"
    case .rejected(let reason): "rejected: \(reason)"
    case .unsupportedFormat(let version, let newest):
      "format \(version) is not one this version of the package reads (it reads formats up to \(newest)); "
        + "replay the file with the version that wrote it, or a later one"
    case .doesNotReplay(let first, let count):
      "the recording does not replay to what the avoider published (\(count) \(count == 1 ? "value differs" : "values differ")); "
        + "the first: \(first)"
    }
  }
}
