package import Foundation

/// A hand edit of a recording's file that makes its replay differ from what the device published, as a
/// developer makes one to see that a recording is a test: each changes one thing and knows the step at
/// which the replay must first depart.
package enum RecordingEdit: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The offset of the first `expected` entry with a keyboard on screen, 2 pt further up.
  case expectedValue
  /// The first `keyboard` step that brings the keyboard on screen, 36 pt shorter.
  case keyboardHeight
  /// The first field the recording lays out, 20 pt higher in every `layout` step.
  case fieldFrame
  /// The configuration's `spacing`, 8 instead of what it was.
  case spacing

  package var description: String { rawValue }

  /// The edited file, and the index of the step at which the replay must first differ from it.
  ///
  /// - Throws: An error for a recording that lacks what the edit changes.
  package func apply(to recording: Data) throws -> (data: Data, step: Int) {
    var step: Int?
    let edited = try recording.editingJSON { document in
      var steps = document["steps"] as? [[String: Any]] ?? []
      var expected = document["expected"] as? [[String: Any]] ?? []
      switch self {
      case .expectedValue:
        guard let index = expected.firstIndex(where: { $0["coveredFrame"] != nil }),
          let offset = expected[index]["offset"] as? Double
        else { break }
        expected[index]["offset"] = offset - 2
        step = expected[index]["step"] as? Int
      case .keyboardHeight:
        guard
          let index = steps.firstIndex(where: { step in
            guard step["action"] as? String == "keyboard", let frame = step["frame"] as? [String: Any],
              let begin = step["beginFrame"] as? [String: Any], let y = frame["y"] as? Double,
              let beginY = begin["y"] as? Double
            else { return false }
            return y < beginY
          }), var frame = steps[index]["frame"] as? [String: Any], let y = frame["y"] as? Double,
          let height = frame["height"] as? Double
        else { break }
        frame["y"] = y + 36
        frame["height"] = height - 36
        steps[index]["frame"] = frame
        step = index
      case .fieldFrame:
        // Each `layout` step lists every field, so the field moves in all of them.
        guard
          let id = steps.lazy.compactMap({ ($0["fields"] as? [[String: Any]])?.first?["id"] as? String }).first
        else { break }
        for index in steps.indices {
          guard var fields = steps[index]["fields"] as? [[String: Any]] else { continue }
          for member in fields.indices where fields[member]["id"] as? String == id {
            guard var frame = fields[member]["frame"] as? [String: Any], let y = frame["y"] as? Double else { continue }
            frame["y"] = y - 20
            fields[member]["frame"] = frame
          }
          steps[index]["fields"] = fields
        }
        step = Self.firstStep(in: expected) { $0["field"] as? String == id }
      case .spacing:
        guard let spacing = document["spacing"] as? Double else { break }
        document["spacing"] = spacing == 8 ? 12 : 8
        step = Self.firstStep(in: expected) { _ in true }
      }
      document["steps"] = steps
      document["expected"] = expected
    }
    guard let step else { throw CocoaError(.coderValueNotFound) }
    return (edited, step)
  }

  /// The step of the first `expected` entry whose reason reveals a field that `matches`.
  private static func firstStep(in expected: [[String: Any]], where matches: ([String: Any]) -> Bool) -> Int? {
    expected.first { entry in
      ((entry["reason"] as? [String: Any])?["revealed"] as? [String: Any]).map(matches) ?? false
    }?["step"] as? Int
  }
}
