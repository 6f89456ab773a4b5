package import Foundation

extension Data {
  /// This JSON document with its top-level object changed, as a file edited by hand would be.
  package func editingJSON(_ change: (inout [String: Any]) throws -> Void) throws -> Data {
    guard var document = try JSONSerialization.jsonObject(with: self) as? [String: Any] else {
      throw CocoaError(.coderReadCorrupt)
    }
    try change(&document)
    return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
  }

  /// This recording with one entry of its `expected` section changed.
  package func editingExpected(_ index: Int, _ change: @escaping (inout [String: Any]) -> Void) throws -> Data {
    try editingJSON { document in
      guard var expected = document["expected"] as? [[String: Any]] else { throw CocoaError(.coderValueNotFound) }
      change(&expected[index])
      document["expected"] = expected
    }
  }
}
